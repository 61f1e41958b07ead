import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QrCode, qrPath, qrSvgDataUrl } from './qr-code.tsx'

const meta = {
  title: 'Shared/QrCode',
  component: QrCode,
  args: {
    value: 'https://lobby.example/register?id=1024',
    label: 'QR code of the agent link',
    className: 'size-48',
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof QrCode>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const image = canvas.getByRole('img', { name: 'QR code of the agent link' })
    await step('one square path inside a quiet zone of 4 modules', async () => {
      const { path, size } = qrPath(args.value)
      // Version 3 (29 modules) holds this link at level M; the margin adds 4 each side.
      await expect(size).toBe(29 + 8)
      await expect(image).toHaveAttribute('viewBox', `0 0 ${size} ${size}`)
      await expect(image.querySelector('path')).toHaveAttribute('d', path)
      // The three finder patterns' top-left corners are dark.
      for (const corner of ['M4 4h1v1h-1z', `M${4 + 28} 4h1v1h-1z`, `M4 ${4 + 28}h1v1h-1z`]) {
        await expect(path).toContain(corner)
      }
    })
    await step('the same value draws the same code; another value another one', async () => {
      await expect(qrPath(args.value).path).toBe(qrPath(args.value).path)
      await expect(qrPath(`${args.value}5`).path).not.toBe(qrPath(args.value).path)
    })
    await step('the download form is a standalone SVG document', async () => {
      const url = qrSvgDataUrl(args.value)
      await expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
      await expect(decodeURIComponent(url)).toContain('xmlns="http://www.w3.org/2000/svg"')
    })
  },
}

/** A long invite link: a bigger version, still square and still black on white. */
export const LongLink: Story = {
  args: {
    value: 'https://brand-with-a-long-name.lobby.example/register?invite=ABCDEFGHIJKLMNOP&currency=USD',
    label: 'QR code of the invite link',
  },
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: 'QR code of the invite link' })
    const { size } = qrPath(args.value)
    await expect(size).toBeGreaterThan(29 + 8)
    await expect(image).toHaveAttribute('viewBox', `0 0 ${size} ${size}`)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { acceptingClipboard, withClipboard } from '../../fixtures/share-story.ts'
import { CopyField, useCopy } from './copy-field.tsx'
import { ShareBlock } from './share-block.tsx'

const LINK = 'https://lobby.example/register?invite=QV7K2M'

const meta = {
  title: 'Primitives/CopyField',
  component: CopyField,
  tags: ['autodocs'],
  args: {
    value: LINK,
    label: 'Invite link',
    copyLabel: 'Copy invite link',
    copiedLabel: 'Invite link copied.',
    onCopy: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyField>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveValue(LINK)
    await expect(canvas.getByRole('button', { name: 'Copy invite link' })).toHaveTextContent('Copy')
  },
}

/** After a copy the button says Copied and the status line says what was copied. */
export const Copied: Story = {
  // "Copied" shows for 2 s after the click: a shot would catch it or not, by timing. The play proves it.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const clipboard = acceptingClipboard()
    await withClipboard(clipboard, async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy invite link' }))
      await expect(clipboard.writeText).toHaveBeenCalledWith(LINK)
      await expect(args.onCopy).toHaveBeenCalledWith(LINK)
      const button = await canvas.findByRole('button', { name: 'Invite link copied.' })
      await expect(button).toHaveTextContent('Copied')
      await expect(canvas.getByRole('status')).toHaveTextContent('Invite link copied.')
    })
  },
}

/** No clipboard: the text is selected with a hint to copy it by hand, and nothing is reported copied. */
export const CopyRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await withClipboard(undefined, async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy invite link' }))
      const field = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Invite link' })
      await expect(field).toHaveFocus()
      await expect(canvas.getByRole('status')).toHaveTextContent('press Ctrl+C')
      await expect(field).toHaveAccessibleDescription(/press Ctrl\+C/)
      await expect(args.onCopy).not.toHaveBeenCalled()
    })
  },
}

/** A short code in wide monospace. */
export const Code: Story = {
  args: {
    value: 'QV7K2M',
    label: 'Invite code',
    copyLabel: 'Copy invite code',
    copiedLabel: 'Invite code copied.',
    code: true,
  },
}

/** Two fields sharing one copy state beside the link's QR code, as the promotion pages show them. */
function Share({ withQr }: { withQr: boolean }) {
  const copy = useCopy<'code' | 'link'>(undefined, 2_000)
  return (
    <ShareBlock
      title="Invite code and link"
      qr={
        withQr
          ? {
              value: LINK,
              label: 'QR code of your invite link',
              downloadLabel: 'Download QR code of the invite link',
              fileName: 'invite-link-qr.svg',
            }
          : null
      }
    >
      <p className="text-sm text-muted-foreground">Friends who register with your code join your team.</p>
      <CopyField
        which="code"
        copy={copy}
        value="QV7K2M"
        label="Invite code"
        copyLabel="Copy invite code"
        copiedLabel="Invite code copied."
        code
      />
      <CopyField
        which="link"
        copy={copy}
        value={LINK}
        label="Invite link"
        copyLabel="Copy invite link"
        copiedLabel="Invite link copied."
      />
    </ShareBlock>
  )
}

export const WithQr: Story = {
  // "Copied" shows for 2 s after the click: a shot would catch it or not, by timing. The play proves it.
  tags: ['no-visual'],
  render: () => <Share withQr />,
  play: async ({ canvas, userEvent }) => {
    const block = within(canvas.getByRole('region', { name: 'Invite code and link' }))
    await expect(block.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible()
    const download = block.getByRole('link', { name: 'Download QR code of the invite link' })
    await expect(download).toHaveAttribute('download', 'invite-link-qr.svg')
    await expect(download.getAttribute('href')).toMatch(/^data:image\/svg\+xml/)
    await withClipboard(acceptingClipboard(), async () => {
      await userEvent.click(block.getByRole('button', { name: 'Copy invite code' }))
      await userEvent.click(block.getByRole('button', { name: 'Copy invite link' }))
      // One "Copied" at a time.
      await expect(await block.findByRole('button', { name: 'Invite link copied.' })).toBeVisible()
      await expect(block.getByRole('button', { name: 'Copy invite code' })).toBeVisible()
    })
  },
}

export const WithQrMobile: Story = { render: () => <Share withQr />, globals: { layout: 'mobile' } }

export const WithoutQr: Story = {
  render: () => <Share withQr={false} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull()
  },
}

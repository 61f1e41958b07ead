import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { newsImage } from '../../fixtures/content.ts'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { NewsPopup } from './news-popup.tsx'

const meta = {
  title: 'Lobby/NewsPopup',
  component: NewsPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    onImageClick: fn(),
    title: 'Spring festival',
    image: newsImage,
    sanitizedHtml: '<p>Log in every day of the festival to open a <strong>red envelope</strong> every hour.</p>',
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <NewsPopup {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof NewsPopup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Spring festival' })
    await step('the picture is the promotion link', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: newsImage.alt }))
      await expect(args.onImageClick).toHaveBeenCalledOnce()
    })
    await step('both close buttons ask the caller', async () => {
      for (const button of within(dialog).getAllByRole('button', { name: 'Close' })) await userEvent.click(button)
      await expect(args.onOpenChange).toHaveBeenCalledTimes(2)
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false)
    })
  },
}

export const ImageOnly: Story = {
  args: { ...Default.args, sanitizedHtml: undefined, onImageClick: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('img', { name: newsImage.alt })).toBeVisible()
  },
}

export const TextOnly: Story = {
  args: {
    ...Default.args,
    image: undefined,
    title: undefined,
    sanitizedHtml:
      '<p>Our new <strong>crash game</strong> is live! Try it in demo mode, no account needed.</p><p><a href="/gameHall/2">Open the game hall</a></p>',
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'News' })
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await screen.findByRole('dialog')
  },
}

/** The operator's ads carry no picture size: the picture takes its own height when it arrives. */
export const ImageWithoutSize: Story = {
  args: { ...Default.args, image: { src: newsImage.src, alt: newsImage.alt } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Spring festival' })
    await expect(within(dialog).getByRole('img', { name: newsImage.alt })).not.toHaveAttribute('width')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FloatButtons, type FloatButton } from './float-buttons.tsx'

/** A 120x240 float picture, drawn inline so the story never touches the network. */
function floatPicture(hue: number, text: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 240" width="120" height="240">` +
    `<rect width="120" height="240" rx="12" fill="hsl(${hue} 70% 35%)"/>` +
    `<text x="60" y="128" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#fff">${text}</text></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const items: FloatButton[] = [
  { id: 1, title: 'Download the app', imageUrl: floatPicture(220, 'App'), url: '/app', position: 'left' },
  {
    id: 2,
    title: 'Customer service',
    imageUrl: floatPicture(140, 'Help'),
    url: 'https://help.example.com/chat',
    position: 'right',
  },
  { id: 3, title: 'Promotions', url: '/discount', position: 'right' },
]

/** Clicks must not leave the story: the site routes its own paths on the client the same way. */
const stayInStory = fn((_item: FloatButton, event: { preventDefault: () => void }) => event.preventDefault())

const meta = {
  title: 'Shell/FloatButtons',
  component: FloatButtons,
  args: { items, onNavigate: stayInStory },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div className="min-h-96">{Story()}</div>],
} satisfies Meta<typeof FloatButtons>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const app = canvas.getByRole('link', { name: 'Download the app' })
    await expect(app.closest('[data-side]')).toHaveAttribute('data-side', 'left')
    await userEvent.click(app)
    await expect(args.onNavigate).toHaveBeenLastCalledWith(items[0], expect.anything())
    const service = canvas.getByRole('link', { name: 'Customer service (opens in a new tab)' })
    await expect(service.closest('[data-side]')).toHaveAttribute('data-side', 'right')
    await expect(service).toHaveAttribute('target', '_blank')
    await expect(service).toHaveAttribute('rel', 'noopener noreferrer')
    // Without a picture the title is the button.
    await expect(canvas.getByRole('link', { name: 'Promotions' })).toHaveTextContent('Promotions')
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3)
  },
}

/**
 * A picture still on its way (one that never comes here) already has its
 * place: the buttons do not move when it arrives (CLS 0).
 */
export const PictureLoading: Story = {
  // The box shows only the card's border: nothing new to shoot.
  tags: ['no-visual'],
  args: {
    ...Default.args,
    items: [{ id: 1, title: 'Download the app', imageUrl: '/never-answered.png', url: '/app', position: 'left' }],
  },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Download the app' })
    const box = picture.getBoundingClientRect()
    await expect(box.width).toBeGreaterThan(0)
    await expect(box.height).toBe(box.width * 2)
  },
}

/** An address a link must never follow is not shown (spec section 5). */
export const UnsafeLinksLeftOut: Story = {
  // Nothing (or nothing new) to shoot.
  tags: ['no-visual'],
  args: {
    ...Default.args,
    items: [
      items[0]!,
      { id: 8, title: 'Trap', url: 'javascript:alert(1)', position: 'right' },
      { id: 9, title: 'Elsewhere', url: '//evil.example.com', position: 'right' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/app'])
  },
}

/** None configured (or the list is still loading, or failed): nothing floats. */
export const Empty: Story = {
  // Nothing (or nothing new) to shoot.
  tags: ['no-visual'],
  args: { ...Default.args, items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="float-buttons"]')).toBeNull()
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../button/button.tsx'
import * as icons from './icon.tsx'

type Entry = [name: string, Icon: icons.IconComponent]

// The module exports only icons (and types), so every value is one.
const ENTRIES = Object.entries(icons) as Entry[]

function Gallery() {
  return (
    <ul aria-label="Icons" className="grid grid-cols-2 gap-2 text-sm desktop:grid-cols-4">
      {ENTRIES.map(([name, Icon]) => (
        <li key={name} className="flex items-center gap-2 rounded-lg border px-3 py-2">
          <Icon className="size-5 shrink-0" />
          <span className="truncate">{name}</span>
        </li>
      ))}
    </ul>
  )
}

const meta = {
  title: 'Primitives/Icon',
  component: Gallery,
  tags: ['autodocs'],
} satisfies Meta<typeof Gallery>

export default meta
type Story = StoryObj<typeof meta>

/** Every house icon with its name. */
export const All: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(ENTRIES.length)
    for (const item of items) await expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  },
}

export const AllMobile: Story = { globals: { layout: 'mobile' } }

/** Beside text in a button: the button sizes it and its text names the button. */
export const InButton: Story = {
  render: () => (
    <div className="flex gap-3">
      <Button variant="outline" size="sm">
        <icons.DownloadIcon />
        Download QR code
      </Button>
      <Button variant="ghost" size="icon" aria-label="Close">
        <icons.CloseIcon />
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Download QR code' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Close' })).toBeVisible()
  },
}

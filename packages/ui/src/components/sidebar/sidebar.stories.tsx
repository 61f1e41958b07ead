import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Sidebar } from './sidebar.tsx'

const links = [
  { id: 1, label: 'Lobby', href: '/main' },
  { id: 2, label: 'Slots', href: '/main/2' },
  { id: 3, label: 'Live Casino', href: '/main/3' },
  { id: 4, label: 'How to deposit', href: '/faq/1' },
  { id: 5, label: 'Responsible gaming', href: '/faq/7' },
  { id: 6, label: 'Customer service', href: 'https://help.example.com/chat' },
  // No type: left out.
  { id: 7, label: 'Unsafe', href: 'javascript:alert(1)' },
  { id: 8, label: 'Elsewhere', href: '/discount/3' },
]

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { links, activeHref: '/main/2', loading: false, onNavigate: fn() },
} satisfies Meta<typeof Sidebar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('links without a type are left out', async () => {
      await expect(canvas.getAllByRole('link')).toHaveLength(6)
      await expect(canvas.queryByRole('link', { name: 'Unsafe' })).toBeNull()
    })
    await step('main and faq links stay in the site and report their type', async () => {
      await expect(canvas.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page')
      const faq = canvas.getByRole('link', { name: 'How to deposit' })
      await expect(faq).toHaveAttribute('data-variant', 'faq')
      await expect(faq).not.toHaveAttribute('target')
      faq.addEventListener('click', (event) => event.preventDefault(), { once: true })
      await userEvent.click(faq)
      await expect(args.onNavigate).toHaveBeenCalledWith('/faq/1', 'faq', expect.anything())
    })
    await step('an external link opens in a new tab, safely, and says so', async () => {
      const external = canvas.getByRole('link', { name: 'Customer service (opens in a new tab)' })
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(external).toHaveAttribute('data-variant', 'external')
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No links here yet.')).toBeVisible()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: 'Live Casino' })
    link.addEventListener('click', (event) => event.preventDefault(), { once: true })
    await userEvent.click(link)
    await expect(args.onNavigate).toHaveBeenCalledWith('/main/3', 'main', expect.anything())
  },
}

export const LongText: Story = {
  args: {
    ...Default.args,
    links: [
      { id: 1, label: 'Frequently asked questions about deposits, withdrawals and bonuses', href: '/faq/2' },
      { id: 2, label: 'Our partner sportsbook with live odds on every major league', href: 'https://example.com' },
      ...links.slice(0, 3),
    ],
  },
  play: async ({ canvas }) => {
    const label = canvas.getByText(/^Frequently asked questions/)
    await expect(label.scrollWidth).toBeGreaterThan(label.clientWidth)
  },
}

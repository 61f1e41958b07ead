import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { MobileFooterNav, type MobileFooterNavEntry } from './mobile-footer-nav.tsx'

/** What the operator configures (`/arks/web/web-mobile-footer`), labels already translated. */
const visitorItems: MobileFooterNavEntry[] = [
  { id: 1, key: 'home', label: 'Home', href: '/' },
  { id: 2, key: 'deposit', label: 'Deposit', href: '/Deposit' },
  { id: 3, key: 'wallet', label: 'Wallet', href: '/user/MyWallet' },
  { id: 4, key: 'signup', label: 'Sign up', href: '/register' },
  { id: 5, key: 'service', label: 'Customer service', href: 'https://help.example.com/chat' },
]

/** Clicks in stories must not leave the story: the container routes on the client the same way. */
const stayInStory = fn((_item: MobileFooterNavEntry, event: { preventDefault: () => void }) => event.preventDefault())

const meta = {
  title: 'Shell/MobileFooterNav',
  component: MobileFooterNav,
  args: { items: visitorItems, status: 'ready', activeId: 1, onNavigate: stayInStory },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileFooterNav>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick navigation' })
    const links = canvas.getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Deposit',
      'Wallet',
      'Sign up',
      'Customer service (opens in a new tab)',
    ])
    await expect(nav).toHaveAttribute('data-state', 'ready')
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('link', { name: 'Sign up' }))
    await expect(args.onNavigate).toHaveBeenLastCalledWith(visitorItems[3], expect.anything())
    const service = canvas.getByRole('link', { name: /Customer service/ })
    await expect(service).toHaveAttribute('target', '_blank')
    await expect(service).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** A member's bar: the container puts Profile where visitors have Sign up. */
export const Member: Story = {
  args: {
    ...Visitor.args,
    activeId: 3,
    items: [...visitorItems.slice(0, 3), { id: 'profile', key: 'profile', label: 'Profile', href: '/user/Info' }],
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Sign up' })).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }))
    await expect(args.onNavigate).toHaveBeenLastCalledWith(
      expect.objectContaining({ key: 'profile', href: '/user/Info' }),
      expect.anything(),
    )
  },
}

/** A key with no built-in icon shows the operator's own icon; an unsafe address is not shown at all. */
export const OperatorItems: Story = {
  args: {
    ...Visitor.args,
    activeId: undefined,
    items: [
      { id: 1, key: 'home', label: 'Home', href: '/' },
      { id: 2, key: 'promo', label: 'Offers', href: '/discount', iconUrl: '/media/banner/1-v1.svg' },
      { id: 3, key: 'faq', label: 'Help', href: '/faq' },
      { id: 4, key: 'trap', label: 'Trap', href: 'javascript:alert(1)' },
      { id: 5, key: 'other', label: 'Elsewhere', href: '//evil.example.com' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Offers', 'Help'])
    await expect(canvas.queryByText('Trap')).toBeNull()
    await expect(canvas.queryByText('Elsewhere')).toBeNull()
  },
}

/** The operator's list is on its way: the bar keeps its height, nothing to press yet. */
export const Loading: Story = {
  args: { ...Visitor.args, status: 'loading', items: [] },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Quick navigation' })
    await expect(nav).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
  },
}

/** The operator configured no item: no bar. */
export const Empty: Story = {
  // Nothing (or nothing new) to shoot.
  tags: ['no-visual'],
  args: { ...Visitor.args, items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

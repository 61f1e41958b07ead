import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Footer } from './footer.tsx'

const links = [
  { id: 1, label: 'About us', url: '/faq/1' },
  { id: 2, label: 'Terms and conditions', url: '/faq/2' },
  { id: 3, label: 'Privacy policy', url: '/faq/3' },
  { id: 4, label: 'Responsible gaming', url: '/faq/4' },
  { id: 5, label: 'Promotions', url: '/discount' },
  { id: 6, label: 'Affiliate programme', url: 'https://partners.example.com' },
]

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: {
    links,
    brandName: 'Lobby',
    year: 2025,
    signedIn: false,
    loading: false,
    onAction: fn(),
    onNavigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('visitors get deposit, withdraw, wallet and sign up', async () => {
      for (const [name, action] of [
        ['Deposit', 'deposit'],
        ['Withdraw', 'withdraw'],
        ['Wallet', 'wallet'],
        ['Sign up', 'signup'],
      ] as const) {
        await userEvent.click(canvas.getByRole('button', { name }))
        await expect(args.onAction).toHaveBeenLastCalledWith(action)
      }
    })
    await step('site links route, external ones open a new tab', async () => {
      const terms = canvas.getByRole('link', { name: 'Terms and conditions' })
      terms.addEventListener('click', (event) => event.preventDefault(), { once: true })
      await userEvent.click(terms)
      await expect(args.onNavigate).toHaveBeenCalledWith('/faq/2', expect.anything())
      const partner = canvas.getByRole('link', { name: 'Affiliate programme (opens in a new tab)' })
      await expect(partner).toHaveAttribute('target', '_blank')
      await expect(partner).toHaveAttribute('rel', 'noopener noreferrer')
    })
    await expect(canvas.getByText('© 2025 Lobby. All rights reserved.')).toBeVisible()
  },
}

export const Member: Story = {
  args: { ...Default.args, signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: 'Sign up' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading links…')
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Wallet' }))
    await expect(args.onAction).toHaveBeenCalledWith('wallet')
  },
}

export const LongText: Story = {
  args: {
    ...Default.args,
    brandName: 'Royal Golden Dragon Palace Entertainment International',
    links: [
      { id: 1, label: 'Frequently asked questions about deposits, withdrawals, bonuses and rebates', url: '/faq/9' },
      { id: 2, label: 'Licensed and regulated by the Curaçao Gaming Control Board', url: 'https://example.com' },
      ...links,
    ],
  },
}

export const MobileLongText: Story = {
  args: LongText.args,
  globals: Mobile.globals,
}

/** Site variant rb16 (spec section 2): no Deposit and no Withdrawal. */
export const Rb16Variant: Story = {
  args: { ...Default.args, signedIn: true, hiddenActions: ['deposit', 'withdraw'] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Withdraw' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Wallet' })).toBeVisible()
  },
}

/** The operator's list carries addresses a link must never follow: they are left out (spec section 5). */
export const UnsafeLinksLeftOut: Story = {
  tags: ['no-visual'],
  args: {
    ...Default.args,
    links: [
      ...links.slice(0, 2),
      { id: 90, label: 'Script', url: 'javascript:alert(1)' },
      { id: 91, label: 'Mixed case', url: 'JaVaScRiPt:alert(1)' },
      { id: 92, label: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
      { id: 93, label: 'Protocol relative', url: '//evil.example.com' },
      { id: 94, label: 'Backslash', url: '/\\evil.example.com' },
      { id: 95, label: 'Control character', url: 'java\tscript:alert(1)' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'About us',
      'Terms and conditions',
    ])
  },
}

/** The site passes `onOpenTerms`: a button under the links opens its terms (the protocol modal). */
export const WithTerms: Story = {
  args: { ...Default.args, onOpenTerms: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const terms = canvas.getByRole('button', { name: 'Terms and conditions' })
    await expect(terms).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(terms)
    await expect(args.onOpenTerms).toHaveBeenCalledOnce()
  },
}

export const MobileWithTerms: Story = {
  args: WithTerms.args,
  globals: Mobile.globals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Terms and conditions' })).toBeVisible()
  },
}

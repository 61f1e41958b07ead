import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { brandLogo } from '../../fixtures/games.ts'
import { ConnectionStatus } from '../connection-status/connection-status.tsx'
import { LanguageSelect } from '../language-select/language-select.tsx'
import { Header } from './header.tsx'

const nav = [
  { id: 'home', label: 'Home', href: '/', active: true },
  { id: 2, label: 'Slots', href: '/gameHall/2' },
  { id: 3, label: 'Live Casino', href: '/gameHall/3' },
  { id: 4, label: 'Sports', href: '/gameHall/4' },
  { id: 5, label: 'Lottery', href: '/gameHall/5' },
  { id: 6, label: 'Card Games', href: '/gameHall/6' },
  { id: 'discount', label: 'Promotions', href: '/discount' },
]

/** A stand-in for the balance chip the site fills in (the language slot gets the real selector). */
function BalanceChip({ amount }: { amount: string }) {
  return (
    <span className="inline-flex h-8 items-center gap-1.5 rounded-full border bg-card px-3 text-sm font-semibold tabular-nums">
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      {amount}
    </span>
  )
}

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    brandName: 'Lobby',
    logoUrl: brandLogo,
    layout: 'desktop',
    nav,
    onNavigate: fn(),
    onLogin: fn(),
    onRegister: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['desktop', 'mobile'] },
    language: { control: false },
    status: { control: false },
    balance: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Header {...args} language={<LanguageSelect value="en_US" onChange={fn()} layout={args.layout ?? 'desktop'} />} />
  ),
} satisfies Meta<typeof Header>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('the logo links home', async () => {
      await expect(canvas.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/')
    })
    await step('category links name the current page and report navigation', async () => {
      const links = canvas.getByRole('navigation', { name: 'Main navigation' })
      await expect(links).toBeVisible()
      await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
      const slots = canvas.getByRole('link', { name: 'Slots' })
      await expect(slots).not.toHaveAttribute('aria-current')
      slots.addEventListener('click', (event) => event.preventDefault(), { once: true })
      await userEvent.click(slots)
      await expect(args.onNavigate).toHaveBeenCalledWith('/gameHall/2', expect.anything())
    })
    await step('a visitor can log in or sign up', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }))
      await expect(args.onLogin).toHaveBeenCalledTimes(1)
      await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
      await expect(args.onRegister).toHaveBeenCalledTimes(1)
    })
  },
}

export const Member: Story = {
  args: { ...Visitor.args, member: { name: 'lucky888' }, balance: <BalanceChip amount="¥ 12,345.60" /> },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull()
    await expect(canvas.getByText('¥ 12,345.60')).toBeVisible()
    await expect(canvas.getByText('lucky888')).toBeVisible()
  },
}

/** A member with the Log out button the site passes. */
export const MemberWithLogout: Story = {
  args: { ...Member.args, onLogout: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }))
    await expect(args.onLogout).toHaveBeenCalledOnce()
  },
}

/** With the live-connection status the site shows, and no logo: the wordmark. */
export const WithStatus: Story = {
  args: { ...Visitor.args, logoUrl: undefined, status: <ConnectionStatus status="disconnected" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…')
  },
}

export const MobileVisitor: Story = {
  args: { ...Visitor.args, layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
    // The language selector is the flag alone on mobile, named for assistive technology.
    const language = canvas.getByRole('button', { name: 'Language: English' })
    await expect(language).not.toHaveTextContent('English')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(args.onRegister).toHaveBeenCalledTimes(1)
  },
}

export const MobileMember: Story = {
  args: { ...Member.args, layout: 'mobile', status: <ConnectionStatus status="connected" compact /> },
  globals: MobileVisitor.globals,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('¥ 12,345.60')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Log in' })).toBeNull()
  },
}

export const LongMemberName: Story = {
  args: {
    ...Member.args,
    brandName: 'Royal Golden Dragon Palace Entertainment',
    logoUrl: undefined,
    member: { name: 'the_extraordinarily_long_member_account_name_2024' },
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('the_extraordinarily_long_member_account_name_2024')
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
    await expect(name).toHaveAttribute('title', 'the_extraordinarily_long_member_account_name_2024')
  },
}

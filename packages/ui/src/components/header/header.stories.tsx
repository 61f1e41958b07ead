import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { GAME_CATEGORIES } from '@lobby/domain'
import { expect, fn, within } from 'storybook/test'
import { brandLogo } from '../../fixtures/games.ts'
import { catalogues, type Locale } from '../../locales/index.ts'
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
    nav,
    onNavigate: fn(),
    onLogin: fn(),
    onRegister: fn(),
  },
  argTypes: {
    language: { control: false },
    status: { control: false },
    balance: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => <Header {...args} language={<LanguageSelect value="en_US" onChange={fn()} />} />,
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
/**
 * A logo still on its way (one that never comes here) already has its width,
 * from its size: the header does not move when it arrives (CLS 0).
 */
export const LogoLoading: Story = {
  // The brand's box is empty until the picture comes: nothing new to shoot.
  tags: ['no-visual'],
  args: { logoUrl: '/never-answered-logo.png', logoSize: { width: 200, height: 60 } },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img', { name: 'Lobby' })
    const box = logo.getBoundingClientRect()
    await expect(box.height).toBe(32)
    await expect(box.width).toBeCloseTo((32 * 200) / 60, 0)
  },
}

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
  args: Visitor.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
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
  args: { ...Member.args, status: <ConnectionStatus status="connected" compact /> },
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

/** The eight categories of spec section 1, in `locale`, as the site passes them. */
function categoryNav(locale: Locale, active?: number) {
  return GAME_CATEGORIES.map(({ id, name }) => ({
    id,
    label: catalogues[locale][`game_type.${name}`] ?? name,
    href: `/gameHall/${id}`,
    active: id === active,
  }))
}

/** The header in a frame `width` px wide (the story's window), whatever the test browser's size. */
const atWidth =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  )

/**
 * Nothing cut (issue 21): every category link is either shown whole inside
 * the navigation (its text not clipped, its box inside the nav's) or listed
 * in the More menu, and each exactly once, in order.
 */
async function expectEveryLinkWholeOrInMore(
  canvasElement: HTMLElement,
  labels: readonly string[],
  userEvent: { click: (element: Element) => Promise<void> },
) {
  const canvas = within(canvasElement)
  // The only navigation and the only button in it, named in the story's language.
  const nav = canvas.getByRole('navigation')
  const navBox = nav.getBoundingClientRect()
  const shown = within(nav)
    .queryAllByRole('link')
    .filter((link) => link.closest('[data-slot="header-nav-menu"]') === null)
  for (const link of shown) {
    const box = link.getBoundingClientRect()
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth)
    await expect(box.left).toBeGreaterThanOrEqual(navBox.left - 0.5)
    await expect(box.right).toBeLessThanOrEqual(navBox.right + 0.5)
  }
  const more = within(nav).queryByRole('button')
  let inMenu: string[] = []
  if (more) {
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = canvasElement.querySelector<HTMLElement>(`#${CSS.escape(more.getAttribute('aria-controls') ?? '')}`)!
    await expect(menu).toBeVisible()
    inMenu = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '')
    await userEvent.click(more)
    await expect(more).toHaveAttribute('aria-expanded', 'false')
  }
  await expect([...shown.map((link) => link.textContent ?? ''), ...inMenu]).toEqual(labels)
}

const labelsOf = (items: readonly { label: string }[]) => items.map((item) => item.label)

/** All eight categories at 1280 px, the width where "Cockf…" was cut and Esports missing. */
export const AllCategories1280: Story = {
  args: { ...Visitor.args, nav: categoryNav('en_US', 2) },
  decorators: [atWidth(1280)],
  play: async ({ canvasElement, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
  },
}

/** The narrowest desktop (992 px) as a member: the links that do not fit go into More. */
export const Member992WithMore: Story = {
  args: {
    ...Member.args,
    onLogout: fn(),
    nav: categoryNav('en_US', 9),
  },
  decorators: [atWidth(992)],
  play: async ({ canvasElement, canvas, args, userEvent, step }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
    const more = canvas.getByRole('button', { name: 'More' })
    await step('the More button carries the current page when it is inside', async () => {
      await expect(more).toHaveAttribute('data-current', 'true')
    })
    await step('keyboard: Enter opens, the links follow in tab order, Escape closes back on the button', async () => {
      more.focus()
      await userEvent.keyboard('{Enter}')
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await userEvent.tab()
      await expect(document.activeElement?.closest('[data-slot="header-nav-menu"]')).not.toBeNull()
      await userEvent.keyboard('{Escape}')
      await expect(more).toHaveAttribute('aria-expanded', 'false')
      await expect(more).toHaveFocus()
    })
    await step('a link in the menu navigates and closes the menu', async () => {
      await userEvent.click(more)
      const esports = canvas.getByRole('link', { name: 'Esports' })
      await expect(esports).toHaveAttribute('aria-current', 'page')
      esports.addEventListener('click', (event) => event.preventDefault(), { once: true })
      await userEvent.click(esports)
      await expect(args.onNavigate).toHaveBeenCalledWith('/gameHall/9', expect.anything())
      await expect(more).toHaveAttribute('aria-expanded', 'false')
    })
    await step('a click outside closes it', async () => {
      await userEvent.click(more)
      await expect(more).toHaveAttribute('aria-expanded', 'true')
      await userEvent.click(canvasElement.ownerDocument.body)
      await expect(more).toHaveAttribute('aria-expanded', 'false')
    })
  },
}

/** Open, for the screenshot: the More menu listing what did not fit. */
export const MoreMenuOpen: Story = {
  args: { ...Member992WithMore.args },
  decorators: [atWidth(992)],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    await expect(canvas.getByRole('link', { name: 'Esports' })).toBeVisible()
  },
}

/** Wide (1440 px; the bar itself stays 1152 px wide): nothing cut. */
export const AllCategories1440: Story = {
  args: { ...Visitor.args, nav: categoryNav('en_US') },
  decorators: [atWidth(1440)],
  play: async ({ canvasElement, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
  },
}

/** Links that all fit: no More button at all. */
export const FitsWithoutMore: Story = {
  args: { ...Visitor.args, nav: categoryNav('en_US', 3).slice(0, 4) },
  decorators: [atWidth(1280)],
  play: async ({ canvasElement, canvas, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
    await expect(canvas.queryByRole('button', { name: 'More' })).toBeNull()
  },
}

/** Tamil, among the longest copy, at 992 px as a member: nothing cut. */
export const Tamil992: Story = {
  args: { ...Member.args, onLogout: fn(), nav: categoryNav('ta_IN', 8) },
  globals: { locale: 'ta_IN' },
  decorators: [atWidth(992)],
  play: async ({ canvasElement, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
  },
}

/** Tamil at 1280 px. */
export const Tamil1280: Story = {
  args: { ...Visitor.args, nav: categoryNav('ta_IN') },
  globals: { locale: 'ta_IN' },
  decorators: [atWidth(1280)],
  play: async ({ canvasElement, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
  },
}

/** Burmese at 1440 px as a member. */
export const Burmese1440: Story = {
  args: { ...Member.args, onLogout: fn(), nav: categoryNav('my_MM') },
  globals: { locale: 'my_MM' },
  decorators: [atWidth(1440)],
  play: async ({ canvasElement, args, userEvent }) => {
    await expectEveryLinkWholeOrInMore(canvasElement, labelsOf(args.nav ?? []), userEvent)
  },
}

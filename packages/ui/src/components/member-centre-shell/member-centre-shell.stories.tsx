import { agentMenu, MEMBER_CENTRE_MENU, visibleMenu } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { MemberCentreShell } from './member-centre-shell.tsx'
import { mobileGlobals } from '../../fixtures/story-globals.ts'

/** The page slot: a stand-in for the page a route renders. */
function Page({ title }: { title: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-2xl border p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">The page of the menu item shows here.</p>
    </section>
  )
}

const meta = {
  title: 'MemberCentre/MemberCentreShell',
  component: MemberCentreShell,
  args: {
    menu: visibleMenu(MEMBER_CENTRE_MENU, { variant: null, recommendProgramme: true }),
    place: { group: 'Info', page: 'Info' },
    onNavigate: fn(),
    account: 'quinn88',
    currency: 'RMB',
    balance: 123_456,
    quickLinks: [
      { key: 'APPDownload', href: '/download' },
      { key: 'applyAgent', href: '/agent/apply' },
      { key: 'announcement_bank', href: '/announcement/bank' },
    ],
    children: <Page title="Page content" />,
  },
  argTypes: {
    children: { control: false },
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) =>
    globals.layout === 'mobile' ? (
      // A phone's width whatever the window: the tab strip's overflow is the story.
      <div className="max-w-[390px]">
        <MemberCentreShell {...args} />
      </div>
    ) : (
      <div className="h-[760px] p-4">
        <MemberCentreShell {...args} />
      </div>
    ),
} satisfies Meta<typeof MemberCentreShell>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Member centre menu' }))
    await step('every page of the menu is a button; groups name their pages', async () => {
      await expect(menu.getAllByRole('button')).toHaveLength(13)
      await expect(menu.getByRole('list', { name: 'Funds' })).toBeVisible()
      const active = menu.getByRole('button', { name: 'Account info' })
      await expect(active).toHaveAttribute('aria-current', 'page')
      await expect(active).toHaveAttribute('data-state', 'active')
      await expect(menu.getByRole('button', { name: 'Deposit' })).not.toHaveAttribute('aria-current')
    })
    await step('the header shows the account and its balance', async () => {
      await expect(slot(canvasElement, 'member-centre-account-name')).toHaveTextContent('quinn88')
      await expect(slot(canvasElement, 'member-centre-balance')).toHaveTextContent('¥ 1,234.56')
    })
    await step('a page of a group navigates to the group and the page', async () => {
      await userEvent.click(menu.getByRole('button', { name: 'Deposit' }))
      await expect(args.onNavigate).toHaveBeenLastCalledWith({ group: 'Fund', page: 'Deposit' })
      await userEvent.click(menu.getByRole('button', { name: 'My wallet' }))
      await expect(args.onNavigate).toHaveBeenLastCalledWith({ group: 'MyWallet', page: 'MyWallet' })
      await expect(args.onNavigate).toHaveBeenCalledTimes(2)
    })
    await step('quick links are plain links', async () => {
      const links = within(canvas.getByRole('list', { name: 'Quick links' }))
      await expect(links.getByRole('link', { name: 'Get the mobile app' })).toHaveAttribute('href', '/download')
      await expect(links.getByRole('link', { name: 'Apply to be an agent' })).toHaveAttribute('href', '/agent/apply')
      await expect(links.getByRole('link', { name: 'Bank notices' })).toHaveAttribute('href', '/announcement/bank')
    })
    await step('the page sits right of the menu', async () => {
      const sidebar = slot(canvasElement, 'member-centre-sidebar').getBoundingClientRect()
      const content = slot(canvasElement, 'member-centre-content').getBoundingClientRect()
      await expect(content.left).toBeGreaterThanOrEqual(sidebar.right)
      await expect(canvas.getByRole('region', { name: 'Page content' })).toBeVisible()
    })
  },
}

/** A page inside a group: the page is current and its group is marked. */
export const PageInGroup: Story = {
  args: { ...Default.args, place: { group: 'TransactionRecord', page: 'DWRecord' } },
  play: async ({ canvas, canvasElement }) => {
    const current = canvas.getByRole('button', { name: 'Deposits and withdrawals' })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvasElement.querySelectorAll('[aria-current="page"]')).toHaveLength(1)
    const group = canvasElement.querySelector('[data-slot="member-centre-menu-group"][data-key="TransactionRecord"]')
    await expect(group).toHaveAttribute('data-state', 'active')
    await expect(slot(canvasElement, 'member-centre-content')).toHaveAttribute('data-page', 'DWRecord')
  },
}

/** The balance is not known yet: a dash. */
export const Loading: Story = {
  args: { ...Default.args, balance: null },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'member-centre-balance')).toHaveTextContent(/^-$/)
  },
}

/** The rb16 variant without the referral programme: fewer pages and no quick links. */
export const Empty: Story = {
  args: {
    ...Default.args,
    menu: visibleMenu(MEMBER_CENTRE_MENU, { variant: 'rb16', recommendProgramme: false }),
    quickLinks: [],
  },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Member centre menu' }))
    await expect(menu.queryByRole('button', { name: 'Deposit' })).toBeNull()
    await expect(menu.queryByRole('button', { name: 'Bank accounts' })).toBeNull()
    await expect(menu.queryByRole('list', { name: 'Referral rewards' })).toBeNull()
    await expect(menu.getAllByRole('button').map((button) => button.dataset.key)).toEqual([
      'Info',
      'MyWallet',
      'Announcement',
      'Letter',
      'Transaction',
      'ResponsibleGaming',
    ])
    await expect(canvas.queryByRole('list', { name: 'Quick links' })).toBeNull()
  },
}

/** A long account name and a large balance stay inside the header. */
export const LongText: Story = {
  args: {
    ...Default.args,
    account: 'averyveryverylongmembername2026',
    balance: 987_654_321_012,
    children: <Page title="A very long page title that keeps going to show how the content area wraps its text" />,
  },
  play: async ({ canvasElement }) => {
    const header = slot(canvasElement, 'member-centre-header')
    await expect(slot(canvasElement, 'member-centre-balance')).toHaveTextContent('¥ 9,876,543,210.12')
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, place: { group: 'BindAccount', page: 'BindAccount' } },
  globals: mobileGlobals,
  play: async ({ args, canvas, canvasElement, step }) => {
    const root = slot(canvasElement, 'member-centre-shell')
    const strip = slot(canvasElement, 'member-centre-tabs')
    await step('every page is a tab in one scrolling row', async () => {
      const tabs = within(strip).getAllByRole('button')
      await expect(tabs).toHaveLength(13)
      const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)))
      await expect(tops.size).toBe(1)
      await expect(strip.scrollWidth).toBeGreaterThan(strip.clientWidth)
      await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    })
    await step('the current page, last in the row, is scrolled into view', async () => {
      const current = within(strip).getByRole('button', { name: 'Bank accounts' })
      await expect(current).toHaveAttribute('aria-current', 'page')
      // Scrolled in an effect after the first paint.
      await waitFor(() => expect(strip.scrollLeft).toBeGreaterThan(0))
      const box = current.getBoundingClientRect()
      const view = strip.getBoundingClientRect()
      await expect(box.right).toBeLessThanOrEqual(view.right + 1)
    })
    await step('a tab navigates', async () => {
      await userEvent.click(within(strip).getByRole('button', { name: 'Withdraw' }))
      await expect(args.onNavigate).toHaveBeenCalledWith({ group: 'Fund', page: 'Withdrawal' })
    })
    await step('the header is compact: account, balance and links', async () => {
      await expect(slot(canvasElement, 'member-centre-balance')).toHaveTextContent('¥ 1,234.56')
      await expect(canvas.getByRole('link', { name: 'Get the mobile app' })).toBeVisible()
      await expect(canvas.getByRole('heading', { level: 1, name: 'Member centre' })).toHaveClass('sr-only')
    })
  },
}

/** The agent (proxy) centre: the same frame over the agent menu, with its own title and labels. */
export const AgentCentre: Story = {
  args: {
    ...Default.args,
    area: 'agent_centre',
    menu: agentMenu(true),
    place: { group: 'ProxyCenter', page: 'DownlineInfo' },
    quickLinks: [],
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Agent centre menu' }))
    await step('the agent sees Plan, Agreement and the ProxyCenter pages, not Register', async () => {
      await expect(slot(canvasElement, 'member-centre-shell')).toHaveAttribute('data-area', 'agent_centre')
      await expect(canvas.getByRole('heading', { level: 1, name: 'Agent centre' })).toBeVisible()
      await expect(menu.getAllByRole('button')).toHaveLength(8)
      await expect(menu.getByRole('list', { name: 'My agency' })).toBeVisible()
      await expect(menu.queryByRole('button', { name: 'Agent application' })).toBeNull()
      await expect(menu.getByRole('button', { name: 'Downline' })).toHaveAttribute('aria-current', 'page')
    })
    await step('a page of the group navigates with its group', async () => {
      await userEvent.click(menu.getByRole('button', { name: 'Performance settlement' }))
      await expect(args.onNavigate).toHaveBeenLastCalledWith({ group: 'ProxyCenter', page: 'PerformanceSettlement' })
      await userEvent.click(menu.getByRole('button', { name: 'Agent plan' }))
      await expect(args.onNavigate).toHaveBeenLastCalledWith({ group: 'Plan', page: 'Plan' })
    })
  },
}

/** A member who is not an agent: Plan, Agreement and the application. */
export const AgentCentreApplicant: Story = {
  args: { ...AgentCentre.args, menu: agentMenu(false), place: { group: 'Register', page: 'Register' } },
  play: async ({ canvas }) => {
    const menu = within(canvas.getByRole('navigation', { name: 'Agent centre menu' }))
    await expect(menu.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Agent plan',
      'Agent agreement',
      'Agent application',
    ])
    await expect(menu.getByRole('button', { name: 'Agent application' })).toHaveAttribute('aria-current', 'page')
  },
}

export const AgentCentreMobile: Story = {
  args: { ...AgentCentre.args, place: { group: 'ProxyCenter', page: 'Transfer' } },
  globals: mobileGlobals,
  play: async ({ canvas, canvasElement }) => {
    const strip = slot(canvasElement, 'member-centre-tabs')
    await expect(within(strip).getAllByRole('button')).toHaveLength(8)
    await expect(within(strip).getByRole('button', { name: 'Transfer to downline' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent centre' })).toHaveClass('sr-only')
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import * as records from '../../fixtures/records.tsx'
import { DownlinePanel, type DownlineMemberView, type DownlineTreeState } from './downline-panel.tsx'

const member = (
  id: number,
  member_account: string,
  level: number,
  more: Partial<DownlineMemberView> = {},
): DownlineMemberView => ({
  id,
  member_account,
  level,
  is_agent: 0,
  created_at: '2026-10-02T08:15:00.000Z',
  last_login_at: '2026-11-19T21:40:00.000Z',
  children_count: 0,
  ...more,
})

const ava = member(1, 'ava_lee', 1, { is_agent: 1, children_count: 2, created_at: '2026-09-12T03:00:00.000Z' })
const dan = member(2, 'dan_wu', 1, { children_count: 3, last_login_at: null })
const eve = member(3, 'eve_ho', 1)
const ben = member(11, 'ben_kim', 2, { children_count: 1 })
const cara = member(12, 'cara_ng', 2, { is_agent: 1 })
const finn = member(21, 'finn_ox', 3, { last_login_at: null })

const members: DownlineMemberView[] = [ava, dan, eve, ben, cara, finn]

/** ava_lee open with its two members, dan_wu's members on their way. */
const tree: DownlineTreeState = {
  status: 'idle',
  roots: [ava, dan, eve],
  children: { 1: [ben, cara] },
  expanded: [1, 2],
  loadingIds: [2],
}

const levelNames = { 1: 'Partner', 2: 'Associate' }

const meta = {
  title: 'AgentCentre/DownlinePanel',
  component: DownlinePanel,
  args: {
    view: 'list',
    onViewChange: fn(),
    ...records.recordPageArgs(20, 46),
    members,
    keyword: '',
    onSearch: fn(),
    tree,
    onToggle: fn(),
    onTreeRetry: fn(),
    formatTime: records.storyTime,
    onTransfer: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['list', 'tree'] },
    ...records.recordStatusArgTypes,
  },
  render: records.renderRecordPanel(DownlinePanel, 'max-w-5xl'),
} satisfies Meta<typeof DownlinePanel>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!
/** A node's chevron: a pointer's way to do what Enter and the arrow keys do, hidden from assistive technology. */
const toggleOf = (node: HTMLElement) => slot(node, 'downline-panel-toggle')

/** A page of 46 members: the site's level names, the agent badge, "Never", Transfer, paging, search and the tabs. */
export const ListFilled: Story = {
  args: { levelNames },
  play: async ({ args, canvas, step }) => {
    await step('the total and each member’s row', async () => {
      await expect(canvas.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true')
      await expect(canvas.getByText('Total members: 46')).toBeVisible()
      await expect(canvas.getAllByRole('row')).toHaveLength(members.length + 1)
      const row = canvas.getByRole('row', { name: /ava_lee/ })
      await expect(row).toHaveTextContent('ava_leePartnerAgent2026-09-12 03:002026-11-19 21:402')
      await expect(within(row).getByText('Agent').closest('[data-slot="downline-panel-agent"]')).toHaveAttribute(
        'data-tone',
        'success',
      )
      await expect(canvas.getByRole('row', { name: /dan_wu/ })).toHaveTextContent('dan_wuPartnerMember')
      await expect(canvas.getByRole('row', { name: /dan_wu/ })).toHaveTextContent('Never')
      await expect(canvas.getByRole('row', { name: /ben_kim/ })).toHaveTextContent('Associate')
      // Level 3 has no site name: the fallback.
      await expect(canvas.getByRole('row', { name: /finn_ox/ })).toHaveTextContent('finn_oxLevel 3Member')
    })
    await step('Transfer gives the row’s member', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Transfer to cara_ng' }))
      await expect(args.onTransfer).toHaveBeenCalledOnce()
      await expect(args.onTransfer).toHaveBeenCalledWith(cara)
    })
    await step('the next page', () => records.expectNextPage(canvas, 3, args.onPage))
    await step('a search sends the trimmed account; Clear sends nothing', async () => {
      const search = within(canvas.getByRole('search', { name: 'Search your downline' }))
      await expect(search.queryByRole('button', { name: 'Clear' })).toBeNull()
      await userEvent.type(search.getByRole('textbox', { name: 'Search by account' }), '  ava  ')
      await userEvent.click(search.getByRole('button', { name: 'Search' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('ava')
      await userEvent.click(search.getByRole('button', { name: 'Clear' }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('')
      await expect(search.getByRole('textbox', { name: 'Search by account' })).toHaveValue('')
      await expect(args.onSearch).toHaveBeenCalledTimes(2)
    })
    await step('the Tree tab asks the caller', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Tree' }))
      await expect(args.onViewChange).toHaveBeenCalledWith('tree')
    })
  },
}

export const ListLoading: Story = {
  args: { status: 'loading', members: [], total: 0 },
  play: ({ canvas }) => records.expectSearchableLoading(canvas, 'Search your downline', /^Total members:/),
}

export const ListError: Story = records.errorStory({ members: [], total: 0 })

/** Nobody registered yet, no search: the invitation to share the links. */
export const ListEmpty: Story = {
  args: { members: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No one has registered through your links yet.')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('navigation', { name: 'Record pages' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Clear' })).toBeNull()
  },
}

/** A search without a match says which account; Clear goes back to everyone. */
export const SearchNoMatch: Story = {
  args: { members: [], total: 0, keyword: 'zed' },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('No one has registered through your links yet.')).toBeNull()
    await records.expectClearFromNoMatch(canvas, 'No member matches “zed”.', 'zed', args.onSearch)
  },
}

/** ava_lee open with its members, dan_wu's members loading; the toggles, the arrow keys and the List tab. */
export const Tree: Story = {
  args: { view: 'tree', levelNames },
  play: async ({ args, canvas, step }) => {
    const treeView = canvas.getByRole('tree', { name: 'Downline tree' })
    const node = (account: string) => within(treeView).getByRole('treeitem', { name: new RegExp(`^${account} `) })
    await step('levels, what is open and what is loading', async () => {
      await expect(canvas.getByRole('tab', { name: 'Tree' })).toHaveAttribute('aria-selected', 'true')
      await expect(within(treeView).getAllByRole('treeitem')).toHaveLength(5)
      await expect(node('ava_lee')).toHaveAttribute('aria-level', '1')
      await expect(node('ava_lee')).toHaveAttribute('aria-expanded', 'true')
      await expect(node('ava_lee')).toHaveAccessibleName('ava_lee Agent Partner · Members under them: 2')
      await expect(node('ben_kim')).toHaveAttribute('aria-level', '2')
      await expect(node('ben_kim')).toHaveAttribute('aria-expanded', 'false')
      await expect(node('ben_kim')).toHaveAccessibleName('ben_kim Associate · Members under them: 1')
      await expect(node('cara_ng')).not.toHaveAttribute('aria-expanded')
      await expect(node('dan_wu')).toHaveAttribute('aria-busy', 'true')
      await expect(node('dan_wu')).toHaveAccessibleDescription('Loading the members under dan_wu…')
      await expect(slot(node('dan_wu'), 'downline-panel-node-loading')).toBeVisible()
      await expect(node('eve_ho')).not.toHaveAttribute('aria-expanded')
      await expect(toggleOf(node('eve_ho'))).toBeNull()
    })
    await step('a toggle gives its node’s id', async () => {
      await userEvent.click(toggleOf(node('ben_kim')))
      await expect(args.onToggle).toHaveBeenCalledWith(11)
      await userEvent.click(toggleOf(node('ava_lee')))
      await expect(args.onToggle).toHaveBeenLastCalledWith(1)
      await expect(args.onToggle).toHaveBeenCalledTimes(2)
      await expect(node('ava_lee')).toHaveFocus()
    })
    await step('one tab stop; the arrow keys move and toggle', async () => {
      await expect(treeView.querySelectorAll('[role="treeitem"][tabindex="0"]')).toHaveLength(1)
      await userEvent.keyboard('{ArrowDown}')
      await expect(node('ben_kim')).toHaveFocus()
      await expect(node('ben_kim')).toHaveAttribute('tabindex', '0')
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onToggle).toHaveBeenLastCalledWith(11)
      await userEvent.keyboard('{ArrowLeft}')
      await expect(node('ava_lee')).toHaveFocus()
      await userEvent.keyboard('{ArrowLeft}')
      await expect(args.onToggle).toHaveBeenLastCalledWith(1)
      await userEvent.keyboard('{End}')
      await expect(node('eve_ho')).toHaveFocus()
      // eve_ho has no one under it: nothing to open.
      await userEvent.keyboard('{Enter}')
      await expect(args.onToggle).toHaveBeenCalledTimes(4)
    })
    await step('the List tab asks the caller', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'List' }))
      await expect(args.onViewChange).toHaveBeenCalledWith('list')
    })
  },
}

export const TreeLoading: Story = {
  args: { view: 'tree', tree: { ...tree, status: 'loading', roots: [], children: {}, expanded: [], loadingIds: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…')
    await expect(canvas.queryByRole('tree')).toBeNull()
  },
}

export const TreeError: Story = {
  args: { view: 'tree', tree: { ...tree, status: 'error', roots: [], children: {}, expanded: [], loadingIds: [] } },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent("Your downline couldn't be loaded.")
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await expect(args.onTreeRetry).toHaveBeenCalledOnce()
    await expect(args.onRetry).not.toHaveBeenCalled()
  },
}

export const TreeEmpty: Story = {
  args: { view: 'tree', tree: { ...tree, roots: [], children: {}, expanded: [], loadingIds: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No members yet')).toBeVisible()
    await expect(canvas.getByText('No one has registered through your links yet.')).toBeVisible()
    await expect(canvas.queryByRole('tree')).toBeNull()
  },
}

/** One card a member, Transfer on each, nothing wider than the phone. */
export const Mobile: Story = {
  globals: records.recordMobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    const cards = within(canvas.getByRole('list', { name: 'Downline members' })).getAllByRole('listitem')
    await expect(cards).toHaveLength(members.length)
    await expect(cards[1]).toHaveTextContent('Never')
    await expect(cards[0]).toHaveTextContent('Level 1')
    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Transfer to ava_lee' }))
    await expect(args.onTransfer).toHaveBeenCalledWith(ava)
    await records.expectNoSideScroll(canvasElement, 'downline-panel')
    const root = slot(canvasElement, 'downline-panel')
    const search = canvas.getByRole('button', { name: 'Search' })
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
  },
}

export const MobileTree: Story = {
  args: Tree.args,
  globals: records.recordMobileGlobals,
  play: async ({ args, canvas, canvasElement }) => {
    await records.expectNoSideScroll(canvasElement, 'downline-panel')
    await expect(canvas.getByRole('treeitem', { name: /^cara_ng / })).toHaveAttribute('aria-level', '2')
    await userEvent.click(toggleOf(canvas.getByRole('treeitem', { name: /^ben_kim / })))
    await expect(args.onToggle).toHaveBeenCalledWith(11)
  },
}

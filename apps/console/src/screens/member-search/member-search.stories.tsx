import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { foundMembers, manyMembers } from '../../fixtures/members.ts'
import { storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { memberPath } from '../../lib/members.ts'
import { MemberSearch } from './member-search.tsx'

const meta = {
  title: 'Console/MemberSearch',
  component: MemberSearch,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    query: 'demo',
    rows: foundMembers,
    total: foundMembers.length,
    page: 1,
    pageSize: 20,
    onSearch: fn(),
    onPage: fn(),
    onRetry: fn(),
    hrefOf: (row) => `/console${memberPath(row.site_id, row.account)}`,
    onOpen: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'loading', 'ready', 'error', 'forbidden'] },
  },
} satisfies Meta<typeof MemberSearch>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.members.caption })
const searchOf = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('search', { name: copy.members.search }))

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const table = within(tableOf(canvas))
    await step('the columns, and each member', async () => {
      const headers = table.getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual(Object.values(copy.members.columns))
      const row = within(table.getByRole('rowheader', { name: copy.members.open('demo01') }).closest('tr')!)
      await expect(row.getByText('lobby-demo')).toBeVisible()
      await expect(row.getByText('USD')).toBeVisible()
      await expect(row.getAllByText(copy.members.statuses.active)).toHaveLength(2)
      await expect(row.getByText('0912345678')).toBeVisible()
      await expect(row.getByText('demo01@example.com')).toBeVisible()
      await expect(row.getByText('2026-11-20 16:30 UTC')).toBeVisible()
      const frozen = within(table.getByRole('rowheader', { name: copy.members.open('demo02') }).closest('tr')!)
      await expect(frozen.getAllByText(copy.members.statuses.frozen)).toHaveLength(2)
      await expect(frozen.getByText(copy.members.none)).toBeVisible()
      await expect(canvas.getByText(copy.members.count(3))).toBeVisible()
    })
    await step('the search shown is in the field', async () => {
      await expect(searchOf(canvas).getByRole('searchbox', { name: copy.members.query })).toHaveValue('demo')
    })
    await step('each account is a link to the member’s page; a click opens it through the caller', async () => {
      const link = canvas.getByRole('link', { name: copy.members.open('demo02') })
      await expect(link).toHaveAttribute('href', '/console/members/jade-demo/demo02')
      await expect(link).toHaveTextContent('demo02')
      await userEvent.click(link)
      await expect(args.onOpen).toHaveBeenCalledWith(foundMembers[1])
    })
  },
}

export const Idle: Story = {
  args: { ...Default.args, status: 'idle', query: '', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.members.idleTitle)).toBeVisible()
    await expect(canvas.getByText(copy.members.idleBody)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    const query = searchOf(canvas).getByRole('searchbox', { name: copy.members.query })
    await expect(query).toHaveValue('')
    await expect(query).toHaveAttribute('placeholder', copy.members.queryPlaceholder)
  },
}

export const Search: Story = {
  args: { ...Idle.args },
  play: async ({ args, canvas }) => {
    const search = searchOf(canvas)
    await userEvent.type(search.getByRole('searchbox', { name: copy.members.query }), '  0912 ')
    await userEvent.click(search.getByRole('button', { name: copy.members.submit }))
    await expect(args.onSearch).toHaveBeenCalledWith('0912')
  },
}

export const QueryTooShort: Story = {
  args: { ...Idle.args },
  play: async ({ args, canvas, step }) => {
    const search = searchOf(canvas)
    const query = search.getByRole('searchbox', { name: copy.members.query })
    await step('one character is refused: named, announced, focused; nothing is asked', async () => {
      await userEvent.type(query, ' d {Enter}')
      await expect(search.getByRole('alert')).toHaveTextContent(copy.members.queryTooShort(2))
      await expect(query).toHaveAttribute('aria-invalid', 'true')
      await expect(query).toHaveAccessibleDescription(copy.members.queryTooShort(2))
      await expect(query).toHaveFocus()
      await expect(args.onSearch).not.toHaveBeenCalled()
    })
    await step('typing clears the error', async () => {
      await userEvent.type(query, 'e')
      await expect(search.queryByRole('alert')).toBeNull()
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.members.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, query: 'nobody', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.members.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(copy.members.emptyBody('nobody'))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.members.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.forbidden.title)
    await expect(alert).toHaveTextContent(copy.forbidden.body(copy.members.forbiddenWhat))
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const Pages: Story = {
  args: { ...Default.args, rows: manyMembers(20, 21), total: 45, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.members.pages })
    await expect(within(pager).getByText('Page 2 of 3')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const Tablet: Story = {
  args: { ...Default.args },
  globals: tabletGlobals,
}

export const SearchByAgent: Story = {
  args: { ...Default.args, status: 'idle', query: '', rows: [], total: 0 },
  play: async ({ args, canvas, step }) => {
    const search = searchOf(canvas)
    await step('an agent alone is a search: the members registered under it', async () => {
      await userEvent.type(search.getByRole('searchbox', { name: copy.memberActions.agentField }), ' agent_mid ')
      await userEvent.click(search.getByRole('button', { name: copy.members.submit }))
      await expect(args.onSearch).toHaveBeenCalledWith('', 'agent_mid')
    })
    await step('with a query as well, both apply', async () => {
      await userEvent.type(search.getByRole('searchbox', { name: copy.members.query }), 'demo')
      await userEvent.click(search.getByRole('button', { name: copy.members.submit }))
      await expect(args.onSearch).toHaveBeenLastCalledWith('demo', 'agent_mid')
    })
    await step('a one-letter query is still too short, agent or not', async () => {
      await userEvent.clear(search.getByRole('searchbox', { name: copy.members.query }))
      await userEvent.type(search.getByRole('searchbox', { name: copy.members.query }), 'd{Enter}')
      await expect(search.getByRole('alert')).toHaveTextContent(copy.members.queryTooShort(2))
      await expect(args.onSearch).toHaveBeenCalledTimes(2)
    })
  },
}

export const EmptyByAgent: Story = {
  args: { ...Default.args, query: '', agent: 'agent_mid', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.memberActions.emptyByAgent('agent_mid'))).toBeVisible()
    await expect(searchOf(canvas).getByRole('searchbox', { name: copy.memberActions.agentField })).toHaveValue(
      'agent_mid',
    )
  },
}

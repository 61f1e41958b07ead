import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { agents, manyAgents, rootNodes, settlements, subAgentNodes } from '../../fixtures/agents.ts'
import { storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { AgentNetwork } from './agent-network.tsx'

const alpha = agents[0]!

const meta = {
  title: 'Console/AgentNetwork',
  component: AgentNetwork,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: agents,
    total: agents.length,
    page: 1,
    pageSize: 20,
    query: '',
    onSearch: fn(),
    onPage: fn(),
    onRetry: fn(),
    selected: null,
    onOpen: fn(),
    onClose: fn(),
    root: { status: 'ready', nodes: rootNodes },
    branches: {},
    expanded: [],
    onToggle: fn(),
    settlements: { status: 'ready', list: settlements },
    formatTime: storyTime,
  },
} satisfies Meta<typeof AgentNetwork>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.agents.agentsCaption })

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const headers = within(tableOf(canvas)).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual(Object.values(copy.agents.agentColumns))
    const row = within(within(tableOf(canvas)).getByRole('rowheader', { name: 'agent_alpha' }).closest('tr')!)
    await expect(row.getByText(copy.agents.active)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: copy.agents.openAgent('agent_alpha') }))
    await expect(args.onOpen).toHaveBeenCalledWith(alpha)
  },
}

export const Search: Story = {
  play: async ({ args, canvas }) => {
    const form = canvas.getByRole('search', { name: copy.agents.search })
    await userEvent.type(within(form).getByRole('searchbox', { name: copy.agents.query }), ' alpha ')
    await userEvent.click(within(form).getByRole('button', { name: copy.agents.find }))
    await expect(args.onSearch).toHaveBeenCalledWith('alpha')
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.agents.agentsLoading)
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.agentsEmptyTitle)).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [], total: 0, selected: alpha },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.agents.forbiddenWhat))
    await expect(canvas.queryByRole('region', { name: copy.agents.treeLabel('agent_alpha') })).toBeNull()
  },
}

export const LongList: Story = {
  args: { rows: manyAgents(20), total: 61, page: 1 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.agents.agentPages })
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(2)
  },
}

export const AgentOpen: Story = {
  args: { selected: alpha },
  play: async ({ args, canvas, step }) => {
    await step('the agent, its counts and its first level', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: copy.agents.agentTitle('agent_alpha') })).toBeVisible()
      await expect(canvas.getByText(copy.agents.agentSummary(2, 3, 1))).toBeVisible()
      const tree = within(canvas.getByRole('region', { name: copy.agents.treeLabel('agent_alpha') }))
      await expect(tree.getByText('sub_agent01')).toBeVisible()
      await expect(tree.getByText('player55')).toBeVisible()
      await expect(tree.getAllByRole('button')).toHaveLength(1)
      const expand = tree.getByRole('button', { name: copy.agents.expand('sub_agent01') })
      await expect(expand).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(expand)
      await expect(args.onToggle).toHaveBeenCalledWith(rootNodes[0])
    })
    await step('the settlements, read only', async () => {
      const table = within(canvas.getByRole('table', { name: copy.agents.settlementsCaption }))
      await expect(table.getByText(copy.agents.settleable)).toBeVisible()
      await expect(table.getByText(copy.agents.settled('2026-10-02 09:00 UTC'))).toBeVisible()
      await expect(table.getByText(copy.agents.periodOpen)).toBeVisible()
      await expect(table.getByText('10.00 %')).toBeVisible()
    })
    await step('back to the list', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.agents.closeAgent }))
      await expect(args.onClose).toHaveBeenCalledOnce()
    })
  },
}

export const TreeExpanded: Story = {
  args: { selected: alpha, expanded: [31], branches: { 31: { status: 'ready', nodes: subAgentNodes } } },
  play: async ({ canvas }) => {
    const tree = within(canvas.getByRole('region', { name: copy.agents.treeLabel('agent_alpha') }))
    await expect(tree.getByRole('button', { name: copy.agents.collapse('sub_agent01') })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(tree.getByText('player77')).toBeVisible()
    await expect(tree.getByText(copy.agents.nodeDetail(2, 0))).toBeVisible()
  },
}

export const BranchLoading: Story = {
  args: { selected: alpha, expanded: [31], branches: { 31: { status: 'loading', nodes: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.treeLoading)).toBeVisible()
  },
}

export const BranchFailed: Story = {
  args: { selected: alpha, expanded: [31], branches: { 31: { status: 'error', nodes: [] } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.agents.treeFailed)
  },
}

export const EmptyTree: Story = {
  args: { selected: agents[1]!, root: { status: 'ready', nodes: [] }, settlements: { status: 'loading', list: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.treeEmpty)).toBeVisible()
    await expect(canvas.getByText(copy.agents.settlementsLoading)).toBeInTheDocument()
  },
}

export const SettlementsFailed: Story = {
  args: { selected: alpha, settlements: { status: 'error', list: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.settlementsFailed)).toBeVisible()
  },
}

export const Tablet: Story = {
  args: { selected: alpha },
  globals: tabletGlobals,
}

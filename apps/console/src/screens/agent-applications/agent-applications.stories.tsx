import { OPERATOR_REASON_MAX } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { agentApplications, manyApplications } from '../../fixtures/agents.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { AgentApplications } from './agent-applications.tsx'

const first = agentApplications[0]!

const meta = {
  title: 'Console/AgentApplications',
  component: AgentApplications,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: agentApplications,
    total: agentApplications.length,
    page: 1,
    pageSize: 20,
    filter: { status: 'all', member: '' },
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    canDecide: true,
    pending: null,
    deciding: null,
    decisionError: '',
    notice: null,
    onDecide: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    formatTime: storyTime,
  },
  render: (args) => (
    <PortalFrame>{(container) => <AgentApplications {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof AgentApplications>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.agents.caption })
const rowOf = (canvas: ReturnType<typeof within>, account: string) =>
  within(tableOf(canvas)).getByRole('rowheader', { name: account }).closest('tr')!

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns and each application', async () => {
      const headers = within(tableOf(canvas)).getAllByRole('columnheader')
      await expect(headers.map((h) => h.textContent)).toEqual(Object.values(copy.agents.columns))
      await expect(within(rowOf(canvas, 'player01')).getByText(first.reason)).toBeVisible()
      await expect(within(rowOf(canvas, 'lucky_tiger88')).getByText(copy.agents.noReason)).toBeVisible()
      await expect(
        within(rowOf(canvas, 'newbie22')).getByText(copy.agents.decidedBy('owner01', 'Not enough activity yet.')),
      ).toBeVisible()
      await expect(canvas.getByText(copy.agents.count(4))).toBeVisible()
    })
    await step('only pending rows can be decided; each button names its member', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Approve / })).toHaveLength(2)
      await userEvent.click(canvas.getByRole('button', { name: copy.agents.approveMember('player01') }))
      await expect(args.onDecide).toHaveBeenCalledWith({ application: first, decision: 'approve' })
      await userEvent.click(canvas.getByRole('button', { name: copy.agents.rejectMember('lucky_tiger88') }))
      await expect(args.onDecide).toHaveBeenCalledWith({ application: agentApplications[1], decision: 'reject' })
    })
  },
}

export const Filters: Story = {
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole('search', { name: copy.agents.filters })
    const status = within(filters).getByRole('combobox', { name: copy.agents.status })
    await expect(status).toHaveValue('all')
    await userEvent.selectOptions(status, 'pending')
    await userEvent.type(within(filters).getByRole('searchbox', { name: copy.agents.member }), ' player01 ')
    await userEvent.click(within(filters).getByRole('button', { name: copy.agents.apply }))
    await expect(args.onFilter).toHaveBeenCalledWith({ status: 'pending', member: 'player01' })
  },
}

export const ReadOnly: Story = {
  args: { canDecide: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull()
    await expect(within(tableOf(canvas)).queryByRole('columnheader', { name: copy.agents.columns.actions })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.agents.loading)
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.emptyTitle)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.agents.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.agents.forbiddenWhat))
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const Deciding: Story = {
  args: { deciding: first.id },
  play: async ({ args, canvas }) => {
    await expect(within(rowOf(canvas, 'player01')).getByRole('status')).toHaveTextContent(copy.agents.deciding)
    const other = canvas.getByRole('button', { name: copy.agents.approveMember('lucky_tiger88') })
    await expect(other).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(other)
    await expect(args.onDecide).not.toHaveBeenCalled()
  },
}

export const Approved: Story = {
  args: { notice: { tone: 'success', text: copy.agents.approved('player01') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.agents.approved('player01'))).toBeVisible()
  },
}

export const NoLongerPending: Story = {
  args: { notice: { tone: 'error', text: copy.agents.notPending('player01') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.agents.notPending('player01'))
  },
}

export const ApproveDialog: Story = {
  args: { pending: { application: first, decision: 'approve' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: copy.agents.approveTitle('player01') }))
    await expect(dialog.getByText(copy.agents.approveDescription)).toBeVisible()
    // A reason is optional for an approval.
    await userEvent.click(dialog.getByRole('button', { name: copy.agents.confirmApprove }))
    await expect(args.onConfirm).toHaveBeenCalledWith('')
  },
}

export const RejectDialog: Story = {
  args: { pending: { application: first, decision: 'reject' } },
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: copy.agents.rejectTitle('player01') }))
    const reason = dialog.getByRole('textbox', { name: copy.agents.reason })
    await expect(reason).toHaveAttribute('maxlength', String(OPERATOR_REASON_MAX))
    await step('a rejection without a reason is refused: named, announced, focused', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.agents.confirmReject }))
      await expect(dialog.getByRole('alert')).toHaveTextContent(copy.agents.reasonRequired)
      await expect(reason).toHaveAttribute('aria-invalid', 'true')
      await expect(reason).toHaveFocus()
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })
    await step('a reason is reported, trimmed', async () => {
      await userEvent.type(reason, ' Too few players yet. ')
      await userEvent.click(dialog.getByRole('button', { name: copy.agents.confirmReject }))
      await expect(args.onConfirm).toHaveBeenCalledWith('Too few players yet.')
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.agents.cancel }))
      await expect(args.onCancel).toHaveBeenCalled()
    })
  },
}

export const DecisionSending: Story = {
  args: { pending: { application: first, decision: 'approve' }, deciding: first.id },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: copy.agents.approveTitle('player01') }))
    const confirm = dialog.getByRole('button', { name: copy.agents.deciding })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const DecisionFailed: Story = {
  args: {
    pending: { application: first, decision: 'reject' },
    decisionError: copy.agents.decisionFailed('player01', copy.failure.timeout),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: copy.agents.rejectTitle('player01') }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const LongList: Story = {
  args: { rows: manyApplications(20, 21), total: 95, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.agents.pages })
    await expect(within(pager).getByText('Page 2 of 5')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const Tablet: Story = {
  globals: tabletGlobals,
}

export const TabletRejectDialog: Story = {
  args: { pending: { application: first, decision: 'reject' } },
  globals: tabletGlobals,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: copy.agents.rejectTitle('player01') })).toBeVisible()
  },
}

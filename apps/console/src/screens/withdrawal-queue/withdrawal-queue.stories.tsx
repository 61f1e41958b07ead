import { OPERATOR_REASON_MAX } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { manyWithdrawals, mixedWithdrawals, pendingWithdrawals } from '../../fixtures/withdrawals.ts'
import { WithdrawalQueue } from './withdrawal-queue.tsx'

const first = pendingWithdrawals[0]!

const meta = {
  title: 'Console/WithdrawalQueue',
  component: WithdrawalQueue,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: pendingWithdrawals,
    total: pendingWithdrawals.length,
    page: 1,
    pageSize: 20,
    filter: { status: 'pending', member: '' },
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    canDecide: true,
    deciding: null,
    notice: null,
    rejecting: null,
    rejectError: '',
    onApprove: fn(),
    onReject: fn(),
    onRejectConfirm: fn(),
    onRejectCancel: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => (
    <PortalFrame>{(container) => <WithdrawalQueue {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof WithdrawalQueue>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.withdrawals.caption })
const rowOf = (canvas: ReturnType<typeof within>, order: string) =>
  within(tableOf(canvas)).getByRole('rowheader', { name: order }).closest('tr')!
const findRejectDialog = (order: string) => screen.findByRole('dialog', { name: copy.withdrawals.rejectTitle(order) })

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns, and each request in its currency’s minor units', async () => {
      const headers = within(tableOf(canvas)).getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual(Object.values(copy.withdrawals.columns))
      const row = within(rowOf(canvas, 'W20261120001'))
      await expect(row.getByText('player01')).toBeVisible()
      await expect(row.getByText('lobby-demo')).toBeVisible()
      await expect(row.getByText('$ 300.00')).toBeVisible()
      await expect(row.getByText(copy.withdrawals.statuses.pending)).toBeVisible()
      await expect(row.getByText('2026-11-20 16:30 UTC')).toBeVisible()
      await expect(within(rowOf(canvas, 'W20261120002')).getByText('₫ 1,500,000')).toBeVisible()
      await expect(within(rowOf(canvas, 'W20261120003')).getByText('¥ 1,234.56')).toBeVisible()
      await expect(canvas.getByText(copy.withdrawals.count(3))).toBeVisible()
    })
    await step('Approve and Reject name their order and report the row', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.withdrawals.approveOrder('W20261120001') }))
      await expect(args.onApprove).toHaveBeenCalledWith(first)
      await userEvent.click(canvas.getByRole('button', { name: copy.withdrawals.rejectOrder('W20261120002') }))
      await expect(args.onReject).toHaveBeenCalledWith(pendingWithdrawals[1])
    })
    await step('one page: the pager cannot move', async () => {
      const pager = canvas.getByRole('navigation', { name: copy.withdrawals.pages })
      await expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled()
      await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled()
    })
  },
}

export const Filters: Story = {
  args: { ...Default.args },
  play: async ({ args, canvas }) => {
    const filters = canvas.getByRole('search', { name: copy.withdrawals.filters })
    const status = within(filters).getByRole('combobox', { name: copy.withdrawals.status })
    await expect(status).toHaveValue('pending')
    await expect([...status.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Cancelled',
      'All statuses',
    ])
    await userEvent.selectOptions(status, 'rejected')
    await userEvent.type(within(filters).getByRole('searchbox', { name: copy.withdrawals.member }), ' player07 ')
    await expect(args.onFilter).not.toHaveBeenCalled()
    await userEvent.click(within(filters).getByRole('button', { name: copy.withdrawals.apply }))
    await expect(args.onFilter).toHaveBeenCalledWith({ status: 'rejected', member: 'player07' })
  },
}

export const AllStatuses: Story = {
  args: {
    ...Default.args,
    rows: mixedWithdrawals,
    total: mixedWithdrawals.length,
    filter: { status: 'all', member: '' },
  },
  play: async ({ canvas, step }) => {
    await step('only the pending row can be decided; a decided one names who', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Approve / })).toHaveLength(1)
      await expect(within(rowOf(canvas, 'W20261119004')).getByText('finance01')).toBeVisible()
      await expect(within(rowOf(canvas, 'W20261117006')).getByText(copy.withdrawals.nobody)).toBeVisible()
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canDecide: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull()
    await expect(
      within(tableOf(canvas)).queryByRole('columnheader', { name: copy.withdrawals.columns.actions }),
    ).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.withdrawals.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.withdrawals.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(copy.withdrawals.emptyBody)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], total: 0, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.withdrawals.errorTitle)
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
    await expect(alert).toHaveTextContent(copy.forbidden.body(copy.withdrawals.forbiddenWhat))
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const Deciding: Story = {
  args: { ...Default.args, deciding: 'W20261120001' },
  play: async ({ args, canvas }) => {
    const row = within(rowOf(canvas, 'W20261120001'))
    await expect(row.getByRole('status')).toHaveTextContent(copy.withdrawals.deciding)
    const approve = canvas.getByRole('button', { name: copy.withdrawals.approveOrder('W20261120002') })
    await expect(approve).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(approve)
    await userEvent.click(row.getByRole('button', { name: copy.withdrawals.rejectOrder('W20261120001') }))
    await expect(args.onApprove).not.toHaveBeenCalled()
    await expect(args.onReject).not.toHaveBeenCalled()
  },
}

export const Approved: Story = {
  args: {
    ...Default.args,
    rows: pendingWithdrawals.slice(1),
    total: 2,
    notice: { tone: 'success', text: copy.withdrawals.approved('W20261120001') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.withdrawals.approved('W20261120001'))
  },
}

export const NoLongerPending: Story = {
  args: {
    ...Default.args,
    rows: pendingWithdrawals.slice(1),
    total: 2,
    notice: { tone: 'error', text: copy.withdrawals.notPending('W20261120001') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.withdrawals.notPending('W20261120001'))
    await expect(within(tableOf(canvas)).queryByRole('rowheader', { name: 'W20261120001' })).toBeNull()
  },
}

export const RejectDialog: Story = {
  args: { ...Default.args, rejecting: first },
  play: async ({ args, step }) => {
    const dialog = within(await findRejectDialog(first.order_number))
    const reason = dialog.getByRole('textbox', { name: copy.withdrawals.reason })
    await step('the reason is asked, with its limit', async () => {
      await expect(dialog.getByText(copy.withdrawals.rejectDescription('player01'))).toBeVisible()
      await expect(reason).toHaveAttribute('maxlength', String(OPERATOR_REASON_MAX))
      await expect(reason).toHaveAccessibleDescription(copy.withdrawals.reasonHint(0, OPERATOR_REASON_MAX))
    })
    await step('a reason of blanks is refused: named, announced, focused', async () => {
      await userEvent.type(reason, '   ')
      await userEvent.click(dialog.getByRole('button', { name: copy.withdrawals.confirmReject }))
      await expect(dialog.getByRole('alert')).toHaveTextContent(copy.withdrawals.reasonRequired)
      await expect(reason).toHaveFocus()
      await expect(args.onRejectConfirm).not.toHaveBeenCalled()
    })
    await step('a reason is reported, trimmed', async () => {
      await userEvent.type(reason, 'The holder name does not match. ')
      await expect(dialog.queryByRole('alert')).toBeNull()
      await userEvent.click(dialog.getByRole('button', { name: copy.withdrawals.confirmReject }))
      await expect(args.onRejectConfirm).toHaveBeenCalledWith('The holder name does not match.')
    })
    await step('Cancel and Escape ask to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.withdrawals.cancel }))
      await expect(args.onRejectCancel).toHaveBeenCalledOnce()
      await userEvent.keyboard('{Escape}')
      await expect(args.onRejectCancel).toHaveBeenCalledTimes(2)
    })
  },
}

export const RejectWithoutReason: Story = {
  args: { ...Default.args, rejecting: first },
  play: async ({ args }) => {
    const dialog = within(await findRejectDialog(first.order_number))
    await userEvent.click(dialog.getByRole('button', { name: copy.withdrawals.confirmReject }))
    const reason = dialog.getByRole('textbox', { name: copy.withdrawals.reason })
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.withdrawals.reasonRequired)
    await expect(args.onRejectConfirm).not.toHaveBeenCalled()
  },
}

export const Rejecting: Story = {
  args: { ...Default.args, rejecting: first, deciding: first.order_number },
  play: async ({ args }) => {
    const dialog = within(await findRejectDialog(first.order_number))
    await userEvent.type(dialog.getByRole('textbox', { name: copy.withdrawals.reason }), 'Name mismatch')
    const confirm = dialog.getByRole('button', { name: copy.withdrawals.deciding })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onRejectConfirm).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.withdrawals.cancel })).toBeDisabled()
  },
}

export const RejectFailed: Story = {
  args: { ...Default.args, rejecting: first, rejectError: copy.failure.timeout },
  play: async () => {
    const dialog = within(await findRejectDialog(first.order_number))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const Pages: Story = {
  args: { ...Default.args, rows: manyWithdrawals(20, 21), total: 95, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.withdrawals.pages })
    await expect(within(pager).getByText('Page 2 of 5')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }))
    await expect(args.onPage).toHaveBeenCalledWith(1)
  },
}

export const Tablet: Story = {
  args: { ...Default.args },
  globals: tabletGlobals,
}

export const TabletRejectDialog: Story = {
  args: { ...Default.args, rejecting: first },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findRejectDialog(first.order_number)).toBeVisible()
  },
}

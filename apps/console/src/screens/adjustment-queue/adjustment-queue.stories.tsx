import { OPERATOR_REASON_MAX } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { manyAdjustments, mixedAdjustments, pendingAdjustments } from '../../fixtures/adjustments.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { AdjustmentQueue } from './adjustment-queue.tsx'

const text = copy.adjustments
const other = pendingAdjustments[0]!
const mine = pendingAdjustments[1]!

const meta = {
  title: 'Console/AdjustmentQueue',
  component: AdjustmentQueue,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: mixedAdjustments,
    total: mixedAdjustments.length,
    page: 1,
    pageSize: 20,
    filter: { status: 'all', member: '' },
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    canDecide: true,
    self: 'finance01',
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
    <PortalFrame>{(container) => <AdjustmentQueue {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof AdjustmentQueue>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => canvas.getByRole('table', { name: text.caption })
const rowOf = (canvas: Canvas, id: number) =>
  within(
    within(tableOf(canvas))
      .getByRole('rowheader', { name: String(id) })
      .closest('tr')!,
  )
const findRejectDialog = (id: number) => screen.findByRole('dialog', { name: text.rejectTitle(id) })

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns; pending first, each amount signed in its currency', async () => {
      const headers = within(tableOf(canvas)).getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual(Object.values(text.columns))
      const rows = within(tableOf(canvas)).getAllByRole('row').slice(1)
      await expect(rows.map((row) => row.getAttribute('data-status'))).toEqual([
        'pending',
        'pending',
        'applied',
        'applied',
        'rejected',
      ])
      await expect(rowOf(canvas, 41).getByText('$ +1,500.00')).toBeVisible()
      await expect(rowOf(canvas, 42).getByText('₫ -30,000,000')).toBeVisible()
      await expect(rowOf(canvas, 41).getByText(text.by('finance02'))).toBeVisible()
      await expect(rowOf(canvas, 41).getByText('2026-11-20 16:30 UTC')).toBeVisible()
      await expect(canvas.getByText(text.count(5))).toBeVisible()
    })
    await step('decided rows: applied at once, approved by someone, rejected with its reason', async () => {
      await expect(rowOf(canvas, 40).getByText(text.atOnce)).toBeVisible()
      await expect(rowOf(canvas, 39).getByText('owner01')).toBeVisible()
      await expect(rowOf(canvas, 38).getByText('No ticket backs this up')).toBeVisible()
      await expect(rowOf(canvas, 38).getByText(text.statuses.rejected)).toBeVisible()
      await expect(rowOf(canvas, 40).queryByRole('button')).toBeNull()
    })
    await step('another operator’s pending one: Approve and Reject report the row', async () => {
      await userEvent.click(canvas.getByRole('button', { name: text.approveOne(41) }))
      await expect(args.onApprove).toHaveBeenCalledWith(other)
      await userEvent.click(canvas.getByRole('button', { name: text.rejectOne(41) }))
      await expect(args.onReject).toHaveBeenCalledWith(other)
    })
    await step('four eyes: my own pending one has no decision, it says who decides', async () => {
      await expect(rowOf(canvas, mine.id).queryByRole('button')).toBeNull()
      await expect(rowOf(canvas, mine.id).getByText(text.yours)).toBeVisible()
    })
  },
}

export const Filters: Story = {
  play: async ({ args, canvas }) => {
    const filters = within(canvas.getByRole('search', { name: text.filters }))
    await userEvent.selectOptions(filters.getByRole('combobox', { name: text.status }), text.statuses.pending)
    await userEvent.type(filters.getByRole('searchbox', { name: text.member }), '  demo01 ')
    await userEvent.click(filters.getByRole('button', { name: text.apply }))
    await expect(args.onFilter).toHaveBeenCalledWith({ status: 'pending', member: 'demo01' })
  },
}

export const PendingOnly: Story = {
  args: { rows: pendingAdjustments, total: 2, filter: { status: 'pending', member: '' }, self: 'owner01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: text.approveOne(41) })).toBeVisible()
    await expect(canvas.getByRole('button', { name: text.approveOne(42) })).toBeVisible()
    await expect(canvas.queryByText(text.yours)).toBeNull()
  },
}

export const Decided: Story = {
  args: {
    rows: mixedAdjustments.filter((a) => a.status !== 'pending'),
    total: 3,
    notice: { tone: 'success', text: text.approved(39) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.approved(39))
    await expect(within(tableOf(canvas)).queryByRole('button')).toBeNull()
  },
}

export const ReadOnly: Story = {
  args: { canDecide: false, self: 'auditor01' },
  play: async ({ canvas }) => {
    const headers = within(tableOf(canvas)).getAllByRole('columnheader')
    await expect(headers.map((header) => header.textContent)).not.toContain(text.columns.actions)
    await expect(within(tableOf(canvas)).queryByRole('button')).toBeNull()
    await expect(canvas.queryByText(text.yours)).toBeNull()
  },
}

export const Deciding: Story = {
  args: { deciding: 41, self: 'owner01' },
  play: async ({ args, canvas }) => {
    await expect(rowOf(canvas, 41).getByRole('status')).toHaveTextContent(text.deciding)
    const approve = canvas.getByRole('button', { name: text.approveOne(42) })
    await expect(approve).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(approve)
    await expect(args.onApprove).not.toHaveBeenCalled()
  },
}

export const NotPendingAnyMore: Story = {
  args: { notice: { tone: 'error', text: text.notPending(41) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text.notPending(41))
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0, filter: { status: 'pending', member: 'ghost' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(text.emptyBody)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(text.loading)
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(text.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(text.forbiddenWhat))
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('search')).toBeNull()
  },
}

export const ManyPages: Story = {
  args: { rows: manyAdjustments(20), total: 57, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = within(canvas.getByRole('navigation', { name: text.pages }))
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const RejectDialog: Story = {
  args: { rejecting: other },
  play: async ({ args, step }) => {
    const dialog = within(await findRejectDialog(41))
    await step('a reason is required', async () => {
      await userEvent.click(dialog.getByRole('button', { name: text.confirmReject }))
      await expect(args.onRejectConfirm).not.toHaveBeenCalled()
      await expect(dialog.getByText(text.reasonRequired)).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: text.rejectReason })).toHaveFocus()
    })
    await step('with one, it is sent trimmed', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: text.rejectReason }), ' No ticket ')
      await userEvent.click(dialog.getByRole('button', { name: text.confirmReject }))
      await expect(args.onRejectConfirm).toHaveBeenCalledWith('No ticket')
    })
  },
}

export const RejectReasonTooLong: Story = {
  args: { rejecting: other },
  play: async ({ args }) => {
    const dialog = within(await findRejectDialog(41))
    const field = dialog.getByRole('textbox', { name: text.rejectReason })
    // The field stops at the limit; a pasted longer text is cut, so the hint shows the limit reached.
    await userEvent.click(field)
    await userEvent.paste('x'.repeat(OPERATOR_REASON_MAX + 20))
    await expect(dialog.getByText(text.reasonHint(OPERATOR_REASON_MAX, OPERATOR_REASON_MAX))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: text.confirmReject }))
    await expect(args.onRejectConfirm).toHaveBeenCalledWith('x'.repeat(OPERATOR_REASON_MAX))
  },
}

export const RejectFailed: Story = {
  args: { rejecting: other, rejectError: copy.failure.timeout },
  play: async () => {
    const dialog = within(await findRejectDialog(41))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const Phone: Story = {
  globals: tabletGlobals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: text.caption })).toBeVisible()
  },
}

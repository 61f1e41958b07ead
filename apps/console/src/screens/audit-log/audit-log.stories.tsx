import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { auditEntries, manyAuditEntries } from '../../fixtures/audit.ts'
import { storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { AuditLog } from './audit-log.tsx'
import { NO_AUDIT_FILTER } from './audit-filters.tsx'

const meta = {
  title: 'Console/AuditLog',
  component: AuditLog,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: auditEntries,
    total: auditEntries.length,
    page: 1,
    pageSize: 25,
    filter: NO_AUDIT_FILTER,
    onFilter: fn(),
    onPage: fn(),
    onRetry: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
} satisfies Meta<typeof AuditLog>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.audit.caption })

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('newest first: when, operator, role, action, target, address', async () => {
      const table = within(tableOf(canvas))
      const headers = table.getAllByRole('columnheader')
      await expect(headers.map((header) => header.textContent)).toEqual(Object.values(copy.audit.columns))
      const rows = table.getAllByRole('row').slice(1)
      await expect(rows[0]).toHaveTextContent('2026-11-19 12:00 UTC')
      await expect(rows[0]).toHaveTextContent('finance01')
      await expect(rows[0]).toHaveTextContent(copy.roles.finance)
      await expect(rows[0]).toHaveTextContent('withdrawal.reject')
      await expect(rows[0]).toHaveTextContent('withdrawal W20261119004')
      await expect(rows[0]).toHaveTextContent('203.0.113.24')
      await expect(rows[3]).toHaveTextContent('operator.create')
    })
    await step('a row opens to its changes, side by side', async () => {
      const details = canvas.getByRole('button', { name: copy.audit.showDetails(42) })
      await expect(details).toHaveAttribute('aria-expanded', 'false')
      await userEvent.click(details)
      const hide = canvas.getByRole('button', { name: copy.audit.hideDetails(42) })
      await expect(hide).toHaveAttribute('aria-expanded', 'true')
      const changes = canvas.getByRole('table', { name: copy.audit.diffCaption(42) })
      await expect(hide).toHaveAttribute('aria-controls', changes.closest('td')!.id)
      const status = within(changes)
        .getByRole('rowheader', { name: `status ${copy.audit.changed}` })
        .closest('tr')!
      await expect(status).toHaveTextContent('pending')
      await expect(status).toHaveTextContent('rejected')
      const reason = within(changes)
        .getByRole('rowheader', { name: `reason ${copy.audit.changed}` })
        .closest('tr')!
      await expect(reason).toHaveTextContent(copy.audit.emptyText)
      const amount = within(changes).getByRole('rowheader', { name: 'amount' }).closest('tr')!
      await expect(amount).toHaveAttribute('data-state', 'same')
    })
    await step('and closes again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.audit.hideDetails(42) }))
      await expect(canvas.queryByRole('table', { name: copy.audit.diffCaption(42) })).toBeNull()
    })
  },
}

export const Expanded: Story = {
  args: { ...Default.args, initiallyOpen: [42, 40, 39] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: copy.audit.diffCaption(42) })).toBeVisible()
    await expect(canvas.getByText(copy.audit.noData)).toBeVisible()
    const created = canvas.getByRole('table', { name: copy.audit.diffCaption(39) })
    await expect(canvas.getByText(copy.audit.created)).toBeVisible()
    await expect(within(created).getAllByText(copy.audit.absent)).toHaveLength(4)
    // A list is written as JSON.
    await expect(within(created).getByText(/"withdrawals.read"/)).toBeVisible()
  },
}

export const Filters: Story = {
  args: { ...Default.args },
  play: async ({ args, canvas, step }) => {
    const filters = within(canvas.getByRole('search', { name: copy.audit.filters }))
    const action = filters.getByRole('searchbox', { name: copy.audit.action })
    const apply = filters.getByRole('button', { name: copy.audit.apply })
    await step('an action the log cannot match is named and focused', async () => {
      await userEvent.type(action, 'Withdrawal reject')
      await userEvent.click(apply)
      await expect(filters.getByRole('alert')).toHaveTextContent(copy.audit.actionInvalid)
      await expect(action).toHaveFocus()
      await expect(args.onFilter).not.toHaveBeenCalled()
    })
    await step('a start after the end is named and focused', async () => {
      await userEvent.clear(action)
      await userEvent.type(action, 'withdrawal')
      await userEvent.type(filters.getByLabelText(copy.audit.from), '2026-11-20')
      await userEvent.type(filters.getByLabelText(copy.audit.to), '2026-11-18')
      await userEvent.click(apply)
      await expect(filters.getByRole('alert')).toHaveTextContent(copy.audit.rangeInvalid)
      await expect(filters.getByLabelText(copy.audit.to)).toHaveFocus()
      await expect(args.onFilter).not.toHaveBeenCalled()
    })
    await step('good filters are reported together', async () => {
      await userEvent.clear(filters.getByLabelText(copy.audit.to))
      await userEvent.type(filters.getByLabelText(copy.audit.to), '2026-11-21')
      await userEvent.type(filters.getByRole('searchbox', { name: copy.audit.operator }), ' finance01 ')
      await userEvent.click(apply)
      await expect(args.onFilter).toHaveBeenCalledWith({
        operator: 'finance01',
        action: 'withdrawal',
        from: '2026-11-20',
        to: '2026-11-21',
      })
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.audit.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [], total: 0, filter: { ...NO_AUDIT_FILTER, operator: 'nobody' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.audit.emptyTitle)).toBeVisible()
    await expect(canvas.getByRole('searchbox', { name: copy.audit.operator })).toHaveValue('nobody')
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], total: 0, errorMessage: copy.failure.server(500) },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.audit.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.server(500))
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.audit.forbiddenWhat))
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Pages: Story = {
  args: { ...Default.args, rows: manyAuditEntries(25, 75), total: 100, page: 2, pageSize: 25 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.audit.pages })
    await expect(within(pager).getByText('Page 2 of 4')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenCalledWith(3)
  },
}

export const Tablet: Story = {
  args: { ...Default.args, initiallyOpen: [42] },
  globals: tabletGlobals,
}

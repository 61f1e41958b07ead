import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { consoleOperators, createdSecret, manyOperators } from '../../fixtures/operator-list.ts'
import { PortalFrame, storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { OperatorList } from './operator-list.tsx'

const meta = {
  title: 'Console/OperatorList',
  component: OperatorList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: consoleOperators,
    self: 'owner01',
    onRetry: fn(),
    canManage: true,
    notice: null,
    creating: false,
    createBusy: false,
    createError: '',
    createFieldErrors: {},
    onCreateOpen: fn(),
    onCreate: fn(),
    onCreateCancel: fn(),
    secret: null,
    onSecretDone: fn(),
    pending: null,
    pendingBusy: false,
    pendingError: '',
    onAction: fn(),
    onConfirm: fn(),
    onConfirmCancel: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => <PortalFrame>{(container) => <OperatorList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof OperatorList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const o = copy.operators
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: o.caption }))
const rowOf = (canvas: Canvas, account: string) =>
  within(
    tableOf(canvas)
      .getByRole('rowheader', { name: new RegExp(`^${account.replace(/[.]/g, '\\.')}`) })
      .closest('tr')!,
  )
const action = (name: keyof typeof o.actions, account: string) => o.actionFor(o.actions[name], account)

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns, and each operator’s role, state, second factor and last sign-in', async () => {
      const headers = tableOf(canvas)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      await expect(headers).toEqual(Object.values(o.columns))
      await expect(rowOf(canvas, 'content01').getByText(o.states.locked('2026-11-20 16:45 UTC'))).toBeVisible()
      await expect(rowOf(canvas, 'finance01').getByText(o.states.disabled)).toBeVisible()
      const newcomer = rowOf(canvas, 'support.night-shift_2')
      await expect(newcomer.getByText(o.totpMissing)).toBeVisible()
      await expect(newcomer.getByText(o.never)).toBeVisible()
      await expect(rowOf(canvas, 'auditor01').getByText('2026-11-20 09:12 UTC')).toBeVisible()
      await expect(canvas.getByText(o.count(5))).toBeVisible()
    })
    await step('one’s own row offers nothing; Unlock only on a locked account, Enable on a disabled one', async () => {
      const own = rowOf(canvas, 'owner01')
      await expect(own.queryByRole('button')).toBeNull()
      await expect(own.getByText(o.ownRowHint)).toBeVisible()
      await expect(canvas.getByRole('button', { name: action('unlock', 'content01') })).toBeVisible()
      await expect(canvas.queryByRole('button', { name: action('unlock', 'auditor01') })).toBeNull()
      await expect(canvas.getByRole('button', { name: action('enable', 'finance01') })).toBeVisible()
      await expect(canvas.queryByRole('button', { name: action('disable', 'finance01') })).toBeNull()
    })
    await step('New operator and the row actions ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: o.create }))
      await expect(args.onCreateOpen).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: action('disable', 'auditor01') }))
      await expect(args.onAction).toHaveBeenCalledWith('disable', consoleOperators[0])
      await userEvent.click(canvas.getByRole('button', { name: action('totp', 'content01') }))
      await expect(args.onAction).toHaveBeenCalledWith('totp', consoleOperators[1])
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false, self: 'auditor01' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: o.create })).toBeNull()
    await expect(tableOf(canvas).queryByRole('button')).toBeNull()
    await expect(tableOf(canvas).queryByRole('columnheader', { name: o.columns.actions })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(o.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(o.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(o.emptyBody)).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], errorMessage: copy.failure.busy },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(o.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.forbidden.body(o.forbiddenWhat))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const LongData: Story = {
  args: { ...Default.args, rows: manyOperators },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas).getAllByRole('row')).toHaveLength(manyOperators.length + 1)
    await expect(canvas.getByText(o.count(24))).toBeVisible()
  },
}

export const ChangeNotice: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: o.done.disable('auditor01') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toBeDefined()
    await expect(canvas.getByText(o.done.disable('auditor01'))).toBeVisible()
  },
}

export const CreateDialog: Story = {
  args: { ...Default.args, creating: true },
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.newTitle }))
    await step('an account the form refuses is named, and nothing is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: o.createSubmit }))
      await expect(dialog.getByText(o.accountRequired)).toBeVisible()
      await userEvent.type(dialog.getByRole('textbox', { name: o.account }), 'no spaces here')
      await userEvent.click(dialog.getByRole('button', { name: o.createSubmit }))
      await expect(dialog.getByText(o.accountInvalid)).toBeVisible()
      await expect(args.onCreate).not.toHaveBeenCalled()
    })
    await step('a good account and a role are sent, in lower case', async () => {
      const account = dialog.getByRole('textbox', { name: o.account })
      await userEvent.clear(account)
      await userEvent.type(account, 'New.Finance')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: o.role }), 'finance')
      await expect(dialog.getByText(o.roleHints.finance)).toBeVisible()
      await userEvent.click(dialog.getByRole('button', { name: o.createSubmit }))
      await expect(args.onCreate).toHaveBeenCalledWith({ account: 'new.finance', role: 'finance' })
    })
    await step('Cancel asks the caller', async () => {
      await userEvent.click(dialog.getByRole('button', { name: o.cancel }))
      await expect(args.onCreateCancel).toHaveBeenCalledOnce()
    })
  },
}

export const CreateAccountTaken: Story = {
  args: { ...Default.args, creating: true, createFieldErrors: { account: o.accountTaken } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.newTitle }))
    await expect(dialog.getByText(o.accountTaken)).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: o.account })).toHaveAttribute('aria-invalid', 'true')
  },
}

export const CreateFailed: Story = {
  args: { ...Default.args, creating: true, createError: o.createFailed(copy.failure.network) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.newTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(o.createFailed(copy.failure.network))
  },
}

export const Creating: Story = {
  args: { ...Default.args, creating: true, createBusy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.newTitle }))
    const submit = dialog.getByRole('button', { name: o.creating })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(submit)
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

export const OneTimeSecretShown: Story = {
  args: { ...Default.args, secret: createdSecret },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.secretTitles.created('new.finance') }))
    await expect(dialog.getByText(o.secretDescription)).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: o.password })).toHaveValue(createdSecret.password)
    await expect(dialog.getByRole('textbox', { name: o.totpSecret })).toHaveValue(createdSecret.totp_secret)
    await expect(dialog.getByRole('textbox', { name: o.totpUri })).toHaveValue(createdSecret.totp_uri)
    await expect(dialog.getByRole('button', { name: o.copyUri })).toBeVisible()
    await expect(dialog.queryByRole('img')).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: o.secretDone }))
    await expect(args.onSecretDone).toHaveBeenCalledOnce()
  },
}

export const NewPasswordShown: Story = {
  args: { ...Default.args, secret: { kind: 'password', account: 'content01', password: 'Zx8vN4kq2RmT7pWd' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.secretTitles.password('content01') }))
    await expect(dialog.getByRole('textbox', { name: o.password })).toHaveValue('Zx8vN4kq2RmT7pWd')
    await expect(dialog.queryByRole('textbox', { name: o.totpSecret })).toBeNull()
  },
}

export const ConfirmDisable: Story = {
  args: { ...Default.args, pending: { action: 'disable', account: 'auditor01', role: 'auditor' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.disable('auditor01') }))
    await expect(dialog.getByText(o.confirmDescriptions.disable)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: o.confirm.disable }))
    await expect(args.onConfirm).toHaveBeenCalledWith(undefined)
    await userEvent.click(dialog.getByRole('button', { name: o.cancel }))
    await expect(args.onConfirmCancel).toHaveBeenCalledOnce()
  },
}

export const ConfirmRoleChange: Story = {
  args: { ...Default.args, pending: { action: 'role', account: 'auditor01', role: 'auditor' } },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.role('auditor01') }))
    const confirm = dialog.getByRole('button', { name: o.confirm.role })
    // The role it has already: nothing to change.
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: o.newRole }), 'support')
    await userEvent.click(confirm)
    await expect(args.onConfirm).toHaveBeenCalledWith('support')
  },
}

export const ConfirmNewSecondFactor: Story = {
  args: { ...Default.args, pending: { action: 'totp', account: 'content01', role: 'content' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.totp('content01') }))
    await expect(dialog.getByText(o.confirmDescriptions.totp)).toBeVisible()
  },
}

export const ConfirmUnlockWorking: Story = {
  args: { ...Default.args, pending: { action: 'unlock', account: 'content01', role: 'content' }, pendingBusy: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.unlock('content01') }))
    const confirm = dialog.getByRole('button', { name: o.working })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const RefusedSelfChange: Story = {
  args: {
    ...Default.args,
    pending: { action: 'disable', account: 'owner02', role: 'owner' },
    pendingError: o.selfChange,
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.disable('owner02') }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(o.selfChange)
  },
}

export const RefusedLastOwner: Story = {
  args: {
    ...Default.args,
    pending: { action: 'role', account: 'owner02', role: 'owner' },
    pendingError: o.lastOwner,
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: o.confirmTitles.role('owner02') }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(o.lastOwner)
  },
}

export const ActionForbidden: Story = {
  args: { ...Default.args, notice: { tone: 'error', text: o.actionForbidden } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(o.actionForbidden)
  },
}

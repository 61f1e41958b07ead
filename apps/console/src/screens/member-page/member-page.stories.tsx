import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { disabledMemberDetail, frozenMemberDetail, memberDetail } from '../../fixtures/members.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { MemberPage } from './member-page.tsx'

const meta = {
  title: 'Console/MemberPage',
  component: MemberPage,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    site: 'lobby-demo',
    account: 'demo01',
    detail: memberDetail,
    errorMessage: '',
    onRetry: fn(),
    backHref: '/console/members',
    onBack: fn(),
    canManage: true,
    confirming: null,
    acting: false,
    actionError: '',
    notice: null,
    onAction: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'not-found', 'error', 'forbidden'] },
    confirming: {
      control: 'inline-radio',
      options: [null, 'logout', 'freeze', 'unfreeze', 'disable', 'enable', 'reset-password', 'clean-cache'],
    },
  },
  render: (args) => <PortalFrame>{(container) => <MemberPage {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof MemberPage>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const actionsOf = (canvas: Canvas) => canvas.queryByRole('group', { name: copy.member.actions })
const tableOf = (canvas: Canvas, name: string) => within(canvas.getByRole('table', { name }))
/** The value beside a label in the profile. */
const profileValue = (canvas: Canvas, label: string) =>
  within(canvas.getByRole('region', { name: copy.member.profile })).getByText(label).nextElementSibling

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the member’s account heads the page', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'demo01' })).toBeVisible()
      await expect(canvas.getByText(copy.member.description('lobby-demo'))).toBeVisible()
    })
    await step('the profile', async () => {
      const fields = copy.member.fields
      await expect(profileValue(canvas, fields.name)).toHaveTextContent('Ada Lovelace')
      await expect(profileValue(canvas, fields.currency)).toHaveTextContent('USD')
      await expect(profileValue(canvas, fields.status)).toHaveTextContent(copy.members.statuses.active)
      await expect(profileValue(canvas, fields.wallet)).toHaveTextContent(copy.members.wallets[1])
      await expect(profileValue(canvas, fields.phone)).toHaveTextContent('0912345678')
      await expect(profileValue(canvas, fields.email)).toHaveTextContent('demo01@example.com')
      await expect(profileValue(canvas, fields.registered)).toHaveTextContent('2026-11-20 16:30 UTC')
      await expect(profileValue(canvas, fields.mustChangePassword)).toHaveTextContent(copy.member.no)
      await expect(profileValue(canvas, fields.sessions)).toHaveTextContent('2')
    })
    await step('the wallets, in the currency’s minor units', async () => {
      const wallets = tableOf(canvas, copy.member.walletsCaption)
      await expect(wallets.getByRole('rowheader', { name: copy.member.mainWallet }).closest('tr')).toHaveTextContent(
        '$ 1,234.56',
      )
      await expect(wallets.getByRole('rowheader', { name: 'GPSLOT' }).closest('tr')).toHaveTextContent('$ 50.00')
    })
    await step('the latest ledger entries, signed', async () => {
      const ledger = tableOf(canvas, copy.member.ledgerCaption)
      const rows = ledger.getAllByRole('row').slice(1)
      await expect(rows).toHaveLength(3)
      await expect(rows[0]).toHaveTextContent('transfer_out')
      await expect(rows[0]).toHaveTextContent('$ -50.00')
      await expect(rows[2]).toHaveTextContent('$ +1,000.00')
      await expect(rows[2]).toHaveTextContent('D20261120001')
    })
    await step('the latest logins, each device named', async () => {
      const logins = tableOf(canvas, copy.member.loginsCaption)
      const headers = logins.getAllByRole('columnheader').map((header) => header.textContent)
      await expect(headers).toEqual(Object.values(copy.member.loginColumns))
      const rows = logins.getAllByRole('row').slice(1)
      await expect(rows[0]).toHaveTextContent(copy.devices[0])
      await expect(rows[0]).toHaveTextContent('203.0.113.24')
      await expect(rows[1]).toHaveTextContent(copy.devices[1])
      await expect(rows[1]).toHaveTextContent(copy.member.loginKinds.double_validation!)
      await expect(rows[2]).toHaveTextContent(copy.devices[2])
      await expect(rows[2]).toHaveTextContent(copy.member.loginKinds.register!)
    })
    await step('Force logout and Freeze wallet ask the caller', async () => {
      const actions = within(actionsOf(canvas)!)
      await userEvent.click(actions.getByRole('button', { name: copy.member.forceLogout }))
      await expect(args.onAction).toHaveBeenCalledWith('logout')
      await userEvent.click(actions.getByRole('button', { name: copy.member.freeze }))
      await expect(args.onAction).toHaveBeenCalledWith('freeze')
      await expect(actions.queryByRole('button', { name: copy.member.unfreeze })).toBeNull()
    })
    await step('the Security part: bank accounts, flags and IP rules', async () => {
      const security = within(canvas.getByRole('region', { name: copy.memberSecurity.title }))
      await expect(security.getByRole('table', { name: copy.memberSecurity.accountsCaption })).toBeVisible()
      await expect(
        security.getByRole('switch', { name: copy.memberSecurity.flags.double_validation.label }),
      ).toBeChecked()
      await expect(security.getByRole('table', { name: copy.memberSecurity.ipCaption })).toBeVisible()
    })
    await step('Back to search is a link; a click goes back through the caller', async () => {
      const back = canvas.getByRole('link', { name: copy.member.back })
      await expect(back).toHaveAttribute('href', '/console/members')
      await userEvent.click(back)
      await expect(args.onBack).toHaveBeenCalledOnce()
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(actionsOf(canvas)).toBeNull()
    await expect(canvas.queryByRole('button', { name: copy.member.forceLogout })).toBeNull()
    await expect(canvas.queryByRole('button', { name: copy.memberSecurity.editIpRules })).toBeNull()
    await expect(canvas.getByRole('switch', { name: copy.memberSecurity.flags.double_validation.label })).toBeDisabled()
    await expect(canvas.getByRole('table', { name: copy.member.walletsCaption })).toBeVisible()
  },
}

export const FrozenWallet: Story = {
  args: { ...Default.args, account: 'demo02', site: 'jade-demo', detail: frozenMemberDetail },
  play: async ({ args, canvas }) => {
    const fields = copy.member.fields
    await expect(profileValue(canvas, fields.wallet)).toHaveTextContent(copy.members.wallets[0])
    await expect(profileValue(canvas, fields.name)).toHaveTextContent(copy.members.none)
    await expect(profileValue(canvas, fields.mustChangePassword)).toHaveTextContent(copy.member.yes)
    await expect(profileValue(canvas, fields.sessions)).toHaveTextContent('0')
    await expect(tableOf(canvas, copy.member.walletsCaption).getByText('¥ 0.00')).toBeVisible()
    await expect(canvas.getByText(copy.member.noLedger)).toBeVisible()
    await expect(canvas.getByText(copy.member.noLogins)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: copy.member.unfreeze }))
    await expect(args.onAction).toHaveBeenCalledWith('unfreeze')
    await expect(canvas.queryByRole('button', { name: copy.member.freeze })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', detail: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.member.loading)
    await expect(canvas.getByRole('heading', { level: 1, name: 'demo01' })).toBeVisible()
    await expect(actionsOf(canvas)).toBeNull()
  },
}

export const NotFound: Story = {
  args: { ...Default.args, status: 'not-found', account: 'ghost', detail: null },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.member.notFoundTitle)
    await expect(alert).toHaveTextContent(copy.member.notFoundBody('ghost', 'lobby-demo'))
    await expect(actionsOf(canvas)).toBeNull()
    await expect(canvas.getByRole('link', { name: copy.member.back })).toBeVisible()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', detail: null, errorMessage: copy.failure.server(500) },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.member.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.server(500))
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', detail: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.member.forbiddenWhat))
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

const findDialog = (name: string) => screen.findByRole('dialog', { name })

export const ConfirmForceLogout: Story = {
  args: { ...Default.args, confirming: 'logout' },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(copy.member.logoutTitle('demo01')))
    await step('the question names the member and what happens', async () => {
      await expect(dialog.getByText(copy.member.logoutDescription)).toBeVisible()
    })
    await step('End sessions confirms; Cancel and Escape ask to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.member.logoutConfirm }))
      await expect(args.onConfirm).toHaveBeenCalledOnce()
      await userEvent.click(dialog.getByRole('button', { name: copy.member.cancel }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
      await userEvent.keyboard('{Escape}')
      await expect(args.onCancel).toHaveBeenCalledTimes(2)
    })
  },
}

export const ConfirmFreeze: Story = {
  args: { ...Default.args, confirming: 'freeze' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(copy.member.freezeTitle('demo01')))
    await expect(dialog.getByText(copy.member.freezeDescription)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: copy.member.freezeConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmUnfreeze: Story = {
  args: { ...FrozenWallet.args, confirming: 'unfreeze' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(copy.member.unfreezeTitle('demo02')))
    await expect(dialog.getByText(copy.member.unfreezeDescription)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: copy.member.unfreezeConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ActionInProgress: Story = {
  args: { ...Default.args, confirming: 'logout', acting: true },
  play: async ({ args }) => {
    const dialog = within(await findDialog(copy.member.logoutTitle('demo01')))
    const confirm = dialog.getByRole('button', { name: copy.member.loggingOut })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.member.cancel })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const ActionFailed: Story = {
  args: { ...Default.args, confirming: 'freeze', actionError: copy.failure.timeout },
  play: async ({ args }) => {
    const dialog = within(await findDialog(copy.member.freezeTitle('demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
    await userEvent.click(dialog.getByRole('button', { name: copy.member.freezeConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const SessionsEnded: Story = {
  args: {
    ...Default.args,
    detail: { ...memberDetail, sessions: 0 },
    notice: { tone: 'success', text: copy.member.sessionsEnded(2) },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('2 sessions ended.')
    await expect(profileValue(canvas, copy.member.fields.sessions)).toHaveTextContent('0')
  },
}

export const WalletFrozen: Story = {
  args: {
    ...Default.args,
    detail: { ...memberDetail, member: { ...memberDetail.member, wallet_status: 0 } },
    notice: { tone: 'success', text: copy.member.frozen('demo01') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.member.frozen('demo01'))
    await expect(canvas.getByRole('button', { name: copy.member.unfreeze })).toBeVisible()
  },
}

export const ActionForbidden: Story = {
  args: { ...Default.args, notice: { tone: 'error', text: copy.member.actionForbidden } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.member.actionForbidden)
  },
}

export const Tablet: Story = {
  args: { ...Default.args },
  globals: tabletGlobals,
}

export const TabletConfirm: Story = {
  args: { ...Default.args, confirming: 'logout' },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findDialog(copy.member.logoutTitle('demo01'))).toBeVisible()
  },
}

const more = copy.memberActions
const adjust = copy.adjustments

export const LettersAndAgentLine: Story = {
  play: async ({ canvas, step }) => {
    await step('the agent line, nearest agent first, each with its status', async () => {
      const line = tableOf(canvas, more.agentLineCaption)
      const rows = line.getAllByRole('row').slice(1)
      await expect(rows[0]).toHaveTextContent(more.agentLevel(1))
      await expect(rows[0]).toHaveTextContent('agent_mid')
      await expect(rows[1]).toHaveTextContent(more.agentLevel(2))
      await expect(rows[1]).toHaveTextContent('agent_top')
      await expect(rows[1]).toHaveTextContent(copy.members.statuses.disabled)
    })
    await step('the letters, newest first: unread, read, deleted, and their language', async () => {
      const letters = tableOf(canvas, more.lettersCaption)
      const headers = letters.getAllByRole('columnheader').map((header) => header.textContent)
      await expect(headers).toEqual(Object.values(more.letterColumns))
      const rows = letters.getAllByRole('row').slice(1)
      await expect(rows[0]).toHaveTextContent('Your weekly cashback')
      await expect(rows[0]).toHaveTextContent(more.letterStates.unread)
      await expect(rows[0]).toHaveTextContent('en_US')
      await expect(rows[1]).toHaveTextContent(more.everyLanguage)
      await expect(rows[1]).toHaveTextContent(more.letterStates.read)
      await expect(rows[2]).toHaveTextContent(more.letterStates.deleted)
    })
  },
}

export const NoLettersNoAgent: Story = {
  args: { ...FrozenWallet.args },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(more.noLetters)).toBeVisible()
    await expect(canvas.getByText(more.noAgent)).toBeVisible()
  },
}

export const SupportActions: Story = {
  play: async ({ args, canvas }) => {
    const actions = within(actionsOf(canvas)!)
    await userEvent.click(actions.getByRole('button', { name: more.disable }))
    await expect(args.onAction).toHaveBeenCalledWith('disable')
    await userEvent.click(actions.getByRole('button', { name: more.resetPassword }))
    await expect(args.onAction).toHaveBeenCalledWith('reset-password')
    await userEvent.click(actions.getByRole('button', { name: more.cleanCache }))
    await expect(args.onAction).toHaveBeenCalledWith('clean-cache')
    await expect(actions.queryByRole('button', { name: more.enable })).toBeNull()
    await expect(actions.queryByRole('button', { name: more.newAdjustment })).toBeNull()
  },
}

export const DisabledMember: Story = {
  args: { ...Default.args, account: 'demo_vn', detail: disabledMemberDetail },
  play: async ({ args, canvas }) => {
    await expect(profileValue(canvas, copy.member.fields.status)).toHaveTextContent(copy.members.statuses.disabled)
    await userEvent.click(canvas.getByRole('button', { name: more.enable }))
    await expect(args.onAction).toHaveBeenCalledWith('enable')
    await expect(canvas.queryByRole('button', { name: more.disable })).toBeNull()
  },
}

export const ConfirmDisable: Story = {
  args: { ...Default.args, confirming: 'disable' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(more.disableTitle('demo01')))
    await expect(dialog.getByText(more.disableDescription)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: more.disableConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmEnable: Story = {
  args: { ...DisabledMember.args, confirming: 'enable' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(more.enableTitle('demo_vn')))
    await userEvent.click(dialog.getByRole('button', { name: more.enableConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmResetPassword: Story = {
  args: { ...Default.args, confirming: 'reset-password' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(more.resetTitle('demo01')))
    await expect(dialog.getByText(more.resetDescription)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: more.resetConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const TemporaryPasswordShown: Story = {
  args: {
    ...Default.args,
    detail: { ...memberDetail, sessions: 0, member: { ...memberDetail.member, must_change_password: 1 } },
    temporaryPassword: { password: 'k7Qm2xRt9pWa', ended: 2 },
    notice: { tone: 'success', text: more.passwordSessions(2) },
    onPasswordDone: fn(),
  },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(more.passwordTitle('demo01')))
    await step('the password, once, with what it did', async () => {
      await expect(dialog.getByText(more.passwordDescription)).toBeVisible()
      await expect(dialog.getByRole('status', { name: more.passwordLabel })).toHaveTextContent('k7Qm2xRt9pWa')
      await expect(dialog.getByText(more.passwordSessions(2))).toBeVisible()
    })
    await step('Done and Escape forget it', async () => {
      await userEvent.click(dialog.getByRole('button', { name: more.passwordDone }))
      await expect(args.onPasswordDone).toHaveBeenCalled()
    })
  },
}

export const ConfirmCleanCache: Story = {
  args: { ...Default.args, confirming: 'clean-cache' },
  play: async ({ args }) => {
    const dialog = within(await findDialog(more.cleanTitle('demo01')))
    await expect(dialog.getByText(more.cleanDescription)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: more.cleanConfirm }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const CacheCleaned: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: more.cleaned(1) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(more.cleaned(1))
  },
}

export const Finance: Story = {
  args: { ...Default.args, canManage: false, canAdjust: true, onAdjust: fn() },
  play: async ({ args, canvas }) => {
    const actions = within(actionsOf(canvas)!)
    await expect(actions.queryByRole('button', { name: copy.member.forceLogout })).toBeNull()
    await expect(actions.queryByRole('button', { name: more.resetPassword })).toBeNull()
    await userEvent.click(actions.getByRole('button', { name: more.newAdjustment }))
    await expect(args.onAdjust).toHaveBeenCalledOnce()
  },
}

export const AdjustmentDialog: Story = {
  args: {
    ...Finance.args,
    adjustment: { open: true, submitting: false, error: '' },
    onAdjustmentSubmit: fn(),
    onAdjustmentCancel: fn(),
  },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(adjust.requestTitle('demo01')))
    await step('a debit above the main wallet is named, nothing sent', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: adjust.amount }), '-1234.57')
      await userEvent.type(dialog.getByRole('textbox', { name: adjust.reason }), 'Reverse a bonus')
      await userEvent.click(dialog.getByRole('button', { name: adjust.submit }))
      await expect(dialog.getByText(adjust.amountBelowBalance)).toBeVisible()
      await expect(args.onAdjustmentSubmit).not.toHaveBeenCalled()
    })
    await step('the whole balance can be taken', async () => {
      await userEvent.clear(dialog.getByRole('textbox', { name: adjust.amount }))
      await userEvent.type(dialog.getByRole('textbox', { name: adjust.amount }), '-1,234.56')
      await userEvent.click(dialog.getByRole('button', { name: adjust.submit }))
      await expect(args.onAdjustmentSubmit).toHaveBeenCalledWith({ amount: -123_456, reason: 'Reverse a bonus' })
    })
  },
}

export const AdjustmentRefused: Story = {
  args: {
    ...AdjustmentDialog.args,
    adjustment: { open: true, submitting: false, error: "the debit would take the member's balance below zero" },
  },
  play: async () => {
    const dialog = within(await findDialog(adjust.requestTitle('demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent('below zero')
  },
}

export const AdjustmentPending: Story = {
  args: { ...Finance.args, notice: { tone: 'success', text: adjust.requestPending('$ +1,500.00') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(adjust.requestPending('$ +1,500.00'))
  },
}

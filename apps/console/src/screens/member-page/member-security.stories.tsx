import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { frozenMemberDetail, memberDetail, unverifiedAccountsDetail } from '../../fixtures/members.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { MemberSecurity } from './member-security.tsx'

const words = copy.memberSecurity

const meta = {
  title: 'Console/MemberSecurity',
  component: MemberSecurity,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    account: 'demo01',
    detail: memberDetail,
    canManage: true,
    formatTime: storyTime,
    change: null,
    acting: false,
    error: '',
    onAsk: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    ipRules: { open: false, saving: false, error: '', fieldErrors: {} },
    onEditIpRules: fn(),
    onSaveIpRules: fn(),
    onCancelIpRules: fn(),
  },
  render: (args) => (
    <PortalFrame>{(container) => <MemberSecurity {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof MemberSecurity>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const accountsTable = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.accountsCaption }))
const rulesTable = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.ipCaption }))
const flagSwitch = (canvas: Canvas, flag: keyof typeof words.flags) =>
  canvas.getByRole('switch', { name: words.flags[flag].label })
const findDialog = (name: string) => screen.findByRole('dialog', { name })

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the part is named Security', async () => {
      await expect(canvas.getByRole('region', { name: words.title })).toBeVisible()
    })
    await step('the bank accounts, verified or not, with Verify on the unverified one', async () => {
      const rows = accountsTable(canvas).getAllByRole('row').slice(1)
      await expect(rows).toHaveLength(2)
      await expect(rows[0]).toHaveTextContent('JPMorgan Chase')
      await expect(rows[0]).toHaveTextContent('******7890')
      await expect(rows[0]).toHaveTextContent(words.verified)
      await expect(rows[1]).toHaveTextContent(words.unverified)
      await expect(within(rows[0]!).queryByRole('button')).toBeNull()
      await userEvent.click(within(rows[1]!).getByRole('button', { name: words.verifyAccount('******4321') }))
      await expect(args.onAsk).toHaveBeenCalledWith({ kind: 'verify', id: 32 })
      // One unverified account: its own Verify is all there is to press.
      await expect(canvas.queryByRole('button', { name: words.verifyAll })).toBeNull()
      await expect(canvas.queryByText(words.depositsWait)).toBeNull()
    })
    await step('the flags as switches; turning one asks first', async () => {
      await expect(flagSwitch(canvas, 'need_bank_account_deposit_verified')).toBeChecked()
      await expect(flagSwitch(canvas, 'need_transfer_verification')).not.toBeChecked()
      await expect(flagSwitch(canvas, 'double_validation')).toBeChecked()
      await userEvent.click(flagSwitch(canvas, 'need_transfer_verification'))
      await expect(args.onAsk).toHaveBeenCalledWith({ kind: 'flag', flag: 'need_transfer_verification', on: true })
      await userEvent.click(flagSwitch(canvas, 'double_validation'))
      await expect(args.onAsk).toHaveBeenCalledWith({ kind: 'flag', flag: 'double_validation', on: false })
      // The switch shows the member's state until the caller has it changed.
      await expect(flagSwitch(canvas, 'double_validation')).toBeChecked()
    })
    await step('the IP rules in order, each with what the member is told', async () => {
      const rows = rulesTable(canvas).getAllByRole('row').slice(1)
      await expect(rows[0]).toHaveTextContent('198.51.100.0/24')
      await expect(rows[0]).toHaveTextContent(words.matches.in)
      await expect(rows[0]).toHaveTextContent(words.codes['202'])
      await expect(rows[1]).toHaveTextContent(words.matches.not_in)
      await expect(rows[1]).toHaveTextContent(words.codes['106'])
      await userEvent.click(canvas.getByRole('button', { name: words.editIpRules }))
      await expect(args.onEditIpRules).toHaveBeenCalledOnce()
    })
  },
}

export const NoAccountsNoRules: Story = {
  args: { account: 'demo02', detail: frozenMemberDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.noAccounts)).toBeVisible()
    await expect(canvas.getByText(words.noIpRules)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    for (const flag of [
      'need_bank_account_deposit_verified',
      'need_transfer_verification',
      'double_validation',
    ] as const)
      await expect(flagSwitch(canvas, flag)).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: words.editIpRules })).toBeVisible()
  },
}

export const DepositsWait: Story = {
  args: { detail: unverifiedAccountsDetail },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.depositsWait)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words.verifyAll }))
    await expect(args.onAsk).toHaveBeenCalledWith({ kind: 'verify', id: null })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.readOnly)).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(accountsTable(canvas).queryByRole('columnheader', { name: words.accountColumns.actions })).toBeNull()
    const deposit = flagSwitch(canvas, 'need_bank_account_deposit_verified')
    await expect(deposit).toBeChecked()
    await expect(deposit).toBeDisabled()
    await expect(rulesTable(canvas).getAllByRole('row')).toHaveLength(3)
    await expect(args.onAsk).not.toHaveBeenCalled()
  },
}

export const ConfirmVerify: Story = {
  args: { change: { kind: 'verify', id: 32 } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.verifyTitle('******4321', 'demo01')))
    await expect(dialog.getByText(words.verifyDescription(1))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.verify }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: words.cancel }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const ConfirmVerifyAll: Story = {
  args: { detail: unverifiedAccountsDetail, change: { kind: 'verify', id: null } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.verifyAllTitle('demo01')))
    await expect(dialog.getByText(words.verifyDescription(2))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.verifyAll }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const Verifying: Story = {
  args: { change: { kind: 'verify', id: 32 }, acting: true },
  play: async ({ args, canvas }) => {
    const dialog = within(await findDialog(words.verifyTitle('******4321', 'demo01')))
    const confirm = dialog.getByRole('button', { name: words.verifying })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: words.cancel })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).not.toHaveBeenCalled()
    // Behind the open dialog (hidden from the accessibility tree meanwhile), the switches wait too.
    const behind = canvas.getByRole('switch', { name: words.flags.double_validation.label, hidden: true })
    await expect(behind).toHaveAttribute('aria-disabled', 'true')
  },
}

export const VerifyFailed: Story = {
  args: { change: { kind: 'verify', id: 32 }, error: copy.failure.timeout },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.verifyTitle('******4321', 'demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
    await userEvent.click(dialog.getByRole('button', { name: words.verify }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmFlagOn: Story = {
  args: { change: { kind: 'flag', flag: 'need_transfer_verification', on: true } },
  play: async ({ args }) => {
    const flag = words.flags.need_transfer_verification
    const dialog = within(await findDialog(words.flagTitle(flag.label, true, 'demo01')))
    await expect(dialog.getByText(flag.on)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.flagConfirm(true) }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
  },
}

export const ConfirmFlagOff: Story = {
  args: { change: { kind: 'flag', flag: 'double_validation', on: false } },
  play: async ({ args }) => {
    const flag = words.flags.double_validation
    const dialog = within(await findDialog(words.flagTitle(flag.label, false, 'demo01')))
    await expect(dialog.getByText(flag.off)).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

const ruleGroup = (dialog: Canvas, index: number) => within(dialog.getByRole('group', { name: words.rule(index) }))

export const IpRulesEditor: Story = {
  args: { ipRules: { open: true, saving: false, error: '', fieldErrors: {} } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.editorTitle('demo01')))
    await step('starts from the member’s rules', async () => {
      await expect(ruleGroup(dialog, 1).getByRole('textbox', { name: words.fields.pattern })).toHaveValue(
        '198.51.100.0/24',
      )
      await expect(ruleGroup(dialog, 2).getByRole('combobox', { name: words.fields.match })).toHaveValue('not_in')
    })
    await step('an empty pattern is named under it, nothing is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: words.addRule }))
      await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
      const third = ruleGroup(dialog, 3)
      await expect(third.getByText(words.patternRequired)).toBeVisible()
      await expect(third.getByRole('textbox', { name: words.fields.pattern })).toHaveFocus()
      await expect(args.onSaveIpRules).not.toHaveBeenCalled()
    })
    await step('rows are filled, removed, and the whole list is sent, trimmed', async () => {
      const third = ruleGroup(dialog, 3)
      await userEvent.type(third.getByRole('textbox', { name: words.fields.pattern }), ' 2001:db8::/32 ')
      await userEvent.selectOptions(third.getByRole('combobox', { name: words.fields.code }), '203')
      await userEvent.click(dialog.getByRole('button', { name: words.removeRule(1) }))
      await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
      await expect(args.onSaveIpRules).toHaveBeenCalledWith([
        { match: 'not_in', pattern: '203.0.113.0/24', code: '106' },
        { match: 'in', pattern: '2001:db8::/32', code: '203' },
      ])
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.content.cancel }))
      await expect(args.onCancelIpRules).toHaveBeenCalledOnce()
    })
  },
}

export const IpRulesBadPattern: Story = {
  args: {
    ipRules: {
      open: true,
      saving: false,
      error: '',
      fieldErrors: { 'rules.1.pattern': words.serverRefused('an IP address, a CIDR block or *') },
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editorTitle('demo01')))
    const second = ruleGroup(dialog, 2)
    const pattern = second.getByRole('textbox', { name: words.fields.pattern })
    await expect(second.getByText(words.serverRefused('an IP address, a CIDR block or *'))).toBeVisible()
    await expect(pattern).toHaveAttribute('aria-invalid', 'true')
    await expect(pattern).toHaveFocus()
    await expect(ruleGroup(dialog, 1).queryByRole('alert')).toBeNull()
    // Changed, the refusal no longer applies to what it shows.
    await userEvent.type(pattern, '1')
    await expect(second.queryByRole('alert')).toBeNull()
    await expect(args.onSaveIpRules).not.toHaveBeenCalled()
  },
}

export const IpRulesSaving: Story = {
  args: { ipRules: { open: true, saving: true, error: '', fieldErrors: {} } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editorTitle('demo01')))
    const save = dialog.getByRole('button', { name: copy.content.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(args.onSaveIpRules).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: words.addRule })).toBeDisabled()
  },
}

export const IpRulesFailed: Story = {
  args: { ipRules: { open: true, saving: false, error: words.saveFailed(copy.failure.network), fieldErrors: {} } },
  play: async () => {
    const dialog = within(await findDialog(words.editorTitle('demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

export const Tablet: Story = {
  globals: tabletGlobals,
}

export const TabletEditor: Story = {
  args: { ...IpRulesEditor.args },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findDialog(words.editorTitle('demo01'))).toBeVisible()
  },
}

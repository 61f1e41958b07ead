import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { frozenMemberDetail, memberDetail } from '../../fixtures/members.ts'
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
    confirming: { control: 'inline-radio', options: [null, 'logout', 'freeze', 'unfreeze'] },
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

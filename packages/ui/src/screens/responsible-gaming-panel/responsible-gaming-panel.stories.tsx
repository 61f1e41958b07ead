import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { expectLoading, expectRetryAlert, loadStatusArgTypes, renderInPanelFrame } from '../../fixtures/panel-story.tsx'
import {
  rgNoLimits,
  rgPending,
  rgReached,
  rgSettings,
  rgStatementMonths,
  rgStatementQuiet,
} from '../../fixtures/responsible-gambling.ts'
import { expectPhoneWidth } from '../../fixtures/fund.ts'
import { mobileGlobals } from '../../fixtures/story-globals.ts'
import { ResponsibleGamingPanel, type ResponsibleGamingPanelProps } from './responsible-gaming-panel.tsx'

const meta = {
  title: 'Member/ResponsibleGamingPanel',
  component: ResponsibleGamingPanel,
  args: {
    status: 'idle',
    onRetry: fn(),
    settings: rgSettings,
    formatTime: (iso: string) => iso.slice(0, 16).replace('T', ' '),
    limitForm: null,
    onLimitFormChange: fn(),
    onSetLimit: fn(),
    onCancelPending: fn(),
    onRealityCheck: fn(),
    exclusion: null,
    onExclusionChange: fn(),
    onExclude: fn(),
    statement: { status: 'idle', months: rgStatementMonths },
    onRetryStatement: fn(),
  },
  argTypes: loadStatusArgTypes,
  render: renderInPanelFrame(ResponsibleGamingPanel),
} satisfies Meta<typeof ResponsibleGamingPanel>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const limitRow = (canvas: Canvas, kind: string, period: string) => {
  const card = canvas.getByRole('region', { name: kind })
  return within(within(card).getByText(period).closest('li')!)
}

/** The panel in a dialog frame: its confirm dialog portals inside the story. */
const renderWithDialog = (args: ResponsibleGamingPanelProps, { globals }: { globals: { layout?: unknown } }) => (
  <DialogFrame mobile={globals.layout === 'mobile'}>
    {(container) => <ResponsibleGamingPanel {...args} portalContainer={container} />}
  </DialogFrame>
)

/** Limits in force, grouped by kind: what is used and left of each, and when it renews; Change opens the form. */
export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('each kind is a group; a money limit shows the member currency', async () => {
      const daily = limitRow(canvas, 'Deposit limit', 'Daily')
      await expect(daily.getByText('$ 100.00')).toBeVisible()
      await expect(daily.getByText('$ 40.00')).toBeVisible()
      await expect(daily.getByText('$ 60.00')).toBeVisible()
      await expect(daily.getByText('2026-11-21 04:00')).toBeVisible()
      await expect(limitRow(canvas, 'Loss limit', 'Daily').getByText('No limit')).toBeVisible()
    })
    await step('a session limit reads in hours and minutes', async () => {
      const session = limitRow(canvas, 'Session time limit', 'Daily')
      await expect(session.getByText('2 h')).toBeVisible()
      await expect(session.getByText('45 min')).toBeVisible()
      await expect(session.getByText('1 h 15 min')).toBeVisible()
    })
    await step('Change asks for the form of that limit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Change: Deposit limit, Daily' }))
      await expect(args.onLimitFormChange).toHaveBeenCalledWith({ kind: 'deposit', period: 'day' })
    })
  },
}

/** The form of the daily deposit limit: major units are sent in minor units, as the deposit form does. */
export const LimitForm: Story = {
  args: { ...Default.args, limitForm: { kind: 'deposit', period: 'day' } },
  play: async ({ args, canvas, step }) => {
    const form = within(canvas.getByRole('form', { name: 'Deposit limit, Daily' }))
    const amount = form.getByRole('textbox', { name: 'Limit' })
    await expect(amount).toHaveValue('100')
    await expect(amount).toHaveFocus()
    await step('the rules of a typed amount, in the member words', async () => {
      const cases: [string, string][] = [
        ['', 'Enter an amount.'],
        ['12a', 'Enter an amount in numbers, such as 100 or 100.50.'],
        ['10.555', 'Use at most 2 decimal places.'],
        ['0', 'Enter an amount above zero.'],
      ]
      for (const [typed, message] of cases) {
        await userEvent.clear(amount)
        if (typed) await userEvent.type(amount, typed)
        await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
        await expect(amount).toHaveAccessibleDescription(message)
      }
      await expect(args.onSetLimit).not.toHaveBeenCalled()
    })
    await step('50.5 dollars is sent as 5050 cents', async () => {
      await userEvent.clear(amount)
      await userEvent.type(amount, '50.5')
      await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
      await expect(args.onSetLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: 5_050 })
    })
    await step('Remove sends null; Cancel closes the form', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Remove limit' }))
      await expect(args.onSetLimit).toHaveBeenLastCalledWith({ kind: 'deposit', period: 'day', amount: null })
      await userEvent.click(form.getByRole('button', { name: 'Cancel' }))
      await expect(args.onLimitFormChange).toHaveBeenCalledWith(null)
    })
  },
}

/** No limit yet: each row offers Set limit; a session limit is typed in minutes, within the period's length. */
export const NoLimits: Story = {
  args: { ...Default.args, settings: rgNoLimits, limitForm: { kind: 'session', period: 'day' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Set limit: / })).toHaveLength(11)
    await expect(canvas.queryByText('Used')).toBeNull()
    const form = within(canvas.getByRole('form', { name: 'Session time limit, Daily' }))
    const minutes = form.getByRole('textbox', { name: 'Limit in minutes' })
    await expect(minutes).toHaveValue('')
    await expect(form.queryByRole('button', { name: 'Remove limit' })).toBeNull()
    for (const [typed, message] of [
      ['', 'Enter the number of minutes.'],
      ['1.5', 'Enter whole minutes in numbers, such as 90.'],
      ['0', 'Enter at least 1 minute.'],
      ['1441', 'Enter at most 1440 minutes.'],
    ] as const) {
      await userEvent.clear(minutes)
      if (typed) await userEvent.type(minutes, typed)
      await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
      await expect(minutes).toHaveAccessibleDescription(`${message} From 1 to 1440 minutes.`)
    }
    await userEvent.clear(minutes)
    await userEvent.type(minutes, '90')
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
    await expect(args.onSetLimit).toHaveBeenCalledOnce()
    await expect(args.onSetLimit).toHaveBeenCalledWith({ kind: 'session', period: 'day', amount: 90 })
  },
}

/** A raise and a removal wait for their 24 hours: each says when it applies, with its Cancel. */
export const PendingRaise: Story = {
  args: { ...Default.args, settings: rgPending },
  play: async ({ args, canvas }) => {
    const deposit = limitRow(canvas, 'Deposit limit', 'Daily')
    await expect(
      deposit.getByText('Rises to $ 200.00 on 2026-11-21 15:30. Until then your current limit applies.'),
    ).toBeVisible()
    await expect(
      limitRow(canvas, 'Session time limit', 'Daily').getByText(
        'Removed on 2026-11-21 16:00. Until then your current limit applies.',
      ),
    ).toBeVisible()
    await userEvent.click(deposit.getByRole('button', { name: 'Cancel change: Deposit limit, Daily' }))
    await expect(args.onCancelPending).toHaveBeenCalledOnce()
    await expect(args.onCancelPending).toHaveBeenCalledWith({ kind: 'deposit', period: 'day' })
  },
}

/** The cancel of a pending change is being sent: its button waits. */
export const CancellingPending: Story = {
  args: { ...PendingRaise.args, cancelling: { kind: 'deposit', period: 'day' } },
  play: async ({ canvas }) => {
    await expect(limitRow(canvas, 'Deposit limit', 'Daily').getByRole('button', { name: 'Cancelling…' })).toBeDisabled()
  },
}

/** A limit used up: nothing is left until it renews, and the row says so in words, not colour alone. */
export const LimitReached: Story = {
  args: { ...Default.args, settings: rgReached },
  play: async ({ canvas }) => {
    const loss = limitRow(canvas, 'Loss limit', 'Daily')
    await expect(loss.getByText('Limit reached')).toBeVisible()
    await expect(loss.getAllByText('$ 50.00')).toHaveLength(2)
    await expect(loss.getByText('$ 0.00')).toBeVisible()
    await expect(limitRow(canvas, 'Session time limit', 'Weekly').getByText('Limit reached')).toBeVisible()
    await expect(canvas.getAllByText('Limit reached')).toHaveLength(2)
  },
}

/** The new limit is being sent: the form is read-only and its button waits. */
export const Saving: Story = {
  args: { ...Default.args, limitForm: { kind: 'deposit', period: 'day', saving: true } },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Deposit limit, Daily' }))
    const submit = form.getByRole('button', { name: 'Saving…' })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    await expect(form.getByRole('textbox', { name: 'Limit' })).toHaveAttribute('readonly')
    await userEvent.click(submit)
    await expect(args.onSetLimit).not.toHaveBeenCalled()
  },
}

/** The server refused the limit: its words show in the form. */
export const Refused: Story = {
  args: {
    ...Default.args,
    limitForm: { kind: 'session', period: 'day', error: 'amount: at most 1440 minutes in a day' },
  },
  play: async ({ canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Session time limit, Daily' }))
    await expect(form.getByRole('alert')).toHaveTextContent('amount: at most 1440 minutes in a day')
  },
}

/** The reality check's interval: off, 15, 30 or 60 minutes, sent with Save. */
export const RealityCheck: Story = {
  args: { ...Default.args, defaultTab: 'reality' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Every 30 minutes' })).toBeChecked()
    await userEvent.click(canvas.getByRole('radio', { name: 'Off' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onRealityCheck).toHaveBeenCalledOnce()
    await expect(args.onRealityCheck).toHaveBeenCalledWith(null)
    await userEvent.click(canvas.getByRole('radio', { name: 'Every 15 minutes' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onRealityCheck).toHaveBeenLastCalledWith(15)
  },
}

export const RealityCheckSaved: Story = {
  args: { ...RealityCheck.args, realityCheck: { saved: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved.')
  },
}

/** Time-out and self-exclusion: a length and a button each; the button asks for the confirm of that choice. */
export const TakeABreak: Story = {
  args: { ...Default.args, defaultTab: 'break' },
  play: async ({ args, canvas }) => {
    const timeout = within(canvas.getByRole('region', { name: 'Time-out' }))
    await userEvent.click(timeout.getByRole('radio', { name: '7 days' }))
    await userEvent.click(timeout.getByRole('button', { name: 'Take a time-out' }))
    await expect(args.onExclusionChange).toHaveBeenLastCalledWith({ kind: 'timeout', days: 7 })
    const exclusion = within(canvas.getByRole('region', { name: 'Self-exclusion' }))
    await expect(exclusion.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '183',
      '365',
      '1826',
      '0',
    ])
    await userEvent.click(exclusion.getByRole('radio', { name: 'Permanently' }))
    await userEvent.click(exclusion.getByRole('button', { name: 'Exclude myself' }))
    await expect(args.onExclusionChange).toHaveBeenLastCalledWith({ kind: 'self_exclusion', days: 0 })
    await expect(args.onExclude).not.toHaveBeenCalled()
  },
}

/** The confirm says plainly that it cannot be undone and that every session ends now. */
export const ExclusionConfirm: Story = {
  args: { ...Default.args, defaultTab: 'break', exclusion: { kind: 'self_exclusion', days: 365 } },
  render: renderWithDialog,
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Exclude yourself for 1 year?' })
    await expect(dialog).toHaveAccessibleDescription(
      'This cannot be undone: neither you nor customer service can end it early.',
    )
    await expect(within(dialog).getByText(/Every session of yours ends now/)).toBeVisible()
    await step('Exclude me reports the choice and leaves closing to the caller', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Exclude me' }))
      await expect(args.onExclude).toHaveBeenCalledOnce()
      await expect(args.onExclude).toHaveBeenCalledWith({ kind: 'self_exclusion', days: 365 })
      await expect(args.onExclusionChange).not.toHaveBeenCalled()
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
      await expect(args.onExclusionChange).toHaveBeenCalledOnce()
      await expect(args.onExclusionChange).toHaveBeenCalledWith(null)
    })
  },
}

/** A permanent self-exclusion says so in its title. */
export const PermanentConfirm: Story = {
  args: { ...ExclusionConfirm.args, exclusion: { kind: 'self_exclusion', days: 0 } },
  render: renderWithDialog,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Exclude yourself permanently?' })).toBeVisible()
  },
}

/** The exclusion is being sent: both buttons wait, and Esc does not close it. */
export const Excluding: Story = {
  args: { ...Default.args, defaultTab: 'break', exclusion: { kind: 'timeout', days: 1, saving: true } },
  render: renderWithDialog,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 24 hours?' })
    const busy = within(dialog).getByRole('button', { name: 'Ending your sessions…' })
    await expect(busy).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(busy)
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onExclude).not.toHaveBeenCalled()
    await expect(args.onExclusionChange).not.toHaveBeenCalled()
  },
}

/** The server refused the exclusion: its words show in the dialog. */
export const ExclusionRefused: Story = {
  args: {
    ...Default.args,
    defaultTab: 'break',
    exclusion: { kind: 'timeout', days: 7, error: 'Something went wrong. Please try again.' },
  },
  render: renderWithDialog,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Take a time-out of 7 days?' })
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.')
  },
}

/** A year of months: the net of each as a chart, and every figure in a table, newest month first, with totals. */
export const Statement: Story = {
  args: { ...Default.args, defaultTab: 'statement' },
  play: async ({ canvas }) => {
    const chart = canvas.getByRole('figure', { name: /Net result by month/ })
    await expect(chart).toHaveTextContent('Last 12 months, in total: $ -206.50')
    const table = canvas.getByRole('table', { name: 'Monthly statement' })
    const rows = within(table).getAllByRole('row')
    await expect(rows[1]).toHaveTextContent('November 2026$ 150.00$ 0.00$ 320.50$ 200.00$ -120.50')
    await expect(rows.at(-1)).toHaveTextContent('Total$ 1,900.00$ 470.00$ 4,570.50$ 4,364.00$ -206.50')
  },
}

/** Nothing happened in any month: a quiet message, no chart. */
export const StatementEmpty: Story = {
  args: { ...Default.args, defaultTab: 'statement', statement: { status: 'idle', months: rgStatementQuiet } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show yet')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByRole('figure')).toBeNull()
  },
}

export const StatementError: Story = {
  args: { ...Default.args, defaultTab: 'statement', statement: { status: 'error', months: [] } },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "The statement couldn't be loaded", args.onRetryStatement),
}

/** A currency without decimals (VND): whole dong only. */
export const WholeCurrency: Story = {
  args: {
    ...Default.args,
    settings: { ...rgSettings, currency: 'VND' },
    limitForm: { kind: 'wager', period: 'month' },
  },
  play: async ({ args, canvas }) => {
    const form = within(canvas.getByRole('form', { name: 'Wager limit, Monthly' }))
    const amount = form.getByRole('textbox', { name: 'Limit' })
    await expect(amount).toHaveValue('100000')
    await userEvent.clear(amount)
    await userEvent.type(amount, '2500000.5')
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
    await expect(amount).toHaveAccessibleDescription('Enter a whole number, without decimals.')
    await userEvent.clear(amount)
    await userEvent.type(amount, '2,500,000')
    await userEvent.click(form.getByRole('button', { name: 'Save limit' }))
    await expect(args.onSetLimit).toHaveBeenCalledOnce()
    await expect(args.onSetLimit).toHaveBeenCalledWith({ kind: 'wager', period: 'month', amount: 2_500_000 })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', settings: null },
  play: ({ canvas }) => expectLoading(canvas),
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: ({ args, canvas }) => expectRetryAlert(canvas, "Your settings couldn't be loaded", args.onRetry),
}

export const Mobile: Story = {
  args: { ...Default.args, limitForm: { kind: 'deposit', period: 'week' } },
  globals: mobileGlobals,
  play: ({ canvasElement }) => expectPhoneWidth(canvasElement, 'responsible-gaming-panel', 'Save limit'),
}

/** On a phone the statement's table becomes a card a month. */
export const MobileStatement: Story = {
  args: { ...Default.args, defaultTab: 'statement' },
  globals: mobileGlobals,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('figure', { name: /Net result by month/ })).toBeVisible()
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="responsible-gaming-panel"]')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  },
}

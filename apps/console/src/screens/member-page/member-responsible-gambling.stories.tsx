import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { rgExcluded, rgNoneSet, rgPermanent, rgWithPending } from '../../fixtures/responsible-gambling.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { MemberResponsibleGambling } from './member-responsible-gambling.tsx'

const words = copy.responsibleGambling
const closed = { open: null, saving: false, error: '', fieldErrors: {} }

const meta = {
  title: 'Console/MemberResponsibleGambling',
  component: MemberResponsibleGambling,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    account: 'demo01',
    canManage: true,
    formatTime: storyTime,
    status: 'ready',
    view: rgWithPending,
    errorMessage: '',
    onRetry: fn(),
    impose: closed,
    onOpen: fn(),
    onImposeLimit: fn(),
    onImposeExclusion: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <PortalFrame>{(container) => <MemberResponsibleGambling {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof MemberResponsibleGambling>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const table = (canvas: Canvas, name: string) => within(canvas.getByRole('table', { name }))
const rowOf = (canvas: Canvas, tableName: string, header: string) =>
  table(canvas, tableName).getByRole('rowheader', { name: header }).closest('tr')
const findDialog = (name: string) => screen.findByRole('dialog', { name })

export const Loading: Story = {
  args: { status: 'loading', view: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: words.title })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.queryByRole('button', { name: words.imposeLimit })).toBeNull()
  },
}

export const LoadFailed: Story = {
  args: { status: 'error', view: null, errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.loadFailed)
    await userEvent.click(canvas.getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NoneSet: Story = {
  args: { view: rgNoneSet },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.noLimits)).toBeVisible()
    await expect(canvas.getByText(words.noExclusions)).toBeVisible()
    await expect(canvas.getByText(words.realityCheckOff)).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
    await expect(canvas.queryByText(words.excludedForever)).toBeNull()
  },
}

export const SetWithPending: Story = {
  play: async ({ args, canvas, step }) => {
    await step('only the limits set, each with what is in force, waiting, used, left and when it renews', async () => {
      await expect(table(canvas, words.limitsCaption).getAllByRole('row')).toHaveLength(4)
      const deposit = rowOf(canvas, words.limitsCaption, words.limitName('deposit', 'day'))
      await expect(deposit).toHaveTextContent('$ 50.00')
      await expect(deposit).toHaveTextContent(words.pendingAt('$ 200.00', '2026-11-21 12:00 UTC'))
      await expect(deposit).toHaveTextContent('$ 20.00')
      await expect(deposit).toHaveTextContent('$ 30.00')
      await expect(deposit).toHaveTextContent('2026-11-21 04:00 UTC')
      const loss = rowOf(canvas, words.limitsCaption, words.limitName('loss', 'week'))
      await expect(loss).toHaveTextContent('$ 125.00')
      await expect(loss).toHaveTextContent('$ 0.00')
      const session = rowOf(canvas, words.limitsCaption, words.limitName('session', 'day'))
      await expect(session).toHaveTextContent(words.minutes(90))
      await expect(session).toHaveTextContent(words.pendingAt(words.removal, '2026-11-21 09:15 UTC'))
    })
    await step('the reality check and the exclusions, an ended one marked so', async () => {
      await expect(canvas.getByText(words.realityCheckEvery(30))).toBeVisible()
      const ended = rowOf(canvas, words.exclusionsCaption, words.exclusionKinds.timeout)
      await expect(ended).toHaveTextContent(words.length(7))
      await expect(ended).toHaveTextContent(words.byMember)
      await expect(ended).toHaveTextContent(words.ended)
    })
    await step('Impose limit and Impose exclusion ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.imposeLimit }))
      await expect(args.onOpen).toHaveBeenCalledWith('limit')
      await userEvent.click(canvas.getByRole('button', { name: words.imposeExclusion }))
      await expect(args.onOpen).toHaveBeenCalledWith('exclusion')
    })
    await step('nothing offers to lift, raise or remove', async () => {
      const buttons = canvas.getAllByRole('button').map((button) => button.textContent)
      await expect(buttons).toEqual([words.imposeLimit, words.imposeExclusion])
    })
  },
}

export const Excluded: Story = {
  args: { view: rgExcluded },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.excludedUntil('timeout', '2026-11-27 16:30 UTC'))).toBeVisible()
    const rows = table(canvas, words.exclusionsCaption).getAllByRole('row').slice(1)
    await expect(rows[0]).toHaveTextContent(words.byOperator('support01'))
    await expect(rows[0]).toHaveTextContent(words.running)
    await expect(rows[0]).toHaveTextContent('2026-11-27 16:30 UTC')
    await expect(rows[1]).toHaveTextContent(words.length(1))
    await expect(rows[1]).toHaveTextContent(words.ended)
  },
}

export const Permanent: Story = {
  args: { view: rgPermanent },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.excludedForever)).toBeVisible()
    const row = rowOf(canvas, words.exclusionsCaption, words.exclusionKinds.self_exclusion)
    await expect(row).toHaveTextContent(words.length(0))
    await expect(row).toHaveTextContent(words.forever)
  },
}

/** Finance and the auditor: the part shows, nothing can be imposed. */
export const ReadOnly: Story = {
  args: { canManage: false, view: rgExcluded },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.readOnly)).toBeVisible()
    await expect(canvas.queryByRole('button')).toBeNull()
    await expect(canvas.queryByRole('group', { name: words.impose })).toBeNull()
    await expect(table(canvas, words.limitsCaption).getAllByRole('row')).toHaveLength(4)
    await expect(args.onOpen).not.toHaveBeenCalled()
  },
}

export const ImposeLimit: Story = {
  args: { impose: { ...closed, open: 'limit' } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.limitTitle('demo01')))
    const amount = () => dialog.getByRole('textbox', { name: words.fields.amount })
    await step('the limit in force for the choice is named', async () => {
      await expect(amount()).toHaveAccessibleDescription(expect.stringContaining(words.inForceHint('$ 50.00')))
    })
    await step('an empty or malformed amount is named under it, nothing is sent', async () => {
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(dialog.getByText(words.amountRequired)).toBeVisible()
      await expect(amount()).toHaveFocus()
      await userEvent.type(amount(), '12.345')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(dialog.getByText(words.amountDigits('USD'))).toBeVisible()
      await expect(args.onImposeLimit).not.toHaveBeenCalled()
    })
    await step('a lower amount is sent in minor units', async () => {
      await userEvent.clear(amount())
      await userEvent.type(amount(), '30.00')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(args.onImposeLimit).toHaveBeenCalledWith({ kind: 'deposit', period: 'day', amount: 3000 })
    })
    await step('a session limit is minutes, at most the period', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: words.fields.kind }), 'session')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: words.fields.period }), 'week')
      const minutes = dialog.getByRole('textbox', { name: words.fields.minutes })
      await expect(minutes).toHaveAccessibleDescription(expect.stringContaining(words.noneInForce))
      await userEvent.clear(minutes)
      await userEvent.type(minutes, '20000')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(dialog.getByText(words.minutesTooMany(10_080))).toBeVisible()
      await userEvent.clear(minutes)
      await userEvent.type(minutes, '600')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(args.onImposeLimit).toHaveBeenLastCalledWith({ kind: 'session', period: 'week', amount: 600 })
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.content.cancel }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
    })
  },
}

/** The server refused it (180: not tighter than the limit in force): its words in the dialog, which stays open. */
export const ImposeLimitRefused: Story = {
  args: {
    impose: {
      ...closed,
      open: 'limit',
      error: words.refused('an operator may only tighten a limit: this amount is not below the limit in force'),
    },
  },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.limitTitle('demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent('an operator may only tighten a limit')
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const ImposeLimitFieldRefused: Story = {
  args: {
    impose: { ...closed, open: 'limit', fieldErrors: { 'limit.amount': words.serverRefused('at most 1440') } },
  },
  play: async () => {
    const dialog = within(await findDialog(words.limitTitle('demo01')))
    const amount = dialog.getByRole('textbox', { name: words.fields.amount })
    await expect(dialog.getByText(words.serverRefused('at most 1440'))).toBeVisible()
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveFocus()
    await userEvent.type(amount, '1')
    await expect(dialog.queryByText(words.serverRefused('at most 1440'))).toBeNull()
  },
}

export const ImposingLimit: Story = {
  args: { impose: { ...closed, open: 'limit', saving: true } },
  play: async ({ args, canvas }) => {
    const dialog = within(await findDialog(words.limitTitle('demo01')))
    const send = dialog.getByRole('button', { name: words.imposing })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(send)
    await expect(args.onImposeLimit).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.content.cancel })).toBeDisabled()
    const behind = canvas.getByRole('button', { name: words.imposeExclusion, hidden: true })
    await expect(behind).toHaveAttribute('aria-disabled', 'true')
  },
}

export const ImposeExclusion: Story = {
  args: { impose: { ...closed, open: 'exclusion' } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.exclusionTitle('demo01')))
    const days = () => dialog.getByRole('combobox', { name: words.fields.days })
    await step('a time-out offers 24 hours, 7 and 30 days', async () => {
      await expect(dialog.getByText(words.exclusionDescription)).toBeVisible()
      const options = within(days())
        .getAllByRole('option')
        .map((option) => option.textContent)
      await expect(options).toEqual([words.length(1), words.length(7), words.length(30)])
      await userEvent.selectOptions(days(), '7')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(args.onImposeExclusion).toHaveBeenCalledWith({ kind: 'timeout', days: 7 })
    })
    await step('a self-exclusion offers 6 months to permanently', async () => {
      await userEvent.selectOptions(
        dialog.getByRole('combobox', { name: words.fields.exclusionKind }),
        'self_exclusion',
      )
      const options = within(days())
        .getAllByRole('option')
        .map((option) => option.textContent)
      await expect(options).toEqual([words.length(183), words.length(365), words.length(1826), words.length(0)])
      await userEvent.selectOptions(days(), '0')
      await userEvent.click(dialog.getByRole('button', { name: words.impose }))
      await expect(args.onImposeExclusion).toHaveBeenLastCalledWith({ kind: 'self_exclusion', days: 0 })
    })
  },
}

export const ImposeExclusionWhileExcluded: Story = {
  args: { view: rgExcluded, impose: { ...closed, open: 'exclusion' } },
  play: async () => {
    const dialog = within(await findDialog(words.exclusionTitle('demo01')))
    await expect(dialog.getByText(words.exclusionLonger('2026-11-27 16:30 UTC'))).toBeVisible()
  },
}

export const ImposeExclusionFailed: Story = {
  args: { impose: { ...closed, open: 'exclusion', error: words.failed(copy.failure.timeout) } },
  play: async () => {
    const dialog = within(await findDialog(words.exclusionTitle('demo01')))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const Tablet: Story = {
  globals: tabletGlobals,
}

export const TabletDialog: Story = {
  args: { impose: { ...closed, open: 'limit' } },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findDialog(words.limitTitle('demo01'))).toBeVisible()
  },
}

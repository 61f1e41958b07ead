import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { gameProviders, manyProviders } from '../../fixtures/games.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { GameProviders } from './game-providers.tsx'

const axolotl = gameProviders[0]!
const lantern = gameProviders[1]!

const meta = {
  title: 'Console/GameProviders',
  component: GameProviders,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: gameProviders,
    onRetry: fn(),
    canManage: true,
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    notice: null,
    onEdit: fn(),
    onSave: fn(),
    onCancel: fn(),
    formatTime: storyTime,
  },
  render: (args) => <PortalFrame>{(container) => <GameProviders {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof GameProviders>

export default meta
type Story = StoryObj<typeof meta>

const tableOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('table', { name: copy.games.providersCaption })
const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(tableOf(canvas))
    .getByRole('rowheader', { name: new RegExp(name) })
    .closest('tr')!
const findEditor = (name: string) => screen.findByRole('dialog', { name: copy.games.editTitle(name) })

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const headers = within(tableOf(canvas)).getAllByRole('columnheader')
    await expect(headers.map((h) => h.textContent)).toEqual(Object.values(copy.games.providerColumns))
    const lanternRow = within(rowOf(canvas, 'Lantern'))
    await expect(lanternRow.getByText(copy.games.inMaintenance)).toBeVisible()
    await expect(lanternRow.getByText(copy.games.window('2026-11-20 02:00 UTC', '2026-11-20 04:00 UTC'))).toBeVisible()
    await expect(lanternRow.getByText(copy.games.openModes.modal)).toBeVisible()
    await expect(lanternRow.getByText(copy.games.gamesOn(10, 12))).toBeVisible()
    await expect(within(rowOf(canvas, 'Eastern')).getAllByText(copy.games.off)).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: copy.games.editProvider('Axolotl Reels') }))
    await expect(args.onEdit).toHaveBeenCalledWith(axolotl)
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.games.readOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull()
    await expect(
      within(tableOf(canvas)).queryByRole('columnheader', { name: copy.games.providerColumns.actions }),
    ).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.games.providersLoading)
  },
}

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.games.providersEmptyTitle)).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(copy.games.forbiddenWhat))
  },
}

export const LongList: Story = {
  args: { rows: manyProviders(40) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.games.providerCount(40))).toBeVisible()
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', text: copy.games.saved('Axolotl Reels') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.games.saved('Axolotl Reels'))).toBeVisible()
  },
}

export const EditDialog: Story = {
  args: { editing: lantern },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor("Dealer's Lantern"))
    await step('the provider as it is', async () => {
      await expect(dialog.getByRole('switch', { name: copy.games.enabled })).toBeChecked()
      await expect(dialog.getByRole('switch', { name: copy.games.transfers })).toBeChecked()
      await expect(dialog.getByRole('combobox', { name: copy.games.openMode })).toHaveValue('modal')
    })
    await step('turned off, opening in a window, the window ended: reported as a draft', async () => {
      await userEvent.click(dialog.getByRole('switch', { name: copy.games.enabled }))
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: copy.games.openMode }), 'window')
      await userEvent.clear(dialog.getByLabelText(copy.games.from))
      await userEvent.clear(dialog.getByLabelText(copy.games.until))
      await userEvent.click(dialog.getByRole('button', { name: copy.games.save }))
      await expect(args.onSave).toHaveBeenCalledWith({
        gp_id: 'GPDL',
        enabled: false,
        transfers_enabled: true,
        open_mode: 'window',
        maintenance: null,
      })
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.games.cancel }))
      await expect(args.onCancel).toHaveBeenCalled()
    })
  },
}

export const KeepsItsWindow: Story = {
  args: { editing: lantern },
  play: async ({ args }) => {
    const dialog = within(await findEditor("Dealer's Lantern"))
    await userEvent.click(dialog.getByRole('button', { name: copy.games.save }))
    // Untouched fields keep their exact instants.
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        maintenance: { start_at: lantern.maintain_start_at, end_at: lantern.maintain_end_at },
        open_mode: 'modal',
      }),
    )
  },
}

export const WindowEndsBeforeItStarts: Story = {
  args: { editing: axolotl },
  play: async ({ args }) => {
    const dialog = within(await findEditor('Axolotl Reels'))
    await userEvent.type(dialog.getByLabelText(copy.games.from), '2026-12-01T10:00')
    await userEvent.type(dialog.getByLabelText(copy.games.until), '2026-12-01T09:00')
    await userEvent.click(dialog.getByRole('button', { name: copy.games.save }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.games.untilBeforeFrom)
    await expect(dialog.getByLabelText(copy.games.until)).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const WindowWithOneEnd: Story = {
  args: { editing: axolotl },
  play: async ({ args }) => {
    const dialog = within(await findEditor('Axolotl Reels'))
    await userEvent.type(dialog.getByLabelText(copy.games.until), '2026-12-01T09:00')
    await userEvent.click(dialog.getByRole('button', { name: copy.games.save }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.games.fromRequired)
    await expect(dialog.getByLabelText(copy.games.from)).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const ServerRefusedAField: Story = {
  args: {
    editing: axolotl,
    fieldErrors: { 'maintenance.end_at': copy.games.serverRefused('end_at after start_at') },
  },
  play: async () => {
    const dialog = within(await findEditor('Axolotl Reels'))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.games.serverRefused('end_at after start_at'))
  },
}

export const Saving: Story = {
  args: { editing: axolotl, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findEditor('Axolotl Reels'))
    const save = dialog.getByRole('button', { name: copy.games.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { editing: axolotl, saveError: copy.games.saveFailed(copy.failure.timeout) },
  play: async () => {
    const dialog = within(await findEditor('Axolotl Reels'))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

export const Tablet: Story = {
  globals: tabletGlobals,
}

export const TabletEditDialog: Story = {
  args: { editing: lantern },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findEditor("Dealer's Lantern")).toBeVisible()
  },
}

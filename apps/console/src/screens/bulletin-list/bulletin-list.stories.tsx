import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { BULLETIN_NOW, manyBulletins, siteBulletins } from '../../fixtures/bulletins.ts'
import { PortalFrame, storyTime, tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { localInputValue } from '../../lib/local-time.ts'
import { BulletinList } from './bulletin-list.tsx'

const [scheduled, live, , ended] = siteBulletins as [
  (typeof siteBulletins)[number],
  (typeof siteBulletins)[number],
  (typeof siteBulletins)[number],
  (typeof siteBulletins)[number],
]

const meta = {
  title: 'Console/BulletinList',
  component: BulletinList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: siteBulletins,
    total: siteBulletins.length,
    page: 1,
    pageSize: 20,
    now: BULLETIN_NOW,
    onPage: fn(),
    onRetry: fn(),
    canManage: true,
    notice: null,
    displayFrequency: 1,
    frequencyAsking: null,
    frequencySaving: false,
    frequencyError: '',
    onFrequencyAsk: fn(),
    onFrequencyConfirm: fn(),
    onFrequencyCancel: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onEnd: fn(),
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    onSave: fn(),
    onEditCancel: fn(),
    ending: null,
    endingBusy: false,
    endError: '',
    onEndConfirm: fn(),
    onEndCancel: fn(),
    formatTime: storyTime,
    clock: () => BULLETIN_NOW,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => <PortalFrame>{(container) => <BulletinList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof BulletinList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: copy.bulletins.caption }))
const rowOf = (canvas: Canvas, title: string) =>
  within(tableOf(canvas).getByRole('rowheader', { name: title }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })
const findEndDialog = () => screen.findByRole('dialog', { name: copy.bulletins.endTitle })
const frequency = copy.bulletins.frequency
const frequencyOf = (canvas: Canvas) => within(canvas.getByRole('region', { name: frequency.title }))
const findFrequencyDialog = (value: 0 | 1) => screen.findByRole('dialog', { name: frequency.confirmTitle[value] })
/** Sets a field's value at once, as picking a date and a time does. */
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
/** The instant a `datetime-local` value names in this browser's zone. */
const local = (value: string) => new Date(value).toISOString()

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the columns, and each bulletin’s device, audience, location, window and state', async () => {
      const headers = tableOf(canvas)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      await expect(headers).toEqual(Object.values(copy.bulletins.columns))
      const first = rowOf(canvas, scheduled.display_content)
      await expect(first.getByText(copy.bulletins.devices[1])).toBeVisible()
      await expect(first.getByText(copy.bulletins.audiences.members)).toBeVisible()
      await expect(first.getByText(copy.bulletins.locations[3])).toBeVisible()
      await expect(first.getByText('2026-11-22 00:00 UTC')).toBeVisible()
      await expect(first.getByText('2026-11-23 04:00 UTC')).toBeVisible()
      await expect(first.getByText(copy.bulletins.states.scheduled)).toBeVisible()
      const second = rowOf(canvas, live.display_content)
      await expect(second.getByText(copy.bulletins.devices[2])).toBeVisible()
      await expect(second.getByText(copy.bulletins.audiences.visitors)).toBeVisible()
      await expect(second.getByText(copy.bulletins.locations[2])).toBeVisible()
      await expect(second.getByText(copy.bulletins.states.live)).toBeVisible()
      const third = rowOf(canvas, 'New slots from GPSLOT')
      await expect(third.getByText(copy.bulletins.devices[0])).toBeVisible()
      await expect(third.getByText(copy.bulletins.audiences.all)).toBeVisible()
      await expect(third.getByText(copy.bulletins.locations[0])).toBeVisible()
      await expect(third.getByText(copy.bulletins.noEnd)).toBeVisible()
      await expect(rowOf(canvas, ended.display_content).getByText(copy.bulletins.states.ended)).toBeVisible()
      await expect(canvas.getByText(copy.bulletins.count(4))).toBeVisible()
    })
    await step('End only on a live or scheduled bulletin; Edit on every one', async () => {
      await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(4)
      await expect(canvas.getAllByRole('button', { name: /^End / })).toHaveLength(3)
      await expect(canvas.queryByRole('button', { name: copy.bulletins.endBulletin(ended.display_content) })).toBeNull()
    })
    await step('New bulletin, Edit and End ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.bulletins.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: copy.bulletins.editBulletin(live.display_content) }))
      await expect(args.onEdit).toHaveBeenCalledWith(live)
      await userEvent.click(canvas.getByRole('button', { name: copy.bulletins.endBulletin(scheduled.display_content) }))
      await expect(args.onEnd).toHaveBeenCalledWith(scheduled)
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas, step }) => {
    await step('no New, Edit, End nor actions column', async () => {
      await expect(canvas.queryByRole('button', { name: copy.bulletins.create })).toBeNull()
      await expect(canvas.queryByRole('button', { name: /^(Edit|End) / })).toBeNull()
      await expect(tableOf(canvas).queryByRole('columnheader', { name: copy.bulletins.columns.actions })).toBeNull()
    })
    await step('the display frequency is shown, not offered', async () => {
      const setting = frequencyOf(canvas)
      await expect(setting.getByText(frequency.options[1])).toBeVisible()
      await expect(setting.getByText(frequency.explain[1])).toBeVisible()
      await expect(setting.queryByRole('button')).toBeNull()
      await expect(setting.queryByRole('group')).toBeNull()
    })
  },
}

/** The auditor, on a site that shows the bulletins once until one changes. */
export const ReadOnlyOnce: Story = {
  args: { ...Default.args, canManage: false, displayFrequency: 0 },
  play: async ({ canvas }) => {
    const setting = frequencyOf(canvas)
    await expect(setting.getByText(frequency.options[0])).toBeVisible()
    await expect(setting.getByText(frequency.explain[0])).toBeVisible()
    await expect(setting.queryByRole('button')).toBeNull()
  },
}

export const FrequencyEveryVisit: Story = {
  args: { ...Default.args, displayFrequency: 1 },
  play: async ({ args, canvas, step }) => {
    const choice = within(frequencyOf(canvas).getByRole('group', { name: frequency.title }))
    const everyVisit = choice.getByRole('button', { name: frequency.options[1] })
    const once = choice.getByRole('button', { name: frequency.options[0] })
    await step('the site’s setting is pressed, and said', async () => {
      await expect(everyVisit).toHaveAttribute('aria-pressed', 'true')
      await expect(once).toHaveAttribute('aria-pressed', 'false')
      await expect(frequencyOf(canvas).getByText(frequency.explain[1])).toBeVisible()
    })
    await step('the setting itself asks nothing; the other asks to confirm it', async () => {
      await userEvent.click(everyVisit)
      await expect(args.onFrequencyAsk).not.toHaveBeenCalled()
      await userEvent.click(once)
      await expect(args.onFrequencyAsk).toHaveBeenCalledOnce()
      await expect(args.onFrequencyAsk).toHaveBeenCalledWith(0)
    })
  },
}

export const FrequencyOnce: Story = {
  args: { ...Default.args, displayFrequency: 0 },
  play: async ({ args, canvas }) => {
    const choice = within(frequencyOf(canvas).getByRole('group', { name: frequency.title }))
    await expect(choice.getByRole('button', { name: frequency.options[0] })).toHaveAttribute('aria-pressed', 'true')
    await expect(frequencyOf(canvas).getByText(frequency.explain[0])).toBeVisible()
    await userEvent.click(choice.getByRole('button', { name: frequency.options[1] }))
    await expect(args.onFrequencyAsk).toHaveBeenCalledOnce()
    await expect(args.onFrequencyAsk).toHaveBeenCalledWith(1)
  },
}

export const FrequencyConfirmOnce: Story = {
  args: { ...Default.args, displayFrequency: 1, frequencyAsking: 0 },
  play: async ({ args }) => {
    const dialog = within(await findFrequencyDialog(0))
    await expect(dialog.getByText(frequency.confirmBody[0])).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: frequency.confirm[0] }))
    await expect(args.onFrequencyConfirm).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.cancel }))
    await expect(args.onFrequencyCancel).toHaveBeenCalledOnce()
  },
}

export const FrequencyConfirmEveryVisit: Story = {
  args: { ...Default.args, displayFrequency: 0, frequencyAsking: 1 },
  play: async ({ args }) => {
    const dialog = within(await findFrequencyDialog(1))
    await expect(dialog.getByText(frequency.confirmBody[1])).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: frequency.confirm[1] }))
    await expect(args.onFrequencyConfirm).toHaveBeenCalledOnce()
  },
}

export const FrequencySaving: Story = {
  args: { ...Default.args, displayFrequency: 1, frequencyAsking: 0, frequencySaving: true },
  play: async ({ args }) => {
    const dialog = within(await findFrequencyDialog(0))
    const confirm = dialog.getByRole('button', { name: frequency.saving })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onFrequencyConfirm).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.bulletins.cancel })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(args.onFrequencyCancel).not.toHaveBeenCalled()
  },
}

export const FrequencyFailed: Story = {
  args: {
    ...Default.args,
    displayFrequency: 1,
    frequencyAsking: 0,
    frequencyError: frequency.failed('No such site.'),
  },
  play: async ({ args }) => {
    const dialog = within(await findFrequencyDialog(0))
    await expect(dialog.getByRole('alert')).toHaveTextContent(frequency.failed('No such site.'))
    await userEvent.click(dialog.getByRole('button', { name: frequency.confirm[0] }))
    await expect(args.onFrequencyConfirm).toHaveBeenCalledOnce()
  },
}

export const FrequencyChanged: Story = {
  args: { ...Default.args, displayFrequency: 0, notice: { tone: 'success', text: frequency.changed[0] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(frequency.changed[0])
    const choice = within(frequencyOf(canvas).getByRole('group', { name: frequency.title }))
    await expect(choice.getByRole('button', { name: frequency.options[0] })).toHaveAttribute('aria-pressed', 'true')
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [], total: 0, displayFrequency: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.bulletins.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
    // The setting comes with the list: nothing is said of it before.
    await expect(canvas.queryByRole('region', { name: frequency.title })).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [], total: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(copy.bulletins.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(copy.bulletins.emptyBody)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: copy.bulletins.create }))
    await expect(args.onCreate).toHaveBeenCalledOnce()
  },
}

export const EmptyReadOnly: Story = {
  args: { ...Empty.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.bulletins.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(copy.bulletins.emptyBodyReadOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: copy.bulletins.create })).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], total: 0, errorMessage: copy.failure.busy },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.bulletins.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.busy)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.forbidden.title)
    await expect(alert).toHaveTextContent(copy.forbidden.body(copy.bulletins.forbiddenWhat))
    await expect(canvas.queryByRole('button', { name: copy.bulletins.create })).toBeNull()
  },
}

export const Pages: Story = {
  args: { ...Default.args, rows: manyBulletins(20, 80), total: 45, page: 2 },
  play: async ({ args, canvas }) => {
    const pager = canvas.getByRole('navigation', { name: copy.bulletins.pages })
    await expect(within(pager).getByText('Page 2 of 3')).toBeVisible()
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }))
    await expect(args.onPage).toHaveBeenCalledWith(1)
  },
}

export const Published: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: copy.bulletins.published } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.bulletins.published)
  },
}

export const Saved: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: copy.bulletins.saved } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.bulletins.saved)
  },
}

export const BulletinGone: Story = {
  args: { ...Default.args, notice: { tone: 'error', text: copy.bulletins.notFound } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.bulletins.notFound)
  },
}

export const NewBulletin: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(copy.bulletins.newTitle))
    const fields = copy.bulletins.fields
    const title = dialog.getByRole('textbox', { name: fields.title })
    const body = dialog.getByRole('textbox', { name: fields.body })
    const from = dialog.getByLabelText(fields.from)
    const until = dialog.getByLabelText(fields.until)
    const save = dialog.getByRole('button', { name: copy.bulletins.save })
    await step('empty fields, the defaults: every device, everyone, the site’s pages, from now, no end', async () => {
      await expect(title).toHaveValue('')
      await expect(body).toHaveAccessibleDescription(copy.bulletins.bodyHint)
      await expect(dialog.getByRole('combobox', { name: fields.device })).toHaveValue('0')
      await expect(dialog.getByRole('combobox', { name: fields.audience })).toHaveValue('all')
      const location = dialog.getByRole('combobox', { name: fields.location })
      await expect(location).toHaveValue('2')
      await expect(location).toHaveAccessibleDescription(copy.bulletins.locationHint)
      await expect(
        within(location)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([copy.bulletins.locations[0], copy.bulletins.locations[2], copy.bulletins.locations[3]])
      await expect(from).toHaveValue('')
      await expect(from).toHaveAccessibleDescription(copy.bulletins.fromHint)
      await expect(until).toHaveAccessibleDescription(copy.bulletins.untilHint)
    })
    await step('nothing filled: each problem under its field, the first focused; nothing is sent', async () => {
      await userEvent.click(save)
      await expect(title).toHaveAccessibleDescription(
        `${copy.bulletins.titleRequired} ${copy.bulletins.titleHint(0, 200)}`,
      )
      await expect(body).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        copy.bulletins.titleRequired,
        copy.bulletins.bodyRequired,
      ])
      await expect(title).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('an end before the start is refused under Until', async () => {
      await userEvent.type(title, '  Holiday hours ')
      await userEvent.type(body, '<p>Open all week.</p>')
      await pick(from, '2026-11-25T09:00')
      await pick(until, '2026-11-24T09:00')
      await userEvent.click(save)
      await expect(dialog.getByRole('alert')).toHaveTextContent(copy.bulletins.untilBeforeFrom)
      await expect(until).toHaveAttribute('aria-invalid', 'true')
      await expect(until).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good draft is reported: the title trimmed, the times as instants in UTC', async () => {
      await pick(until, '2026-12-01T09:00')
      await expect(dialog.queryByRole('alert')).toBeNull()
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.device }), '2')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.audience }), 'members')
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        display_content: 'Holiday hours',
        content: '<p>Open all week.</p>',
        display_device: 2,
        target: 'members',
        display_location: 2,
        start_at: local('2026-11-25T09:00'),
        end_at: local('2026-12-01T09:00'),
      })
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.cancel }))
      await expect(args.onEditCancel).toHaveBeenCalledOnce()
    })
  },
}

export const NewFromNowWithoutEnd: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(copy.bulletins.newTitle))
    await userEvent.type(dialog.getByRole('textbox', { name: copy.bulletins.fields.title }), 'Now')
    await userEvent.type(dialog.getByRole('textbox', { name: copy.bulletins.fields.body }), 'Hello')
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
    // No start: the call's default, now. No end: null.
    await expect(args.onSave).toHaveBeenCalledWith({
      display_content: 'Now',
      content: 'Hello',
      display_device: 0,
      target: 'all',
      display_location: 2,
      end_at: null,
    })
  },
}

export const TooLong: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(copy.bulletins.newTitle))
    await pick(dialog.getByRole('textbox', { name: copy.bulletins.fields.title }), 'x'.repeat(201))
    await pick(dialog.getByRole('textbox', { name: copy.bulletins.fields.body }), 'y'.repeat(20_001))
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      copy.bulletins.titleTooLong(200),
      copy.bulletins.bodyTooLong(20_000),
    ])
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** A new bulletin placed where members see it: each choice goes out as its `display_location`. */
const newAt = (location: 0 | 2 | 3): Story => ({
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(copy.bulletins.newTitle))
    const fields = copy.bulletins.fields
    await userEvent.type(dialog.getByRole('textbox', { name: fields.title }), 'Where')
    await userEvent.type(dialog.getByRole('textbox', { name: fields.body }), 'Here')
    const select = dialog.getByRole('combobox', { name: fields.location })
    await userEvent.selectOptions(select, copy.bulletins.locations[location])
    await expect(select).toHaveValue(String(location))
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ display_location: location }))
  },
})
export const NewOnEveryPage = newAt(0)
export const NewOnSitePages = newAt(2)
export const NewOnDepositPage = newAt(3)

export const ServerRefusedLocation: Story = {
  args: {
    ...Default.args,
    editing: live,
    fieldErrors: { display_location: copy.bulletins.serverRefused('Invalid input') },
  },
  play: async () => {
    const dialog = within(await findEditor(copy.bulletins.editTitle))
    const location = dialog.getByRole('combobox', { name: copy.bulletins.fields.location })
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.bulletins.serverRefused('Invalid input'))
    await expect(location).toHaveAttribute('aria-invalid', 'true')
    await expect(location).toHaveFocus()
    await userEvent.selectOptions(location, copy.bulletins.locations[3])
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const EditBulletin: Story = {
  args: { ...Default.args, editing: scheduled },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(copy.bulletins.editTitle))
    const fields = copy.bulletins.fields
    await step('the bulletin’s own values, its times on this clock', async () => {
      await expect(dialog.getByRole('textbox', { name: fields.title })).toHaveValue(scheduled.display_content)
      await expect(dialog.getByRole('textbox', { name: fields.body })).toHaveValue(scheduled.content)
      await expect(dialog.getByRole('combobox', { name: fields.device })).toHaveValue('1')
      await expect(dialog.getByRole('combobox', { name: fields.audience })).toHaveValue('members')
      await expect(dialog.getByRole('combobox', { name: fields.location })).toHaveValue('3')
      await expect(dialog.getByLabelText(fields.from)).toHaveValue(localInputValue(scheduled.start_at))
      await expect(dialog.getByLabelText(fields.until)).toHaveValue(localInputValue(scheduled.end_at))
    })
    await step('saved as it is, it keeps its id and its instants', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
      await expect(args.onSave).toHaveBeenCalledWith({
        id: scheduled.id,
        display_content: scheduled.display_content,
        content: scheduled.content,
        display_device: 1,
        target: 'members',
        display_location: 3,
        start_at: scheduled.start_at,
        end_at: scheduled.end_at,
      })
    })
    await step('emptied Until means no end', async () => {
      await userEvent.clear(dialog.getByLabelText(fields.until))
      await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
      await expect(args.onSave).toHaveBeenLastCalledWith(expect.objectContaining({ end_at: null }))
    })
  },
}

export const Saving: Story = {
  args: { ...Default.args, editing: live, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findEditor(copy.bulletins.editTitle))
    const save = dialog.getByRole('button', { name: copy.bulletins.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.bulletins.cancel })).toBeDisabled()
    await expect(dialog.getByRole('textbox', { name: copy.bulletins.fields.title })).toHaveAttribute('readonly')
    await userEvent.keyboard('{Escape}')
    await expect(args.onEditCancel).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { ...Default.args, editing: live, saveError: copy.bulletins.saveFailed(copy.failure.timeout) },
  play: async ({ args }) => {
    const dialog = within(await findEditor(copy.bulletins.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.bulletins.saveFailed(copy.failure.timeout))
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.save }))
    await expect(args.onSave).toHaveBeenCalledOnce()
  },
}

export const ServerRefusedField: Story = {
  args: {
    ...Default.args,
    editing: live,
    fieldErrors: { end_at: copy.bulletins.serverRefused('end_at after start_at') },
  },
  play: async ({ step }) => {
    const dialog = within(await findEditor(copy.bulletins.editTitle))
    const until = dialog.getByLabelText(copy.bulletins.fields.until)
    const reason = copy.bulletins.serverRefused('end_at after start_at')
    await step('the server’s refusal shows under the field it names, which is focused', async () => {
      await expect(dialog.getByRole('alert')).toHaveTextContent(reason)
      await expect(until).toHaveAttribute('aria-invalid', 'true')
      await expect(until).toHaveAccessibleDescription(`${reason} ${copy.bulletins.untilHint}`)
      await expect(until).toHaveFocus()
    })
    await step('changing the field clears it', async () => {
      await pick(until, '2026-12-24T09:00')
      await expect(dialog.queryByRole('alert')).toBeNull()
    })
  },
}

export const EndConfirm: Story = {
  args: { ...Default.args, ending: live },
  play: async ({ args }) => {
    const dialog = within(await findEndDialog())
    await expect(dialog.getByText(copy.bulletins.endDescription(live.display_content))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.endConfirm }))
    await expect(args.onEndConfirm).toHaveBeenCalledOnce()
    await userEvent.click(dialog.getByRole('button', { name: copy.bulletins.cancel }))
    await expect(args.onEndCancel).toHaveBeenCalledOnce()
  },
}

export const Ending: Story = {
  args: { ...Default.args, ending: live, endingBusy: true },
  play: async ({ args }) => {
    const dialog = within(await findEndDialog())
    const confirm = dialog.getByRole('button', { name: copy.bulletins.ending })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(confirm)
    await expect(args.onEndConfirm).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: copy.bulletins.cancel })).toBeDisabled()
  },
}

export const EndFailed: Story = {
  args: { ...Default.args, ending: live, endError: copy.bulletins.endFailed(copy.failure.network) },
  play: async () => {
    const dialog = within(await findEndDialog())
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.bulletins.endFailed(copy.failure.network))
  },
}

export const Tablet: Story = {
  args: { ...Default.args },
  globals: tabletGlobals,
}

export const TabletEditor: Story = {
  args: { ...Default.args, editing: scheduled },
  globals: tabletGlobals,
  play: async () => {
    await expect(await findEditor(copy.bulletins.editTitle)).toBeVisible()
  },
}

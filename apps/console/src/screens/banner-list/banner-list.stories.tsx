import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { manyBanners, siteBanners } from '../../fixtures/content.ts'
import { PortalFrame, storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { BannerList } from './banner-list.tsx'

const words = copy.content.banners
const [external, internal, game] = siteBanners as [
  (typeof siteBanners)[number],
  (typeof siteBanners)[number],
  (typeof siteBanners)[number],
]

const meta = {
  title: 'Console/BannerList',
  component: BannerList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: siteBanners,
    onRetry: fn(),
    canManage: true,
    notice: null,
    onCreate: fn(),
    onEdit: fn(),
    onRemove: fn(),
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    onSave: fn(),
    onEditCancel: fn(),
    removing: null,
    removingBusy: false,
    removeError: '',
    onRemoveConfirm: fn(),
    onRemoveCancel: fn(),
    formatTime: storyTime,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => <PortalFrame>{(container) => <BannerList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof BannerList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.caption }))
const rowOf = (canvas: Canvas, title: string) =>
  within(tableOf(canvas).getByRole('rowheader', { name: title }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })
const pick = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const local = (value: string) => new Date(value).toISOString()

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('each banner’s carousel, currency, link, order and schedule', async () => {
      const headers = tableOf(canvas)
        .getAllByRole('columnheader')
        .map((header) => header.textContent)
      await expect(headers).toEqual(Object.values(words.columns))
      await expect(rowOf(canvas, external.title).getByText(external.url)).toBeVisible()
      await expect(rowOf(canvas, external.title).getByText(words.always)).toBeVisible()
      await expect(rowOf(canvas, internal.title).getByText(words.linkTypes[1])).toBeVisible()
      const third = rowOf(canvas, game.title)
      await expect(third.getByText('VND')).toBeVisible()
      await expect(third.getByText(`${words.linkTypes[2]}: PG Slots`)).toBeVisible()
      await expect(third.getByText(words.from('2026-11-22 00:00 UTC'))).toBeVisible()
      await expect(third.getByText(words.until('2026-11-29 00:00 UTC'))).toBeVisible()
      await expect(rowOf(canvas, 'Sponsor of the season').getByText(words.devices[2])).toBeVisible()
      await expect(canvas.getByText(words.count(4))).toBeVisible()
    })
  },
}

export const Actions: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: words.create }))
    await expect(args.onCreate).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: words.editBanner(internal.title) }))
    await expect(args.onEdit).toHaveBeenCalledWith(internal)
    await userEvent.click(canvas.getByRole('button', { name: words.removeBanner(external.title) }))
    await expect(args.onRemove).toHaveBeenCalledWith(external)
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull()
    await expect(tableOf(canvas).queryByRole('columnheader', { name: words.columns.actions })).toBeNull()
  },
}

export const Long: Story = {
  args: { ...Default.args, rows: manyBanners(30) },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(30)
    await expect(canvas.getByText(words.count(30))).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words.create }))
    await expect(args.onCreate).toHaveBeenCalledOnce()
  },
}

export const EmptyReadOnly: Story = {
  args: { ...Default.args, rows: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyBodyReadOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', rows: [], errorMessage: copy.failure.busy },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.busy)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(copy.forbidden.title)
    await expect(alert).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
  },
}

export const Added: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: words.added } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.added)
  },
}

export const BannerGone: Story = {
  args: { ...Default.args, notice: { tone: 'error', text: words.notFound } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.notFound)
  },
}

export const NewBanner: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(words.newTitle))
    const fields = words.fields
    await step('the defaults: desktop, USD, an external link in a new tab, order 0, always', async () => {
      await expect(dialog.getByRole('combobox', { name: fields.useType })).toHaveValue('1')
      await expect(dialog.getByRole('combobox', { name: fields.currency })).toHaveValue('USD')
      await expect(dialog.getByRole('combobox', { name: fields.linkType })).toHaveValue('0')
      await expect(dialog.getByRole('combobox', { name: fields.linkMethod })).toHaveValue('0')
      await expect(dialog.getByRole('textbox', { name: fields.sort })).toHaveValue('0')
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: copy.content.cancel }))
      await expect(args.onEditCancel).toHaveBeenCalledOnce()
    })
  },
}

export const NewBannerRefused: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.newTitle))
    const title = dialog.getByRole('textbox', { name: words.fields.title })
    await pick(dialog.getByRole('textbox', { name: words.fields.url }), 'javascript:alert(1)')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    // No title and an unsafe link: each named under its field, the first focused; nothing sent.
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      words.titleRequired,
      copy.content.urlInvalid,
    ])
    await expect(title).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const NewBannerEndBeforeStart: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.newTitle))
    await pick(dialog.getByRole('textbox', { name: words.fields.title }), 'Spring sale')
    await pick(dialog.getByLabelText(words.fields.from), '2026-11-25T09:00')
    await pick(dialog.getByLabelText(words.fields.until), '2026-11-24T09:00')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.content.untilBeforeFrom)
    await expect(dialog.getByLabelText(words.fields.until)).toHaveAttribute('aria-invalid', 'true')
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const NewBannerSent: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.newTitle))
    const fields = words.fields
    await pick(dialog.getByRole('textbox', { name: fields.title }), ' Spring sale ')
    await pick(dialog.getByRole('textbox', { name: fields.url }), '/discount')
    await pick(dialog.getByLabelText(fields.from), '2026-11-25T09:00')
    await pick(dialog.getByLabelText(fields.until), '2026-12-01T09:00')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.linkType }), '1')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.currency }), 'THB')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    // The title trimmed, the times as instants in UTC.
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Spring sale',
      use_type: 1,
      currency: 'THB',
      link_type: 1,
      url: '/discount',
      link_method: 0,
      game_link_parameter: null,
      sort: 0,
      start_at: local('2026-11-25T09:00'),
      end_at: local('2026-12-01T09:00'),
    })
  },
}

export const NewGameLink: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.newTitle))
    const fields = words.fields
    await pick(dialog.getByRole('textbox', { name: fields.title }), 'Tiger')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.linkType }), '2')
    await expect(dialog.queryByRole('textbox', { name: fields.url })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      words.gameRequired,
      words.wholeNumber,
      words.wholeNumber,
    ])
    await pick(dialog.getByRole('textbox', { name: fields.gpId }), 'PG')
    await pick(dialog.getByRole('textbox', { name: fields.gtId }), '2')
    await pick(dialog.getByRole('textbox', { name: fields.gameType }), '2')
    await pick(dialog.getByRole('textbox', { name: fields.gameCode }), 'fortune-tiger')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        link_type: 2,
        url: '',
        game_link_parameter: {
          currency: 'USD',
          gp_id: 'PG',
          gt_id: 2,
          game_type: 2,
          game_code: 'fortune-tiger',
          gp_gt_name: '',
          customized: 0,
        },
      }),
    )
  },
}

export const EditBanner: Story = {
  args: { ...Default.args, editing: game },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('textbox', { name: words.fields.title })).toHaveValue(game.title)
    await expect(dialog.getByRole('textbox', { name: words.fields.gpId })).toHaveValue('PG')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    // Untouched times keep their exact instants.
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: game.id, start_at: game.start_at, end_at: game.end_at, currency: 'VND' }),
    )
  },
}

export const ServerRefusedField: Story = {
  args: {
    ...Default.args,
    editing: internal,
    fieldErrors: { url: copy.content.serverRefused('empty, a path of the site or an http(s) URL') },
  },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle))
    const url = dialog.getByRole('textbox', { name: words.fields.url })
    await expect(dialog.getByRole('alert')).toHaveTextContent('empty, a path of the site or an http(s) URL')
    await expect(url).toHaveFocus()
    await userEvent.type(url, '/x')
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const Saving: Story = {
  args: { ...Default.args, editing: external, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    const save = dialog.getByRole('button', { name: copy.content.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await expect(dialog.getByRole('textbox', { name: words.fields.title })).toHaveAttribute('readonly')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { ...Default.args, editing: external, saveError: words.saveFailed(copy.failure.network) },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

export const RemoveConfirm: Story = {
  args: { ...Default.args, removing: external },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await expect(dialog.getByText(words.removeDescription(external.title))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.removeConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const Removing: Story = {
  args: { ...Default.args, removing: external, removingBusy: true, removeError: '' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.removing }))
    await expect(args.onRemoveConfirm).not.toHaveBeenCalled()
  },
}

export const RemoveFailed: Story = {
  args: { ...Default.args, removing: external, removeError: words.removeFailed(copy.failure.timeout) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
  },
}

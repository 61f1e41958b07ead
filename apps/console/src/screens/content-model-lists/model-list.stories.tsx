import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { loginEntries, manyModelEntries, modelEntries } from '../../fixtures/content.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { ModelList } from './model-list.tsx'

const words = copy.content.models
const items = copy.content.items
const [weekend, refer] = modelEntries as [(typeof modelEntries)[number], (typeof modelEntries)[number]]

const meta = {
  title: 'Console/ModelList',
  component: ModelList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    kind: 'setting',
    language: 'en_US',
    onShow: fn(),
    status: 'ready',
    errorMessage: '',
    items: modelEntries,
    onRetry: fn(),
    canManage: true,
    notice: null,
    pending: null,
    onCreate: fn(),
    onEdit: fn(),
    onRemove: fn(),
    onMove: fn(),
    removing: null,
    removeError: '',
    onRemoveConfirm: fn(),
    onRemoveCancel: fn(),
    editing: null,
    saveError: '',
    fieldErrors: {},
    onSave: fn(),
    onEditCancel: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
    kind: { control: 'inline-radio', options: ['setting', 'sponsor', 'login'] },
  },
  render: (args) => <PortalFrame>{(container) => <ModelList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof ModelList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.caption }))
const rowOf = (canvas: Canvas, title: string) =>
  within(tableOf(canvas).getByRole('rowheader', { name: title }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

export const Ads: Story = {
  play: async ({ args, canvas, step }) => {
    await step('each entry with its place, content, image and link; an untitled one named so', async () => {
      await expect(rowOf(canvas, weekend.title).getByText(weekend.content)).toBeVisible()
      await expect(rowOf(canvas, refer.title).getByText(items.noImage)).toBeVisible()
      await expect(rowOf(canvas, words.untitled).getByText(words.noContent)).toBeVisible()
      await expect(canvas.getByText(words.count(3))).toBeVisible()
    })
    await step('the list and the language shown, and another asked for', async () => {
      const list = canvas.getByRole('combobox', { name: words.listLabel })
      const language = canvas.getByRole('combobox', { name: words.languageLabel })
      await expect(list).toHaveValue('setting')
      await expect(language).toHaveValue('en_US')
      await userEvent.selectOptions(list, words.kinds.sponsor)
      await expect(args.onShow).toHaveBeenCalledWith('sponsor', 'en_US')
      await userEvent.selectOptions(language, copy.settings.locale.languageNames.vi_VN!)
      await expect(args.onShow).toHaveBeenCalledWith('setting', 'vi_VN')
    })
    await step('New, Move, Edit and Remove ask the caller with the entry’s place', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: items.moveUpItem(words.untitled) }))
      await expect(args.onMove).toHaveBeenCalledWith(2, -1)
      await userEvent.click(canvas.getByRole('button', { name: items.editItem(refer.title) }))
      await expect(args.onEdit).toHaveBeenCalledWith(1)
      await userEvent.click(canvas.getByRole('button', { name: items.removeItem(weekend.title) }))
      await expect(args.onRemove).toHaveBeenCalledWith(0)
    })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ args, canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove|Move) / })).toBeNull()
    // Reading another list or language is not a change: the auditor may.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: words.listLabel }), words.kinds.login)
    await expect(args.onShow).toHaveBeenCalledWith('login', 'en_US')
  },
}

export const LongAndFull: Story = {
  args: { kind: 'sponsor', items: manyModelEntries(50) },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(50)
    await expect(canvas.getByText(words.full(50))).toBeVisible()
    await expect(canvas.getByRole('button', { name: words.create })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.getByRole('combobox', { name: words.languageLabel })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { kind: 'sponsor', language: 'th_TH', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
  },
}

export const EmptyReadOnly: Story = {
  args: { items: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyBodyReadOnly)).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', items: [], errorMessage: copy.failure.timeout },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', text: words.added } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.added)
  },
}

export const MoveFailed: Story = {
  args: { notice: { tone: 'error', text: words.moveFailed(copy.failure.network) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

export const Moving: Story = {
  args: { pending: 'move' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(items.saving)
    await expect(canvas.getByRole('combobox', { name: words.listLabel })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: items.removeItem(refer.title) }))
    await expect(args.onRemove).not.toHaveBeenCalled()
  },
}

export const NewEntry: Story = {
  args: { editing: { place: 'new', item: null } },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(words.newTitle))
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('an empty entry is refused', async () => {
      await expect(dialog.getByText(words.contentHint(0, 20_000))).toBeVisible()
      await userEvent.click(save)
      await expect(dialog.getByRole('alert')).toHaveTextContent(words.somethingRequired)
      await expect(dialog.getByRole('textbox', { name: words.fields.title })).toHaveFocus()
    })
    await step('too long a content and an unsafe link are refused under them', async () => {
      type(dialog.getByRole('textbox', { name: words.fields.content }), 'x'.repeat(20_001))
      type(dialog.getByRole('textbox', { name: words.fields.url }), 'data:text/html,hi')
      await userEvent.click(save)
      await expect(dialog.getByText(words.contentTooLong(20_000))).toBeVisible()
      await expect(dialog.getByText(copy.content.urlInvalid)).toBeVisible()
      await expect(dialog.getByRole('textbox', { name: words.fields.content })).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good entry is reported trimmed', async () => {
      type(dialog.getByRole('textbox', { name: words.fields.content }), ' Cashback every Monday. ')
      type(dialog.getByRole('textbox', { name: words.fields.url }), '/discount')
      type(dialog.getByRole('textbox', { name: words.fields.title }), 'Cashback')
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        title: 'Cashback',
        content: 'Cashback every Monday.',
        photo_path: '',
        url: '/discount',
      })
    })
  },
}

export const EditLoginContent: Story = {
  args: { kind: 'login', items: loginEntries, editing: { place: 0, item: loginEntries[0]! } },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    const content = loginEntries[0]!.content
    await expect(dialog.getByText(words.htmlHint(content.length, 20_000))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith(loginEntries[0])
  },
}

export const ServerRefusedField: Story = {
  args: { editing: { place: 0, item: weekend }, fieldErrors: { photo_path: copy.content.serverRefused('') } },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.content.serverRefused(''))
    await expect(dialog.getByRole('textbox', { name: words.fields.photo })).toHaveFocus()
  },
}

export const Saving: Story = {
  args: { editing: { place: 0, item: weekend }, pending: 'save' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('button', { name: copy.content.cancel })).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.saving }))
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveRefused: Story = {
  args: { editing: { place: 'new', item: null }, saveError: words.saveFailed('No such site.') },
  play: async () => {
    const dialog = within(await findEditor(words.newTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('No such site.')
  },
}

export const RemoveConfirm: Story = {
  args: { removing: 2 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await expect(dialog.getByText(words.removeDescription(words.untitled))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.removeConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const RemoveFailed: Story = {
  args: { removing: 0, removeError: words.removeFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}

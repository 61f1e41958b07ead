import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { manyAnnouncements, siteAnnouncements } from '../../fixtures/content.ts'
import { PortalFrame, storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { MarqueeList } from './marquee-list.tsx'

const words = copy.content.marquee
const [everyone, visitors, members, hidden] = siteAnnouncements as [
  (typeof siteAnnouncements)[number],
  (typeof siteAnnouncements)[number],
  (typeof siteAnnouncements)[number],
  (typeof siteAnnouncements)[number],
]

const meta = {
  title: 'Console/MarqueeList',
  component: MarqueeList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: siteAnnouncements,
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
  render: (args) => <PortalFrame>{(container) => <MarqueeList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof MarqueeList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.caption }))
const rowOf = (canvas: Canvas, content: string) =>
  within(tableOf(canvas).getByRole('rowheader', { name: content }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('who sees each announcement, its order and when it was added', async () => {
      await expect(rowOf(canvas, everyone.content).getByText(words.audiences.both)).toBeVisible()
      await expect(rowOf(canvas, visitors.content).getByText(words.audiences.visitors)).toBeVisible()
      await expect(rowOf(canvas, members.content).getByText(words.audiences.members)).toBeVisible()
      await expect(rowOf(canvas, hidden.content).getByText(words.audiences.nobody)).toBeVisible()
      await expect(rowOf(canvas, everyone.content).getByText('2026-11-19 08:00 UTC')).toBeVisible()
      await expect(canvas.getByText(words.count(4))).toBeVisible()
    })
    await step('New, Edit and Remove ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: words.editAnnouncement(visitors.content) }))
      await expect(args.onEdit).toHaveBeenCalledWith(visitors)
      await userEvent.click(canvas.getByRole('button', { name: words.removeAnnouncement(hidden.content) }))
      await expect(args.onRemove).toHaveBeenCalledWith(hidden)
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove) / })).toBeNull()
  },
}

export const Long: Story = {
  args: { ...Default.args, rows: manyAnnouncements(25) },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(25)
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
  },
}

export const Empty: Story = {
  args: { ...Default.args, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
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
  args: { ...Default.args, status: 'error', rows: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
  },
}

export const Saved: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: words.saved } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.saved)
  },
}

export const NewAnnouncement: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(words.newTitle))
    const text = dialog.getByRole('textbox', { name: words.fields.content })
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('both audiences by default; nothing written is refused under the text', async () => {
      await expect(dialog.getByRole('checkbox', { name: words.fields.beforeLogin })).toBeChecked()
      await expect(dialog.getByRole('checkbox', { name: words.fields.afterLogin })).toBeChecked()
      await userEvent.click(save)
      await expect(dialog.getByRole('alert')).toHaveTextContent(words.contentRequired)
      await expect(text).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('an order that is not a whole number is refused', async () => {
      fireEvent.change(text, { target: { value: '  Maintenance tonight ' } })
      const sort = dialog.getByRole('textbox', { name: words.fields.sort })
      fireEvent.change(sort, { target: { value: '1.5' } })
      await userEvent.click(save)
      await expect(dialog.getByRole('alert')).toHaveTextContent(words.sortInvalid)
      await expect(args.onSave).not.toHaveBeenCalled()
      fireEvent.change(sort, { target: { value: '4' } })
    })
    await step('a good draft, for members only, is reported trimmed', async () => {
      await userEvent.click(dialog.getByRole('checkbox', { name: words.fields.beforeLogin }))
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        content: 'Maintenance tonight',
        display_before_login: 0,
        display_after_login: 1,
        sort: 4,
      })
    })
  },
}

export const TooLong: Story = {
  args: { ...Default.args, editing: 'new' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.newTitle))
    fireEvent.change(dialog.getByRole('textbox', { name: words.fields.content }), {
      target: { value: 'x'.repeat(501) },
    })
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(words.contentTooLong(500))
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const EditAnnouncement: Story = {
  args: { ...Default.args, editing: members },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('checkbox', { name: words.fields.beforeLogin })).not.toBeChecked()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith({
      id: members.id,
      content: members.content,
      display_before_login: 0,
      display_after_login: 1,
      sort: members.sort,
    })
  },
}

export const ServerRefusedField: Story = {
  args: { ...Default.args, editing: everyone, fieldErrors: { content: copy.content.serverRefused('too long') } },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('too long')
    await expect(dialog.getByRole('textbox', { name: words.fields.content })).toHaveFocus()
  },
}

export const Saving: Story = {
  args: { ...Default.args, editing: everyone, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findEditor(words.editTitle))
    const save = dialog.getByRole('button', { name: copy.content.saving })
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { ...Default.args, editing: everyone, saveError: words.saveFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await findEditor(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}

export const RemoveConfirm: Story = {
  args: { ...Default.args, removing: hidden },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await userEvent.click(dialog.getByRole('button', { name: words.removeConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const RemoveFailed: Story = {
  args: { ...Default.args, removing: hidden, removeError: words.removeFailed(copy.failure.network) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: words.removeTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { desktopFooterLinks, floatLinks, manySiteLinks, mobileFooterLinks } from '../../fixtures/content.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { SiteLinkList } from './site-link-list.tsx'

const words = copy.content.siteLinks
const items = copy.content.items
const float = words.float
const [bonus, chat] = floatLinks as [(typeof floatLinks)[number], (typeof floatLinks)[number]]

const meta = {
  title: 'Console/SiteLinkList',
  component: SiteLinkList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    kind: 'float',
    status: 'ready',
    errorMessage: '',
    items: floatLinks,
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
    kind: { control: 'inline-radio', options: ['float', 'footer', 'mobile_footer'] },
  },
  render: (args) => <PortalFrame>{(container) => <SiteLinkList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof SiteLinkList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas, caption: string) => within(canvas.getByRole('table', { name: caption }))
const rowOf = (canvas: Canvas, caption: string, title: string) =>
  within(tableOf(canvas, caption).getByRole('rowheader', { name: title }).closest('tr')!)
const findEditor = (name: string) => screen.findByRole('dialog', { name })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

export const FloatButtons: Story = {
  play: async ({ args, canvas, step }) => {
    await step('each button with its place, side, link and icon', async () => {
      const row = rowOf(canvas, float.caption, chat.title)
      await expect(row.getByText('2')).toBeVisible()
      await expect(row.getByText(float.keys.right!)).toBeVisible()
      await expect(row.getByText(chat.url)).toBeVisible()
      await expect(rowOf(canvas, float.caption, 'Download the app').getByText(items.noLink)).toBeVisible()
      await expect(canvas.getByText(float.count(3))).toBeVisible()
      await expect(canvas.getByText(items.nextLoad)).toBeVisible()
    })
    await step('the first cannot move up, the last cannot move down', async () => {
      await expect(canvas.getByRole('button', { name: items.moveUpItem(bonus.title) })).toBeDisabled()
      await expect(canvas.getByRole('button', { name: items.moveDownItem('Download the app') })).toBeDisabled()
    })
    await step('New, Move, Edit and Remove ask the caller with the item’s place', async () => {
      await userEvent.click(canvas.getByRole('button', { name: float.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: items.moveDownItem(bonus.title) }))
      await expect(args.onMove).toHaveBeenCalledWith(0, 1)
      await userEvent.click(canvas.getByRole('button', { name: items.moveUpItem(chat.title) }))
      await expect(args.onMove).toHaveBeenCalledWith(1, -1)
      await userEvent.click(canvas.getByRole('button', { name: items.editItem(chat.title) }))
      await expect(args.onEdit).toHaveBeenCalledWith(1)
      await userEvent.click(canvas.getByRole('button', { name: items.removeItem(bonus.title) }))
      await expect(args.onRemove).toHaveBeenCalledWith(0)
    })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas, float.caption).getAllByRole('rowheader')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: float.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove|Move) / })).toBeNull()
    await expect(canvas.queryByRole('columnheader', { name: items.actions })).toBeNull()
  },
}

export const DesktopFooter: Story = {
  args: { kind: 'footer', items: desktopFooterLinks, onKind: fn() },
  play: async ({ args, canvas }) => {
    const caption = words.footer.caption
    await expect(rowOf(canvas, caption, 'Gaming licence').getByText(words.footer.keys.license!)).toBeVisible()
    await expect(canvas.getByRole('heading', { name: words.footer.title })).toBeVisible()
    const which = canvas.getByRole('combobox', { name: words.footerKind })
    await expect(which).toHaveValue('footer')
    await userEvent.selectOptions(which, words.footerKinds.mobile_footer)
    await expect(args.onKind).toHaveBeenCalledWith('mobile_footer')
  },
}

export const MobileFooter: Story = {
  args: { kind: 'mobile_footer', items: mobileFooterLinks, onKind: fn() },
  play: async ({ canvas }) => {
    const caption = words.mobile_footer.caption
    await expect(canvas.getByRole('combobox', { name: words.footerKind })).toHaveValue('mobile_footer')
    await expect(rowOf(canvas, caption, 'Deposit').getByText(words.audiences.members)).toBeVisible()
    await expect(rowOf(canvas, caption, 'Offers').getByText('promo')).toBeVisible()
    await expect(rowOf(canvas, caption, 'Home').getByText(words.audiences.everyone)).toBeVisible()
  },
}

export const LongAndFull: Story = {
  args: { items: manySiteLinks(10) },
  play: async ({ args, canvas }) => {
    await expect(tableOf(canvas, float.caption).getAllByRole('rowheader')).toHaveLength(10)
    await expect(canvas.getByText(float.full(10))).toBeVisible()
    const create = canvas.getByRole('button', { name: float.create })
    await expect(create).toBeDisabled()
    await userEvent.click(create, { pointerEventsCheck: 0 })
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(float.loading)
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(float.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(float.emptyBody)).toBeVisible()
    await expect(canvas.getByRole('button', { name: float.create })).toBeEnabled()
  },
}

export const EmptyReadOnly: Story = {
  args: { kind: 'mobile_footer', items: [], canManage: false, onKind: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.mobile_footer.emptyBodyReadOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.mobile_footer.create })).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', items: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(float.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(float.forbiddenWhat))
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', text: float.saved } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(float.saved)
  },
}

export const ActionRefused: Story = {
  args: { notice: { tone: 'error', text: float.actionForbidden } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(float.actionForbidden)
  },
}

export const Moving: Story = {
  args: { pending: 'move' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(items.saving)
    const down = canvas.getByRole('button', { name: items.moveDownItem(bonus.title) })
    await expect(down).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(down)
    await userEvent.click(canvas.getByRole('button', { name: items.editItem(chat.title) }))
    await userEvent.click(canvas.getByRole('button', { name: float.create }))
    await expect(args.onMove).not.toHaveBeenCalled()
    await expect(args.onEdit).not.toHaveBeenCalled()
    await expect(args.onCreate).not.toHaveBeenCalled()
  },
}

export const NewFloatButton: Story = {
  args: { editing: { place: 'new', item: null } },
  play: async ({ args, step }) => {
    const dialog = within(await findEditor(float.newTitle))
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('left by default; no title is refused under it', async () => {
      await expect(dialog.getByRole('combobox', { name: float.keyLabel })).toHaveValue('left')
      await expect(dialog.queryByRole('checkbox', { name: words.fields.needLogin })).toBeNull()
      await userEvent.click(save)
      await expect(dialog.getByRole('alert')).toHaveTextContent(words.titleRequired)
      await expect(dialog.getByRole('textbox', { name: words.fields.title })).toHaveFocus()
    })
    await step('another scheme or a host-less address is refused under the link and the icon', async () => {
      type(dialog.getByRole('textbox', { name: words.fields.title }), '  Telegram ')
      type(dialog.getByRole('textbox', { name: words.fields.url }), 'javascript:alert(1)')
      type(dialog.getByRole('textbox', { name: words.fields.photo }), '//evil.example.com/x.png')
      await userEvent.click(save)
      await expect(dialog.getAllByRole('alert')).toHaveLength(2)
      await expect(dialog.getByRole('textbox', { name: words.fields.url })).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good button on the right is reported trimmed', async () => {
      type(dialog.getByRole('textbox', { name: words.fields.url }), ' https://t.me/lobby ')
      type(dialog.getByRole('textbox', { name: words.fields.photo }), '/media/float/telegram.png')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: float.keyLabel }), float.keys.right!)
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        key: 'right',
        title: 'Telegram',
        url: 'https://t.me/lobby',
        photo_path: '/media/float/telegram.png',
        need_login: 0,
      })
    })
  },
}

export const NewMobileFooterItem: Story = {
  args: { kind: 'mobile_footer', items: mobileFooterLinks, onKind: fn(), editing: { place: 'new', item: null } },
  play: async ({ args }) => {
    const list = words.mobile_footer
    const dialog = within(await findEditor(list.newTitle))
    const key = dialog.getByRole('textbox', { name: list.keyLabel })
    type(dialog.getByRole('textbox', { name: words.fields.title }), 'Wallet')
    type(key, 'My Wallet')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(words.keyInvalid)
    await expect(key).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
    type(key, 'wallet')
    await userEvent.click(dialog.getByRole('checkbox', { name: words.fields.needLogin }))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith({
      key: 'wallet',
      title: 'Wallet',
      url: '',
      photo_path: '',
      need_login: 1,
    })
  },
}

export const EditFooterLink: Story = {
  args: {
    kind: 'footer',
    items: desktopFooterLinks,
    onKind: fn(),
    editing: { place: 3, item: desktopFooterLinks[3]! },
  },
  play: async ({ args }) => {
    const list = words.footer
    const dialog = within(await findEditor(list.editTitle))
    await expect(dialog.getByRole('combobox', { name: list.keyLabel })).toHaveValue('license')
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: list.keyLabel }), list.keys.about!)
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith({ ...desktopFooterLinks[3]!, key: 'about' })
  },
}

export const ServerRefusedField: Story = {
  args: { editing: { place: 1, item: chat }, fieldErrors: { url: copy.content.serverRefused('not an http(s) URL') } },
  play: async () => {
    const dialog = within(await findEditor(float.editTitle))
    const url = dialog.getByRole('textbox', { name: words.fields.url })
    await expect(dialog.getByRole('alert')).toHaveTextContent('not an http(s) URL')
    await expect(url).toHaveFocus()
    type(url, 'https://chat.example.com/new')
    await expect(dialog.queryByRole('alert')).toBeNull()
  },
}

export const Saving: Story = {
  args: { editing: { place: 1, item: chat }, pending: 'save' },
  play: async ({ args }) => {
    const dialog = within(await findEditor(float.editTitle))
    const save = dialog.getByRole('button', { name: copy.content.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const SaveRefused: Story = {
  args: { editing: { place: 1, item: chat }, saveError: float.saveFailed('No such site.') },
  play: async () => {
    const dialog = within(await findEditor(float.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('No such site.')
  },
}

export const RemoveConfirm: Story = {
  args: { removing: 1 },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: float.removeTitle }))
    await expect(dialog.getByText(float.removeDescription(chat.title))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: float.removeConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const Removing: Story = {
  args: { removing: 1, pending: 'remove' },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: float.removeTitle }))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.removing }))
    await expect(args.onRemoveConfirm).not.toHaveBeenCalled()
  },
}

export const RemoveFailed: Story = {
  args: { removing: 1, removeError: float.removeFailed(copy.failure.network) },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: float.removeTitle }))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

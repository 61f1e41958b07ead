import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { faqArticles, faqGroups } from '../../fixtures/pages.ts'
import { findDialog, pageScreenArgs, typeInto } from '../../fixtures/pages-story.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { FaqBoard } from './faq-board.tsx'

const words = copy.content.pages.faq
const pagesWords = copy.content.pages
const names = copy.settings.locale.languageNames
// Two groups holding articles and an empty one; an article in three languages, one in English only, one in two.
const account = faqGroups[0]!
const deposit = faqGroups[1]!
const games = faqGroups[2]!
const register = faqArticles[0]!
const password = faqArticles[1]!
const depositTime = faqArticles[2]!

const meta = {
  title: 'Console/FaqBoard',
  component: FaqBoard,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    ...pageScreenArgs(),
    groups: faqGroups,
    rows: faqArticles,
    onCreateGroup: fn(),
    onEditGroup: fn(),
    onRemoveGroup: fn(),
    onCreate: fn(),
    onEdit: fn(),
    onTranslate: fn(),
    onRemove: fn(),
    editing: null,
    onSaveGroup: fn(),
    onSave: fn(),
    removing: null,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => <PortalFrame>{(container) => <FaqBoard {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof FaqBoard>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const groupsOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.groupsCaption }))
const groupRow = (canvas: Canvas, title: string) =>
  within(groupsOf(canvas).getByRole('rowheader', { name: title }).closest('tr')!)
const articlesOf = (canvas: Canvas, heading: string) =>
  within(canvas.getByRole('table', { name: words.articlesOf(heading) }))

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('the groups: key, heading, order and how many articles each holds', async () => {
      await expect(groupRow(canvas, account.title).getByText('account')).toBeVisible()
      await expect(groupRow(canvas, deposit.title).getByText('1')).toBeVisible()
      await expect(canvas.getByText(words.count(3, 3))).toBeVisible()
    })
    await step('each group’s articles under its heading; an empty group says so', async () => {
      const accountArticles = articlesOf(canvas, account.title)
      await expect(accountArticles.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        register.title,
        password.title,
      ])
      await expect(accountArticles.getByText('zh_CN, en_US, vi_VN')).toBeVisible()
      await expect(accountArticles.getAllByText('2026-11-21 10:00 UTC')).toHaveLength(2)
      await expect(articlesOf(canvas, deposit.title).getByRole('rowheader')).toHaveTextContent(depositTime.title)
      const gamesSection = within(canvas.getByRole('region', { name: `${games.title} ${games.key}` }))
      await expect(gamesSection.getByText(words.noArticles)).toBeVisible()
    })
    await step('another page or language asked for', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: pagesWords.languageLabel }), names.zh_CN!)
      await expect(args.onShow).toHaveBeenCalledWith('faq', 'zh_CN')
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: pagesWords.pageLabel }), 'promotions')
      await expect(args.onShow).toHaveBeenCalledWith('promotions', 'en_US')
    })
  },
}

export const Actions: Story = {
  play: async ({ args, canvas, step }) => {
    await step('groups: New, Edit; Remove only on an empty group', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.createGroup }))
      await expect(args.onCreateGroup).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: words.editGroup(deposit.title) }))
      await expect(args.onEditGroup).toHaveBeenCalledWith(deposit)
      await expect(canvas.getByRole('button', { name: words.removeGroup(account.title) })).toBeDisabled()
      await expect(canvas.getByText(words.nonEmptyNote)).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: words.removeGroup(games.title) }))
      await expect(args.onRemoveGroup).toHaveBeenCalledWith(games)
    })
    await step('articles: New, Edit, Add language, Remove text or everywhere', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.editItem(password.title) }))
      await expect(args.onEdit).toHaveBeenCalledWith(password)
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.addLanguageTo(depositTime.title) }))
      await expect(args.onTranslate).toHaveBeenCalledWith(depositTime)
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.removeTextOf(register.title, 'en_US') }))
      await expect(args.onRemove).toHaveBeenLastCalledWith(register, false)
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.removeItem(password.title) }))
      await expect(args.onRemove).toHaveBeenLastCalledWith(password, true)
    })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ args, canvas }) => {
    await expect(groupsOf(canvas).getAllByRole('rowheader')).toHaveLength(3)
    await expect(articlesOf(canvas, account.title).getAllByRole('rowheader')).toHaveLength(2)
    await expect(canvas.queryByRole('button', { name: words.createGroup })).toBeNull()
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove|Add language)\b/ })).toBeNull()
    await expect(canvas.queryByText(words.nonEmptyNote)).toBeNull()
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: pagesWords.languageLabel }), names.ja_JP!)
    await expect(args.onShow).toHaveBeenCalledWith('faq', 'ja_JP')
  },
}

export const Loading: Story = {
  args: { status: 'loading', groups: [], rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Empty: Story = {
  args: { language: 'my_MM', groups: [], rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
    // An article needs a group first.
    await expect(canvas.getByRole('button', { name: words.create })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: words.createGroup }))
    await expect(args.onCreateGroup).toHaveBeenCalledOnce()
  },
}

export const EmptyReadOnly: Story = {
  args: { groups: [], rows: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyBodyReadOnly)).toBeVisible()
  },
}

export const Error: Story = {
  args: { status: 'error', groups: [], rows: [], errorMessage: copy.failure.timeout },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', groups: [], rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
    await expect(canvas.queryByRole('button', { name: words.createGroup })).toBeNull()
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', text: words.groupAdded('Games') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.groupAdded('Games'))
  },
}

export const GroupNotEmpty: Story = {
  args: { notice: { tone: 'error', text: words.groupNotEmpty } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.groupNotEmpty)
  },
}

export const NewGroup: Story = {
  args: { editing: { kind: 'group', group: null } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.newGroupTitle))
    const fields = words.groupFields
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('a key that is not one and no heading are refused', async () => {
      typeInto(dialog.getByRole('textbox', { name: fields.key }), 'Bonus Rules')
      await userEvent.click(save)
      await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        words.keyInvalid,
        pagesWords.titleRequired,
      ])
      await expect(dialog.getByRole('textbox', { name: fields.key })).toHaveFocus()
      await expect(args.onSaveGroup).not.toHaveBeenCalled()
    })
    await step('a good group is reported in the language shown', async () => {
      typeInto(dialog.getByRole('textbox', { name: fields.key }), 'bonus_rules')
      typeInto(dialog.getByRole('textbox', { name: fields.title }), ' Bonus rules ')
      typeInto(dialog.getByRole('textbox', { name: fields.sort }), '4')
      await userEvent.click(save)
      await expect(args.onSaveGroup).toHaveBeenCalledWith({
        language: 'en_US',
        key: 'bonus_rules',
        title: 'Bonus rules',
        sort: 4,
      })
    })
  },
}

export const EditGroup: Story = {
  args: { editing: { kind: 'group', group: deposit } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editGroupTitle))
    const key = dialog.getByRole('textbox', { name: words.groupFields.key })
    await expect(key).toHaveValue('deposit')
    await expect(key).toHaveAttribute('readonly')
    typeInto(dialog.getByRole('textbox', { name: words.groupFields.title }), 'Deposits and withdrawals')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSaveGroup).toHaveBeenCalledWith({
      language: 'en_US',
      key: 'deposit',
      title: 'Deposits and withdrawals',
      sort: 2,
    })
  },
}

export const NewArticle: Story = {
  args: { editing: { kind: 'article', article: { mode: 'new' } } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.newTitle))
    const fields = words.fields
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('the first group by default; no question or answer is refused', async () => {
      await expect(dialog.getByRole('combobox', { name: fields.group })).toHaveValue('account')
      await userEvent.click(save)
      await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        pagesWords.titleRequired,
        pagesWords.htmlRequired,
      ])
      await expect(dialog.getByRole('textbox', { name: fields.title })).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good article in another group is reported trimmed', async () => {
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.group }), 'games')
      typeInto(dialog.getByRole('textbox', { name: fields.title }), ' Can I play for free? ')
      typeInto(dialog.getByRole('textbox', { name: fields.content }), '<p>Yes, in demo mode.</p>')
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        language: 'en_US',
        group: 'games',
        title: 'Can I play for free?',
        content: '<p>Yes, in demo mode.</p>',
        sort: 0,
      })
    })
  },
}

export const EditArticle: Story = {
  args: { editing: { kind: 'article', article: { mode: 'edit', text: depositTime } } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editTitle))
    await expect(dialog.getByRole('combobox', { name: words.fields.group })).toHaveValue('deposit')
    await expect(dialog.queryByRole('combobox', { name: words.fields.language })).toBeNull()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith({
      id: depositTime.id,
      language: 'en_US',
      group: 'deposit',
      title: depositTime.title,
      content: depositTime.content,
      sort: depositTime.sort,
    })
  },
}

export const AddLanguage: Story = {
  args: { editing: { kind: 'article', article: { mode: 'translate', text: password } } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.translateTitle))
    const language = dialog.getByRole('combobox', { name: words.fields.language })
    await expect(within(language).getAllByRole('option')).toHaveLength(10)
    await userEvent.selectOptions(language, names.th_TH!)
    typeInto(dialog.getByRole('textbox', { name: words.fields.title }), 'ฉันลืมรหัสผ่าน')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: password.id, language: 'th_TH', group: 'account', title: 'ฉันลืมรหัสผ่าน' }),
    )
  },
}

export const ServerRefusedField: Story = {
  args: {
    editing: { kind: 'article', article: { mode: 'edit', text: register } },
    fieldErrors: { content: copy.content.serverRefused('too long') },
  },
  play: async () => {
    const dialog = within(await findDialog(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('too long')
    await expect(dialog.getByRole('textbox', { name: words.fields.content })).toHaveFocus()
  },
}

export const Saving: Story = {
  args: { editing: { kind: 'group', group: account }, saving: true },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editGroupTitle))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.saving }))
    await expect(args.onSaveGroup).not.toHaveBeenCalled()
  },
}

export const SaveFailed: Story = {
  args: { editing: { kind: 'article', article: { mode: 'new' } }, saveError: words.saveFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await findDialog(words.newTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}

export const RemoveGroup: Story = {
  args: { removing: { kind: 'group', group: games } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.removeGroupTitle))
    await expect(dialog.getByText(words.removeGroupDescription(games.title, names.en_US!))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.removeGroupConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const RemoveArticleText: Story = {
  args: { removing: { kind: 'article', article: { text: register, everywhere: false } } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.removeTextTitle))
    await userEvent.click(dialog.getByRole('button', { name: words.removeTextConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const RemoveArticleEverywhere: Story = {
  args: { removing: { kind: 'article', article: { text: register, everywhere: true } } },
  play: async () => {
    const dialog = within(await findDialog(words.removeEverywhereTitle))
    await expect(dialog.getByText(words.removeEverywhereDescription(register.title, 3))).toBeVisible()
  },
}

export const RemoveFailed: Story = {
  args: {
    removing: { kind: 'group', group: games },
    removeError: words.removeFailed(copy.failure.network),
  },
  play: async () => {
    const dialog = within(await findDialog(words.removeGroupTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.network)
  },
}

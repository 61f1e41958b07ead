import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { manyPromotions, PAGES_NOW, sitePromotions } from '../../fixtures/pages.ts'
import { findDialog, pageScreenArgs, typeInto } from '../../fixtures/pages-story.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { PromotionList } from './promotion-list.tsx'

const words = copy.content.pages.promotions
const pagesWords = copy.content.pages
const names = copy.settings.locale.languageNames
// Running for everyone; running for USD slots (English only); future; ended, in every language.
const welcome = sitePromotions[0]!
const cashback = sitePromotions[1]!
const opener = sitePromotions[2]!
const summer = sitePromotions[3]!

const meta = {
  title: 'Console/PromotionList',
  component: PromotionList,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    ...pageScreenArgs(),
    rows: sitePromotions,
    now: PAGES_NOW,
    onCreate: fn(),
    onEdit: fn(),
    onTranslate: fn(),
    onRemove: fn(),
    editing: null,
    onSave: fn(),
    removing: null,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
  render: (args) => <PortalFrame>{(container) => <PromotionList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof PromotionList>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const tableOf = (canvas: Canvas) => within(canvas.getByRole('table', { name: words.caption }))
const rowOf = (canvas: Canvas, title: string) =>
  within(
    tableOf(canvas)
      .getByRole('rowheader', { name: new RegExp(`^${title}`) })
      .closest('tr')!,
  )
const local = (value: string) => new Date(value).toISOString()

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    await step('each promotion’s summary, currency, category, schedule and state, order and languages', async () => {
      const first = rowOf(canvas, welcome.title)
      await expect(first.getByText(welcome.summary)).toBeVisible()
      await expect(first.getByText(words.everyCurrency)).toBeVisible()
      await expect(first.getByText(words.everyCategory)).toBeVisible()
      await expect(first.getByText(words.states.live)).toBeVisible()
      await expect(first.getByText(words.noEnd)).toBeVisible()
      await expect(first.getByText('zh_CN, en_US, vi_VN')).toBeVisible()
      const second = rowOf(canvas, cashback.title)
      await expect(second.getByText('USD')).toBeVisible()
      await expect(second.getByText(words.categoryName(2))).toBeVisible()
      await expect(second.getByText(words.until('2026-11-30 23:59 UTC'))).toBeVisible()
      const third = rowOf(canvas, opener.title)
      await expect(third.getByText(words.states.scheduled)).toBeVisible()
      await expect(third.getByText(words.from('2026-12-05 00:00 UTC'))).toBeVisible()
      await expect(rowOf(canvas, summer.title).getByText(words.states.ended)).toBeVisible()
      await expect(canvas.getByText(words.count(4))).toBeVisible()
    })
    await step('the page and the language shown, and another asked for', async () => {
      const page = canvas.getByRole('combobox', { name: pagesWords.pageLabel })
      const language = canvas.getByRole('combobox', { name: pagesWords.languageLabel })
      await expect(page).toHaveValue('promotions')
      await expect(language).toHaveValue('en_US')
      await userEvent.selectOptions(language, names.vi_VN!)
      await expect(args.onShow).toHaveBeenCalledWith('promotions', 'vi_VN')
      await userEvent.selectOptions(page, pagesWords.kinds.faq)
      await expect(args.onShow).toHaveBeenCalledWith('faq', 'en_US')
    })
  },
}

export const Actions: Story = {
  play: async ({ args, canvas, step }) => {
    await step('New and Edit ask the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: words.create }))
      await expect(args.onCreate).toHaveBeenCalledOnce()
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.editItem(cashback.title) }))
      await expect(args.onEdit).toHaveBeenCalledWith(cashback)
    })
    await step('Add language while a language lacks; none on a promotion written in all of them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.addLanguageTo(opener.title) }))
      await expect(args.onTranslate).toHaveBeenCalledWith(opener)
      await expect(canvas.queryByRole('button', { name: pagesWords.addLanguageTo(summer.title) })).toBeNull()
    })
    await step('several languages: this text or everywhere; one language: one Remove (everywhere)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.removeTextOf(welcome.title, 'en_US') }))
      await expect(args.onRemove).toHaveBeenLastCalledWith(welcome, false)
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.removeEverywhereOf(welcome.title) }))
      await expect(args.onRemove).toHaveBeenLastCalledWith(welcome, true)
      await expect(canvas.queryByRole('button', { name: pagesWords.removeTextOf(cashback.title, 'en_US') })).toBeNull()
      await userEvent.click(canvas.getByRole('button', { name: pagesWords.removeItem(cashback.title) }))
      await expect(args.onRemove).toHaveBeenLastCalledWith(cashback, true)
    })
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ args, canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(4)
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^(Edit|Remove|Add language)\b/ })).toBeNull()
    await expect(tableOf(canvas).queryByRole('columnheader', { name: copy.content.items.actions })).toBeNull()
    // Reading another language is not a change: the auditor may.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: pagesWords.languageLabel }), names.th_TH!)
    await expect(args.onShow).toHaveBeenCalledWith('promotions', 'th_TH')
  },
}

export const Long: Story = {
  args: { rows: manyPromotions(25) },
  play: async ({ canvas }) => {
    await expect(tableOf(canvas).getAllByRole('rowheader')).toHaveLength(25)
    await expect(canvas.getByText(words.count(25))).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
    await expect(canvas.getByRole('combobox', { name: pagesWords.languageLabel })).toBeVisible()
  },
}

export const Empty: Story = {
  args: { language: 'ko_KR', rows: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(words.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(words.emptyBody)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: words.create }))
    await expect(args.onCreate).toHaveBeenCalledOnce()
  },
}

export const EmptyReadOnly: Story = {
  args: { rows: [], canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(words.emptyBodyReadOnly)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
  },
}

export const Error: Story = {
  args: { status: 'error', rows: [], errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await expect(alert).toHaveTextContent(copy.failure.network)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
    await expect(canvas.queryByRole('button', { name: words.create })).toBeNull()
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', text: words.languageAdded(names.th_TH!) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.languageAdded(names.th_TH!))
  },
}

export const PromotionGone: Story = {
  args: { notice: { tone: 'error', text: words.notFound } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(words.notFound)
  },
}

export const NewPromotion: Story = {
  args: { editing: { mode: 'new' } },
  play: async ({ args, step }) => {
    const dialog = within(await findDialog(words.newTitle))
    const fields = words.fields
    const save = dialog.getByRole('button', { name: copy.content.save })
    await step('the defaults: every currency and category, order 0; no language choice', async () => {
      await expect(dialog.getByRole('combobox', { name: fields.currency })).toHaveValue('')
      await expect(dialog.getByRole('combobox', { name: fields.gt_id })).toHaveValue('')
      await expect(dialog.getByRole('textbox', { name: fields.sort })).toHaveValue('0')
      await expect(dialog.queryByRole('combobox', { name: fields.language })).toBeNull()
    })
    await step('nothing written: each required field named, the first focused, nothing sent', async () => {
      await userEvent.click(save)
      await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        pagesWords.titleRequired,
        words.summaryRequired,
        pagesWords.htmlRequired,
        words.startRequired,
      ])
      await expect(dialog.getByRole('textbox', { name: fields.title })).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('an end before the start and an order out of range are refused', async () => {
      typeInto(dialog.getByRole('textbox', { name: fields.title }), ' Deposit week ')
      typeInto(dialog.getByRole('textbox', { name: fields.summary }), 'Five days of bonuses.')
      typeInto(dialog.getByRole('textbox', { name: fields.content }), '<p>Every deposit counts.</p>')
      typeInto(dialog.getByLabelText(fields.start_at), '2026-12-07T09:00')
      typeInto(dialog.getByLabelText(fields.end_at), '2026-12-01T09:00')
      typeInto(dialog.getByRole('textbox', { name: fields.sort }), '2000000')
      await userEvent.click(save)
      await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        copy.content.untilBeforeFrom,
        pagesWords.sortInvalid(1_000_000),
      ])
      await expect(dialog.getByLabelText(fields.end_at)).toHaveFocus()
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('a good draft, for THB slots, is reported trimmed with instants in UTC', async () => {
      typeInto(dialog.getByLabelText(fields.end_at), '2026-12-12T09:00')
      typeInto(dialog.getByRole('textbox', { name: fields.sort }), '-5')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.currency }), 'THB')
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: fields.gt_id }), '2')
      await userEvent.click(save)
      await expect(args.onSave).toHaveBeenCalledWith({
        language: 'en_US',
        title: 'Deposit week',
        summary: 'Five days of bonuses.',
        content: '<p>Every deposit counts.</p>',
        currency: 'THB',
        gt_id: 2,
        start_at: local('2026-12-07T09:00'),
        end_at: local('2026-12-12T09:00'),
        sort: -5,
      })
    })
  },
}

export const TooLong: Story = {
  args: { editing: { mode: 'new' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.newTitle))
    const fields = words.fields
    typeInto(dialog.getByRole('textbox', { name: fields.title }), 'x'.repeat(201))
    typeInto(dialog.getByRole('textbox', { name: fields.summary }), 'x'.repeat(501))
    typeInto(dialog.getByRole('textbox', { name: fields.content }), 'x'.repeat(20_001))
    typeInto(dialog.getByLabelText(fields.start_at), '2026-12-07T09:00')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(dialog.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      pagesWords.titleTooLong(200),
      words.summaryTooLong(500),
      pagesWords.htmlTooLong(20_000),
    ])
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const EditPromotion: Story = {
  args: { editing: { mode: 'edit', text: cashback } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.editTitle))
    const fields = words.fields
    await expect(dialog.getByRole('textbox', { name: fields.title })).toHaveValue(cashback.title)
    await expect(dialog.getByRole('combobox', { name: fields.currency })).toHaveValue('USD')
    await expect(dialog.getByRole('combobox', { name: fields.gt_id })).toHaveValue('2')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    // Untouched times keep their exact instants.
    await expect(args.onSave).toHaveBeenCalledWith({
      id: cashback.id,
      language: 'en_US',
      title: cashback.title,
      summary: cashback.summary,
      content: cashback.content,
      currency: 'USD',
      gt_id: 2,
      start_at: cashback.start_at,
      end_at: cashback.end_at,
      sort: cashback.sort,
    })
  },
}

export const AddLanguage: Story = {
  args: { editing: { mode: 'translate', text: opener } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.translateTitle))
    const language = dialog.getByRole('combobox', { name: words.fields.language })
    // Only the languages the promotion lacks; the form starts from the English text.
    const offered = within(language)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'))
    await expect(offered).not.toContain('en_US')
    await expect(offered).not.toContain('zh_CN')
    await expect(offered).toHaveLength(9)
    await expect(dialog.getByText(pagesWords.translateFrom(names.en_US!))).toBeVisible()
    await userEvent.selectOptions(language, names.vi_VN!)
    typeInto(dialog.getByRole('textbox', { name: words.fields.title }), 'Khai mạc mùa giải')
    await userEvent.click(dialog.getByRole('button', { name: copy.content.save }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ id: opener.id, language: 'vi_VN', title: 'Khai mạc mùa giải', currency: 'VND' }),
    )
  },
}

export const ServerRefusedField: Story = {
  args: {
    editing: { mode: 'edit', text: opener },
    fieldErrors: { gt_id: copy.content.serverRefused('no such category on this site') },
  },
  play: async () => {
    const dialog = within(await findDialog(words.editTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('no such category on this site')
    await expect(dialog.getByRole('combobox', { name: words.fields.gt_id })).toHaveFocus()
  },
}

export const Saving: Story = {
  args: { editing: { mode: 'edit', text: welcome }, saving: true },
  play: async ({ args, canvas }) => {
    const dialog = within(await findDialog(words.editTitle))
    await expect(dialog.getByRole('button', { name: copy.content.cancel })).toBeDisabled()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.saving }))
    await expect(args.onSave).not.toHaveBeenCalled()
    await expect(canvas.getByRole('combobox', { name: pagesWords.languageLabel, hidden: true })).toBeDisabled()
  },
}

export const SaveFailed: Story = {
  args: { editing: { mode: 'new' }, saveError: words.saveFailed('No such site.') },
  play: async () => {
    const dialog = within(await findDialog(words.newTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent('No such site.')
  },
}

export const RemoveText: Story = {
  args: { removing: { text: welcome, everywhere: false } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.removeTextTitle))
    await expect(dialog.getByText(words.removeTextDescription(welcome.title, names.en_US!))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: words.removeTextConfirm }))
    await expect(args.onRemoveConfirm).toHaveBeenCalledOnce()
  },
}

export const RemoveEverywhere: Story = {
  args: { removing: { text: welcome, everywhere: true } },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.removeEverywhereTitle))
    await expect(dialog.getByText(words.removeEverywhereDescription(welcome.title, 3))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: copy.content.cancel }))
    await expect(args.onRemoveCancel).toHaveBeenCalledOnce()
  },
}

export const Removing: Story = {
  args: { removing: { text: cashback, everywhere: true }, removingBusy: true },
  play: async ({ args }) => {
    const dialog = within(await findDialog(words.removeEverywhereTitle))
    await userEvent.click(dialog.getByRole('button', { name: copy.content.removing }))
    await expect(args.onRemoveConfirm).not.toHaveBeenCalled()
  },
}

export const RemoveFailed: Story = {
  args: { removing: { text: opener, everywhere: false }, removeError: words.removeFailed(copy.failure.busy) },
  play: async () => {
    const dialog = within(await findDialog(words.removeTextTitle))
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}

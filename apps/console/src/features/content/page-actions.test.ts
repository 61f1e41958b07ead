import {
  ADMIN_PAGES_CODE,
  adminFaqGroupRemove,
  adminFaqGroupSave,
  adminFaqRemove,
  adminFaqSave,
  adminFaqs,
  adminPromotionRemove,
  adminPromotionSave,
  adminPromotions,
  ApiError,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answers,
  bodiesOf,
  forbiddenCall as forbidden,
  heldAnswer as held,
  invalidField as invalid,
  resetApi,
  sent,
} from '../../fixtures/fake-api.ts'
import { faqArticles, faqGroups, sitePromotions } from '../../fixtures/pages.ts'

vi.mock('../../app/api.ts', async () => ({ api: (await import('../../fixtures/fake-api.ts')).fakeApi }))

const actions = await import('./page-actions.ts')
const { faqs, pages, promotions } = await import('./store.ts')
const { recordListState } = await import('./record-list.ts')
const { copy } = await import('../../copy.ts')

const words = copy.content.pages
const [welcome, cashback] = sitePromotions as [(typeof sitePromotions)[number], (typeof sitePromotions)[number]]
const [account, , games] = faqGroups as [
  (typeof faqGroups)[number],
  (typeof faqGroups)[number],
  (typeof faqGroups)[number],
]
const [register] = faqArticles as [(typeof faqArticles)[number]]
const draft = {
  language: 'en_US' as const,
  title: 'Deposit week',
  summary: 'Five days of bonuses.',
  content: '<p>Every deposit counts.</p>',
  currency: null,
  gt_id: null,
  start_at: '2026-12-07T09:00:00.000Z',
  end_at: null,
  sort: 0,
}
const refusal = (code: string) => new ApiError({ kind: 'business', code, message: 'refused' })

beforeEach(async () => {
  resetApi()
  Object.assign(pages, { page: 'promotions', language: 'en_US' })
  Object.assign(promotions, { ...recordListState(), rows: [], loadedAt: 0 })
  Object.assign(faqs, { ...recordListState(), groups: [], rows: [] })
  answers.set(adminPromotions.path, { list: sitePromotions })
  answers.set(adminPromotionSave.path, welcome)
  answers.set(adminPromotionRemove.path, { id: 1, languages: [] })
  answers.set(adminFaqs.path, { groups: faqGroups, list: faqArticles })
  await actions.promotionActions.load()
})

describe('the promotions', () => {
  it('reads the language shown, with no fallback', async () => {
    expect(sent).toEqual([{ path: adminPromotions.path, body: { language: 'en_US' } }])
    expect(promotions.status).toBe('ready')
    expect(promotions.rows.map((row) => row.id)).toEqual([1, 2, 3, 4])
    expect(promotions.loadedAt).toBeGreaterThan(0)
    actions.showPages('promotions', 'vi_VN')
    answers.set(adminPromotions.path, { list: [] })
    await actions.promotionActions.load()
    expect(bodiesOf(adminPromotions.path).at(-1)).toEqual({ language: 'vi_VN' })
    expect(promotions.rows).toEqual([])
  })

  it('a new promotion is saved; the editor closes, says so and the list is read again', async () => {
    actions.newPromotion()
    await actions.savePromotion(draft)
    expect(bodiesOf(adminPromotionSave.path)).toEqual([draft])
    expect(promotions.editing).toBeNull()
    expect(promotions.saving).toBe(false)
    expect(promotions.notice).toEqual({ tone: 'success', text: words.promotions.added })
    expect(bodiesOf(adminPromotions.path)).toHaveLength(2)
  })

  it('a text added in another language says which', async () => {
    actions.translatePromotion(cashback)
    await actions.savePromotion({ ...draft, id: cashback.id, language: 'th_TH' })
    expect(bodiesOf(adminPromotionSave.path)).toEqual([{ ...draft, id: 2, language: 'th_TH' }])
    expect(promotions.notice?.text).toBe(words.promotions.languageAdded(copy.settings.locale.languageNames.th_TH!))
  })

  it('a 400 naming a field shows under it, the editor stays; one naming no field of the form shows above it', async () => {
    answers.set(adminPromotionSave.path, invalid('gt_id'))
    actions.editPromotion(cashback)
    await actions.savePromotion({ ...draft, id: 2, gt_id: 77 })
    expect(promotions.fieldErrors).toEqual({ gt_id: copy.content.serverRefused('not allowed') })
    expect(promotions.saveError).toBe('')
    expect(promotions.editing).toEqual({ mode: 'edit', text: cashback })
    expect(promotions.notice).toBeNull()

    answers.set(adminPromotionSave.path, invalid('site_id'))
    await actions.savePromotion({ ...draft, id: 2 })
    expect(promotions.fieldErrors).toEqual({})
    expect(promotions.saveError).toContain(words.promotions.saveFailed(''))
  })

  it('133 (gone meanwhile) closes the editor, says so and reads the list again', async () => {
    answers.set(adminPromotionSave.path, refusal(ADMIN_PAGES_CODE.promotionNotFound))
    answers.set(adminPromotions.path, { list: [welcome] })
    actions.editPromotion(cashback)
    await actions.savePromotion({ ...draft, id: 2 })
    expect(promotions.editing).toBeNull()
    expect(promotions.notice).toEqual({ tone: 'error', text: words.promotions.notFound })
    await vi.waitFor(() => expect(promotions.rows).toEqual([welcome]))
  })

  it('another business refusal stays in the editor in the server’s words', async () => {
    answers.set(adminPromotionSave.path, new ApiError({ kind: 'business', code: '132', message: 'No such site.' }))
    actions.newPromotion()
    await actions.savePromotion(draft)
    expect(promotions.saveError).toBe(words.promotions.saveFailed('No such site.'))
    expect(promotions.editing).toEqual({ mode: 'new' })
  })

  it('a 403 closes the editor and says the role may not', async () => {
    answers.set(adminPromotionSave.path, forbidden())
    actions.newPromotion()
    await actions.savePromotion(draft)
    expect(promotions.editing).toBeNull()
    expect(promotions.notice).toEqual({ tone: 'error', text: words.promotions.actionForbidden })
  })

  it('removes this language’s text or the promotion in every language', async () => {
    actions.askRemovePromotion(welcome, false)
    await actions.confirmRemovePromotion()
    actions.askRemovePromotion(welcome, true)
    await actions.confirmRemovePromotion()
    expect(bodiesOf(adminPromotionRemove.path)).toEqual([{ id: 1, language: 'en_US' }, { id: 1 }])
    expect(promotions.removing).toBeNull()
    expect(promotions.notice?.text).toBe(words.promotions.removedEverywhere(welcome.title))
  })

  it('a failed removal stays in the confirmation; 133 closes it and reads the list again', async () => {
    answers.set(adminPromotionRemove.path, new ApiError({ kind: 'network', code: 'networkError', message: 'x' }))
    actions.askRemovePromotion(cashback, true)
    await actions.confirmRemovePromotion()
    expect(promotions.removing).not.toBeNull()
    expect(promotions.removeError).toBe(words.promotions.removeFailed(copy.failure.network))
    answers.set(adminPromotionRemove.path, refusal(ADMIN_PAGES_CODE.promotionNotFound))
    await actions.confirmRemovePromotion()
    expect(promotions.removing).toBeNull()
    expect(promotions.notice).toEqual({ tone: 'error', text: words.promotions.notFound })
    expect(bodiesOf(adminPromotions.path)).toHaveLength(2)
  })

  it('while a save is out nothing else starts, and the page and language stay', async () => {
    const save = held()
    answers.set(adminPromotionSave.path, save.answer)
    actions.newPromotion()
    const saving = actions.savePromotion(draft)
    expect(promotions.saving).toBe(true)
    await actions.savePromotion(draft)
    actions.askRemovePromotion(welcome, true)
    actions.showPages('faq', 'en_US')
    expect(promotions.removing).toBeNull()
    expect(pages.page).toBe('promotions')
    save.release(welcome)
    await saving
    expect(bodiesOf(adminPromotionSave.path)).toHaveLength(1)
  })

  it('an answer for a language no longer shown is dropped', async () => {
    const english = held()
    answers.set(adminPromotions.path, english.answer)
    const stale = actions.promotionActions.load()
    actions.showPages('promotions', 'zh_CN')
    answers.set(adminPromotions.path, { list: [cashback] })
    await actions.promotionActions.load()
    english.release({ list: sitePromotions })
    await stale
    expect(promotions.rows).toEqual([cashback])
    expect(promotions.status).toBe('ready')
  })

  it('a refused read is the forbidden state; a role without content.read asks nothing', async () => {
    answers.set(adminPromotions.path, forbidden())
    await actions.promotionActions.load()
    expect(promotions.status).toBe('forbidden')
    expect(promotions.rows).toEqual([])
    sent.length = 0
    actions.promotionActions.forbid()
    expect(sent).toEqual([])
    expect(promotions.status).toBe('forbidden')
  })
})

describe('the FAQ', () => {
  beforeEach(async () => {
    actions.showPages('faq', 'en_US')
    await actions.faqActions.load()
    sent.length = 0
  })

  it('reads the groups and articles of the language shown', () => {
    expect(faqs.status).toBe('ready')
    expect(faqs.groups.map((group) => group.key)).toEqual(['account', 'deposit', 'games'])
    expect(faqs.rows).toHaveLength(3)
  })

  it('a group is saved in the language shown', async () => {
    answers.set(adminFaqGroupSave.path, { ...games, title: 'Casino games' })
    actions.editFaqGroup(games)
    await actions.saveFaqGroup({ language: 'en_US', key: 'games', title: 'Casino games', sort: 3 })
    expect(bodiesOf(adminFaqGroupSave.path)).toEqual([
      { language: 'en_US', key: 'games', title: 'Casino games', sort: 3 },
    ])
    expect(faqs.notice).toEqual({ tone: 'success', text: words.faq.groupSaved('Casino games') })
    expect(bodiesOf(adminFaqs.path)).toEqual([{ language: 'en_US' }])
  })

  it('a refused key shows under it', async () => {
    answers.set(adminFaqGroupSave.path, invalid('key'))
    actions.newFaqGroup()
    await actions.saveFaqGroup({ language: 'en_US', key: 'x', title: 'X', sort: 0 })
    expect(faqs.fieldErrors).toEqual({ key: copy.content.serverRefused('not allowed') })
    expect(faqs.editing).toEqual({ kind: 'group', group: null })
  })

  it('136: a group that still holds articles is not removed; the notice says so and the FAQ is read again', async () => {
    answers.set(adminFaqGroupRemove.path, refusal(ADMIN_PAGES_CODE.faqGroupNotEmpty))
    actions.askRemoveFaqGroup(account)
    await actions.confirmRemoveFaq()
    expect(bodiesOf(adminFaqGroupRemove.path)).toEqual([{ language: 'en_US', key: 'account' }])
    expect(faqs.removing).toBeNull()
    expect(faqs.notice).toEqual({ tone: 'error', text: words.faq.groupNotEmpty })
    expect(bodiesOf(adminFaqs.path)).toHaveLength(1)
  })

  it('an article text added in a language whose group has no heading there (135) is told and the FAQ read again', async () => {
    answers.set(adminFaqSave.path, refusal(ADMIN_PAGES_CODE.faqGroupNotFound))
    actions.translateFaq(register)
    await actions.saveFaq({ id: 1, language: 'ko_KR', group: 'account', title: 'Q', content: '<p>A</p>', sort: 1 })
    expect(faqs.editing).toBeNull()
    expect(faqs.notice).toEqual({ tone: 'error', text: words.faq.groupNotFound })
    expect(bodiesOf(adminFaqs.path)).toHaveLength(1)
  })

  it('an article is saved, a 400 on its answer shows under it, and 134 reloads', async () => {
    answers.set(adminFaqSave.path, register)
    actions.newFaq()
    await actions.saveFaq({ language: 'en_US', group: 'account', title: 'Q', content: '<p>A</p>', sort: 0 })
    expect(faqs.notice?.text).toBe(words.faq.added)

    answers.set(adminFaqSave.path, invalid('content'))
    actions.editFaq(register)
    await actions.saveFaq({ id: 1, language: 'en_US', group: 'account', title: 'Q', content: '<p>A</p>', sort: 0 })
    expect(faqs.fieldErrors).toEqual({ content: copy.content.serverRefused('not allowed') })

    answers.set(adminFaqSave.path, refusal(ADMIN_PAGES_CODE.faqNotFound))
    await actions.saveFaq({ id: 1, language: 'en_US', group: 'account', title: 'Q', content: '<p>A</p>', sort: 0 })
    expect(faqs.notice).toEqual({ tone: 'error', text: words.faq.articleNotFound })
  })

  it('removes an article’s text in this language or the article everywhere', async () => {
    answers.set(adminFaqRemove.path, { id: 1, languages: ['zh_CN', 'vi_VN'] })
    actions.askRemoveFaq(register, false)
    await actions.confirmRemoveFaq()
    actions.askRemoveFaq(register, true)
    await actions.confirmRemoveFaq()
    expect(bodiesOf(adminFaqRemove.path)).toEqual([{ id: 1, language: 'en_US' }, { id: 1 }])
    expect(faqs.notice?.text).toBe(words.faq.removedEverywhere(register.title))
  })

  it('an older read arriving late is dropped', async () => {
    const first = held()
    answers.set(adminFaqs.path, first.answer)
    const stale = actions.faqActions.load()
    answers.set(adminFaqs.path, { groups: [games], list: [] })
    await actions.faqActions.load()
    first.release({ groups: faqGroups, list: faqArticles })
    await stale
    expect(faqs.groups).toEqual([games])
    expect(faqs.rows).toEqual([])
  })
})

import {
  ADMIN_CONTENT_CODE,
  adminModelList,
  adminModelListSave,
  adminSiteLinks,
  adminSiteLinksSave,
  ApiError,
  type SiteLink,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answers,
  bodiesOf as savedBodies,
  forbiddenCall as forbidden,
  invalidField as invalid,
  resetApi,
  sent,
} from '../../fixtures/fake-api.ts'

vi.mock('../../app/api.ts', async () => ({ api: (await import('../../fixtures/fake-api.ts')).fakeApi }))

const { floatActions, footerActions, modelListActions, showFooter, showModelList } = await import('./list-actions.ts')
const { floatButtons, footers, modelLists } = await import('./store.ts')
const { itemListState } = await import('./item-list.ts')
const { copy } = await import('../../copy.ts')

const link = (title: string, key = 'left'): SiteLink => ({ key, title, url: '', photo_path: '', need_login: 0 })
const [a, b, c] = [link('A'), link('B', 'right'), link('C')]
/** The save answers the list it was given, as the server does. */
const echo = (body: unknown) => body

beforeEach(async () => {
  resetApi()
  Object.assign(floatButtons, itemListState<SiteLink>())
  Object.assign(footers, { ...itemListState<SiteLink>(), kind: 'footer' })
  Object.assign(modelLists, { ...itemListState(), kind: 'setting', language: 'en_US' })
  answers.set(adminSiteLinks.path, { kind: 'float', items: [a, b, c] })
  answers.set(adminSiteLinksSave.path, echo)
  await floatActions.load()
})

describe('a whole-saved list (the float buttons)', () => {
  it('reads the list', () => {
    expect(sent[0]).toEqual({ path: adminSiteLinks.path, body: { kind: 'float' } })
    expect(floatButtons.status).toBe('ready')
    expect(floatButtons.items.map((i) => i.title)).toEqual(['A', 'B', 'C'])
  })

  it('a new item is saved last with the rest in order; the editor closes and says so', async () => {
    floatActions.edit('new')
    await floatActions.saveItem(link('D', 'right'))
    expect(savedBodies(adminSiteLinksSave.path)).toEqual([{ kind: 'float', items: [a, b, c, link('D', 'right')] }])
    expect(floatButtons.items).toHaveLength(4)
    expect(floatButtons.editing).toBeNull()
    expect(floatButtons.pending).toBeNull()
    expect(floatButtons.notice).toEqual({ tone: 'success', text: copy.content.siteLinks.float.added })
  })

  it('a changed item keeps its place', async () => {
    floatActions.edit(1)
    expect(floatButtons.editing).toEqual({ place: 1, item: b })
    await floatActions.saveItem({ ...b, title: 'B2' })
    expect(savedBodies(adminSiteLinksSave.path)).toEqual([{ kind: 'float', items: [a, { ...b, title: 'B2' }, c] }])
    expect(floatButtons.notice?.text).toBe(copy.content.siteLinks.float.saved)
  })

  it('a 400 naming the edited item’s field shows under it; one naming another item shows above the form', async () => {
    answers.set(adminSiteLinksSave.path, invalid('items.1.url'))
    floatActions.edit(1)
    await floatActions.saveItem(b)
    expect(floatButtons.fieldErrors).toEqual({ url: copy.content.serverRefused('not allowed') })
    expect(floatButtons.saveError).toBe('')
    expect(floatButtons.editing).not.toBeNull()
    expect(floatButtons.items).toEqual([a, b, c])

    answers.set(adminSiteLinksSave.path, invalid('items.0.key'))
    await floatActions.saveItem(b)
    expect(floatButtons.fieldErrors).toEqual({})
    expect(floatButtons.saveError).toContain(copy.content.siteLinks.float.saveFailed(''))
  })

  it('a new item’s field refused by its place (the last) shows under the field', async () => {
    answers.set(adminSiteLinksSave.path, invalid('items.3.photo_path'))
    floatActions.edit('new')
    await floatActions.saveItem(link('D'))
    expect(floatButtons.fieldErrors).toEqual({ photo_path: copy.content.serverRefused('not allowed') })
  })

  it('a business refusal is told in the server’s words, the editor stays open', async () => {
    answers.set(
      adminSiteLinksSave.path,
      new ApiError({ kind: 'business', code: ADMIN_CONTENT_CODE.siteNotFound, message: 'No such site.' }),
    )
    floatActions.edit(0)
    await floatActions.saveItem(a)
    expect(floatButtons.saveError).toBe(copy.content.siteLinks.float.saveFailed('No such site.'))
    expect(floatButtons.editing).not.toBeNull()
  })

  it('a save names the version the list was read at; a list changed since (137) closes the editor, is read again and says so', async () => {
    answers.set(adminSiteLinks.path, { kind: 'float', items: [a, b, c], version: '0123456789abcdef' })
    await floatActions.load()
    answers.set(adminSiteLinksSave.path, (body: object) => ({ ...body, version: 'fedcba9876543210' }))
    floatActions.edit(0)
    await floatActions.saveItem({ ...a, title: 'A2' })
    expect(savedBodies(adminSiteLinksSave.path).at(-1)).toMatchObject({ version: '0123456789abcdef' })
    expect(floatButtons.version).toBe('fedcba9876543210')

    // Another operator saved the list meanwhile: the server refuses, the list as it is now is read.
    const words = 'someone else changed this list since you opened it'
    answers.set(
      adminSiteLinksSave.path,
      new ApiError({ kind: 'business', code: ADMIN_CONTENT_CODE.listChanged, message: words }),
    )
    answers.set(adminSiteLinks.path, { kind: 'float', items: [c], version: '1111111111111111' })
    floatActions.edit(0)
    await floatActions.saveItem({ ...a, title: 'A3' })
    expect(savedBodies(adminSiteLinksSave.path).at(-1)).toMatchObject({ version: 'fedcba9876543210' })
    expect(floatButtons.editing).toBeNull()
    await vi.waitFor(() => expect(floatButtons.notice).toEqual({ tone: 'error', text: words }))
    expect(floatButtons.items).toEqual([c])
    expect(floatButtons.version).toBe('1111111111111111')
    expect(floatButtons.pending).toBeNull()
  })

  it('a 403 closes the dialogs and says the role may not', async () => {
    answers.set(adminSiteLinksSave.path, forbidden())
    floatActions.edit(0)
    await floatActions.saveItem(a)
    expect(floatButtons.editing).toBeNull()
    expect(floatButtons.notice).toEqual({ tone: 'error', text: copy.content.siteLinks.float.actionForbidden })
  })

  it('a removal saves the rest; a failed one stays in the confirmation', async () => {
    answers.set(adminSiteLinksSave.path, new ApiError({ kind: 'network', code: 'networkError', message: 'x' }))
    floatActions.askRemove(1)
    await floatActions.confirmRemove()
    expect(floatButtons.removing).toBe(1)
    expect(floatButtons.removeError).toBe(copy.content.siteLinks.float.removeFailed(copy.failure.network))
    answers.set(adminSiteLinksSave.path, echo)
    await floatActions.confirmRemove()
    expect(savedBodies(adminSiteLinksSave.path).at(-1)).toEqual({ kind: 'float', items: [a, c] })
    expect(floatButtons.removing).toBeNull()
    expect(floatButtons.notice?.text).toBe(copy.content.siteLinks.float.removed('B'))
  })

  it('a move saves the new order; past either end nothing is sent', async () => {
    await floatActions.move(0, -1)
    await floatActions.move(2, 1)
    expect(savedBodies(adminSiteLinksSave.path)).toEqual([])
    await floatActions.move(0, 1)
    expect(savedBodies(adminSiteLinksSave.path)).toEqual([{ kind: 'float', items: [b, a, c] }])
    expect(floatButtons.notice?.text).toBe(copy.content.siteLinks.float.moved)
  })

  it('while something is sent nothing else starts', async () => {
    let release: (value: unknown) => void = () => {}
    answers.set(adminSiteLinksSave.path, () => new Promise((resolve) => (release = resolve)))
    const moving = floatActions.move(0, 1)
    expect(floatButtons.pending).toBe('move')
    floatActions.edit(1)
    floatActions.askRemove(1)
    await floatActions.move(1, 1)
    expect(floatButtons.editing).toBeNull()
    expect(floatButtons.removing).toBeNull()
    release({ kind: 'float', items: [b, a, c] })
    await moving
    expect(savedBodies(adminSiteLinksSave.path)).toHaveLength(1)
    expect(floatButtons.pending).toBeNull()
  })

  it('an older read arriving late is dropped; a 403 read is the forbidden state', async () => {
    let first: (value: unknown) => void = () => {}
    answers.set(adminSiteLinks.path, () => new Promise((resolve) => (first = resolve)))
    const stale = floatActions.load()
    answers.set(adminSiteLinks.path, { kind: 'float', items: [c] })
    await floatActions.load()
    first({ kind: 'float', items: [a, b] })
    await stale
    expect(floatButtons.items).toEqual([c])
    answers.set(adminSiteLinks.path, forbidden())
    await floatActions.load()
    expect(floatButtons.status).toBe('forbidden')
  })
})

describe('the footers and the model lists read and save the list shown', () => {
  it('the mobile footer once switched to', async () => {
    answers.set(adminSiteLinks.path, { kind: 'footer', items: [link('About', 'about')] })
    await footerActions.load()
    answers.set(adminSiteLinks.path, { kind: 'mobile_footer', items: [link('Home', 'home')] })
    showFooter('mobile_footer')
    await vi.waitFor(() => expect(footers.status).toBe('ready'))
    expect(savedBodies(adminSiteLinks.path).slice(-2)).toEqual([{ kind: 'footer' }, { kind: 'mobile_footer' }])
    footerActions.edit(0)
    await footerActions.saveItem({ ...link('Home', 'home'), need_login: 1 })
    expect(savedBodies(adminSiteLinksSave.path)).toEqual([
      { kind: 'mobile_footer', items: [{ ...link('Home', 'home'), need_login: 1 }] },
    ])
  })

  it('one language of one model list', async () => {
    const entry = { title: 'Sponsor', content: '', photo_path: '', url: '' }
    answers.set(adminModelList.path, { kind: 'sponsor', language: 'vi_VN', items: [entry] })
    answers.set(adminModelListSave.path, (body: { items: unknown[] }) => ({ ...body }))
    showModelList('sponsor', 'vi_VN')
    await vi.waitFor(() => expect(modelLists.status).toBe('ready'))
    expect(savedBodies(adminModelList.path)).toEqual([{ kind: 'sponsor', language: 'vi_VN' }])
    modelListActions.askRemove(0)
    await modelListActions.confirmRemove()
    expect(savedBodies(adminModelListSave.path)).toEqual([{ kind: 'sponsor', language: 'vi_VN', items: [] }])
    expect(modelLists.items).toEqual([])
    expect(modelLists.notice?.text).toBe(copy.content.models.removed('Sponsor'))
  })
})

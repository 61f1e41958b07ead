import { adminBulletins, adminBulletinSave, adminBulletinSetting, ApiError, type Endpoint } from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { siteBulletins } from '../../fixtures/bulletins.ts'

/** The admin calls answered per test: by endpoint path, a value or an error; each call kept with its body. */
const answers = new Map<string, unknown>()
const calls: { path: string; body: unknown }[] = []
vi.mock('../../app/api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint, body: unknown) => {
      calls.push({ path: endpoint.path, body })
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer
    }),
  },
}))

const { askFrequency, cancelFrequency, confirmFrequency, loadBulletins, saveBulletin, startEditing } =
  await import('./actions.ts')
const { bulletins } = await import('./store.ts')
const { copy } = await import('../../copy.ts')
const f = copy.bulletins.frequency

const refusal = (code: string, message: string) => new ApiError({ kind: 'business', code, message })
const forbidden = () => new ApiError({ kind: 'http', code: '403', message: 'your role may not do this', status: 403 })
const pathsCalled = () => calls.map((call) => call.path)
/** The list reload the actions start without awaiting it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

beforeEach(() => {
  answers.clear()
  calls.length = 0
  answers.set(adminBulletins.path, { list: siteBulletins, total_count: siteBulletins.length, display_frequency: 1 })
  Object.assign(bulletins, {
    notice: null,
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    displayFrequency: 1,
    frequencyAsking: null,
    frequencySaving: false,
    frequencyError: '',
  })
})

describe('the display frequency', () => {
  it('comes with the list', async () => {
    answers.set(adminBulletins.path, { list: siteBulletins, total_count: siteBulletins.length, display_frequency: 0 })
    bulletins.displayFrequency = null
    await loadBulletins()
    expect(bulletins.displayFrequency).toBe(0)
  })

  it.each([0, 1] as const)('confirmed as %i: the call, the answer kept, a notice, the dialog closed', async (value) => {
    bulletins.displayFrequency = value === 1 ? 0 : 1
    answers.set(adminBulletinSetting.path, { display_frequency: value })
    askFrequency(value)
    expect(bulletins.frequencyAsking).toBe(value)
    await confirmFrequency()
    expect(calls).toEqual([{ path: adminBulletinSetting.path, body: { display_frequency: value } }])
    expect(bulletins.displayFrequency).toBe(value)
    expect(bulletins.frequencyAsking).toBeNull()
    expect(bulletins.frequencySaving).toBe(false)
    expect(bulletins.notice).toEqual({ tone: 'success', text: f.changed[value] })
  })

  it('nothing is sent without a confirmation open, nor twice at once', async () => {
    await confirmFrequency()
    askFrequency(0)
    bulletins.frequencySaving = true
    await confirmFrequency()
    expect(calls).toEqual([])
  })

  it.each([
    ['102, no such site', refusal('102', 'No such site.'), f.failed('No such site.')],
    ['a timeout', ApiError.timeout(), f.failed(copy.failure.timeout)],
  ])('%s stays in the confirmation, the setting unchanged', async (_, error, text) => {
    answers.set(adminBulletinSetting.path, error)
    askFrequency(0)
    await confirmFrequency()
    expect(bulletins.frequencyAsking).toBe(0)
    expect(bulletins.frequencyError).toBe(text)
    expect(bulletins.displayFrequency).toBe(1)
    cancelFrequency()
    expect(bulletins.frequencyAsking).toBeNull()
    expect(bulletins.frequencyError).toBe('')
  })

  it('a role that may not (403) closes the confirmation with an alert', async () => {
    answers.set(adminBulletinSetting.path, forbidden())
    askFrequency(0)
    await confirmFrequency()
    expect(bulletins.frequencyAsking).toBeNull()
    expect(bulletins.notice).toEqual({ tone: 'error', text: copy.bulletins.actionForbidden })
    expect(bulletins.displayFrequency).toBe(1)
  })

  it('a 401 says nothing: the session ends', async () => {
    answers.set(adminBulletinSetting.path, new ApiError({ kind: 'unauthorized', code: '401', message: '' }))
    askFrequency(0)
    await confirmFrequency()
    expect(bulletins.frequencyError).toBe('')
    expect(bulletins.notice).toBeNull()
  })
})

describe('saving a bulletin with where members see it', () => {
  const draft = {
    display_content: 'Deposit bonus',
    content: '<p>Ten per cent more today.</p>',
    display_device: 0,
    target: 'members',
    end_at: null,
  } as const

  it.each([0, 2, 3] as const)('display_location %i goes out as chosen', async (location) => {
    answers.set(adminBulletinSave.path, { ...siteBulletins[0], display_location: location })
    startEditing('new')
    await saveBulletin({ ...draft, display_location: location })
    expect(calls[0]).toEqual({ path: adminBulletinSave.path, body: { ...draft, display_location: location } })
    expect(bulletins.editing).toBeNull()
    expect(bulletins.notice).toEqual({ tone: 'success', text: copy.bulletins.published })
    await settled()
    expect(pathsCalled()).toEqual([adminBulletinSave.path, adminBulletins.path])
  })

  it('a 400 naming display_location shows under it, the editor open', async () => {
    answers.set(
      adminBulletinSave.path,
      new ApiError({
        kind: 'invalid',
        code: '400',
        status: 400,
        field: 'display_location',
        message: 'display_location: Invalid input',
      }),
    )
    startEditing(siteBulletins[0]!)
    await saveBulletin({ ...draft, id: 4, display_location: 3 })
    expect(bulletins.editing).not.toBeNull()
    expect(bulletins.fieldErrors).toEqual({ display_location: copy.bulletins.serverRefused('Invalid input') })
  })
})

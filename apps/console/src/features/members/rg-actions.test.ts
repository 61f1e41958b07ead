import { ADMIN_CODE, ADMIN_RG_CODE, adminMemberDetail, adminMemberRg, adminMemberRgImpose, ApiError } from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answers, bodiesOf, forbiddenCall, heldAnswer, invalidField, resetApi } from '../../fixtures/fake-api.ts'
import { memberDetail } from '../../fixtures/members.ts'
import { rgExcluded, rgNoneSet, rgWithPending } from '../../fixtures/responsible-gambling.ts'

vi.mock('../../app/api.ts', async () => ({ api: (await import('../../fixtures/fake-api.ts')).fakeApi }))

const { openMember } = await import('./actions.ts')
const { cancelImpose, imposeExclusion, imposeLimit, loadMemberRg, openImpose } = await import('./rg-actions.ts')
const { memberPage, memberRg } = await import('./store.ts')
const { copy } = await import('../../copy.ts')
const { formatInstant } = await import('../../lib/format.ts')

const words = copy.responsibleGambling
const ref = { site_id: 'lobby-demo', member_account: 'demo01' }
const refusal = (code: string, message = 'refused') => new ApiError({ kind: 'business', code, message })
const closed = { open: null, saving: false, error: '', fieldErrors: {} }
const limit = { kind: 'deposit', period: 'day', amount: 3000 } as const

beforeEach(async () => {
  resetApi()
  answers.set(adminMemberDetail.path, memberDetail)
  answers.set(adminMemberRg.path, rgWithPending)
  await openMember('lobby-demo', 'demo01')
  await loadMemberRg()
  resetApi()
  answers.set(adminMemberDetail.path, memberDetail)
})

describe('loading the part', () => {
  it('asks for the page’s member and shows the answer', async () => {
    answers.set(adminMemberRg.path, rgNoneSet)
    await loadMemberRg()
    expect(bodiesOf(adminMemberRg.path)).toEqual([ref])
    expect(memberRg.status).toBe('ready')
    expect(memberRg.view).toEqual(rgNoneSet)
  })

  it('a failure is the error state with its reason; opening another member forgets the part', async () => {
    answers.set(adminMemberRg.path, ApiError.network())
    await loadMemberRg()
    expect(memberRg.status).toBe('error')
    expect(memberRg.errorMessage).toBe(copy.failure.network)
    expect(memberRg.view).toBeNull()
    await openMember('lobby-demo', 'demo02')
    expect(memberRg).toMatchObject({ status: 'loading', view: null, impose: closed })
  })

  it('an answer for a member no longer shown changes nothing', async () => {
    const held = heldAnswer()
    answers.set(adminMemberRg.path, held.answer)
    const pending = loadMemberRg()
    await openMember('lobby-demo', 'demo02')
    held.release(rgExcluded)
    await pending
    expect(memberRg.view).toBeNull()
  })
})

describe('imposing a limit', () => {
  it('sends it, shows the answer, says so and reads the page again', async () => {
    answers.set(adminMemberRgImpose.path, { ...rgNoneSet, ended: 0 })
    openImpose('limit')
    expect(memberRg.impose.open).toBe('limit')
    await imposeLimit(limit)
    expect(bodiesOf(adminMemberRgImpose.path)).toEqual([{ ...ref, limit }])
    expect(memberRg.impose).toEqual(closed)
    expect(memberRg.view).toEqual(rgNoneSet)
    expect(memberPage.notice).toEqual({
      tone: 'success',
      text: words.limitImposed(words.limitName('deposit', 'day'), '$ 30.00'),
    })
    expect(bodiesOf(adminMemberDetail.path)).toEqual([ref])
  })

  it('a limit that is not tighter (180) or a removal (181) stays in the dialog with the server’s words', async () => {
    for (const code of [ADMIN_RG_CODE.limitNotTighter, ADMIN_RG_CODE.limitRemoval]) {
      answers.set(adminMemberRgImpose.path, refusal(code, 'an operator may only tighten a limit'))
      openImpose('limit')
      await imposeLimit(limit)
      expect(memberRg.impose).toMatchObject({
        open: 'limit',
        saving: false,
        error: words.refused('an operator may only tighten a limit'),
      })
      expect(memberRg.view).toEqual(rgWithPending)
      expect(memberPage.notice).toBeNull()
      cancelImpose()
    }
    expect(bodiesOf(adminMemberDetail.path)).toEqual([])
  })

  it('a field the server refuses shows under it; another failure above the form', async () => {
    answers.set(adminMemberRgImpose.path, invalidField('limit.amount'))
    openImpose('limit')
    await imposeLimit({ kind: 'session', period: 'day', amount: 2000 })
    expect(memberRg.impose.fieldErrors).toEqual({ 'limit.amount': words.serverRefused('not allowed') })
    answers.set(adminMemberRgImpose.path, ApiError.timeout())
    await imposeLimit(limit)
    expect(memberRg.impose.fieldErrors).toEqual({})
    expect(memberRg.impose.error).toBe(words.failed(copy.failure.timeout))
  })

  it('a refusal for the role closes with an alert; no such member is the not-found state', async () => {
    answers.set(adminMemberRgImpose.path, forbiddenCall())
    openImpose('limit')
    await imposeLimit(limit)
    expect(memberRg.impose).toEqual(closed)
    expect(memberPage.notice).toEqual({ tone: 'error', text: copy.member.actionForbidden })

    answers.set(adminMemberRgImpose.path, refusal(ADMIN_CODE.memberNotFound))
    openImpose('limit')
    await imposeLimit(limit)
    expect(memberRg.impose).toEqual(closed)
    expect(memberPage.status).toBe('not-found')
    expect(memberPage.detail).toBeNull()
  })

  it('while one is out it is sent once and the dialog stays; none without an open dialog', async () => {
    await imposeLimit(limit)
    expect(bodiesOf(adminMemberRgImpose.path)).toEqual([])
    const held = heldAnswer()
    answers.set(adminMemberRgImpose.path, held.answer)
    openImpose('limit')
    const first = imposeLimit(limit)
    void imposeLimit(limit)
    cancelImpose()
    openImpose('exclusion')
    expect(memberRg.impose).toMatchObject({ open: 'limit', saving: true })
    held.release({ ...rgWithPending, ended: 0 })
    await first
    expect(bodiesOf(adminMemberRgImpose.path)).toHaveLength(1)
  })
})

describe('imposing an exclusion', () => {
  it('sends it and says until when and how many sessions ended', async () => {
    answers.set(adminMemberRgImpose.path, { ...rgExcluded, ended: 2 })
    openImpose('exclusion')
    await imposeExclusion({ kind: 'timeout', days: 7 })
    expect(bodiesOf(adminMemberRgImpose.path)).toEqual([{ ...ref, exclusion: { kind: 'timeout', days: 7 } }])
    expect(memberRg.view?.excluded).toEqual(rgExcluded.excluded)
    expect(memberPage.notice).toEqual({
      tone: 'success',
      text: words.exclusionImposed('demo01', formatInstant('2026-11-27T16:30:00.000Z'), 2),
    })
  })

  it('an answer for a member no longer shown changes nothing', async () => {
    const held = heldAnswer()
    answers.set(adminMemberRgImpose.path, held.answer)
    openImpose('exclusion')
    const pending = imposeExclusion({ kind: 'self_exclusion', days: 0 })
    await openMember('lobby-demo', 'demo02')
    held.release({ ...rgExcluded, ended: 1 })
    await pending
    expect(memberPage.account).toBe('demo02')
    expect(memberPage.notice).toBeNull()
    expect(memberRg.view).toBeNull()
  })

  it('no dialog before the part is shown', async () => {
    memberRg.view = null
    openImpose('exclusion')
    expect(memberRg.impose.open).toBeNull()
  })
})

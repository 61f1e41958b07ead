import {
  ADMIN_CODE,
  ADMIN_MEMBERS_CODE,
  adminMemberBankVerify,
  adminMemberDetail,
  adminMemberFlags,
  adminMemberIpRules,
  ApiError,
  type IpRule,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { answers, bodiesOf, forbiddenCall, heldAnswer, invalidField, resetApi } from '../../fixtures/fake-api.ts'
import { memberDetail } from '../../fixtures/members.ts'

vi.mock('../../app/api.ts', async () => ({ api: (await import('../../fixtures/fake-api.ts')).fakeApi }))

const { openMember } = await import('./actions.ts')
const { askSecurityChange, cancelSecurityChange, closeIpRules, confirmSecurityChange, openIpRules, saveIpRules } =
  await import('./security-actions.ts')
const { memberPage } = await import('./store.ts')
const { copy } = await import('../../copy.ts')

const words = copy.memberSecurity
const ref = { site_id: 'lobby-demo', member_account: 'demo01' }
const refusal = (code: string) => new ApiError({ kind: 'business', code, message: 'refused' })
const rules: IpRule[] = [{ match: 'in', pattern: '10.0.0.0/8', code: '201' }]

beforeEach(async () => {
  resetApi()
  answers.set(adminMemberDetail.path, memberDetail)
  await openMember('lobby-demo', 'demo01')
  resetApi()
  answers.set(adminMemberDetail.path, memberDetail)
})

describe('verifying bank accounts', () => {
  it('one account: sends its id, closes, says so and reads the page again', async () => {
    answers.set(adminMemberBankVerify.path, { verified: 1 })
    askSecurityChange({ kind: 'verify', id: 32 })
    await confirmSecurityChange()
    expect(bodiesOf(adminMemberBankVerify.path)).toEqual([{ ...ref, id: 32 }])
    expect(memberPage.securityChange).toBeNull()
    expect(memberPage.securityActing).toBe(false)
    expect(memberPage.notice).toEqual({ tone: 'success', text: words.verifiedNotice(1) })
    expect(bodiesOf(adminMemberDetail.path)).toEqual([ref])
  })

  it('all: sends no id', async () => {
    answers.set(adminMemberBankVerify.path, { verified: 2 })
    askSecurityChange({ kind: 'verify', id: null })
    await confirmSecurityChange()
    expect(bodiesOf(adminMemberBankVerify.path)).toEqual([ref])
    expect(memberPage.notice?.text).toBe(words.verifiedNotice(2))
  })

  it('an account no longer bound (116) closes with an alert and reads the page again', async () => {
    answers.set(adminMemberBankVerify.path, refusal(ADMIN_MEMBERS_CODE.bankAccountNotFound))
    askSecurityChange({ kind: 'verify', id: 32 })
    await confirmSecurityChange()
    expect(memberPage.securityChange).toBeNull()
    expect(memberPage.notice).toEqual({ tone: 'error', text: words.accountGone })
    expect(bodiesOf(adminMemberDetail.path)).toHaveLength(1)
  })

  it('no such member (107) is the not-found state', async () => {
    answers.set(adminMemberBankVerify.path, refusal(ADMIN_CODE.memberNotFound))
    askSecurityChange({ kind: 'verify', id: 32 })
    await confirmSecurityChange()
    expect(memberPage.status).toBe('not-found')
    expect(memberPage.detail).toBeNull()
    expect(memberPage.securityChange).toBeNull()
  })

  it('a refusal for the role closes with an alert; any other failure stays in the confirmation', async () => {
    answers.set(adminMemberBankVerify.path, forbiddenCall())
    askSecurityChange({ kind: 'verify', id: 32 })
    await confirmSecurityChange()
    expect(memberPage.securityChange).toBeNull()
    expect(memberPage.notice).toEqual({ tone: 'error', text: copy.member.actionForbidden })

    answers.set(adminMemberBankVerify.path, ApiError.timeout())
    askSecurityChange({ kind: 'verify', id: 32 })
    await confirmSecurityChange()
    expect(memberPage.securityChange).toEqual({ kind: 'verify', id: 32 })
    expect(memberPage.securityError).toBe(copy.failure.timeout)
    cancelSecurityChange()
    expect(memberPage.securityChange).toBeNull()
    expect(memberPage.securityError).toBe('')
  })

  it('while the change is out it is sent once and its confirmation stays', async () => {
    const held = heldAnswer()
    answers.set(adminMemberBankVerify.path, held.answer)
    askSecurityChange({ kind: 'verify', id: 32 })
    const first = confirmSecurityChange()
    void confirmSecurityChange()
    cancelSecurityChange()
    askSecurityChange({ kind: 'flag', flag: 'double_validation', on: false })
    expect(memberPage.securityChange).toEqual({ kind: 'verify', id: 32 })
    held.release({ verified: 1 })
    await first
    expect(bodiesOf(adminMemberBankVerify.path)).toHaveLength(1)
  })

  it('an answer for a member no longer shown changes nothing', async () => {
    const held = heldAnswer()
    answers.set(adminMemberBankVerify.path, held.answer)
    askSecurityChange({ kind: 'verify', id: 32 })
    const pending = confirmSecurityChange()
    await openMember('lobby-demo', 'demo02')
    held.release({ verified: 1 })
    await pending
    expect(memberPage.account).toBe('demo02')
    expect(memberPage.notice).toBeNull()
  })
})

describe('the security flags', () => {
  it('sends the one flag, 1 for on and 0 for off', async () => {
    answers.set(adminMemberFlags.path, memberDetail.flags)
    askSecurityChange({ kind: 'flag', flag: 'need_transfer_verification', on: true })
    await confirmSecurityChange()
    askSecurityChange({ kind: 'flag', flag: 'double_validation', on: false })
    await confirmSecurityChange()
    expect(bodiesOf(adminMemberFlags.path)).toEqual([
      { ...ref, need_transfer_verification: 1 },
      { ...ref, double_validation: 0 },
    ])
    expect(memberPage.notice).toEqual({
      tone: 'success',
      text: words.flagSaved(words.flags.double_validation.label, false),
    })
  })
})

describe('the IP rules editor', () => {
  it('saves the whole list, closes and reads the page again', async () => {
    answers.set(adminMemberIpRules.path, { rules })
    openIpRules()
    expect(memberPage.ipRules.open).toBe(true)
    await saveIpRules(rules)
    expect(bodiesOf(adminMemberIpRules.path)).toEqual([{ ...ref, rules }])
    expect(memberPage.ipRules).toEqual({ open: false, saving: false, error: '', fieldErrors: {} })
    expect(memberPage.notice).toEqual({ tone: 'success', text: words.ipSaved(1) })
    expect(bodiesOf(adminMemberDetail.path)).toEqual([ref])
  })

  it('a pattern the server refuses shows under its field; the editor stays open', async () => {
    answers.set(adminMemberIpRules.path, invalidField('rules.0.pattern'))
    openIpRules()
    await saveIpRules([{ match: 'in', pattern: '300.1.1.1', code: '106' }])
    expect(memberPage.ipRules.open).toBe(true)
    expect(memberPage.ipRules.saving).toBe(false)
    expect(memberPage.ipRules.fieldErrors).toEqual({ 'rules.0.pattern': words.serverRefused('not allowed') })
    expect(bodiesOf(adminMemberDetail.path)).toEqual([])
  })

  it('too many rules is the list’s own refusal; another failure stays above the form', async () => {
    answers.set(adminMemberIpRules.path, invalidField('rules'))
    openIpRules()
    await saveIpRules(rules)
    expect(memberPage.ipRules.fieldErrors).toEqual({ rules: words.serverRefused('not allowed') })
    answers.set(adminMemberIpRules.path, ApiError.network())
    await saveIpRules(rules)
    expect(memberPage.ipRules.fieldErrors).toEqual({})
    expect(memberPage.ipRules.error).toBe(words.saveFailed(copy.failure.network))
    closeIpRules()
    expect(memberPage.ipRules.open).toBe(false)
  })

  it('a refusal for the role closes the editor with an alert', async () => {
    answers.set(adminMemberIpRules.path, forbiddenCall())
    openIpRules()
    await saveIpRules(rules)
    expect(memberPage.ipRules.open).toBe(false)
    expect(memberPage.notice).toEqual({ tone: 'error', text: copy.member.actionForbidden })
  })

  it('no editor without a loaded page, and no save once closed', async () => {
    closeIpRules()
    await saveIpRules(rules)
    expect(bodiesOf(adminMemberIpRules.path)).toEqual([])
    memberPage.detail = null
    openIpRules()
    expect(memberPage.ipRules.open).toBe(false)
  })
})

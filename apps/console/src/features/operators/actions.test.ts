import {
  ADMIN_OPERATORS_CODE,
  adminOperatorCreate,
  adminOperatorEnabled,
  adminOperators,
  adminOperatorTotp,
  ApiError,
  type AdminOperatorRow,
  type Endpoint,
} from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/** The admin calls answered per test: by endpoint path, a value or an error. */
const answers = new Map<string, unknown>()
vi.mock('../../app/api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint) => {
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer
    }),
  },
}))

const { askAction, confirmAction, createOperator, forgetSecret, loadOperators } = await import('./actions.ts')
const { operators } = await import('./store.ts')
const { copy } = await import('../../copy.ts')

const row = (account: string, role: AdminOperatorRow['role'] = 'finance'): AdminOperatorRow => ({
  account,
  role,
  enabled: 1,
  locked_until: null,
  totp_set: true,
  last_sign_in_at: null,
  created_at: '2026-11-20T00:00:00.000Z',
})
const refusal = (code: string) => new ApiError({ kind: 'business', code, message: 'refused' })

beforeEach(() => {
  answers.clear()
  answers.set(adminOperators.path, { list: [row('finance01')] })
  Object.assign(operators, { secret: null, pending: null, pendingError: '', creating: true, createFieldErrors: {} })
})

describe('the operators screen’s actions', () => {
  it('a created operator: the dialog closes, its one-time secrets are kept until handed over, then forgotten', async () => {
    answers.set(adminOperatorCreate.path, {
      operator: row('new.one'),
      password: 'p4ssw0rdp4ssw0rd',
      totp_secret: 'SECRETSECRET',
      totp_uri: 'otpauth://totp/x',
    })
    await createOperator({ account: 'new.one', role: 'finance' })
    expect(operators.creating).toBe(false)
    expect(operators.secret).toEqual({
      kind: 'created',
      account: 'new.one',
      password: 'p4ssw0rdp4ssw0rd',
      totp_secret: 'SECRETSECRET',
      totp_uri: 'otpauth://totp/x',
    })
    forgetSecret()
    expect(operators.secret).toBeNull()
  })

  it('a taken account shows under the field and keeps the dialog open', async () => {
    answers.set(adminOperatorCreate.path, refusal(ADMIN_OPERATORS_CODE.accountTaken))
    await createOperator({ account: 'finance01', role: 'finance' })
    expect(operators.creating).toBe(true)
    expect(operators.createFieldErrors).toEqual({ account: copy.operators.accountTaken })
  })

  it('the owner rules stay in the confirmation, in words', async () => {
    await loadOperators()
    askAction('disable', row('owner02', 'owner'))
    answers.set(adminOperatorEnabled.path, refusal(ADMIN_OPERATORS_CODE.lastOwner))
    await confirmAction()
    expect(operators.pending).not.toBeNull()
    expect(operators.pendingError).toBe(copy.operators.lastOwner)
    answers.set(adminOperatorEnabled.path, refusal(ADMIN_OPERATORS_CODE.selfChange))
    await confirmAction()
    expect(operators.pendingError).toBe(copy.operators.selfChange)
  })

  it('a new second factor closes the confirmation and shows the secret once', async () => {
    askAction('totp', row('content01', 'content'))
    answers.set(adminOperatorTotp.path, {
      operator: row('content01'),
      totp_secret: 'NEWSECRET',
      totp_uri: 'otpauth://n',
    })
    await confirmAction()
    expect(operators.pending).toBeNull()
    expect(operators.secret).toMatchObject({ kind: 'totp', account: 'content01', totp_secret: 'NEWSECRET' })
  })
})

import { ADMIN_CODE, adminLogin, isApiError } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure } from '../../app/failure.ts'
import { operatorSignedIn } from '../../app/session.ts'
import type { LoginFailure } from '../../screens/login-screen/index.ts'
import { login } from './store.ts'

/** The password of the sign-in under way, kept only until the second factor is sent (103 asks for it). */
let password = ''

/** The account and password step. */
export function submitPassword(credentials: { account: string; password: string }): Promise<void> {
  login.account = credentials.account
  password = credentials.password
  return attempt()
}

/** The second-factor step: the account and password again, with the six digits. */
export function submitTotp(totp: string): Promise<void> {
  return attempt(totp)
}

/** Back from the second-factor step: the password is typed again. */
export function backToPassword(): void {
  password = ''
  login.step = 'password'
  login.failure = null
}

/** What a refused or failed sign-in shows, and on which step. */
function outcomeOf(error: unknown): { step: 'password' | 'totp'; failure: LoginFailure | null } {
  if (!isApiError(error) || error.kind !== 'business') {
    return { step: login.step, failure: { kind: 'failed', message: describeFailure(error) } }
  }
  switch (error.code) {
    case ADMIN_CODE.badLogin:
      return { step: 'password', failure: { kind: 'bad-login' } }
    case ADMIN_CODE.totpRequired:
      return { step: 'totp', failure: null }
    case ADMIN_CODE.badTotp:
      return { step: 'totp', failure: { kind: 'bad-totp' } }
    case ADMIN_CODE.totpNotSetUp:
      return { step: 'password', failure: { kind: 'totp-not-set-up' } }
    default:
      return { step: login.step, failure: { kind: 'failed', message: describeFailure(error) } }
  }
}

async function attempt(totp?: string): Promise<void> {
  if (login.submitting) return
  login.submitting = true
  login.failure = null
  try {
    const operator = await api.call(adminLogin, { account: login.account, password, ...(totp ? { totp } : {}) })
    password = ''
    login.step = 'password'
    operatorSignedIn(operator)
  } catch (error) {
    const outcome = outcomeOf(error)
    if (outcome.step === 'password') password = ''
    login.step = outcome.step
    login.failure = outcome.failure
  } finally {
    login.submitting = false
  }
}

import { proxy } from 'valtio'
import type { LoginFailure } from '../../screens/login-screen/index.ts'

/** The sign-in form's state (the password itself is not kept here: login/actions.ts holds it between steps). */
export const login = proxy({
  step: 'password' as 'password' | 'totp',
  /** The account being signed in. */
  account: '',
  submitting: false,
  failure: null as LoginFailure | null,
})

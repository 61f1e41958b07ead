import type { DoubleValidationQuestion, MemberLayout } from '@lobby/api'
import type { CountdownState, FailureOutcome } from '@lobby/domain'
import { proxy } from 'valtio'
import { session } from '../../app/session.ts'

/** A refused submit: the text to show (a message key or the server's words), under `field` or for the whole form. */
export type FormFailure = { field: string | null; outcome: FailureOutcome } | null

const noFailure = (): FormFailure => null

/** A stored session is a member from the first render, until the server says otherwise (a 401 logs out). */
function storedMember(): { account: string } | null {
  const account = session.getMemberAccount()
  return session.getToken() && account ? { account } : null
}

export interface CaptchaState {
  token: string | null
  image: string | null
  placeholder: string
  loading: boolean
  /** Seconds left before another captcha may be asked for (code 101 starts a 1 s wait). */
  waitSeconds: number
}

/** A session handed over in the address while another member is signed in: asked about before it replaces anything. */
export interface PendingHandover {
  /** The account signed in on this page now. */
  current: string
  /** The link's session (`tk`, `member_id`, `member_account`, `member_currency`). */
  incoming: { token: string; member_id: number; member_account: string; currency: string }
  /** The switch is running. */
  switching: boolean
}

const emptyCaptcha = (): CaptchaState => ({ token: null, image: null, placeholder: '', loading: false, waitSeconds: 0 })

/** The logged-in member and the login, double-validation, new-password and transfer-verification dialogs. */
export const accountStore = proxy({
  /** The logged-in member (a stored token and account), or null for a visitor. */
  member: storedMember(),
  /** The member layout info (spec section 3); null for a visitor or before it loads. */
  layout: null as MemberLayout | null,
  /** A handed-over session of another member waiting for the member's answer (app/handover.ts). */
  handover: null as PendingHandover | null,
  login: {
    open: false,
    submitting: false,
    failure: noFailure(),
    captcha: emptyCaptcha(),
    /** Bumped to clear the form's answer fields after a failure. */
    resetKey: 0,
  },
  doubleValidation: {
    open: false,
    memberLoginId: '',
    question: 'member_name' as DoubleValidationQuestion,
    available: 0,
    submitting: false,
    failure: noFailure(),
    captcha: emptyCaptcha(),
    resetKey: 0,
  },
  /** Forgotten password (docs/contract.md): a code to the member's phone, then a new password. */
  forgot: {
    open: false,
    step: 'request' as 'request' | 'reset' | 'done',
    /** Step 1's account and phone, sent again with step 2. */
    account: '',
    phone: '',
    captcha: emptyCaptcha(),
    countdown: null as CountdownState | null,
    submitting: false,
    failure: noFailure(),
    resetKey: 0,
  },
  /** Set a new password: forced on a first login that requires it (spec sections 3 and 4). */
  password: {
    open: false,
    /** No way out until the password is changed. */
    forced: false,
    submitting: false,
    failure: noFailure(),
  },
  transfer: {
    open: false,
    step: 1 as 1 | 2,
    account: '',
    token: '',
    captcha: { image: null as string | null, text: '' },
    submitting: false,
    failure: noFailure(),
    done: false,
  },
})

export { noFailure, emptyCaptcha }

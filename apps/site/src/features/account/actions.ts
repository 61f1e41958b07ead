import {
  ApiError,
  captcha as captchaEndpoint,
  CAPTCHA_TYPE,
  clientCaptcha,
  doubleValidation,
  doubleValidationChallengeSchema,
  doubleValidationSkip,
  failureText,
  getLoginHeader,
  login as loginEndpoint,
  logout as logoutEndpoint,
  memberLayout,
  openClientCaptchaText,
  vxReset,
  vxVerify,
  type LoginData,
} from '@lobby/api'
import {
  captchaFailure,
  DEVICE,
  doubleValidationFailure,
  doubleValidationSkipFailure,
  loginFailure,
  vxResetFailure,
  vxVerifyFailure,
  type FailureCatalogue,
  type FailureOutcome,
} from '@lobby/domain'
import { api } from '../../app/api.ts'
import { closeLoginGate, loginGate } from '../../app/login-gate.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { accountStore, emptyCaptcha, type CaptchaState } from './store.ts'

type Device = 'desktop' | 'mobile'

/** A failure as the catalogue of the operation reads it; errors that are not the server's code read as text. */
function outcomeOf(error: unknown, catalogue: FailureCatalogue): FailureOutcome {
  if (error instanceof ApiError && error.kind === 'business') return catalogue(error.code, error.message)
  return { messageKey: failureText(error) }
}

// ---------------------------------------------------------------------------
// Captchas

let captchaWaitTimer: ReturnType<typeof setInterval> | undefined

/** A fresh login captcha into `slot`; none while one is loading or during the wait after code 101 (spec section 4). */
export async function refreshCaptcha(slot: CaptchaState): Promise<void> {
  if (slot.loading || slot.waitSeconds > 0) return
  slot.loading = true
  try {
    const answer = await api.call(captchaEndpoint, { type: CAPTCHA_TYPE.login, site_id: siteConfig.siteId })
    slot.token = answer.token
    slot.image = answer.captcha
    slot.placeholder = answer.placeholder
  } catch (error) {
    if (captchaFailure(error instanceof ApiError ? error.code : '', undefined).action === 'captcha_wait') {
      startCaptchaWaitIn(slot)
    }
  } finally {
    slot.loading = false
  }
}

function startCaptchaWaitIn(slot: CaptchaState): void {
  slot.waitSeconds = 1
  clearInterval(captchaWaitTimer)
  captchaWaitTimer = setInterval(() => {
    slot.waitSeconds = Math.max(0, slot.waitSeconds - 1)
    if (slot.waitSeconds === 0) clearInterval(captchaWaitTimer)
  }, 1_000)
}

// ---------------------------------------------------------------------------
// Login

/**
 * Opens the login modal (from the login-required dialog, the header, a
 * member-only link). `target` is where to go after login (spec section 2).
 */
export function openLogin(target?: string): void {
  if (target !== undefined) loginGate.target = target
  closeLoginGate()
  accountStore.login.open = true
  accountStore.login.failure = null
  void refreshCaptcha(accountStore.login.captcha)
}

export function closeLogin(): void {
  accountStore.login.open = false
}

function deviceInfo(device: Device) {
  const agent = navigator.userAgent
  return {
    host: window.location.host,
    device: device === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
    udid: session.getUdid(),
    // Platform id (spec section 9): desktop 1, mobile 2.
    login_type: device === 'desktop' ? 1 : 2,
    browser: agent.slice(0, 256),
    system: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? '',
  }
}

/**
 * Logs in (spec section 4): a login header first, then `/login` with it. A new
 * device answers 107 (double validation), a flagged member 802 (transfer
 * verification); other refusals show their text and bring a fresh captcha,
 * since each captcha answers once.
 */
export async function submitLogin(
  values: { account: string; password: string; captcha: string },
  device: Device,
): Promise<void> {
  const slot = accountStore.login
  if (slot.submitting || !slot.captcha.token) return
  slot.submitting = true
  slot.failure = null
  try {
    // Logging in while holding a token logs out first (spec section 4).
    if (session.getToken()) await logout({ quiet: true })
    const header = await api.call(getLoginHeader, { site_id: siteConfig.siteId })
    const data = await api.call(
      loginEndpoint,
      {
        account: values.account.trim(),
        password: values.password,
        site_id: siteConfig.siteId,
        answer: values.captcha.trim(),
        captcha_token: slot.captcha.token,
        ...deviceInfo(device),
      },
      { headers: { [header.header]: header.value } },
    )
    await completeLogin(data)
  } catch (error) {
    const outcome = outcomeOf(error, loginFailure)
    if (outcome.action === 'double_validation' && error instanceof ApiError) {
      const challenge = doubleValidationChallengeSchema.safeParse(error.data)
      if (challenge.success) openDoubleValidation(challenge.data)
    } else if (outcome.action === 'transfer_verification') {
      openTransferVerification(values.account.trim())
    } else {
      slot.failure = { field: null, outcome }
    }
    slot.resetKey += 1
    slot.captcha.token = null
    void refreshCaptcha(slot.captcha)
  } finally {
    slot.submitting = false
  }
}

/** A login succeeded: store it, close every login dialog, join the member's channels, go where the member wanted. */
async function completeLogin(data: LoginData): Promise<void> {
  session.setMember(data)
  accountStore.member = { account: data.member_account }
  accountStore.login.open = false
  accountStore.doubleValidation.open = false
  accountStore.transfer.open = false
  // The socket handshake carries the token: reconnect so the private channels can be joined.
  realtime.disconnect()
  realtime.connect()
  await loadLayout()
  const target = loginGate.target
  loginGate.target = null
  if (target) window.history.pushState(null, '', target)
  // Routes read the session on render; a popstate makes the router see the new address.
  window.dispatchEvent(new PopStateEvent('popstate'))
}

/** The member layout info (spec section 3). */
export async function loadLayout(): Promise<void> {
  if (!session.getToken()) {
    accountStore.layout = null
    return
  }
  try {
    accountStore.layout = await api.call(memberLayout, {})
  } catch {
    // A 401 already logged out (onUnauthorized); other failures keep the last layout.
  }
}

/** Logs out (spec section 4): the server revokes the token, everything stored goes, the socket reconnects as a visitor. */
export async function logout({ quiet = false } = {}): Promise<void> {
  if (session.getToken()) {
    try {
      await api.call(logoutEndpoint, {})
    } catch {
      // Logged out here whatever the server says: the token is dropped below.
    }
  }
  forgetMember()
  if (!quiet) {
    realtime.disconnect()
    realtime.connect()
  }
}

/** Drops the member locally (logout, a 401 from any call). */
export function forgetMember(): void {
  session.clearMember()
  accountStore.member = null
  accountStore.layout = null
}

/** At start with a stored session: the member's layout info (a 401 logs out). */
export function resumeSession(): void {
  if (accountStore.member) void loadLayout()
}

// ---------------------------------------------------------------------------
// Double validation (login answered 107)

function openDoubleValidation(challenge: {
  member_login_id: string
  question: typeof accountStore.doubleValidation.question
  available_questions_count: number
}): void {
  const slot = accountStore.doubleValidation
  slot.memberLoginId = challenge.member_login_id
  slot.question = challenge.question
  slot.available = challenge.available_questions_count
  slot.failure = null
  slot.open = true
  accountStore.login.open = false
  void refreshCaptcha(slot.captcha)
}

export function closeDoubleValidation(): void {
  accountStore.doubleValidation.open = false
}

export async function submitDoubleValidation(values: { answer: string; captcha: string }): Promise<void> {
  const slot = accountStore.doubleValidation
  if (slot.submitting || !slot.captcha.token) return
  slot.submitting = true
  slot.failure = null
  try {
    const data = await api.call(doubleValidation, {
      member_login_id: slot.memberLoginId,
      question: slot.question,
      answer: values.answer.trim(),
      captcha_answer: values.captcha.trim(),
      captcha_token: slot.captcha.token,
    })
    await completeLogin(data)
  } catch (error) {
    // A failure clears the answer and the code and brings a new captcha (spec section 4).
    slot.failure = { field: null, outcome: outcomeOf(error, doubleValidationFailure) }
    slot.resetKey += 1
    slot.captcha.token = null
    void refreshCaptcha(slot.captcha)
  } finally {
    slot.submitting = false
  }
}

/** Skip: the next question, with a fresh captcha (spec section 4). */
export async function skipDoubleValidation(): Promise<void> {
  const slot = accountStore.doubleValidation
  if (slot.submitting) return
  slot.submitting = true
  slot.failure = null
  try {
    const next = await api.call(doubleValidationSkip, { member_login_id: slot.memberLoginId })
    slot.question = next.question
    slot.available = next.available_questions_count
    slot.resetKey += 1
    slot.captcha = emptyCaptcha()
    void refreshCaptcha(slot.captcha)
  } catch (error) {
    slot.failure = { field: null, outcome: outcomeOf(error, doubleValidationSkipFailure) }
  } finally {
    slot.submitting = false
  }
}

// ---------------------------------------------------------------------------
// Member-transfer verification (login answered 802)

function openTransferVerification(account: string): void {
  const slot = accountStore.transfer
  slot.account = account
  slot.step = 1
  slot.token = ''
  slot.failure = null
  slot.done = false
  slot.open = true
  accountStore.login.open = false
  void refreshClientCaptcha()
}

export function closeTransferVerification(): void {
  accountStore.transfer.open = false
}

/** The locally checked captcha of the verification form (spec section 5: the code must equal the decrypted text). */
export async function refreshClientCaptcha(): Promise<void> {
  try {
    const sealed = await api.call(clientCaptcha, {})
    accountStore.transfer.captcha = { image: sealed.data, text: await openClientCaptchaText(sealed) }
  } catch {
    accountStore.transfer.captcha = { image: null, text: '' }
  }
}

export async function submitTransferVerify(values: {
  withdrawPassword: string
  option: 'phone' | 'email'
  memberPhone: string
  memberEmail: string
}): Promise<void> {
  const slot = accountStore.transfer
  if (slot.submitting) return
  slot.submitting = true
  slot.failure = null
  try {
    const { token } = await api.call(vxVerify, {
      site_id: siteConfig.siteId,
      account: slot.account,
      withdraw_password: values.withdrawPassword,
      member_phone: values.option === 'phone' ? values.memberPhone.trim() : '',
      member_email: values.option === 'email' ? values.memberEmail.trim() : '',
    })
    slot.token = token
    slot.step = 2
  } catch (error) {
    slot.failure = { field: null, outcome: outcomeOf(error, vxVerifyFailure) }
    void refreshClientCaptcha()
  } finally {
    slot.submitting = false
  }
}

export async function submitTransferReset(values: { password: string }): Promise<void> {
  const slot = accountStore.transfer
  if (slot.submitting) return
  slot.submitting = true
  slot.failure = null
  try {
    await api.call(vxReset, { account: slot.account, password: values.password, token: slot.token })
    // Success resets the form (spec section 4); the member logs in with the new password.
    slot.done = true
    slot.step = 1
    slot.token = ''
    slot.open = false
    openLogin()
  } catch (error) {
    slot.failure = { field: null, outcome: outcomeOf(error, vxResetFailure) }
  } finally {
    slot.submitting = false
  }
}

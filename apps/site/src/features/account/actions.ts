import {
  ApiError,
  captcha as captchaEndpoint,
  CAPTCHA_TYPE,
  clientCaptcha,
  doubleValidation,
  doubleValidationChallengeSchema,
  doubleValidationSkip,
  editPassword,
  failureText,
  forgetPasswordReset,
  forgetPasswordSms,
  getInfoData,
  infoDataSchema,
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
  CLIENT_ERROR,
  doubleValidationFailure,
  doubleValidationSkipFailure,
  editPasswordFailure,
  forgotPasswordResetFailure,
  forgotPasswordSmsFailure,
  loginFailure,
  startSmsCountdown,
  vxResetFailure,
  vxVerifyFailure,
  type FailureCatalogue,
  type FailureOutcome,
} from '@lobby/domain'
import { api } from '../../app/api.ts'
import { loginDeviceInfo } from '../../app/device-info.ts'
import { siteText } from '../../app/i18n.ts'
import { closeLoginGate, closeMemberWindows, followMemberTarget, loginGate } from '../../app/login-gate.ts'
import { closePaymentWindows } from '../../app/payment-windows.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { followLoginCurrency, reloadForLoginCurrency } from '../../app/site-currency.ts'
import { siteConfig } from '../../app/site-config.ts'
import { readWindowMessage, type HandedOverSession } from '../../app/window-messages.ts'
import { lockMessage, withdrawPasswordLockOf } from '../../lib/withdraw-password-lock.ts'
import { notifyShell } from '../native/bridge.ts'
import { showToast } from '../toast/store.ts'
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

/** The login's device information (spec section 3): app/device-info.ts; no remote_addr, the server sees the address. */
const deviceInfo = (device: Device) => loginDeviceInfo(device)

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
export async function completeLogin(data: LoginData): Promise<void> {
  storeMember(data)
  await enterAsMember()
}

/** The session of a new login (this window's, or one another window handed over) becomes this site's member. */
function storeMember(member: {
  token: string
  member_id: number
  member_account: string
  currency: string
  member_type?: number
  agent_type?: number
}): void {
  const currencyBefore = session.getCurrency()
  // A handed-over session has no member or agent type until its layout loads: none of the last member's may linger.
  session.clearMember()
  session.setMember(member)
  // The member's currency is now the site's: the lobby's lists follow it (spec section 4).
  followLoginCurrency(currencyBefore)
  accountStore.member = { account: member.member_account }
  // An app shell hears of every login of this window (docs/native-bridge.md).
  notifyShell({
    type: 'login',
    member_id: member.member_id,
    member_account: member.member_account,
    currency: member.currency,
  })
}

/** After a login: the dialogs close, the socket rejoins as the member, the layout loads, the remembered route opens. */
async function enterAsMember(): Promise<void> {
  accountStore.login.open = false
  accountStore.doubleValidation.open = false
  accountStore.transfer.open = false
  // The socket handshake carries the token: reconnect so the private channels can be joined.
  realtime.disconnect()
  realtime.connect()
  await loadLayout()
  const target = loginGate.target
  loginGate.target = null
  // A member page opens in its own window on desktop (spec section 2); the rest in this tab.
  if (target) followMemberTarget(target, (url) => window.history.pushState(null, '', url))
  // Routes read the session on render; a popstate makes the router see the new address.
  window.dispatchEvent(new PopStateEvent('popstate'))
  // Mobile reloads the page when the login changed the currency (spec section 4).
  reloadForLoginCurrency()
}

/** The member layout info (spec section 3). */
export async function loadLayout(): Promise<void> {
  if (!session.getToken()) {
    accountStore.layout = null
    return
  }
  try {
    const layout = await api.call(memberLayout, {})
    accountStore.layout = layout
    session.setMemberKind(layout)
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
  const wasMember = accountStore.member !== null || session.getToken() !== null
  session.clearMember()
  // The member centre, agent centre and fast-payment windows this page opened close, and its payment windows (spec section 4).
  closeMemberWindows()
  closePaymentWindows()
  accountStore.member = null
  accountStore.layout = null
  accountStore.password.open = false
  accountStore.password.forced = false
  // An app shell hears of it (docs/native-bridge.md); a visitor's stray 401 tells it nothing.
  if (wasMember) notifyShell({ type: 'logout' })
}

/**
 * The server refused this page's token on the member channel (revoked or
 * expired): the member is forgotten here and the socket reconnects as a
 * visitor, without the dead token in its handshake.
 */
export function forgetEndedSession(): void {
  forgetMember()
  realtime.disconnect()
  realtime.connect()
}

/**
 * "Switch account" on a session handed over in the address while another
 * member was signed in (app/handover.ts): the current member logs out (the
 * server revokes that token), the link's session becomes this page's, and the
 * page goes on as that member.
 */
export async function acceptHandover(): Promise<void> {
  const pending = accountStore.handover
  if (!pending || pending.switching) return
  pending.switching = true
  const incoming = { ...pending.incoming }
  try {
    await logout({ quiet: true })
    storeMember(incoming)
    accountStore.handover = null
    await enterAsMember()
  } finally {
    if (accountStore.handover) accountStore.handover.switching = false
  }
}

/** Cancel: the current member stays; the link's session is dropped (it already left the address). */
export function declineHandover(): void {
  accountStore.handover = null
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
    const lock = withdrawPasswordLockOf(error)
    slot.failure = {
      field: null,
      outcome: lock ? { message: await siteText(...lockMessage(lock)) } : outcomeOf(error, doubleValidationFailure),
    }
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

// ---------------------------------------------------------------------------
// Set a new password (forced when the layout says first_login_to_change_password)

/**
 * Opens the new-password dialog. `forced` (first login with
 * `first_login_to_change_password` 1) leaves no way out but changing it.
 */
export function openPasswordChange(forced: boolean): void {
  const slot = accountStore.password
  slot.forced = forced
  slot.failure = null
  slot.open = true
}

/** Cancel; ignored while the change is forced. */
export function closePasswordChange(): void {
  if (!accountStore.password.forced) accountStore.password.open = false
}

/**
 * Sends the change. The server revokes every other session and hands this
 * one a fresh token (stored by the api client from the response header); the
 * layout is reloaded, so the first-login flag is gone before the dialog is.
 */
export async function submitPasswordChange(values: {
  oldPassword: string
  password: string
  checkPassword: string
}): Promise<boolean> {
  const slot = accountStore.password
  if (slot.submitting) return false
  slot.submitting = true
  slot.failure = null
  try {
    await api.call(editPassword, {
      old_password: values.oldPassword,
      new_password: values.password,
      check_password: values.checkPassword,
    })
    await loadLayout()
    slot.forced = false
    slot.open = false
    return true
  } catch (error) {
    const outcome = outcomeOf(error, editPasswordFailure)
    const wrongOldPassword = error instanceof ApiError && error.kind === 'business' && error.code === '101'
    slot.failure = { field: wrongOldPassword ? 'oldPassword' : null, outcome }
    return false
  } finally {
    slot.submitting = false
  }
}

// ---------------------------------------------------------------------------
// Session from another window or from the address (spec sections 4 and 5)

/** The fields `/get_info_data` and the callback window hand over, as a session. */
function handedOver(info: HandedOverSession) {
  return {
    token: info.tk,
    member_id: info.member_id,
    member_account: info.member_account,
    currency: info.member_currency,
  }
}

/**
 * `enc` from the address: the server trades it for the session
 * (`/get_info_data`), which is stored like a login's. A refused or
 * unreadable `enc` leaves the visitor a visitor. The caller resets the
 * address to `/` either way (spec section 4).
 */
export async function adoptEncryptedSession(enc: string): Promise<boolean> {
  try {
    const info = infoDataSchema.parse(JSON.parse(await api.call(getInfoData, { enc })))
    storeMember(handedOver(info))
    realtime.disconnect()
    realtime.connect()
    await loadLayout()
    return true
  } catch {
    return false
  }
}

/**
 * A message from another window of the site (spec section 4): `authLogin`
 * logs this window in with the session the callback window got;
 * `authLoginClose` with a result code shows why the authorised login failed.
 */
export async function receiveWindowMessage(text: string, t: (key: string) => string): Promise<void> {
  const message = readWindowMessage(text)
  if (!message) return
  // `quickGame` is the play code's (features/play/actions.ts listens for it while a member plays).
  if (message.type === 'quickGame') return
  if (message.type === 'authLogin') {
    storeMember(handedOver(message.data))
    await enterAsMember()
  } else if (message.code) {
    showToast({ type: 'error', text: message.message ?? t(CLIENT_ERROR.unknown) })
  }
}

// ---------------------------------------------------------------------------
// Forgotten password (our calls: docs/contract.md, "Forgotten password")

/** From the login modal's "Forgot password?": step 1 with a fresh login captcha. */
export function openForgotPassword(): void {
  const slot = accountStore.forgot
  slot.step = 'request'
  slot.failure = null
  slot.open = true
  accountStore.login.open = false
  void refreshCaptcha(slot.captcha)
}

export function closeForgotPassword(): void {
  if (!accountStore.forgot.submitting) accountStore.forgot.open = false
}

/** Back to step 1 (to ask for another code): a new captcha, since each answers once. */
export function changeForgotPasswordStep(step: 'request' | 'reset' | 'done'): void {
  const slot = accountStore.forgot
  slot.step = step
  slot.failure = null
  if (step === 'request') void refreshCaptcha(slot.captcha)
}

/** The field a forgotten-password refusal belongs under. */
const FORGOT_FIELD: Record<string, string> = { '105': 'captcha', '113': 'code' }

/**
 * Step 1: the code to the phone. The answer is the same whether or not the
 * account and phone match (the server never tells); the 300 s countdown
 * starts on it and on 102.
 */
export async function sendForgotPasswordCode(values: {
  account: string
  phone: string
  captcha: string
}): Promise<void> {
  const slot = accountStore.forgot
  if (slot.submitting || !slot.captcha.token) return
  slot.submitting = true
  slot.failure = null
  try {
    await api.call(forgetPasswordSms, {
      site_id: siteConfig.siteId,
      member_account: values.account.trim(),
      member_phone: values.phone.trim(),
      captcha_token: slot.captcha.token,
      verify_code: values.captcha.trim(),
    })
    slot.account = values.account.trim()
    slot.phone = values.phone.trim()
    slot.countdown = startSmsCountdown(Date.now())
    slot.step = 'reset'
  } catch (error) {
    const outcome = outcomeOf(error, forgotPasswordSmsFailure)
    if (outcome.action === 'start_countdown') {
      slot.countdown = startSmsCountdown(Date.now())
      slot.account = values.account.trim()
      slot.phone = values.phone.trim()
    }
    const code = error instanceof ApiError ? error.code : ''
    slot.failure = { field: FORGOT_FIELD[code] ?? null, outcome }
    slot.resetKey += 1
  } finally {
    slot.submitting = false
    // Each captcha answers once.
    slot.captcha.token = null
    if (slot.step === 'request') void refreshCaptcha(slot.captcha)
  }
}

/** Step 2: the code and the new password; success signs the member out everywhere and offers the login. */
export async function submitForgotPasswordReset(values: {
  code: string
  password: string
  checkPassword: string
}): Promise<void> {
  const slot = accountStore.forgot
  if (slot.submitting) return
  slot.submitting = true
  slot.failure = null
  try {
    await api.call(forgetPasswordReset, {
      site_id: siteConfig.siteId,
      member_account: slot.account,
      member_phone: slot.phone,
      phone_verify: values.code.trim(),
      new_password: values.password,
      check_password: values.checkPassword,
    })
    slot.step = 'done'
    slot.countdown = null
  } catch (error) {
    const code = error instanceof ApiError ? error.code : ''
    slot.failure = { field: FORGOT_FIELD[code] ?? null, outcome: outcomeOf(error, forgotPasswordResetFailure) }
  } finally {
    slot.submitting = false
  }
}

/** "Log in" after the reset. */
export function loginAfterForgotPassword(): void {
  accountStore.forgot.open = false
  openLogin()
}

import {
  ApiError,
  captcha as captchaEndpoint,
  CAPTCHA_TYPE,
  checkAgentDomain,
  failureText,
  MEMBER_CURRENCY_SETTING,
  memberInfo,
  register,
  registerBackground,
  registerSettings,
  registerSms,
  registerValidMessage,
  registerVerification,
  REGISTER_SMS_TYPE,
  type RegisterWireField,
} from '@lobby/api'
import {
  captchaFailure,
  errorOutcomeText,
  isCurrencyCode,
  registerFailure,
  smsFailure,
  startSmsCountdown,
  type CurrencyCode,
  type FailureOutcome,
  type RegisterForm,
  type RegisterFormField,
} from '@lobby/domain'
import { api } from '../../app/api.ts'
import { demoMode, demoModeSettled } from '../../app/demo-mode.ts'
import { loginDeviceInfo } from '../../app/device-info.ts'
import { readCookie, session, writeCookie } from '../../app/session.ts'
import { fetchServiceAgreement } from '../../app/service-agreement.ts'
import { siteConfig } from '../../app/site-config.ts'
import { showToast } from '../toast/store.ts'
import { registrationStore, ROUTE_REGISTER_COOKIE, type IntroducerField } from './store.ts'

export { ROUTE_REGISTER_COOKIE }

type Translate = (key: string) => string

/**
 * Referral cookies (spec section 4): a link's introducer and currency, kept
 * for the site's link expiry so a visitor who registers later still has them.
 */
const REFERRAL_COOKIE = {
  agent: 'member_agent',
  recommend: 'recommend_code',
  currency: 'currency',
  type: 'register_type',
} as const
/** The agent domain's agent, kept 1 day (spec section 9). */
const AGENT_DOMAIN_COOKIE = 'agent_domain_id'

const MINUTES_PER_DAY = 1_440

function clearCookie(name: string): void {
  writeCookie(name, '', 0)
}

function clearReferral(): void {
  for (const name of Object.values(REFERRAL_COOKIE)) clearCookie(name)
}

/** The form fields as `/register` and `/register/verification` name them (spec section 3). */
const WIRE_NAME: Partial<Record<RegisterFormField, RegisterWireField>> = {
  memberAccount: 'member_account',
  password: 'password',
  checkPassword: 'check_password',
  memberName: 'member_name',
  memberEmail: 'member_email',
  withdrawPassword: 'withdraw_password',
  memberPhone: 'member_phone',
  identityId: 'identity_id',
  memberQq: 'member_qq',
  memberTelegram: 'member_telegram',
  memberWhatsApp: 'member_whats_app',
  memberWechat: 'member_wechat',
  memberZalo: 'member_zalo',
  memberSkype: 'member_skype',
  memberFb: 'member_fb',
  memberOthers: 'member_others',
  memberAgent: 'member_agent',
  recommendCode: 'recommend_code',
}

/** The form's currency as the contract takes it (the site's when none is chosen yet). */
function formCurrency(): CurrencyCode {
  const currency = registrationStore.currency
  return isCurrencyCode(currency) ? currency : session.getCurrency()
}

function introducerField(): IntroducerField {
  return registrationStore.introducer?.field ?? 'recommendCode'
}

/** Where a refusal goes: under its field, in a toast, or at the top of the form. */
function showFailure(outcome: FailureOutcome, t: Translate): void {
  const text = errorOutcomeText(outcome, t)
  if (outcome.toast) showToast({ type: 'error', text })
  else if (outcome.field) registrationStore.fieldErrors = { ...registrationStore.fieldErrors, [outcome.field]: text }
  else registrationStore.formError = text
  if (outcome.action === 'reset_introducer' || outcome.action === 'disable_referral') {
    // The introducer was refused: the cookies go and the input opens for another code (spec section 4).
    clearReferral()
    if (registrationStore.introducer) registrationStore.introducer = { ...registrationStore.introducer, locked: false }
  }
  if (outcome.action === 'disable_referral') registrationStore.referralOff = true
}

function outcomeOf(error: unknown): FailureOutcome {
  if (error instanceof ApiError && error.kind === 'business') {
    return registerFailure(error.code, error.message, { introducerField: introducerField() })
  }
  // A 400 names the field the server refused (a rule with no code of its own): show it there.
  if (error instanceof ApiError && error.field) {
    const field = (Object.keys(WIRE_NAME) as RegisterFormField[]).find((f) => WIRE_NAME[f] === error.field)
    // Under the field, only the reason: a ui key the page translates, or the server's words (in the page's language).
    if (field) return { field, messageKey: error.fieldReason || error.message }
  }
  return { messageKey: failureText(error) }
}

// ---------------------------------------------------------------------------
// Links, cookies and the agent domain

/**
 * `?id=` (an agent) or `?invite=` (an invite code) on any page (spec section
 * 2): checked with the server first; a valid one is kept in the referral
 * cookies for the link expiry, an invalid one says why. `?currency=` alone
 * is kept when registration is open in it, and otherwise refused with
 * '該幣別尚未開放' (`signup.err_currency_not_open`).
 */
export async function captureReferral(params: URLSearchParams, t: Translate): Promise<void> {
  const agentId = params.get('id')?.trim() ?? ''
  const invite = params.get('invite')?.trim() ?? ''
  const currency = params.get('currency')?.trim().toUpperCase() ?? ''
  const minutes = siteConfig.linkExpiryMinutes
  const days = minutes / MINUTES_PER_DAY
  if (agentId || invite) {
    try {
      const answer = await api.call(
        registerValidMessage,
        agentId
          ? { site_id: siteConfig.siteId, agent_id: agentId }
          : { site_id: siteConfig.siteId, recommend_code: invite },
      )
      if (!answer.is_valid) {
        // The form is not open yet: the reason (disabled agent, closed invite…) goes in a toast.
        clearReferral()
        const outcome = registerFailure(answer.code ?? '228', undefined, {
          introducerField: agentId ? 'memberAgent' : 'recommendCode',
        })
        showToast({ type: 'error', text: errorOutcomeText(outcome, t) })
        return
      }
    } catch (error) {
      showToast({ type: 'error', text: t(failureText(error)) })
      return
    }
    clearReferral()
    if (agentId) writeCookie(REFERRAL_COOKIE.agent, agentId, days)
    else writeCookie(REFERRAL_COOKIE.recommend, invite, days)
    writeCookie(REFERRAL_COOKIE.type, agentId ? 'agent' : 'recommend', days)
    // An agent's link registers in the agent's currency unless the link names one (`/member_info`).
    if (agentId && !currency) {
      try {
        const agent = await api.call(memberInfo, { id: agentId, site_id: siteConfig.siteId })
        writeCookie(REFERRAL_COOKIE.currency, agent.currency, days)
      } catch {
        // Unknown: the form starts in the site's currency.
      }
    }
  }
  if (currency) {
    await loadSettings()
    if (currencyOpen(currency)) writeCookie(REFERRAL_COOKIE.currency, currency, days)
    else showToast({ type: 'error', text: t('signup.err_currency_not_open') })
  }
}

/** Whether registration is open in `currency` (its `member_currency` item is displayed). */
function currencyOpen(currency: string): boolean {
  return registrationStore.settings.list.some(
    (item) => item.name === MEMBER_CURRENCY_SETTING && item.currency === currency && item.is_display === 1,
  )
}

/**
 * The agent domain (spec sections 4 and 6): on an agent's host the currency
 * is locked and the agent introduces the registration; its id is kept a day.
 * On any other host the cookie goes.
 */
async function checkDomain(): Promise<{ currency: string; agentId: number } | null> {
  try {
    const answer = await api.call(checkAgentDomain, { host: window.location.hostname, site_id: siteConfig.siteId })
    if (answer.is_valid && answer.agent_id !== null) {
      writeCookie(AGENT_DOMAIN_COOKIE, String(answer.agent_id), 1)
      return { currency: answer.currency, agentId: answer.agent_id }
    }
  } catch {
    // Not known: registration goes on as on the main site.
  }
  clearCookie(AGENT_DOMAIN_COOKIE)
  return null
}

// ---------------------------------------------------------------------------
// The form

/** The register settings, once; false when they could not be loaded. */
async function loadSettings(): Promise<boolean> {
  const slot = registrationStore.settings
  if (slot.status === 'ready') return true
  if (slot.status === 'loading') return false
  slot.status = 'loading'
  try {
    slot.list = (await api.call(registerSettings, { site_id: siteConfig.siteId })).list
    slot.status = 'ready'
    return true
  } catch {
    slot.status = 'error'
    return false
  }
}

/** Spec section 8: a settings failure is the "error setting" toast, 5 s. */
const settingsErrorToast = (t: Translate) =>
  showToast({ type: 'error', text: t('signup.settings_error'), durationMs: 5_000 })

export async function retrySettings(t: Translate): Promise<void> {
  registrationStore.settings.status = 'idle'
  if (!(await loadSettings())) settingsErrorToast(t)
}

async function loadAgreement(): Promise<void> {
  const slot = registrationStore.agreement
  if (slot.status === 'loading' || slot.status === 'ready') return
  slot.status = 'loading'
  try {
    slot.list = await fetchServiceAgreement()
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

async function loadBackground(): Promise<void> {
  try {
    const answer = await api.call(registerBackground, {
      site_id: siteConfig.siteId,
      template: siteConfig.mobileTemplate,
    })
    registrationStore.background = answer.detail.photo
  } catch {
    // No background: the page shows its default.
    registrationStore.background = ''
  }
}

/** A register captcha (type 2); none during the wait after code 101. */
export async function refreshRegisterCaptcha(): Promise<void> {
  const slot = registrationStore.captcha
  if (slot.loading || slot.waitSeconds > 0) return
  slot.loading = true
  try {
    const answer = await api.call(captchaEndpoint, { type: CAPTCHA_TYPE.register, site_id: siteConfig.siteId })
    slot.token = answer.token
    slot.image = answer.captcha
    slot.placeholder = answer.placeholder
  } catch (error) {
    if (captchaFailure(error instanceof ApiError ? error.code : '').action === 'captcha_wait') {
      slot.waitSeconds = 1
      setTimeout(() => {
        slot.waitSeconds = 0
      }, 1_000)
    }
  } finally {
    slot.loading = false
  }
}

/** Set while `openRegister` waits for the site details: a second call meanwhile opens nothing. */
let openingRegister = false

/**
 * Opens registration (spec section 4): the settings, the agreement and a
 * captcha load; the introducer comes from the agent domain, else the
 * referral cookies (locked); the currency from the agent domain (locked),
 * the referral, or the site's. Refused in demo mode.
 */
export async function openRegister(t: Translate, device: 'desktop' | 'mobile'): Promise<void> {
  if (registrationStore.open || openingRegister) return
  // The site details say whether this is a demo site (spec section 4: registration is blocked there).
  openingRegister = true
  const demo = await demoModeSettled().finally(() => {
    openingRegister = false
  })
  if (demo) {
    showToast({ type: 'warning', text: t('signup.demo_mode') })
    return
  }
  if (registrationStore.open) return
  const slot = registrationStore
  slot.open = true
  slot.fieldErrors = {}
  slot.formError = ''
  void loadAgreement()
  void refreshRegisterCaptcha()
  if (device === 'mobile') void loadBackground()
  const [domain, settingsLoaded] = await Promise.all([checkDomain(), loadSettings()])
  if (!settingsLoaded && slot.settings.status === 'error') settingsErrorToast(t)
  if (domain) {
    slot.currency = domain.currency
    slot.currencyLocked = true
    slot.introducer = { field: 'memberAgent', value: String(domain.agentId), locked: true }
    return
  }
  slot.currencyLocked = false
  const agent = readCookie(REFERRAL_COOKIE.agent)
  const invite = readCookie(REFERRAL_COOKIE.recommend)
  if (agent && !slot.referralOff)
    slot.introducer = { field: 'memberAgent', value: decodeURIComponent(agent), locked: true }
  else if (invite && !slot.referralOff) {
    slot.introducer = { field: 'recommendCode', value: decodeURIComponent(invite), locked: true }
  } else slot.introducer = null
  const cookieCurrency = readCookie(REFERRAL_COOKIE.currency)
  const wanted = cookieCurrency && currencyOpen(cookieCurrency) ? cookieCurrency : session.getCurrency()
  slot.currency = currencyOpen(wanted)
    ? wanted
    : (slot.settings.list.find((item) => item.name === MEMBER_CURRENCY_SETTING && item.is_display === 1)?.currency ??
      wanted)
}

export function closeRegister(): void {
  if (registrationStore.submitting) return
  registrationStore.open = false
}

/** A new currency: the form recomputes its fields; the unique fields are checked again as they are left. */
export function changeCurrency(currency: string): void {
  if (registrationStore.currencyLocked) return
  registrationStore.currency = currency
  registrationStore.fieldErrors = {}
  registrationStore.sms = { sending: false, countdown: null, message: '' }
}

/** The server's own check of one field as it is left (spec section 5: single fields are verified on edit). */
export async function verifyField(field: RegisterFormField, value: string, t: Translate): Promise<void> {
  const wire = WIRE_NAME[field]
  if (!wire || value.trim() === '') return
  const { [field]: _cleared, ...rest } = registrationStore.fieldErrors
  registrationStore.fieldErrors = rest
  try {
    await api.call(registerVerification, {
      site_id: siteConfig.siteId,
      member_currency: formCurrency(),
      verification: 1,
      [wire]: value,
    })
  } catch (error) {
    const outcome = outcomeOf(error)
    // Only this field's answer belongs under it; a toast-level answer (996, 218) still shows.
    showFailure(outcome.field && outcome.field !== field && !outcome.action ? { ...outcome, field } : outcome, t)
  }
}

/** The SMS code (spec section 4): the 300 s countdown starts on success and on 102. */
export async function sendSms(phone: string, t: Translate): Promise<void> {
  const sms = registrationStore.sms
  if (sms.sending) return
  sms.sending = true
  sms.message = ''
  const { memberPhone: _phone, phoneVerify: _code, ...rest } = registrationStore.fieldErrors
  registrationStore.fieldErrors = rest
  try {
    await api.call(registerSms, {
      member_phone: phone.trim(),
      currency: formCurrency(),
      type: REGISTER_SMS_TYPE,
      site_id: siteConfig.siteId,
    })
    sms.countdown = startSmsCountdown(Date.now())
  } catch (error) {
    const outcome =
      error instanceof ApiError && error.kind === 'business'
        ? smsFailure(error.code, error.message)
        : { messageKey: failureText(error) }
    if (outcome.action === 'start_countdown') sms.countdown = startSmsCountdown(Date.now())
    const text = errorOutcomeText(outcome, t)
    if (outcome.field) registrationStore.fieldErrors = { ...registrationStore.fieldErrors, [outcome.field]: text }
    else sms.message = text
  } finally {
    sms.sending = false
  }
}

function wireBody(values: RegisterForm) {
  const birthday = values.memberBirthday
  const body: Partial<Record<RegisterWireField, string>> = {}
  for (const [field, wire] of Object.entries(WIRE_NAME) as [RegisterFormField, RegisterWireField][]) {
    const value = values[field]
    if (typeof value === 'string') body[wire] = field === 'memberName' ? value.trim() : value
  }
  if (values.checkPassword === '') delete body.check_password
  return {
    ...body,
    member_birthday:
      birthday.year && birthday.month && birthday.day
        ? `${birthday.year}-${birthday.month.padStart(2, '0')}-${birthday.day.padStart(2, '0')}`
        : '',
  }
}

/**
 * Registers (spec section 4): blocked while one is in progress; the page
 * scrolls to the top; the captcha answer clears and a new captcha comes
 * after any answer. Success logs the member in, resets the form and says
 * `signup.success`.
 */
export async function submitRegister(values: RegisterForm, t: Translate, device: 'desktop' | 'mobile'): Promise<void> {
  const slot = registrationStore
  if (slot.submitting || !slot.captcha.token) return
  // Demo mode turned on while the form was open (spec section 4: registration is blocked in demo mode).
  if (demoMode()) {
    showToast({ type: 'warning', text: t('signup.demo_mode') })
    return
  }
  slot.submitting = true
  slot.fieldErrors = {}
  slot.formError = ''
  window.scrollTo({ top: 0 })
  try {
    const data = await api.call(register, {
      site_id: siteConfig.siteId,
      member_currency: formCurrency(),
      ...wireBody(values),
      phone_verify: values.phoneVerify,
      captcha_token: slot.captcha.token,
      verify_code: values.captchaAnswer.trim(),
      // The device information, as a login sends it (spec section 3); the server records the address it sees.
      ...loginDeviceInfo(device),
      error_track: [],
    })
    slot.open = false
    slot.introducer = null
    slot.sms = { sending: false, countdown: null, message: '' }
    clearReferral()
    showToast({ type: 'success', text: t('signup.success') })
    // The registration-complete marketing event (spec section 4).
    void import('../tracking/actions.ts').then((tracking) =>
      tracking.trackEvent('CompleteRegistration', { currency: data.currency }, data.member_id),
    )
    const account = await import('../account/actions.ts')
    await account.completeLogin(data)
  } catch (error) {
    showFailure(outcomeOf(error), t)
  } finally {
    slot.submitting = false
    slot.resetKey += 1
    slot.captcha.token = null
    void refreshRegisterCaptcha()
  }
}

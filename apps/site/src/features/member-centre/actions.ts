import {
  ApiError,
  BANK_ACCOUNT_CODE,
  bankAccountDestroy,
  bankAccountList,
  bankAccountStore,
  depositChannels,
  depositStore,
  dwRecordList,
  failureText,
  memberProfile,
  PROFILE_EDIT_FIELDS,
  PROFILE_LOCKED_ONCE_SET,
  profileEdit,
  profilePhoneSms,
  recommendMembers,
  recommendProject,
  recommendRecord,
  RG_CODE,
  bonusSettingCheck,
  registerSettings,
  transactionList,
  walletTransfer,
  withdrawCancel,
  withdrawInfo,
  withdrawPasswordSet,
  withdrawStore,
  type MemberProfile,
  type ProfileEditField,
} from '@lobby/api'
import {
  memberCentrePhoneVerified,
  RECORD_PAGE_SIZE,
  registerFailure,
  registerFieldRules,
  smsFailure,
  startSmsCountdown,
  type RegisterFormField,
  type SettingField,
  WAITING_WINDOW_NAMES,
} from '@lobby/domain'
import { api } from '../../app/api.ts'
import {
  closePaymentWindow,
  openPaymentWindow,
  paymentWindowHere,
  sendPaymentWindow,
} from '../../app/payment-windows.ts'
import { siteText } from '../../app/i18n.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { lockMessage, withdrawPasswordLockOf } from '../../lib/withdraw-password-lock.ts'
import { accountStore } from '../account/store.ts'
import { fetchMarquee } from '../content/actions.ts'
import { loadBalance } from '../play/actions.ts'
import { showToast } from '../toast/store.ts'
import { memberCentreStore as store, type FieldErrors } from './store.ts'

/**
 * The member centre's calls: each loads or changes one page's slice of the
 * store. A refusal with a code becomes a message key of the `member_site`
 * area; a 400 names its field.
 */

/**
 * A 400's reason as shown under its field: the message key the server gave,
 * or the server's own words (in the page's language: the `lang` header), or
 * a generic one when there are none.
 */
function reasonKey(error: ApiError): string {
  return error.fieldReason || 'member_site.err_invalid'
}

/** Responsible gambling's limit refusals (170 deposit, 171 loss, 172 wager, 173 session time): the server's words. */
const RG_LIMIT_CODES: readonly string[] = [
  RG_CODE.depositLimit,
  RG_CODE.lossLimit,
  RG_CODE.wagerLimit,
  RG_CODE.sessionLimit,
]

/**
 * A failed call as a message key (or the client's own error text) for the page. A limit's refusal is the server's
 * message as it came (in the member's language: how much is left and when it renews), not a key of ours.
 */
function failureKey(error: unknown, area: 'fund' | 'bank' | 'wpw' | 'transfer'): string {
  if (error instanceof ApiError && error.kind === 'business' && RG_LIMIT_CODES.includes(error.code) && error.message)
    return error.message
  if (error instanceof ApiError && error.kind === 'business') return `member_site.${area}_${error.code}`
  return failureText(error)
}

/** The withdraw password's lock as the member reads it (the minutes left), when `error` is that refusal. */
async function lockText(error: unknown): Promise<string | undefined> {
  const lock = withdrawPasswordLockOf(error)
  return lock ? siteText(...lockMessage(lock)) : undefined
}

function fieldOf(error: unknown): string | undefined {
  return error instanceof ApiError && error.field !== undefined ? error.field : undefined
}

async function toast(type: 'success' | 'error', key: string, values?: Record<string, string>): Promise<void> {
  showToast({ type, text: await siteText(key, values) })
}

// ---------------------------------------------------------------------------
// Info

/** Form field name → wire name of the editable profile fields (registerFailure names form fields). */
const FORM_TO_WIRE: Partial<Record<RegisterFormField, ProfileEditField>> = {
  memberName: 'member_name',
  memberEmail: 'member_email',
  memberBirthday: 'member_birthday',
  memberPhone: 'member_phone',
  identityId: 'identity_id',
  memberQq: 'member_qq',
  memberTelegram: 'member_telegram',
  memberWhatsApp: 'member_whats_app',
  memberWechat: 'member_wechat',
  memberZalo: 'member_zalo',
  memberSkype: 'member_skype',
  memberFb: 'member_fb',
}
const WIRE_TO_SETTING = Object.fromEntries(Object.entries(FORM_TO_WIRE).map(([form, wire]) => [wire, form])) as Record<
  ProfileEditField,
  SettingField
>

/** The profile value of an editable field (the profile calls the identity id `new_identity_id`). */
export function profileValue(profile: MemberProfile, field: ProfileEditField): string {
  return field === 'identity_id' ? profile.new_identity_id : profile[field]
}

export async function loadProfile(): Promise<void> {
  const slot = store.profile
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    const [profile, settings] = await Promise.all([
      api.call(memberProfile, {}),
      api.call(registerSettings, { site_id: siteConfig.siteId }),
    ])
    const rules = registerFieldRules(settings.list, profile.member_currency)
    slot.data = profile
    slot.fields = PROFILE_EDIT_FIELDS.filter((field) => rules[WIRE_TO_SETTING[field]].memberCenter).map((field) => ({
      key: field,
      editable: true,
      locked: PROFILE_LOCKED_ONCE_SET.includes(field) && profileValue(profile, field) !== '',
      required: rules[WIRE_TO_SETTING[field]].required,
      verify: field === 'member_phone' && memberCentrePhoneVerified(rules),
    }))
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/** A form field of `registerFailure`/`smsFailure` → its wire name here; the SMS code is `phone_verify`. */
function profileWire(field: RegisterFormField | undefined): string | undefined {
  if (field === 'phoneVerify') return 'phone_verify'
  return field === undefined ? undefined : FORM_TO_WIRE[field]
}

/**
 * Sends the code for a new phone (`/member/profile/sms`): the 300 s
 * countdown starts on success and on 102, as at registration; an answer for
 * the phone or the code shows under it, any other above the code.
 */
export async function sendProfilePhoneCode(phone: string): Promise<void> {
  const slot = store.profile
  if (slot.sms.sending) return
  slot.sms.sending = true
  slot.sms.message = ''
  const { member_phone: _phone, phone_verify: _code, ...rest } = slot.fieldErrors
  slot.fieldErrors = rest
  try {
    await api.call(profilePhoneSms, { member_phone: phone.trim() })
    slot.sms.countdown = startSmsCountdown(Date.now())
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'business') {
      const outcome = smsFailure(error.code, error.message)
      if (outcome.action === 'start_countdown') slot.sms.countdown = startSmsCountdown(Date.now())
      const text = outcome.messageKey ?? outcome.message ?? 'member_site.err_invalid'
      const wire = profileWire(outcome.field)
      if (wire) slot.fieldErrors = { ...slot.fieldErrors, [wire]: text }
      else slot.sms.message = text
    } else slot.sms.message = failureText(error)
  } finally {
    slot.sms.sending = false
  }
}

export async function saveProfile(
  changes: Partial<Record<ProfileEditField, string>> & { phone_verify?: string },
): Promise<void> {
  const slot = store.profile
  slot.saving = true
  slot.saved = false
  slot.fieldErrors = {}
  try {
    slot.data = await api.call(profileEdit, changes)
    slot.saved = true
    slot.sms.message = ''
    await loadProfile()
  } catch (error) {
    const errors: FieldErrors = {}
    const field = fieldOf(error)
    if (error instanceof ApiError && field !== undefined) errors[field] = reasonKey(error)
    else if (error instanceof ApiError && error.kind === 'business') {
      const outcome = registerFailure(error.code, error.message)
      const wire = profileWire(outcome.field)
      const text = outcome.messageKey ?? outcome.message ?? 'member_site.err_invalid'
      errors[wire ?? Object.keys(changes)[0] ?? 'body'] = text
    } else errors.body = failureText(error)
    slot.fieldErrors = errors
  } finally {
    slot.saving = false
  }
}

export async function saveWithdrawPassword(input: {
  password?: string | undefined
  old_withdraw_password?: string | undefined
  withdraw_password: string
  check_withdraw_password: string
}): Promise<void> {
  const slot = store.profile.withdraw
  slot.saving = true
  slot.done = false
  slot.errors = {}
  try {
    await api.call(withdrawPasswordSet, input)
    slot.done = true
    if (store.profile.data) store.profile.data.is_withdraw_password = 1
    if (store.withdraw.info) store.withdraw.info.is_withdraw_password = 1
    store.bank.withdrawPasswordSet = true
  } catch (error) {
    const field = fieldOf(error)
    const locked = await lockText(error)
    if (locked) slot.errors = { old_withdraw_password: locked }
    else if (error instanceof ApiError && field !== undefined) slot.errors = { [field]: reasonKey(error) }
    else if (error instanceof ApiError && error.kind === 'business') {
      slot.errors = { [error.code === '101' ? 'password' : 'old_withdraw_password']: failureKey(error, 'wpw') }
    } else slot.errors = { withdraw_password: failureText(error) }
  } finally {
    slot.saving = false
  }
}

// ---------------------------------------------------------------------------
// BindAccount

/** InfoCenter/Announcement: unlike the lobby's marquee, a failure here is shown, with a retry. */
export async function loadAnnouncements(): Promise<void> {
  store.announcements.status = 'loading'
  try {
    await fetchMarquee()
    store.announcements.status = 'ready'
  } catch {
    store.announcements.status = 'error'
  }
}

export async function loadBankAccounts(): Promise<void> {
  const slot = store.bank
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    const answer = await api.call(bankAccountList, {})
    slot.banks = answer.banks
    slot.accounts = answer.accounts
    slot.max = answer.max
    slot.withdrawPasswordSet = answer.is_withdraw_password === 1
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/** Binds an account behind the withdraw password: a wrong one shows under it, a lock says for how long. */
export async function bindBankAccount(input: {
  bank_code: string
  account_name: string
  account_number: string
  branch: string
  withdraw_password: string
}): Promise<boolean> {
  const slot = store.bank
  slot.binding = true
  slot.serverErrors = {}
  try {
    const account = await api.call(bankAccountStore, input)
    slot.accounts = [...slot.accounts, account]
    slot.lockedUntil = undefined
    void toast('success', 'member_site.bank_bound')
    return true
  } catch (error) {
    const field = fieldOf(error)
    const lock = withdrawPasswordLockOf(error)
    const code = error instanceof ApiError && error.kind === 'business' ? error.code : undefined
    if (lock) slot.lockedUntil = lock.locked_until
    else if (code === BANK_ACCOUNT_CODE.withdrawPasswordUnset) slot.withdrawPasswordSet = false
    else if (error instanceof ApiError && field !== undefined) slot.serverErrors = { [field]: reasonKey(error) }
    else if (code === BANK_ACCOUNT_CODE.withdrawPasswordWrong) {
      slot.serverErrors = { withdraw_password: failureKey(error, 'bank') }
    } else slot.serverErrors = { account_number: failureKey(error, 'bank') }
    return false
  } finally {
    slot.binding = false
  }
}

export async function unbindBankAccount(id: number): Promise<void> {
  try {
    await api.call(bankAccountDestroy, { id })
    store.bank.accounts = store.bank.accounts.filter((a) => a.id !== id)
  } catch (error) {
    void toast('error', failureKey(error, 'bank'))
  }
}

// ---------------------------------------------------------------------------
// Fund: deposit

export async function loadDeposit(): Promise<void> {
  const slot = store.deposit
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    const answer = await api.call(depositChannels, {})
    slot.channels = answer.channels
    slot.needVerification = answer.need_bank_account_deposit_verified === 1
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

/**
 * Opens the order. The payment window opens first, inside the click, on
 * `/loading` (`depositRedirect`, or `fpRedirect` on `/fastPayment`; spec
 * sections 2 and 4), and goes to the order's payment page when the order
 * arrives; a refused order closes it again.
 */
export async function submitDeposit(input: { channel_id: number; amount: number }): Promise<void> {
  const slot = store.deposit
  const which = paymentWindowHere()
  openPaymentWindow(which)
  slot.submitting = true
  slot.serverError = undefined
  try {
    slot.order = await api.call(depositStore, input)
    if (!sendPaymentWindow(which, slot.order.pay_url)) closePaymentWindow(which)
  } catch (error) {
    closePaymentWindow(which)
    if (error instanceof ApiError && error.code === '107') slot.needVerification = true
    slot.serverError =
      error instanceof ApiError && fieldOf(error) === 'amount'
        ? 'member_site.err_amount_range'
        : failureKey(error, 'fund')
  } finally {
    slot.submitting = false
  }
}

/** The window the cashier opens in (spec section 2: the named `depositRedirect` window). */
export const DEPOSIT_WINDOW = WAITING_WINDOW_NAMES.depositWindow

/** Pay now: the payment page in the payment window (opened again if it was closed); a blocked popup pays in this tab. */
export function payDeposit(payUrl: string): void {
  if (!sendPaymentWindow(paymentWindowHere(), payUrl)) window.location.assign(payUrl)
}

export function resetDeposit(): void {
  store.deposit.order = null
  store.deposit.serverError = undefined
}

/** `member_deposit.success`: the order is paid; the records and the balance follow. */
export async function onDepositPaid(event: { order_number: string; deposit_amount: number }): Promise<void> {
  if (store.deposit.order?.order_number === event.order_number) store.deposit.order = null
  void loadBalance()
  if (store.dw.status !== 'idle') void loadDwRecords()
  if (store.transactions.status !== 'idle') void loadTransactions()
  const { formatMoney } = await import('@lobby/ui')
  const currency = accountStore.layout?.member_currency ?? session.getCurrency()
  void toast('success', 'member_site.deposit_success', {
    amount: formatMoney(event.deposit_amount, currency, session.getLanguage()),
  })
}

/**
 * `member.cash` while a member-centre page is up: a pending withdrawal may have been decided (a rejection returns its
 * money), so the withdrawal form and the records on show are read again; nothing is read for a page never opened.
 */
export async function onBalanceChanged(): Promise<void> {
  await Promise.all([
    store.withdraw.info?.pending ? loadWithdraw() : undefined,
    store.dw.status === 'idle' ? undefined : loadDwRecords(),
  ])
}

// ---------------------------------------------------------------------------
// Fund: withdrawal

export async function loadWithdraw(): Promise<void> {
  const slot = store.withdraw
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    slot.info = await api.call(withdrawInfo, {})
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function submitWithdraw(input: {
  amount: number
  bank_account_id: number
  withdraw_password: string
}): Promise<void> {
  const slot = store.withdraw
  slot.submitting = true
  slot.serverError = undefined
  slot.done = null
  try {
    const answer = await api.call(withdrawStore, input)
    slot.done = answer.record
    void loadBalance()
    await loadWithdraw()
  } catch (error) {
    slot.serverError =
      (await lockText(error)) ??
      (error instanceof ApiError && fieldOf(error) === 'amount'
        ? 'member_site.err_amount_range'
        : failureKey(error, 'fund'))
  } finally {
    slot.submitting = false
  }
}

export async function cancelWithdraw(orderNumber: string): Promise<void> {
  try {
    await api.call(withdrawCancel, { order_number: orderNumber })
    store.withdraw.done = null
    void loadBalance()
    await Promise.all([loadWithdraw(), store.dw.status === 'idle' ? undefined : loadDwRecords()])
  } catch (error) {
    void toast('error', failureKey(error, 'fund'))
  }
}

// ---------------------------------------------------------------------------
// MyWallet

export async function transferWallet(input: { from: string; to: string; amount: number }): Promise<void> {
  const slot = store.transfer
  slot.transferring = true
  slot.error = undefined
  slot.done = false
  try {
    await api.call(walletTransfer, input)
    slot.done = true
  } catch (error) {
    slot.error = failureKey(error, 'transfer')
  } finally {
    slot.transferring = false
    void loadBalance()
  }
}

// ---------------------------------------------------------------------------
// TransactionRecord

export async function loadTransactions(): Promise<void> {
  const slot = store.transactions
  slot.status = 'loading'
  try {
    const answer = await api.call(transactionList, {
      ...slot.filter,
      page: slot.page,
      count: 20,
      sort_field: slot.sort.field,
      sort_order: slot.sort.order,
    })
    slot.list = answer.list
    slot.total = answer.total_count
    slot.sum = answer.sum
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function loadDwRecords(): Promise<void> {
  const slot = store.dw
  slot.status = 'loading'
  try {
    const answer = await api.call(dwRecordList, {
      kind: slot.kind,
      status: slot.filter.status,
      start_date: slot.filter.start_date,
      end_date: slot.filter.end_date,
      page: slot.page,
      count: 20,
      sort_field: slot.sort.field,
      sort_order: slot.sort.order,
    })
    slot.list = answer.list
    slot.total = answer.total_count
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

// ---------------------------------------------------------------------------
// RecommendAward (the recommend programme)

/** Whether the programme shows for the member's currency (`is_friend`, spec section 6); off when unknown. */
export async function checkRecommendProgramme(currency: string): Promise<void> {
  // Asked once per currency: every view of the menu shares the answer.
  if (store.recommend.checkedFor === currency) return
  store.recommend.checkedFor = currency
  try {
    const { is_friend } = await api.call(bonusSettingCheck, { member_currency: currency, site_id: siteConfig.siteId })
    store.recommend.enabled = is_friend === 1
  } catch {
    store.recommend.enabled = false
  }
}

export async function loadRecommendProject(): Promise<void> {
  const slot = store.recommend.project
  if (slot.status !== 'ready') slot.status = 'loading'
  try {
    slot.data = await api.call(recommendProject, {})
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function loadRecommendRecord(page = store.recommend.record.page): Promise<void> {
  const slot = store.recommend.record
  slot.page = page
  slot.status = 'loading'
  try {
    const result = await api.call(recommendRecord, { page, count: RECORD_PAGE_SIZE })
    if (slot.page !== page) return
    slot.list = result.list
    slot.total = result.total_count
    slot.totalReward = result.total_reward
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

export async function loadRecommendFriends(change: { keyword?: string; page?: number } = {}): Promise<void> {
  const slot = store.recommend.friends
  if (change.keyword !== undefined) {
    slot.keyword = change.keyword
    slot.page = 1
  }
  if (change.page !== undefined) slot.page = change.page
  slot.status = 'loading'
  const asked = { keyword: slot.keyword, page: slot.page }
  try {
    const result = await api.call(recommendMembers, { ...asked, count: RECORD_PAGE_SIZE })
    if (slot.keyword !== asked.keyword || slot.page !== asked.page) return
    slot.list = result.list
    slot.total = result.total_count
    slot.status = 'ready'
  } catch {
    slot.status = 'error'
  }
}

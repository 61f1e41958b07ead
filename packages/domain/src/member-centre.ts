import { CURRENCY_MINOR_DIGITS, isCurrencyCode } from './currencies.ts'
import { isLinkHidden } from './shell.ts'

/**
 * The member centre's rules (spec sections 2, 3 and 6): its menu keys and
 * the links a site variant hides, money typed by a person, bank-account
 * numbers, record date ranges in the site's time zone, and the order
 * statuses. Pure: the server and the site both use them.
 */

// ---------------------------------------------------------------------------
// Menu (spec section 2: account-centre menu keys)

export interface MenuItem {
  /** The menu key; also the path segment (`/user/{key}` or `/user/{group}/{key}`). */
  key: string
  children?: readonly MenuItem[]
}

export const MEMBER_CENTRE_MENU: readonly MenuItem[] = [
  { key: 'Info' },
  { key: 'MyWallet' },
  { key: 'InfoCenter', children: [{ key: 'Announcement' }, { key: 'Letter' }] },
  { key: 'Fund', children: [{ key: 'Deposit' }, { key: 'Withdrawal' }] },
  { key: 'TransactionRecord', children: [{ key: 'Transaction' }, { key: 'DWRecord' }] },
  {
    key: 'RecommendAward',
    children: [{ key: 'RecommendProject' }, { key: 'RecommendRecord' }, { key: 'RecommendMemberSearch' }],
  },
  { key: 'BindAccount' },
  // Issue 25: limits, the reality check, time-out and self-exclusion, the monthly statement.
  { key: 'ResponsibleGaming' },
]

/** The member centre's own page for the Info key (spec section 3: `account_info`). */
export const INFO_MENU_LABEL = 'account_info'

export interface MenuContext {
  /** `env_config.site_variant` (rb16 hides links). */
  variant: string | null | undefined
  /** `bonus_setting/check` said `is_friend` 1: the recommend programme is shown (spec section 6). */
  recommendProgramme: boolean
}

/**
 * The menu a member sees: the variant's hidden links are gone (a group whose
 * every child is hidden goes too), and RecommendAward only with the recommend
 * programme on.
 */
export function visibleMenu(menu: readonly MenuItem[], context: MenuContext): MenuItem[] {
  const out: MenuItem[] = []
  for (const item of menu) {
    if (isLinkHidden(context.variant, item.key)) continue
    if (item.key === 'RecommendAward' && !context.recommendProgramme) continue
    if (item.children) {
      const children = item.children.filter((child) => !isLinkHidden(context.variant, child.key))
      if (children.length === 0) continue
      out.push({ key: item.key, children })
    } else out.push(item)
  }
  return out
}

export interface MenuPlace {
  /** Top-level key. */
  group: string
  /** The page shown: the child key, or the group itself when it has no children. */
  page: string
}

/**
 * The page a `/user/...` path shows within a visible menu: `/user` → the
 * first item; `/user/Deposit` and `/user/Fund/Deposit` → Fund/Deposit;
 * `/user/Fund` → its first child. A key that is hidden or unknown answers
 * undefined (the route shows "not found" rather than a page rb16 hides).
 */
export function menuPlace(menu: readonly MenuItem[], segments: readonly string[]): MenuPlace | undefined {
  const [first, second] = segments
  if (first === undefined || first === '') {
    const head = menu[0]
    return head && { group: head.key, page: head.children?.[0]?.key ?? head.key }
  }
  for (const item of menu) {
    if (item.key === first) {
      if (!item.children) return second === undefined ? { group: item.key, page: item.key } : undefined
      if (second === undefined) return { group: item.key, page: item.children[0]?.key ?? item.key }
      return item.children.some((c) => c.key === second) ? { group: item.key, page: second } : undefined
    }
    if (second === undefined && item.children?.some((c) => c.key === first)) return { group: item.key, page: first }
  }
  return undefined
}

/** The path of a page in the member centre: `/user/Fund/Deposit`, `/user/Info`. */
export function menuPath(place: MenuPlace): string {
  return place.group === place.page ? `/user/${place.page}` : `/user/${place.group}/${place.page}`
}

// ---------------------------------------------------------------------------
// Money typed by a person

export type AmountParse = { ok: true; minor: number } | { ok: false; error: 'empty' | 'format' | 'digits' }

/**
 * A typed amount (`1,234.5`) as an integer in the currency's minor unit,
 * without floating point: `parseAmount('12.3', 'USD')` → 1230. More decimals
 * than the currency has is an error, not a rounding; so is anything but
 * digits, one point and thousands commas.
 */
export function parseAmount(text: string, currency: string): AmountParse {
  const digits = isCurrencyCode(currency) ? CURRENCY_MINOR_DIGITS[currency] : 2
  const clean = text.trim().replace(/,/g, '')
  if (clean === '') return { ok: false, error: 'empty' }
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(clean)
  if (!match) return { ok: false, error: 'format' }
  const fraction = match[2] ?? ''
  if (fraction.length > digits) return { ok: false, error: 'digits' }
  const minor = Number(`${match[1]}${fraction.padEnd(digits, '0')}`)
  if (!Number.isSafeInteger(minor)) return { ok: false, error: 'format' }
  return { ok: true, minor }
}

export type AmountError = 'empty' | 'format' | 'digits' | 'min' | 'max' | 'balance'

/** Why an amount cannot be asked for, or undefined: within [min, max] and not above what the member holds. */
export function amountError(
  parsed: AmountParse,
  limits: { min: number; max: number; balance?: number | undefined },
): AmountError | undefined {
  if (!parsed.ok) return parsed.error
  if (parsed.minor < limits.min || parsed.minor <= 0) return 'min'
  if (parsed.minor > limits.max) return 'max'
  if (limits.balance !== undefined && parsed.minor > limits.balance) return 'balance'
  return undefined
}

// ---------------------------------------------------------------------------
// Bank accounts

/** Most bank accounts a member may bind. */
export const BANK_ACCOUNT_MAX = 5
export const BANK_ACCOUNT_NUMBER_LENGTH = { min: 6, max: 20 } as const
export const BANK_ACCOUNT_NAME_LENGTH = { min: 2, max: 50 } as const
export const BANK_BRANCH_MAX = 100

/** An account number as stored: spaces and hyphens people type dropped. */
export function normaliseAccountNumber(text: string): string {
  return text.replace(/[\s-]/g, '')
}

export type BankAccountField = 'bank_code' | 'account_name' | 'account_number' | 'branch'

/** Message keys of the bank-account form's rules (the `fund` copy area). */
export const BANK_ACCOUNT_MESSAGES = {
  bankRequired: 'fund.err_bank_required',
  nameLength: 'fund.err_account_name_length',
  nameFormat: 'fund.err_account_name_format',
  numberFormat: 'fund.err_account_number_format',
  branchLength: 'fund.err_branch_length',
} as const

/**
 * The bank-account form's first broken rule per field: a bank chosen; a
 * holder name of 2–50 letters (any script), spaces, dots, hyphens and
 * apostrophes; an account number of 6–20 digits once spaces and hyphens are
 * dropped; a branch of at most 100 characters.
 */
export function bankAccountErrors(form: {
  bank_code: string
  account_name: string
  account_number: string
  branch?: string | undefined
}): Partial<Record<BankAccountField, string>> {
  const errors: Partial<Record<BankAccountField, string>> = {}
  if (form.bank_code.trim() === '') errors.bank_code = BANK_ACCOUNT_MESSAGES.bankRequired
  const name = form.account_name.trim()
  if (name.length < BANK_ACCOUNT_NAME_LENGTH.min || name.length > BANK_ACCOUNT_NAME_LENGTH.max) {
    errors.account_name = BANK_ACCOUNT_MESSAGES.nameLength
  } else if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name) || /\s{2}/.test(name)) {
    errors.account_name = BANK_ACCOUNT_MESSAGES.nameFormat
  }
  const number = normaliseAccountNumber(form.account_number)
  const { min, max } = BANK_ACCOUNT_NUMBER_LENGTH
  if (!new RegExp(`^\\d{${min},${max}}$`).test(number)) errors.account_number = BANK_ACCOUNT_MESSAGES.numberFormat
  if ((form.branch ?? '').trim().length > BANK_BRANCH_MAX) errors.branch = BANK_ACCOUNT_MESSAGES.branchLength
  return errors
}

/** An account number as shown after binding: only its last four digits. */
export function maskAccountNumber(number: string): string {
  const tail = number.slice(-4)
  return `${'*'.repeat(Math.max(4, number.length - 4))}${tail}`
}

// ---------------------------------------------------------------------------
// Records: date ranges in the site's time zone

/** The site's date time zone (spec section 9): UTC-4 all year since 2016. */
export const SITE_UTC_OFFSET_MINUTES = -240
/** The longest range a record list may ask for, in days. */
export const RECORD_RANGE_MAX_DAYS = 90
/** Rows per page of a record table, and the most a page may hold. */
export const RECORD_PAGE_SIZE = 20
export const RECORD_PAGE_MAX = 100

const DAY_MS = 86_400_000

function isDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const at = Date.parse(`${text}T00:00:00Z`)
  return Number.isFinite(at) && new Date(at).toISOString().startsWith(text)
}

/** The site's calendar day of an instant (`YYYY-MM-DD` in America/Caracas). */
export function siteDate(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime()
  return new Date(ms + SITE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}

export type DateRangeError = 'start_date' | 'end_date'

/**
 * A `[start_date, end_date]` pair of site days as the UTC instants that
 * bound it: from the start day's midnight to the end day's next midnight
 * (exclusive). The start must not follow the end, and the range may span
 * at most `RECORD_RANGE_MAX_DAYS` days; the failing field is named.
 */
export function siteDayRange(
  startDate: string,
  endDate: string,
): { ok: true; from: string; to: string } | { ok: false; field: DateRangeError } {
  if (!isDate(startDate)) return { ok: false, field: 'start_date' }
  if (!isDate(endDate)) return { ok: false, field: 'end_date' }
  const offset = -SITE_UTC_OFFSET_MINUTES * 60_000
  const from = Date.parse(`${startDate}T00:00:00Z`) + offset
  const to = Date.parse(`${endDate}T00:00:00Z`) + offset + DAY_MS
  if (to <= from) return { ok: false, field: 'end_date' }
  if ((to - from) / DAY_MS > RECORD_RANGE_MAX_DAYS) return { ok: false, field: 'end_date' }
  return { ok: true, from: new Date(from).toISOString(), to: new Date(to).toISOString() }
}

/** The default range of a record table: the last `days` site days, today included. */
export function recentRange(now: number, days = 7): { start_date: string; end_date: string } {
  return { start_date: siteDate(now - (days - 1) * DAY_MS), end_date: siteDate(now) }
}

// ---------------------------------------------------------------------------
// Ledger kinds as the Transaction record's types

export const TRANSACTION_TYPES = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'adjustment'] as const
export type TransactionType = (typeof TRANSACTION_TYPES)[number]

/** Every ledger kind the server writes, by the record type it is listed under. */
export const LEDGER_KINDS_BY_TYPE: Readonly<Record<TransactionType, readonly string[]>> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdraw_return'],
  transfer: ['transfer_in', 'transfer_out', 'agent_in', 'agent_out'],
  bet: ['bet'],
  payout: ['payout', 'refund'],
  bonus: ['red_envelope', 'roulette', 'commission', 'recommend_reward'],
  adjustment: ['opening', 'credit'],
}

export function transactionTypeOf(kind: string): TransactionType {
  for (const type of TRANSACTION_TYPES) if (LEDGER_KINDS_BY_TYPE[type].includes(kind)) return type
  return 'adjustment'
}

// ---------------------------------------------------------------------------
// Orders

export const DEPOSIT_STATUSES = ['pending', 'completed', 'cancelled', 'expired'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** How long a deposit order can be paid. */
export const DEPOSIT_ORDER_LIFETIME_MS = 30 * 60_000

/** The tone a status is shown in. */
export function statusTone(status: DepositStatus | WithdrawalStatus): 'pending' | 'success' | 'failure' | 'neutral' {
  switch (status) {
    case 'pending':
      return 'pending'
    case 'completed':
    case 'approved':
      return 'success'
    case 'rejected':
    case 'expired':
      return 'failure'
    default:
      return 'neutral'
  }
}

/** Withdraw passwords are 4 digits (spec section 9). */
export function isWithdrawPassword(text: string): boolean {
  return /^\d{4}$/.test(text)
}

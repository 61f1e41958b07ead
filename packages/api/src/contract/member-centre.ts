import {
  BANK_ACCOUNT_NAME_LENGTH,
  BANK_ACCOUNT_NUMBER_LENGTH,
  BANK_BRANCH_MAX,
  DEPOSIT_STATUSES,
  RECORD_PAGE_MAX,
  RECORD_PAGE_SIZE,
  TRANSACTION_TYPES,
  WITHDRAWAL_STATUSES,
} from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'
import { memberProfileSchema } from './members.ts'
import { registerSms } from './registration.ts'

/**
 * The member centre (issue 8; spec sections 2, 3 and 7): profile edit and
 * withdraw password, bank accounts, deposit channels and orders, withdrawals
 * held until the operator decides, the member's own records, and transfers
 * between the main and provider wallets. Every call is a member call (HTTP
 * 401 without a live token, before the body is read). Money is an integer in
 * the currency's minor unit; every change goes through the ledger.
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const emptyBodySchema = z.optional(z.object({}))
const idSchema = z.int().check(z.positive())
const moneySchema = z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER))
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const orderNumberSchema = z.string().check(z.minLength(4), z.maxLength(40))
const withdrawPasswordSchema = z.string().check(z.regex(/^\d{4}$/, 'signup.err_withdraw_password'))

// ---------------------------------------------------------------------------
// Profile

/** Profile fields a member may edit when the register settings show them in the member centre (`is_member_center`). */
export const PROFILE_EDIT_FIELDS = [
  'member_name',
  'member_email',
  'member_birthday',
  'member_phone',
  'identity_id',
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_wechat',
  'member_zalo',
  'member_skype',
  'member_fb',
] as const
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number]

/** Fields that, once filled, only customer service can change (a real name, an identity, a birthday). */
export const PROFILE_LOCKED_ONCE_SET: readonly ProfileEditField[] = ['member_name', 'member_birthday', 'identity_id']

const profileValue = z.optional(z.string().check(z.maxLength(200)))

/**
 * `POST /member/profile/edit` (member, write): changes the fields sent. Each
 * is checked as `/register/verification` checks it (format, blacklist,
 * uniqueness: the same codes), in this order; the first refusal answers and
 * nothing is written. A field the member centre does not show, or a
 * locked field already filled, is a 400 naming it (`member_site.field_locked`).
 * Where the currency's phone setting has `is_member_center_verification`, a
 * new (non-empty) phone also needs `phone_verify`, the code
 * `/member/profile/sms` sent to it: 113 when it is missing, wrong, used or
 * expired (a wrong one counts against the code, as at registration).
 * Success answers the new profile and sends `profile.updated`.
 */
export const profileEdit = defineEndpoint({
  path: '/member/profile/edit',
  method: 'POST',
  write: true,
  request: z
    .object({
      member_name: profileValue,
      member_email: profileValue,
      member_birthday: profileValue,
      member_phone: profileValue,
      identity_id: profileValue,
      member_qq: profileValue,
      member_telegram: profileValue,
      member_whats_app: profileValue,
      member_wechat: profileValue,
      member_zalo: profileValue,
      member_skype: profileValue,
      member_fb: profileValue,
      /** The SMS code for a new phone, when the member centre verifies phones. */
      phone_verify: z.optional(z.string().check(z.maxLength(16))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (!PROFILE_EDIT_FIELDS.some((field) => body[field] !== undefined)) {
          ctx.addIssue({ code: 'custom', path: ['body'], message: 'send at least one field to change' })
        }
      }),
    ),
  response: memberProfileSchema,
})

/**
 * `POST /member/profile/sms` (member, write): sends a code to the phone the
 * member wants to change to, for `/member/profile/edit`'s `phone_verify`.
 * The same codes as `/register/sms`: 201 blank; 099 a phone that cannot be
 * verified here (the currency's member centre does not verify phones, not
 * digits, not ten digits for VND, blacklisted, the member's own phone, or
 * another member's where phones are unique); 102 a code went to this phone
 * less than 300 s ago or this address asked for too many; 103, 104 the
 * site's SMS is out of service.
 */
export const profilePhoneSms = defineEndpoint({
  path: '/member/profile/sms',
  method: 'POST',
  write: true,
  request: z.object({ member_phone: z.string().check(z.trim(), z.maxLength(32)) }),
  response: registerSms.response,
})

/**
 * The withdraw password's lockout (issue 19), one count per member shared by
 * every call that checks that password: `max_failures` wrong ones within
 * `window_seconds` lock it for `lock_seconds`, during which it is not even
 * compared. A right one clears the count.
 */
export const WITHDRAW_PASSWORD_LOCK = { max_failures: 5, window_seconds: 15 * 60, lock_seconds: 15 * 60 } as const

/**
 * What every call that checks the withdraw password answers while it is
 * locked (`/arks/web/vx/verify` answers its own 204), with
 * `withdrawPasswordLockSchema` as `data`; the message states the minutes left.
 */
export const WITHDRAW_PASSWORD_LOCKED_CODE = '120'

export const withdrawPasswordLockSchema = z.object({
  /** ISO 8601 UTC: when the password may be tried again. */
  locked_until: z.string(),
  retry_after_seconds: z.int().check(z.positive()),
})
export type WithdrawPasswordLock = z.infer<typeof withdrawPasswordLockSchema>

/** A wrong withdraw password's `data`: how many more may be tried before the lock. */
export const withdrawPasswordWrongSchema = z.object({ attempts_left: z.int().check(z.positive()) })

/** Codes of the withdraw-password call. */
export const WITHDRAW_PASSWORD_CODE = {
  /** Setting it the first time: the login password is wrong. */
  passwordWrong: '101',
  /** Changing it: the current withdraw password is wrong (counted by the lockout). */
  oldWrong: '102',
  /** Changing it: locked by too many wrong withdraw passwords. */
  locked: WITHDRAW_PASSWORD_LOCKED_CODE,
} as const

/**
 * `POST /member/profile/withdraw_password` (member, write): sets the
 * withdraw password (4 digits). The first time it needs the login
 * `password`; afterwards the current `old_withdraw_password`. A missing one
 * is a 400 naming it. 101 login password wrong, 102 old withdraw password
 * wrong, 120 locked (`WITHDRAW_PASSWORD_LOCK`).
 */
export const withdrawPasswordSet = defineEndpoint({
  path: '/member/profile/withdraw_password',
  method: 'POST',
  write: true,
  request: z
    .object({
      password: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
      old_withdraw_password: z.optional(withdrawPasswordSchema),
      withdraw_password: withdrawPasswordSchema,
      check_withdraw_password: z.string(),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.check_withdraw_password !== body.withdraw_password) {
          ctx.addIssue({ code: 'custom', path: ['check_withdraw_password'], message: 'signup.err_checkPsw_diff' })
        }
      }),
    ),
  response: z.object({ is_withdraw_password: z.literal(1) }),
})

// ---------------------------------------------------------------------------
// Bank accounts

export const bankSchema = z.object({ code: z.string(), name: z.string() })
export type Bank = z.infer<typeof bankSchema>

export const bankAccountSchema = z.object({
  id: idSchema,
  bank_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Only the last four digits (`maskAccountNumber`). */
  account_number: z.string(),
  branch: z.string(),
  /** 1 once the operator verified it: deposits that need a verified account can go on. */
  is_verified: flagSchema,
  created_at: z.string(),
})
export type BankAccount = z.infer<typeof bankAccountSchema>

/**
 * `POST /member/bank/list` (member, read): the banks of the member's
 * currency, the member's bound accounts (oldest first), how many may be
 * bound, and whether a withdraw password is set (binding needs it).
 */
export const bankAccountList = defineEndpoint({
  path: '/member/bank/list',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    banks: z.array(bankSchema),
    accounts: z.array(bankAccountSchema),
    max: z.int(),
    is_withdraw_password: flagSchema,
  }),
})

export const BANK_ACCOUNT_CODE = {
  /** Binding: the withdraw password is wrong (counted by the lockout). */
  withdrawPasswordWrong: '101',
  notFound: '102',
  /** The member already bound this account number. */
  duplicate: '103',
  /** `BANK_ACCOUNT_MAX` accounts are bound already. */
  tooMany: '104',
  /** A pending withdrawal goes to this account: it cannot be removed until decided. */
  inUse: '105',
  /** Binding: no withdraw password set yet. */
  withdrawPasswordUnset: '106',
  /** Binding: locked by too many wrong withdraw passwords. */
  withdrawPasswordLocked: WITHDRAW_PASSWORD_LOCKED_CODE,
} as const

/**
 * `POST /member/bank/store` (member, write): binds an account, behind the
 * withdraw password (a stolen session must not bind its own account and cash
 * out). The form's rules (`bankAccountErrors`) are the server's: a broken
 * one is a 400 naming the field; a bank not of the member's currency is a 400
 * on `bank_code`; a missing or malformed `withdraw_password` a 400 naming it.
 * 101 withdraw password wrong, 106 none set, 120 locked (nothing compared),
 * 103 already bound, 104 too many.
 */
export const bankAccountStore = defineEndpoint({
  path: '/member/bank/store',
  method: 'POST',
  write: true,
  request: z.object({
    bank_code: z.string().check(z.maxLength(32)),
    account_name: z.string().check(z.maxLength(BANK_ACCOUNT_NAME_LENGTH.max + 20)),
    account_number: z.string().check(z.maxLength(BANK_ACCOUNT_NUMBER_LENGTH.max + 20)),
    branch: z._default(z.string().check(z.maxLength(BANK_BRANCH_MAX + 20)), ''),
    withdraw_password: withdrawPasswordSchema,
  }),
  response: bankAccountSchema,
})

/** `POST /member/bank/destroy` (member, write): unbinds an account. 102 not the member's, 105 a pending withdrawal uses it. */
export const bankAccountDestroy = defineEndpoint({
  path: '/member/bank/destroy',
  method: 'POST',
  write: true,
  request: z.object({ id: idSchema }),
  response: z.object({ id: idSchema }),
})

// ---------------------------------------------------------------------------
// Deposit

export const DEPOSIT_CHANNEL_KINDS = ['bank', 'online', 'ewallet'] as const

export const depositChannelSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  min_amount: z.int(),
  max_amount: z.int(),
})
export type DepositChannel = z.infer<typeof depositChannelSchema>

/**
 * `POST /member/deposit/channels` (member, read): the channels open for the
 * member's site and currency, with their limits, and whether a verified
 * bank account is needed first (spec section 2: the `/Deposit` confirm).
 */
export const depositChannels = defineEndpoint({
  path: '/member/deposit/channels',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    channels: z.array(depositChannelSchema),
    need_bank_account_deposit_verified: flagSchema,
  }),
})

export const FUND_CODE = {
  /** Withdraw password wrong (counted by the lockout). */
  withdrawPasswordWrong: '101',
  /** Unknown or closed channel; an unknown bank account. */
  notFound: '102',
  /** More than the main wallet holds. */
  insufficient: '103',
  /** A withdrawal is pending already: one at a time. */
  pendingExists: '104',
  /** No withdraw password set yet. */
  withdrawPasswordUnset: '105',
  /** The wallet is frozen. */
  frozen: '106',
  /** Deposits need a verified bank account first (`need_bank_account_deposit_verified`). */
  bankVerificationNeeded: '107',
  /** The day's withdrawals are used up. */
  dailyLimit: '108',
  /** The order is not pending any more (paid, cancelled, decided or expired). */
  notPending: '109',
  /** Locked by too many wrong withdraw passwords (`WITHDRAW_PASSWORD_LOCK`). */
  withdrawPasswordLocked: WITHDRAW_PASSWORD_LOCKED_CODE,
} as const

/**
 * `POST /member/deposit/store` (member, write): opens a deposit order on a
 * channel. The amount must be within the channel's limits (a 400 naming
 * `amount`). The answer's `pay_url` is the payment page (the server's house
 * cashier) that completes it: the wallet is credited through the ledger and
 * `member_deposit.success` is sent. 102 channel, 106 frozen, 107 a verified
 * bank account is needed.
 */
export const depositStore = defineEndpoint({
  path: '/member/deposit/store',
  method: 'POST',
  write: true,
  request: z.object({ channel_id: idSchema, amount: moneySchema }),
  response: z.object({
    order_number: orderNumberSchema,
    amount: z.int(),
    pay_url: z.string(),
    /** ISO 8601 UTC: after this the order can no longer be paid. */
    expires_at: z.string(),
  }),
})

// ---------------------------------------------------------------------------
// Withdrawal

export const dwRecordSchema = z.object({
  order_number: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  amount: z.int(),
  status: z.enum([...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES]),
  /** The channel's name, or the bank with the masked account. */
  detail: z.string(),
  /** Why the operator rejected it, if they said. */
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
})
export type DwRecord = z.infer<typeof dwRecordSchema>

/**
 * `POST /member/withdraw/info` (member, read): what the withdrawal form
 * needs: the currency's limits, how many withdrawals today allows and has
 * had (site days), whether a withdraw password is set, the bound accounts,
 * the pending withdrawal if any, and the main balance.
 */
export const withdrawInfo = defineEndpoint({
  path: '/member/withdraw/info',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    min_amount: z.int(),
    max_amount: z.int(),
    daily_count_max: z.int(),
    today_count: z.int(),
    is_withdraw_password: flagSchema,
    accounts: z.array(bankAccountSchema),
    pending: z.nullable(dwRecordSchema),
    balance: z.int(),
  }),
})

/**
 * `POST /member/withdraw/store` (member, write): asks to withdraw `amount`
 * to a bound account. The money leaves the main wallet at once (held, ledger
 * kind `withdrawal`) and the order waits for the operator: approved keeps
 * it out, rejected (or cancelled by the member) returns it (`withdraw_return`).
 * Out of limits is a 400 naming `amount`. 101 withdraw password wrong,
 * 102 account not the member's, 103 insufficient, 104 one is pending,
 * 105 no withdraw password, 106 frozen, 108 daily count used up, 120
 * withdraw password locked (nothing compared, nothing written).
 */
export const withdrawStore = defineEndpoint({
  path: '/member/withdraw/store',
  method: 'POST',
  write: true,
  request: z.object({ amount: moneySchema, bank_account_id: idSchema, withdraw_password: withdrawPasswordSchema }),
  response: z.object({ record: dwRecordSchema, balance: z.int() }),
})

/** `POST /member/withdraw/cancel` (member, write): cancels the member's pending withdrawal and returns its money. 109 not pending. */
export const withdrawCancel = defineEndpoint({
  path: '/member/withdraw/cancel',
  method: 'POST',
  write: true,
  request: z.object({ order_number: orderNumberSchema }),
  response: z.object({ record: dwRecordSchema, balance: z.int() }),
})

// ---------------------------------------------------------------------------
// Records

const pageSchema = z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1)
const countSchema = z._default(z.int().check(z.minimum(1), z.maximum(RECORD_PAGE_MAX)), RECORD_PAGE_SIZE)
const sortOrderSchema = z._default(z.enum(['asc', 'desc']), 'desc')

export const transactionSchema = z.object({
  id: idSchema,
  created_at: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** The ledger kind (`deposit`, `transfer_out`, `bet`, ...). */
  kind: z.string(),
  /** `main`, or a provider's gp_id. */
  wallet: z.string(),
  amount: z.int(),
  balance_after: z.int(),
})
export type Transaction = z.infer<typeof transactionSchema>

/**
 * `POST /member/transaction/list` (member, read): one page of the member's
 * ledger between two site days (America/Caracas, at most 90 days; a bad
 * range is a 400 naming the date), of one type or all, sorted by time or
 * amount. `total_count` counts every row of the filter; `sum` adds their amounts.
 */
export const transactionList = defineEndpoint({
  path: '/member/transaction/list',
  method: 'POST',
  write: false,
  request: z.object({
    type: z._default(z.enum(['all', ...TRANSACTION_TYPES]), 'all'),
    start_date: dateSchema,
    end_date: dateSchema,
    page: pageSchema,
    count: countSchema,
    sort_field: z._default(z.enum(['created_at', 'amount']), 'created_at'),
    sort_order: sortOrderSchema,
  }),
  response: z.object({ list: z.array(transactionSchema), total_count: z.int(), sum: z.int() }),
})

/**
 * `POST /member/dw_record/list` (member, read): one page of the member's
 * deposits or withdrawals between two site days, optionally of one status,
 * newest first (or oldest with `asc`), or by amount.
 */
export const dwRecordList = defineEndpoint({
  path: '/member/dw_record/list',
  method: 'POST',
  write: false,
  request: z.object({
    kind: z.enum(['deposit', 'withdrawal']),
    status: z._default(z.enum(['all', ...DEPOSIT_STATUSES, ...WITHDRAWAL_STATUSES]), 'all'),
    start_date: dateSchema,
    end_date: dateSchema,
    page: pageSchema,
    count: countSchema,
    sort_field: z._default(z.enum(['created_at', 'amount']), 'created_at'),
    sort_order: sortOrderSchema,
  }),
  response: z.object({ list: z.array(dwRecordSchema), total_count: z.int() }),
})

// ---------------------------------------------------------------------------
// MyWallet

/**
 * `POST /member/wallet/transfer` (member, write): moves `amount` between the
 * main wallet and one provider's wallet (`from` or `to` is `main`, the other
 * a provider). The provider's transfer call runs first; the ledger moves only
 * when it succeeded. 103 insufficient, 104 provider not found, 106 frozen,
 * 203 the provider is in maintenance, 958 the provider's transfer failed
 * (nothing moved). Sends `member.cash`.
 */
export const walletTransfer = defineEndpoint({
  path: '/member/wallet/transfer',
  method: 'POST',
  write: true,
  request: z
    .object({
      from: z.string().check(z.minLength(1), z.maxLength(32)),
      to: z.string().check(z.minLength(1), z.maxLength(32)),
      amount: moneySchema,
    })
    .check(
      z.superRefine((body, ctx) => {
        if ((body.from === 'main') === (body.to === 'main')) {
          ctx.addIssue({ code: 'custom', path: ['to'], message: 'one side must be main, the other a provider' })
        }
      }),
    ),
  response: z.object({ cash: z.int(), total: z.int(), gp_id: z.string(), balance: z.int() }),
})

// ---------------------------------------------------------------------------
// Dev hooks (only when LOBBY_DEV_HOOKS is on): the operator's back office

/** `POST /api/dev/withdrawals/decide`: the operator approves or rejects a pending withdrawal; 409 when it is not pending. */
export const devWithdrawalDecisionSchema = z.object({
  order_number: orderNumberSchema,
  decision: z.enum(['approve', 'reject']),
  reason: z._default(z.string().check(z.maxLength(200)), ''),
})

/** `POST /api/dev/bank-accounts/verify`: the operator verifies a member's bound accounts (all, or one by id). */
export const devBankVerifySchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.string().check(z.minLength(1), z.maxLength(32)),
  id: z.optional(idSchema),
})

/** `POST /api/dev/deposit-channels`: the operator opens a channel for a site and currency. */
export const devDepositChannelSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  currency: currencySchema,
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  min_amount: moneySchema,
  max_amount: moneySchema,
})

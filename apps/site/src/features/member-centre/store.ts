import type {
  BankAccount,
  Bank,
  DepositChannel,
  DwRecord,
  MemberProfile,
  ProfileEditField,
  RecommendFriend,
  RecommendReward,
  Transaction,
} from '@lobby/api'
import {
  recentRange,
  type CountdownState,
  type DepositStatus,
  type TransactionType,
  type WithdrawalStatus,
} from '@lobby/domain'
import { proxy } from 'valtio'

/**
 * The member centre's state (/user, /Deposit, /fastPayment): one slice per
 * page, each with its load status. Amounts are minor units, as on the wire.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'
export type SortOrder = 'asc' | 'desc'
export type FieldErrors = Partial<Record<string, string>>

export interface ProfileFieldView {
  key: ProfileEditField
  editable: boolean
  locked: boolean
  required: boolean
  /** `member_phone`: a new phone needs an SMS code (`is_member_center_verification`). */
  verify: boolean
}

export interface CreatedOrder {
  order_number: string
  amount: number
  pay_url: string
  expires_at: string
}

export interface WithdrawInfo {
  min_amount: number
  max_amount: number
  daily_count_max: number
  today_count: number
  is_withdraw_password: 0 | 1
  accounts: BankAccount[]
  pending: DwRecord | null
  balance: number
}

function initial() {
  const range = recentRange(Date.now())
  return {
    profile: {
      status: 'idle' as LoadStatus,
      data: null as MemberProfile | null,
      fields: [] as ProfileFieldView[],
      saving: false,
      saved: false,
      fieldErrors: {} as FieldErrors,
      withdraw: { saving: false, done: false, errors: {} as FieldErrors },
      /** The SMS code for a new phone: sending, the 300 s countdown, an answer not tied to an input. */
      sms: { sending: false, countdown: null as CountdownState | null, message: '' },
    },
    bank: {
      status: 'idle' as LoadStatus,
      banks: [] as Bank[],
      accounts: [] as BankAccount[],
      max: 5,
      binding: false,
      serverErrors: {} as FieldErrors,
      /** Binding needs the withdraw password: without one the form gives way to a note. */
      withdrawPasswordSet: true,
      /** ISO 8601: the withdraw password is locked until then (too many wrong ones). */
      lockedUntil: undefined as string | undefined,
    },
    deposit: {
      status: 'idle' as LoadStatus,
      channels: [] as DepositChannel[],
      needVerification: false,
      submitting: false,
      serverError: undefined as string | undefined,
      order: null as CreatedOrder | null,
      /** The `/Deposit` confirm (spec section 2): a verified bank account is needed first. */
      confirmOpen: false,
    },
    withdraw: {
      status: 'idle' as LoadStatus,
      info: null as WithdrawInfo | null,
      submitting: false,
      serverError: undefined as string | undefined,
      done: null as DwRecord | null,
    },
    /** InfoCenter/Announcement: the marquee's announcements for members (the list itself is the content store's). */
    announcements: { status: 'idle' as LoadStatus },
    transfer: {
      transferring: false,
      error: undefined as string | undefined,
      done: false,
    },
    transactions: {
      status: 'idle' as LoadStatus,
      filter: { type: 'all' as 'all' | TransactionType, ...range },
      sort: { field: 'created_at' as 'created_at' | 'amount', order: 'desc' as SortOrder },
      page: 1,
      list: [] as Transaction[],
      total: 0,
      sum: 0,
    },
    dw: {
      status: 'idle' as LoadStatus,
      kind: 'deposit' as 'deposit' | 'withdrawal',
      filter: { status: 'all' as 'all' | DepositStatus | WithdrawalStatus, ...range },
      sort: { field: 'created_at' as 'created_at' | 'amount', order: 'desc' as SortOrder },
      page: 1,
      list: [] as DwRecord[],
      total: 0,
    },
    /** The recommend programme (RecommendAward): shown while `/bonus_setting/check` says `is_friend` 1. */
    recommend: {
      enabled: false,
      /** The currency `enabled` was asked for. */
      checkedFor: '',
      project: {
        status: 'idle' as LoadStatus,
        data: null as RecommendProjectData | null,
      },
      record: { status: 'idle' as LoadStatus, page: 1, list: [] as RecommendReward[], total: 0, totalReward: 0 },
      friends: { status: 'idle' as LoadStatus, keyword: '', page: 1, list: [] as RecommendFriend[], total: 0 },
    },
  }
}

export interface RecommendProjectData {
  invite_code: string
  invite_link: string
  rule: { rate_bp: number; cap: number; min_deposit: number }
  totals: { friends: number; rewarded: number; total_reward: number }
}

export const memberCentreStore = proxy(initial())

export function resetMemberCentre(): void {
  Object.assign(memberCentreStore, initial())
}

import { amountError, isWithdrawPassword, parseAmount, recentRange, type AmountError } from './member-centre.ts'

// ---------------------------------------------------------------------------
// The agent's transfer to a downline member (ProxyCenter / Transfer)

/** What the transfer form refuses, field by field (the ui names each in the page's language). */
export interface AgentTransferErrors {
  /** No member of the downline is chosen. */
  member_id?: 'required'
  /** The amount is empty, not a number of the currency, not above zero, or above the agent's balance. */
  amount?: AmountError
  /** The withdraw password is not 4 digits. */
  withdraw_password?: 'format'
}

/**
 * The transfer form's check before anything is sent: a member chosen, an amount above zero (in the currency's
 * digits) and not above `balance` (unchecked when `null`), a 4-digit withdraw password. `ok` carries the amount in
 * the minor unit.
 */
export function agentTransferCheck(form: {
  memberChosen: boolean
  amount: string
  password: string
  currency: string
  balance: number | null
}): { ok: true; amount: number } | { ok: false; errors: AgentTransferErrors } {
  const parsed = parseAmount(form.amount, form.currency)
  const amount = amountError(parsed, {
    min: 1,
    max: Number.MAX_SAFE_INTEGER,
    balance: form.balance ?? undefined,
  })
  const errors: AgentTransferErrors = {}
  if (!form.memberChosen) errors.member_id = 'required'
  if (amount) errors.amount = amount
  if (!isWithdrawPassword(form.password)) errors.withdraw_password = 'format'
  if (errors.member_id || errors.amount || errors.withdraw_password || !parsed.ok) return { ok: false, errors }
  return { ok: true, amount: parsed.minor }
}

// ---------------------------------------------------------------------------
// The report's range presets (OperationTable, StratifiedTable)

export const REPORT_RANGE_PRESETS = ['today', 'yesterday', 'last_7_days', 'this_month'] as const
export type ReportRangePreset = (typeof REPORT_RANGE_PRESETS)[number]

const DAY_MS = 86_400_000

/** The site days of a preset, seen from the site day `today` (`YYYY-MM-DD`). */
export function reportPresetRange(preset: ReportRangePreset, today: string): { start_date: string; end_date: string } {
  // Noon UTC is 08:00 of the same day on the site's clock (UTC-4): an instant inside `today`.
  const noon = Date.parse(`${today}T12:00:00Z`)
  switch (preset) {
    case 'today':
      return recentRange(noon, 1)
    case 'yesterday':
      return recentRange(noon - DAY_MS, 1)
    case 'last_7_days':
      return recentRange(noon, 7)
    case 'this_month':
      return { start_date: `${today.slice(0, 7)}-01`, end_date: today }
  }
}

// ---------------------------------------------------------------------------
// The application to be an agent (Register)

/** The most characters of an application's reason. */
export const AGENT_REASON_MAX = 500

/** What the application form refuses: a reason over `AGENT_REASON_MAX`, the agreement not ticked. */
export interface AgentApplyErrors {
  reason?: 'too_long'
  agree?: 'required'
}

/** The application's check: the reason may be empty but not over `AGENT_REASON_MAX`; the agreement must be ticked. */
export function agentApplyErrors(form: { reason: string; agreed: boolean }): AgentApplyErrors {
  const errors: AgentApplyErrors = {}
  if (form.reason.length > AGENT_REASON_MAX) errors.reason = 'too_long'
  if (!form.agreed) errors.agree = 'required'
  return errors
}

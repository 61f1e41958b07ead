import { ApiError, withdrawPasswordLockSchema, type WithdrawPasswordLock } from '@lobby/api'

/**
 * The lock a refusal carries when the withdraw password is locked (too many
 * wrong ones, wherever they were typed): code 120 with `locked_until` and
 * `retry_after_seconds`; undefined for any other failure.
 */
export function withdrawPasswordLockOf(error: unknown): WithdrawPasswordLock | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'business') return undefined
  const parsed = withdrawPasswordLockSchema.safeParse(error.data)
  return parsed.success ? parsed.data : undefined
}

/** The whole minutes a lock has left, rounded up: what the member is told. */
export function lockMinutes(lock: WithdrawPasswordLock): number {
  return Math.max(1, Math.ceil(lock.retry_after_seconds / 60))
}

/** The lock's message key and values (`fund.withdraw_password_locked`), for `siteText`. */
export function lockMessage(lock: WithdrawPasswordLock): [key: string, values: Record<string, string>] {
  return ['fund.withdraw_password_locked', { minutes: String(lockMinutes(lock)) }]
}

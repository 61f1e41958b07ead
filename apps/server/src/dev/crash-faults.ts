import type { TransferFaultHook, TransferFaultPoint } from '../wallet/transfers.ts'

const POINTS: readonly TransferFaultPoint[] = ['before_provider_call', 'after_provider_call']
const OPERATIONS = ['play', 'leave', 'pull', 'wallet'] as const

/**
 * `LOBBY_FAULT_CRASH=<point>[:<operation>]`, dev hooks only: the process kills
 * itself (SIGKILL, no clean-up, like a power cut) at that point of the first
 * provider transfer of that operation. Points: `before_provider_call` (the
 * transfer is recorded pending and its money taken, the provider never
 * called) and `after_provider_call` (the provider applied it, nothing
 * settled). Operations: `play` (play1), `leave` (leave1), `pull` (pulls),
 * `wallet` (MyWallet transfer); none: any. The crash test
 * (test/wallet-crash.test.ts) restarts the server on the same database and
 * checks that start-up reconciliation makes the books exact.
 *
 * Refused (an error at start) without dev hooks, so production never runs it.
 */
export function crashFaultHook(value: string | undefined, devHooks: boolean): TransferFaultHook | undefined {
  if (value === undefined || value === '') return undefined
  if (!devHooks) throw new Error('LOBBY_FAULT_CRASH is a test fault: it needs dev hooks (never in production)')
  const [point, operation] = value.split(':')
  if (!POINTS.includes(point as TransferFaultPoint)) {
    throw new Error(`LOBBY_FAULT_CRASH: "${point}" is not one of ${POINTS.join(', ')}`)
  }
  if (operation !== undefined && !(OPERATIONS as readonly string[]).includes(operation)) {
    throw new Error(`LOBBY_FAULT_CRASH: "${operation}" is not one of ${OPERATIONS.join(', ')}`)
  }
  return async (at, transfer) => {
    if (at !== point) return
    if (operation !== undefined && !transfer.ledgerRef.startsWith(`${operation}:`)) return
    console.error(`LOBBY_FAULT_CRASH: killing the process ${point} (${transfer.ledgerRef})`)
    process.kill(process.pid, 'SIGKILL')
    // SIGKILL ends the process before anything else runs; never go on in case it did not.
    await new Promise(() => {})
  }
}

import type { RealtimeStatus } from '@lobby/realtime'
import { proxy } from 'valtio'
import { realtime } from '../../app/realtime.ts'

/** Live link to the server's socket.io; the header shows it. */
export const connectionStore = proxy({
  status: realtime.status as RealtimeStatus,
  /**
   * The member's own channel once the server has accepted the join
   * (`member.{id}`), else null: game launch waits for it (spec section 4).
   */
  memberChannel: realtime.memberChannel,
})

let started = false

/**
 * Connects the page's socket. With a stored session (a reload, a session from
 * the address) the member channel is joined on connect, and again after every
 * reconnect; logins and logouts re-sync it (`features/account/duplicate-login.ts`).
 */
export function startRealtime(): void {
  if (started) return
  started = true
  realtime.onStatus((status) => {
    connectionStore.status = status
  })
  realtime.onMemberChannel((channel) => {
    connectionStore.memberChannel = channel
  })
  realtime.connect()
}

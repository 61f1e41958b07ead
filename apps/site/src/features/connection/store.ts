import type { RealtimeStatus } from '@lobby/realtime'
import { proxy } from 'valtio'
import { afterRealtimeLoads, realtime } from '../../app/realtime.ts'

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
  // The socket may have connected and joined before this (a login or a session switch before the page was idle):
  // what it already is counts too, read in the same turn as the listeners start, so nothing falls between.
  afterRealtimeLoads(() => {
    connectionStore.status = realtime.status
    connectionStore.memberChannel = realtime.memberChannel
  })
  realtime.connect()
}

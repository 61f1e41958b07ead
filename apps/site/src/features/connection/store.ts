import type { RealtimeStatus } from '@lobby/realtime'
import { proxy } from 'valtio'
import { realtime } from '../../app/realtime.ts'

/** Live link to the server's socket.io; the header shows it. */
export const connectionStore = proxy({ status: realtime.status as RealtimeStatus })

let started = false

export function startRealtime(): void {
  if (started) return
  started = true
  realtime.onStatus((status) => {
    connectionStore.status = status
  })
  realtime.connect()
}

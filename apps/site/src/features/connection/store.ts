import { createRealtime, type RealtimeStatus } from '@lobby/realtime'
import { proxy } from 'valtio'
import { session } from '../../app/session.ts'

/** Live link to the server's socket.io; the header shows it. */
export const connectionStore = proxy({ status: 'idle' as RealtimeStatus })

let connection: ReturnType<typeof createRealtime> | null = null

/** Opens the page's one socket (same origin: the server or Vite's proxy). */
export function startRealtime(): void {
  if (connection) return
  connection = createRealtime({ getToken: session.getToken })
  connection.onStatus((status) => {
    connectionStore.status = status
  })
  connection.connect()
}

import type { RealtimeConnection, RealtimeStatus } from '@lobby/realtime'

type Call = (connection: RealtimeConnection) => void

let real: RealtimeConnection | null = null
let loading: Promise<RealtimeConnection> | null = null
/** What was asked of the connection before its code arrived, replayed in order once it has. */
const pending: Call[] = []

/**
 * The connection manager's code (and socket.io with its first `connect`)
 * loads on first use, not with `/`; it connects to the host the site details
 * name (app/realtime-connection.ts).
 */
function load(): Promise<RealtimeConnection> {
  loading ??= import('./realtime-connection.ts')
    .then(({ createConnection }) => createConnection())
    .then((connection) => {
      real = connection
      for (const call of pending.splice(0)) call(connection)
      return connection
    })
  return loading
}

/** Runs `call` on the connection now, or once it has loaded; a queued call can be withdrawn. */
function run(call: Call): () => void {
  if (real) {
    call(real)
    return () => {}
  }
  pending.push(call)
  return () => {
    const at = pending.indexOf(call)
    if (at >= 0) pending.splice(at, 1)
  }
}

/**
 * Runs `call` once the connection's code is in (at once when it is), in order with the calls asked before it: a
 * listener registered just before is in place when it runs.
 */
export function afterRealtimeLoads(call: () => void): void {
  run(call)
}

/** A listener registration that works the same before and after the code has loaded. */
function listen(register: (connection: RealtimeConnection) => () => void): () => void {
  let off: (() => void) | null = null
  let removed = false
  const withdraw = run((connection) => {
    if (!removed) off = register(connection)
  })
  return () => {
    removed = true
    withdraw()
    off?.()
  }
}

/**
 * The page's one socket (same origin: the server, or Vite's proxy in dev).
 * Features subscribe through it. It joins `member.{member_id}` by itself on
 * every connect while the stored session has both a member id and a token;
 * `realtime.syncMember()` after the session changes (login, logout, a 401).
 *
 * The manager's code is not in the first route: listeners and channels asked
 * for before it has loaded are kept and handed over when it arrives, which
 * `connect()` starts (main.tsx calls it once the page is idle).
 */
export const realtime: RealtimeConnection = {
  get status(): RealtimeStatus {
    return real?.status ?? 'idle'
  },
  get memberChannel() {
    return real?.memberChannel ?? null
  },
  onStatus: (listener) => listen((c) => c.onStatus(listener)),
  onMemberChannel: (listener) => listen((c) => c.onMemberChannel(listener)),
  onSessionEnded: (listener) => listen((c) => c.onSessionEnded(listener)),
  on: (event, listener) => listen((c) => c.on(event, listener)),
  connect() {
    run((c) => c.connect())
    void load()
  },
  disconnect() {
    run((c) => c.disconnect())
  },
  ping: (timeoutMs) => load().then((c) => c.ping(timeoutMs)),
  subscribe(channel) {
    return new Promise((resolve, reject) => {
      run((c) => void c.subscribe(channel).then(resolve, reject))
    })
  },
  unsubscribe(channel) {
    run((c) => c.unsubscribe(channel))
  },
  syncMember() {
    run((c) => c.syncMember())
  },
}

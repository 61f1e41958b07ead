import { createAdapter } from '@socket.io/redis-adapter'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { describeRedis } from '../config/env.ts'

/** A connected `redis` client (node-redis), as `createClient` makes it. */
export type RedisClient = ReturnType<typeof createClient>

/** How long the start waits for Redis before it gives up, naming the setting (unless the caller says otherwise). */
const CONNECT_TIMEOUT_MS = 10_000
/** How long the shutdown lets the clients quit politely before cutting them. */
const CLOSE_TIMEOUT_MS = 2_000

/**
 * The Redis side of realtime with `LOBBY_REDIS_URL`: `pub` publishes (and
 * keeps the presence entries), `sub` is held in subscriber mode by the
 * socket.io adapter. `adapter` makes every broadcast, room emit and
 * `disconnectSockets` of one process reach the sockets of all of them.
 */
export interface RealtimeRedis {
  pub: RedisClient
  sub: RedisClient
  adapter: ReturnType<typeof createAdapter>
  /** Quits both clients; after the socket.io server has closed (its adapter unsubscribes on close). */
  close(): Promise<void>
}

/**
 * Connects to Redis at `url`. Redis going away later is survived: the
 * clients reconnect by themselves (commands wait for it) and each failure is
 * logged, never thrown. Not reaching it within `connectTimeoutMs` (10 s) at
 * start is an error naming `LOBBY_REDIS_URL`.
 */
export async function connectRealtimeRedis(
  url: string,
  log: FastifyBaseLogger,
  connectTimeoutMs: number = CONNECT_TIMEOUT_MS,
): Promise<RealtimeRedis> {
  const pub: RedisClient = createClient({ url })
  const sub = pub.duplicate()
  // An `error` event with no listener would end the process; a reconnecting client emits one per attempt.
  let lastLogged = 0
  for (const [role, client] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    client.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 5_000) return
      lastLogged = Date.now()
      log.warn({ redis: describeRedis(url), role, err: error.message }, 'redis unavailable; retrying')
    })
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`LOBBY_REDIS_URL: no answer from ${describeRedis(url)} within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    )
  })
  try {
    await Promise.race([Promise.all([pub.connect(), sub.connect()]), timedOut])
  } catch (error) {
    for (const client of [pub, sub]) if (client.isOpen) client.destroy()
    throw error
  } finally {
    clearTimeout(timer)
  }
  return {
    pub,
    sub,
    // Keys and channels under `lobby`, so a Redis shared with other software is not confused with it.
    adapter: createAdapter(pub, sub, { key: 'lobby.socket.io' }),
    async close() {
      // QUIT waits for the answers to commands sent; with Redis unreachable they never come, so it is bounded.
      let timer: ReturnType<typeof setTimeout> | undefined
      const quit = Promise.allSettled([pub, sub].map((client) => (client.isOpen ? client.close() : undefined)))
      await Promise.race([quit, new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_TIMEOUT_MS)))])
      clearTimeout(timer)
      for (const client of [pub, sub]) if (client.isOpen) client.destroy()
    },
  }
}

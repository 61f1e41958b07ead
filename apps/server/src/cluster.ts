import cluster, { type Worker } from 'node:cluster'
import { hostname } from 'node:os'
import { describeDb, describeRedis, type LogLevel, type ServerConfig } from './config/env.ts'
import { isPostgresLocation, openDatabase } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { stopPasswordWorkers } from './members/passwords.ts'
import { seedIfEmpty } from './seed/index.ts'

/**
 * `LOBBY_WORKERS=N` (N > 1): this process is the primary of a node cluster.
 * It serves nothing itself: it brings the database up to date once, forks N
 * workers that each run the whole server (main.ts) on the same port (the
 * primary accepts the connections and hands them round-robin to the workers),
 * restarts a worker that dies, and on SIGTERM or SIGINT passes SIGTERM to
 * every worker (each shuts down gracefully, as a single process does) and
 * exits once they all have. A websocket stays with the worker that accepted
 * it, so nothing needs sticky sessions (realtime/socket.ts); events reach the
 * sockets of the other workers through Redis, which readServerConfig insists
 * on for N > 1.
 */

/** A worker that lived at least this long before dying is restarted after the shortest wait. */
const STABLE_MS = 60_000
const FIRST_RESTART_DELAY_MS = 1_000
const MAX_RESTART_DELAY_MS = 30_000
/** Past the workers' own shutdown grace, how long the primary waits before it kills them. */
const STOP_MARGIN_MS = 10_000

/** The primary's log: JSON lines in pino's shape (level, time, pid, hostname, msg), like the workers'. */
function primaryLogger(level: ServerConfig['logLevel']) {
  const levels: Record<string, number> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 }
  const threshold = level === 'silent' ? Infinity : (levels[level] ?? 30)
  const host = hostname()
  const write = (name: LogLevel, fields: Record<string, unknown>, msg: string) => {
    const value = levels[name] ?? 30
    if (value < threshold) return
    process.stdout.write(
      `${JSON.stringify({ level: value, time: Date.now(), pid: process.pid, hostname: host, role: 'primary', ...fields, msg })}\n`,
    )
  }
  return {
    info: (fields: Record<string, unknown>, msg: string) => write('info', fields, msg),
    warn: (fields: Record<string, unknown>, msg: string) => write('warn', fields, msg),
    error: (fields: Record<string, unknown>, msg: string) => write('error', fields, msg),
  }
}

/**
 * Runs the primary until its workers have all exited after a signal, or the
 * start failed. Resolves with the exit code: 0 when every worker stopped
 * cleanly, 1 otherwise.
 */
export async function superviseWorkers(config: ServerConfig): Promise<number> {
  const log = primaryLogger(config.logLevel)
  const count = config.workers
  log.info(
    { workers: count, db: describeDb(config.dbPath), redis: config.redisUrl && describeRedis(config.redisUrl) },
    'starting workers',
  )
  if (!isPostgresLocation(config.dbPath)) {
    log.warn(
      { workers: count, db: config.dbPath },
      'several processes on one SQLite file: allowed (its writes take turns), but PostgreSQL (LOBBY_DB=postgres://...) is the database for several processes',
    )
  }

  // Once, before any worker opens it: migrating one new SQLite file from several processes at once would
  // race (Kysely takes no migration lock on SQLite); the workers then find nothing to do.
  try {
    const db = openDatabase(config.dbPath, { poolSize: 1 })
    try {
      await migrateToLatest(db)
      await seedIfEmpty(db)
    } finally {
      await db.destroy()
      await stopPasswordWorkers()
    }
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'could not prepare the database')
    return 1
  }

  return new Promise<number>((resolve) => {
    /** Per slot: when its worker started, whether it has listened, and the wait before the next restart. */
    interface Slot {
      worker: Worker | undefined
      startedAt: number
      listened: boolean
      delay: number
      timer: ReturnType<typeof setTimeout> | undefined
    }
    const slots: Slot[] = Array.from({ length: count }, () => ({
      worker: undefined,
      startedAt: 0,
      listened: false,
      delay: FIRST_RESTART_DELAY_MS,
      timer: undefined,
    }))
    let allUp = false
    let stopping = false
    let failed = false

    const fork = (slot: Slot) => {
      slot.timer = undefined
      slot.startedAt = Date.now()
      slot.listened = false
      slot.worker = cluster.fork()
    }
    const slotOf = (worker: Worker) => slots.find((slot) => slot.worker === worker)
    const live = () => slots.filter((slot) => slot.worker !== undefined)

    const stop = (reason: string) => {
      if (stopping) return
      stopping = true
      log.info({ reason, workers: live().map((slot) => slot.worker?.process.pid) }, 'stopping workers')
      for (const slot of slots) {
        clearTimeout(slot.timer)
        slot.timer = undefined
        slot.worker?.process.kill('SIGTERM')
      }
      if (live().length === 0) return resolve(failed ? 1 : 0)
      setTimeout(() => {
        log.error({ graceMs: config.shutdownGraceMs }, 'workers did not stop in time; killing them')
        for (const slot of live()) slot.worker?.process.kill('SIGKILL')
        failed = true
      }, config.shutdownGraceMs + STOP_MARGIN_MS).unref()
    }

    cluster.on('listening', (worker, address) => {
      const slot = slotOf(worker)
      if (!slot) return
      slot.listened = true
      log.info({ worker: worker.process.pid, port: address.port }, 'worker listening')
      if (!allUp && slots.every((s) => s.listened)) {
        allUp = true
        log.info({ workers: slots.map((s) => s.worker?.process.pid) }, 'all workers listening')
      }
    })

    cluster.on('exit', (worker, code, signal) => {
      const slot = slotOf(worker)
      if (!slot) return
      slot.worker = undefined
      const exit = { worker: worker.process.pid, code, signal }
      if (stopping) {
        if (code !== 0) failed = true
        log.info(exit, 'worker stopped')
        if (live().length === 0) resolve(failed ? 1 : 0)
        return
      }
      if (!allUp) {
        // A worker that cannot start (the database or Redis unreachable, the port taken) will not start
        // on a retry either: stop them all; the supervisor (systemd, the orchestrator) decides what next.
        failed = true
        log.error(exit, 'a worker exited before all were listening; the start failed')
        return stop('start failed')
      }
      // Died in service: restarted, after a wait that doubles while it keeps dying young.
      const lived = Date.now() - slot.startedAt
      if (lived >= STABLE_MS) slot.delay = FIRST_RESTART_DELAY_MS
      const wait = slot.delay
      slot.delay = Math.min(slot.delay * 2, MAX_RESTART_DELAY_MS)
      log.warn({ ...exit, livedMs: lived, restartInMs: wait }, 'worker died; restarting it')
      slot.timer = setTimeout(() => fork(slot), wait)
    })

    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(signal))
    for (const slot of slots) fork(slot)
  })
}

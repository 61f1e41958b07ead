import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { superviseWorkers } from './cluster.ts'
import { ConfigError, describeDb, describeRedis, readServerConfig } from './config/env.ts'
import { crashFaultHook } from './dev/crash-faults.ts'
import { afterLogWritten } from './http/logging.ts'
import { createServer } from './index.ts'
import { paymentStartupNotes } from './payments/routes.ts'

// Compiled (dist/main.js) or run by tsx (src/main.ts), this file is two levels below apps/.
const defaultSiteDir = fileURLToPath(new URL('../../site/dist/', import.meta.url))

let config
try {
  config = readServerConfig(process.env, process.cwd(), defaultSiteDir)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}
if (config.refusal) {
  console.error(config.refusal)
  process.exit(1)
}

// LOBBY_WORKERS=N: this process forks N workers and supervises them (cluster.ts); each worker runs the rest.
if (config.workers > 1 && cluster.isPrimary) process.exit(await superviseWorkers(config))

// The house cashier without dev hooks (never with real money), and the provider callback's HMAC key.
const sandboxPayments = config.sandboxPayments
const paymentSecret = process.env.LOBBY_PAYMENT_SECRET || undefined

const server = await createServer({
  db: config.dbPath,
  dbPoolSize: config.dbPoolSize,
  devHooks: config.devHooks,
  siteDir: config.siteDir,
  consoleDir: config.consoleDir,
  siteId: config.siteId,
  publicUrl: config.publicUrl,
  wallet: {
    pullCooldownMs: config.pullCooldownMs,
    memberLeaseMs: config.memberLeaseMs,
    // Tests only (dev hooks): LOBBY_FAULT_CRASH kills the process around a provider call (src/dev/crash-faults.ts).
    faultHook: crashFaultHook(process.env.LOBBY_FAULT_CRASH, config.devHooks),
  },
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  hstsMaxAge: config.hstsMaxAge,
  requireOperatorTotp: config.requireOperatorTotp,
  shutdownGraceMs: config.shutdownGraceMs,
  sandboxPayments,
  paymentSecret,
  paymentPageUrl: config.paymentPageUrl,
  redisUrl: config.redisUrl,
  presenceTtlMs: config.presenceTtlMs,
})
const log = server.app.log
const url = await server.listen(config.port, config.host)
log.info(
  {
    url,
    db: describeDb(config.dbPath),
    redis: config.redisUrl && describeRedis(config.redisUrl),
    devHooks: config.devHooks,
    trustProxy: config.trustProxy,
    hstsMaxAge: config.hstsMaxAge,
  },
  'listening',
)
for (const note of paymentStartupNotes({
  devHooks: config.devHooks,
  sandboxPayments,
  paymentSecret,
  paymentPageUrl: config.paymentPageUrl,
})) {
  log.warn({ sandboxPayments, paymentCallbacks: paymentSecret !== undefined }, note)
}
if (process.env.NODE_ENV !== 'production') {
  const worker = cluster.isWorker ? `, worker pid ${process.pid}` : ''
  console.log(
    `Lobby server at ${url} (db ${describeDb(config.dbPath)}, dev hooks ${config.devHooks ? 'on' : 'off'}${worker})`,
  )
}

// SIGTERM (a supervisor) or SIGINT (Ctrl-C): stop accepting, let requests in flight finish
// (at most LOBBY_SHUTDOWN_GRACE_MS), close the sockets and the database, exit 0.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down')
    server.close().then(
      () => {
        log.info('stopped')
        afterLogWritten(log, () => process.exit(0))
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed')
        afterLogWritten(log, () => process.exit(1))
      },
    )
  })
}

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { envFlag, resolveDbPath } from './config/env.ts'
import { crashFaultHook } from './dev/crash-faults.ts'
import { createServer } from './index.ts'
import { paymentStartupNotes } from './payments/routes.ts'

const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${process.env.PORT}`)
const host = process.env.HOST || '127.0.0.1'
const dbPath = resolveDbPath(process.env.LOBBY_DB, process.cwd())
const devHooks = envFlag(process.env.LOBBY_DEV_HOOKS, process.env.NODE_ENV !== 'production')
const siteDir = process.env.LOBBY_SITE_DIR
  ? resolve(process.cwd(), process.env.LOBBY_SITE_DIR)
  : fileURLToPath(new URL('../../site/dist/', import.meta.url))

const siteId = process.env.LOBBY_SITE_ID || undefined

const cooldown = process.env.LOBBY_PULL_COOLDOWN_MS
const pullCooldownMs = cooldown === undefined || cooldown === '' ? undefined : Number(cooldown)
if (pullCooldownMs !== undefined && !(Number.isInteger(pullCooldownMs) && pullCooldownMs >= 0)) {
  throw new Error(`LOBBY_PULL_COOLDOWN_MS is not a whole number of ms: ${cooldown}`)
}

// The house cashier without dev hooks (never with real money), and the provider callback's HMAC key.
const sandboxPayments = envFlag(process.env.LOBBY_SANDBOX_PAYMENTS, false)
const paymentSecret = process.env.LOBBY_PAYMENT_SECRET || undefined

const server = await createServer({
  db: dbPath,
  devHooks,
  siteDir,
  siteId,
  wallet: {
    pullCooldownMs,
    // Tests only (dev hooks): LOBBY_FAULT_CRASH kills the process around a provider call (src/dev/crash-faults.ts).
    faultHook: crashFaultHook(process.env.LOBBY_FAULT_CRASH, devHooks),
  },
  sandboxPayments,
  paymentSecret,
})
const url = await server.listen(port, host)
console.log(`Lobby server at ${url} (db ${dbPath}, dev hooks ${devHooks ? 'on' : 'off'})`)
for (const note of paymentStartupNotes({ devHooks, sandboxPayments, paymentSecret })) console.warn(note)

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}

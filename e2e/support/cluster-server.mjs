// The second e2e server: the compiled server as several processes (LOBBY_WORKERS=2) on a throwaway
// PostgreSQL with a throwaway Redis, all on 127.0.0.1 (scripts/services.mjs). Playwright's `mobile`
// project runs every journey against it, so the whole site is proven on the scaled-out stack; the
// other projects use the embedded SQLite server. SIGTERM (Playwright's graceful shutdown) stops the
// server's processes, then PostgreSQL and Redis, and removes their data.
//
//   node e2e/support/cluster-server.mjs   (PORT, E2E_WAIT_FOR and the LOBBY_* settings from the environment)
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { startPostgres, startRedis } from '../../scripts/services.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

// The first web server builds the compiled server; start only once it answers (Playwright may start both together).
const waitFor = process.env.E2E_WAIT_FOR
if (waitFor) {
  const deadline = Date.now() + 180_000
  for (;;) {
    const ok = await fetch(waitFor).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`${waitFor} did not answer`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const postgres = await startPostgres()
postgres.sql('create database lobby')
const redis = await startRedis()

const server = spawn(process.execPath, ['--max-semi-space-size=64', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    LOBBY_DB: postgres.url('lobby'),
    LOBBY_REDIS_URL: redis.url,
    LOBBY_WORKERS: process.env.LOBBY_WORKERS ?? '2',
    // One key for every worker: the sandbox cashier's signed callback may be checked by another worker.
    LOBBY_PAYMENT_SECRET: process.env.LOBBY_PAYMENT_SECRET ?? 'e2e-cluster-payment-secret-0123456789abcdef',
  },
})

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  const done = () => {
    postgres.stop()
    redis.stop()
    process.exit(code)
  }
  if (server.exitCode !== null) return done()
  server.once('exit', done)
  server.kill('SIGTERM')
  setTimeout(() => server.kill('SIGKILL'), 15_000).unref()
}
server.once('exit', (code) => {
  if (!stopping) {
    console.error(`the cluster server exited (${code})`)
    stop(1)
  }
})
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from './index.ts'

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback
  const normalised = value.trim().toLowerCase()
  if (normalised === '0' || normalised === 'false' || normalised === 'off' || normalised === 'no') return false
  if (normalised === '1' || normalised === 'true' || normalised === 'on' || normalised === 'yes') return true
  return fallback
}

const port = Number(process.env.PORT ?? 3000)
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${process.env.PORT}`)
const host = process.env.HOST || '127.0.0.1'
const dbPath = resolve(process.cwd(), process.env.LOBBY_DB || './data/lobby.db')
const devHooks = flag(process.env.LOBBY_DEV_HOOKS, process.env.NODE_ENV !== 'production')
const siteDir = process.env.LOBBY_SITE_DIR
  ? resolve(process.cwd(), process.env.LOBBY_SITE_DIR)
  : fileURLToPath(new URL('../../site/dist/', import.meta.url))

const server = await createServer({ db: dbPath, devHooks, siteDir })
const url = await server.listen(port, host)
console.log(`Lobby server at ${url} (db ${dbPath}, dev hooks ${devHooks ? 'on' : 'off'})`)

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

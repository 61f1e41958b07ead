import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The compiled server (dist/main.js) as production runs it: plain `node`, no
 * tsx. `ensureBuilt` bundles it when dist is missing or older than any source
 * it is built from, so `vitest run` alone works.
 */
export const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url))
export const MAIN_JS = join(SERVER_DIR, 'dist', 'main.js')
const ROOT = join(SERVER_DIR, '..', '..')
const SOURCES = [
  join(SERVER_DIR, 'src'),
  join(SERVER_DIR, 'scripts'),
  join(SERVER_DIR, 'package.json'),
  ...['domain', 'api', 'realtime'].map((name) => join(ROOT, 'packages', name, 'src')),
]

function newestChange(path: string): number {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

export function ensureBuilt(): void {
  const built = existsSync(MAIN_JS) ? statSync(MAIN_JS).mtimeMs : 0
  if (built > Math.max(...SOURCES.map(newestChange))) return
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' })
}

export type LogEntry = Record<string, unknown> & { msg?: string; level?: number; reqId?: string }

export interface CompiledServer {
  process: ChildProcess
  /** Every JSON line the server wrote to stdout so far, in order. */
  entries: LogEntry[]
  stderr(): string
  /** Resolves with the first entry (already written or to come) that matches; rejects if the process exits first. */
  waitFor(match: (entry: LogEntry) => boolean): Promise<LogEntry>
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts `node dist/main.js` with exactly `env` (plus PATH), logging at info, reading its JSON log lines. */
export function spawnCompiled(env: Record<string, string>): CompiledServer {
  return spawnServer([MAIN_JS], env)
}

/** Starts `node ...args` in apps/server (e.g. `--import tsx src/main.ts`) as `spawnCompiled` does. */
export function spawnServer(args: string[], env: Record<string, string>): CompiledServer {
  const child = spawn(process.execPath, args, {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOBBY_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const entries: LogEntry[] = []
  const waiters: { match: (entry: LogEntry) => boolean; resolve: (entry: LogEntry) => void }[] = []
  let pending = ''
  let errors = ''
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.startsWith('{')) continue
      const entry = JSON.parse(line) as LogEntry
      entries.push(entry)
      for (const waiter of [...waiters]) {
        if (waiter.match(entry)) {
          waiters.splice(waiters.indexOf(waiter), 1)
          waiter.resolve(entry)
        }
      }
    }
  })
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return {
    process: child,
    entries,
    stderr: () => errors,
    exited,
    waitFor(match) {
      const found = entries.find(match)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        waiters.push({ match, resolve })
        void exited.then(({ code, signal }) =>
          reject(new Error(`server exited (${code ?? signal}) first:\n${errors}\n${JSON.stringify(entries)}`)),
        )
      })
    },
  }
}

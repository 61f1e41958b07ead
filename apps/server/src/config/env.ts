import { resolve } from 'node:path'

export const MEMORY_DB = ':memory:'

/** `LOBBY_DB`: a file path resolved against `cwd`, or `:memory:` left as it is (never a file of that name). */
export function resolveDbPath(value: string | undefined, cwd: string): string {
  const raw = value?.trim() || './data/lobby.db'
  return raw === MEMORY_DB ? MEMORY_DB : resolve(cwd, raw)
}

/** Boolean environment flags: `1`/`true`/`on`/`yes` and `0`/`false`/`off`/`no`; anything else is the fallback. */
export function envFlag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase()
  if (v === '1' || v === 'true' || v === 'on' || v === 'yes') return true
  if (v === '0' || v === 'false' || v === 'off' || v === 'no') return false
  return fallback
}

import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isServerMessageKey } from '@lobby/api/messages'
import { describe, expect, it } from 'vitest'

/**
 * Every word the server writes into an envelope is a key of the server
 * catalogues (`@lobby/api/messages`), so it goes out in the player's
 * language. tsc refuses an unknown key where the message is typed
 * (`businessError`, `BadRequest`, code tables); these scans cover the rest.
 */
const SRC = join(import.meta.dirname, '../src')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return path.endsWith('.ts') ? [path] : []
  })
}

/**
 * May speak English: test-only code (dev hooks, off in production), the
 * payment desk's answers to a payment provider, seed data, the script of the
 * house game page (browser code in a string) and the envelope builder itself.
 */
const EXEMPT = [/^dev\//, /^payments\/desk\.ts$/, /^seed\//, /^house\/play\/assets\.ts$/, /^http\/envelope\.ts$/]
const files = sources(SRC)
  .map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }))
  .filter((file) => !EXEMPT.some((pattern) => pattern.test(file.path)))

/** A message argument written as a literal: businessError(code, '…'), envelope(code, '…'), new BadRequest(field, '…'), sendBadRequest(reply, field, '…'), a code table's message: '…'. */
const MESSAGE_LITERALS = [
  /businessError\(\s*[^,()]+,\s*(['`])([^'`]*)\1/g,
  /new BusinessError\(\s*[^,()]+,\s*(['`])([^'`]*)\1/g,
  /envelope\(\s*[^,()]+,\s*(['`])([^'`]*)\1/g,
  /new BadRequest\(\s*[^,()]+,\s*(['`])([^'`]*)\1/g,
  /sendBadRequest\(\s*[^,()]+,\s*[^,()]+,\s*(['`])([^'`]*)\1/g,
  /\bmessage: (['`])([^'`]*)\1/g,
]

function literals(): { file: string; text: string }[] {
  return files.flatMap((file) =>
    MESSAGE_LITERALS.flatMap((pattern) =>
      [...file.text.matchAll(pattern)].map((m) => ({ file: file.path, text: m[2] ?? '' })),
    ),
  )
}

describe('server message sources', () => {
  it('finds the message literals it checks', () => {
    // The scan must see the code tables and refusals, or it proves nothing.
    expect(literals().length).toBeGreaterThan(100)
  })

  it('passes no English literal as a message outside the dev hooks', () => {
    const english = literals().filter(({ text }) => text !== 'ok' && text !== '' && !text.startsWith('server.'))
    expect(english).toEqual([])
  })

  it('uses only keys the catalogues have', () => {
    const used = files.flatMap((file) =>
      [...file.text.matchAll(/['`](server\.[a-z_]+\.[a-z_]+)['`]/g)].map((m) => ({ file: file.path, key: m[1] ?? '' })),
    )
    expect(used.length).toBeGreaterThan(100)
    expect(used.filter(({ key }) => !isServerMessageKey(key))).toEqual([])
  })
})

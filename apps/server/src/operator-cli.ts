import { OPERATOR_ROLES } from '@lobby/domain'
import { userInfo } from 'node:os'
import { createInterface } from 'node:readline/promises'
import { appendAudit } from './admin/audit.ts'
import { createOperator, findOperator, isOperatorRole, type Actor } from './admin/operators.ts'
import { newTotpSecret, totpUri } from './admin/totp.ts'
import { ConfigError, resolveDbPath } from './config/env.ts'
import { openDatabase, type Db } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { transact } from './db/transact.ts'
import { hashPassword, stopPasswordWorkers } from './members/passwords.ts'

/**
 * The operators' command line (docs/operator.md): how the first owner is made,
 * and how a lost authenticator or a locked account is dealt with, by whoever
 * runs the server's machine. Reads `LOBBY_DB` as the server does. A password
 * is read from standard input (never an argument: it would be in the shell's
 * history and in `ps`). Each write is in the audit log as `cli:<user>`.
 *
 *   node dist/operator.js add <account> <role>    new operator; prints its authenticator address once
 *   node dist/operator.js totp <account>          new second factor (the old one stops working); sessions end
 *   node dist/operator.js password <account>      new password (read from standard input); sessions end
 *   node dist/operator.js unlock <account>        ends a lockout
 *   node dist/operator.js disable <account>       the account cannot sign in; its sessions end
 */

const USAGE = `usage: operator add <account> <role> | totp <account> | password <account> | unlock <account> | disable <account>
roles: ${OPERATOR_ROLES.join(', ')}`

/**
 * The password from standard input: typed at a terminal (not echoed), or
 * piped (`printf '%s\n' "$PW" | node dist/operator.js add ...`).
 */
async function readPassword(): Promise<string> {
  process.stderr.write('password (8 to 128 characters), then Enter: ')
  const input = process.stdin
  if (input.isTTY) {
    return new Promise((resolve) => {
      let typed = ''
      input.setRawMode(true)
      input.resume()
      input.setEncoding('utf8')
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n' || char === '\u0004') {
            input.setRawMode(false)
            input.pause()
            input.off('data', onData)
            process.stderr.write('\n')
            resolve(typed)
            return
          }
          if (char === '\u0003') process.exit(130)
          typed = char === '\u007f' ? typed.slice(0, -1) : typed + char
        }
      }
      input.on('data', onData)
    })
  }
  const lines = createInterface({ input, terminal: false })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

/** An operator account: 3 to 64 lower-case letters, digits, `.`, `_` or `-` (the sign-in form's rule). */
const ACCOUNT = /^[a-z0-9._-]{3,64}$/

async function newPassword(): Promise<string> {
  const password = await readPassword()
  if (password.length < 8 || password.length > 128) throw new ConfigError('the password needs 8 to 128 characters')
  return password
}

async function run(db: Db, args: string[]): Promise<string> {
  const [command, given, role] = args
  if (!command || !given) throw new ConfigError(USAGE)
  const account = given.trim().toLowerCase()
  if (!ACCOUNT.test(account)) throw new ConfigError('an account is 3 to 64 letters, digits, ".", "_" or "-"')
  const actor: Actor = { account: `cli:${userInfo().username}`, role: 'cli', ip: 'local' }
  const existing = await findOperator(db, account)
  if (command === 'add') {
    if (!role || !isOperatorRole(role)) throw new ConfigError(USAGE)
    if (existing) throw new ConfigError(`operator ${account} exists already`)
    const password = await newPassword()
    const secret = newTotpSecret()
    await transact(db, async (trx) => {
      await createOperator(trx, { account, password, role, totpSecret: secret })
      await appendAudit(trx, actor, {
        action: 'operator.create',
        targetKind: 'operator',
        targetId: account.toLowerCase(),
        before: null,
        after: { role, totp: true },
      })
    })
    return `operator ${account.toLowerCase()} (${role}) created.\nAdd it to an authenticator app (shown once):\n  ${totpUri(secret, account.toLowerCase())}\n  secret: ${secret}`
  }
  if (!existing) throw new ConfigError(`no operator ${account}`)
  const change = async (action: string, set: Record<string, unknown>, before: Record<string, unknown>) =>
    transact(db, async (trx) => {
      await trx.updateTable('operators').set(set).where('id', '=', existing.id).execute()
      // A new second factor (a lost phone), a new password or a disabled account: every session ends.
      if (action !== 'operator.unlock') {
        await trx
          .updateTable('operator_sessions')
          .set({ revoked_at: new Date().toISOString() })
          .where('operator_id', '=', existing.id)
          .where('revoked_at', 'is', null)
          .execute()
      }
      // What the audit keeps: never a hash or a secret, only that they changed.
      const after = Object.fromEntries(
        Object.keys(before).map((key) => [key, key === 'totp' ? true : key === 'password' ? 'changed' : set[key]]),
      )
      await appendAudit(trx, actor, { action, targetKind: 'operator', targetId: existing.account, before, after })
    })
  if (command === 'totp') {
    const secret = newTotpSecret()
    await change(
      'operator.totp_reset',
      { totp_secret: secret, totp_last_step: 0 },
      { totp: existing.totp_secret !== null },
    )
    return `new second factor for ${existing.account}; its sessions ended (shown once):\n  ${totpUri(secret, existing.account)}\n  secret: ${secret}`
  }
  if (command === 'password') {
    const hash = await hashPassword(await newPassword())
    await change(
      'operator.password_reset',
      { password_hash: hash, failed_logins: 0, locked_until: null },
      { password: 'set' },
    )
    return `new password for ${existing.account}; its sessions ended`
  }
  if (command === 'unlock') {
    await change('operator.unlock', { locked_until: null, failed_logins: 0 }, { locked_until: existing.locked_until })
    return `${existing.account} unlocked`
  }
  if (command === 'disable') {
    await change('operator.disable', { disabled: 1 }, { disabled: existing.disabled })
    return `${existing.account} disabled; its sessions ended`
  }
  throw new ConfigError(USAGE)
}

const db = openDatabase(resolveDbPath(process.env.LOBBY_DB, process.cwd()))
try {
  await migrateToLatest(db)
  console.log(await run(db, process.argv.slice(2)))
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exitCode = 2
} finally {
  await db.destroy()
  await stopPasswordWorkers()
}

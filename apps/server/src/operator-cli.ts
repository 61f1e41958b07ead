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
import { stopPasswordWorkers } from './members/passwords.ts'

/**
 * The operators' command line (docs/operator.md): how the first owner is made,
 * and how a lost authenticator or a locked account is dealt with, by whoever
 * runs the server's machine. Reads `LOBBY_DB` as the server does. A password
 * is read from standard input (never an argument: it would be in the shell's
 * history and in `ps`). Each write is in the audit log as `cli:<user>`.
 *
 *   node dist/operator.js add <account> <role>    new operator; prints its authenticator address once
 *   node dist/operator.js totp <account>          new second factor (the old one stops working)
 *   node dist/operator.js unlock <account>        ends a lockout
 *   node dist/operator.js disable <account>       the account cannot sign in; its sessions end
 */

const USAGE = `usage: operator add <account> <role> | totp <account> | unlock <account> | disable <account>
roles: ${OPERATOR_ROLES.join(', ')}`

async function readPassword(): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false })
  process.stderr.write('password (8 to 128 characters), then Enter: ')
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

async function run(db: Db, args: string[]): Promise<string> {
  const [command, account, role] = args
  if (!command || !account) throw new ConfigError(USAGE)
  const actor: Actor = { account: `cli:${userInfo().username}`, role: 'cli', ip: 'local' }
  const existing = await findOperator(db, account)
  if (command === 'add') {
    if (!role || !isOperatorRole(role)) throw new ConfigError(USAGE)
    if (existing) throw new ConfigError(`operator ${account} exists already`)
    const password = await readPassword()
    if (password.length < 8 || password.length > 128) throw new ConfigError('the password needs 8 to 128 characters')
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
      if (action === 'operator.disable') {
        await trx
          .updateTable('operator_sessions')
          .set({ revoked_at: new Date().toISOString() })
          .where('operator_id', '=', existing.id)
          .where('revoked_at', 'is', null)
          .execute()
      }
      const after = Object.fromEntries(Object.keys(before).map((key) => [key, key === 'totp' ? true : set[key]]))
      await appendAudit(trx, actor, { action, targetKind: 'operator', targetId: existing.account, before, after })
    })
  if (command === 'totp') {
    const secret = newTotpSecret()
    await change(
      'operator.totp_reset',
      { totp_secret: secret, totp_last_step: 0 },
      { totp: existing.totp_secret !== null },
    )
    return `new second factor for ${existing.account} (shown once):\n  ${totpUri(secret, existing.account)}\n  secret: ${secret}`
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

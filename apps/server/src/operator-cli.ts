import { OPERATOR_ROLES } from '@lobby/domain'
import { userInfo } from 'node:os'
import { createInterface } from 'node:readline/promises'
import { OPERATOR_ACCOUNT_PATTERN } from '@lobby/api/contract'
import {
  addOperator,
  prepareOperatorPassword,
  resetOperatorPassword,
  resetOperatorTotp,
  setOperatorEnabled,
  unlockOperator,
  type Manager,
} from './admin/operator-accounts.ts'
import { findOperator, isOperatorRole } from './admin/operators.ts'
import { ConfigError, resolveDbPath } from './config/env.ts'
import { openDatabase, type Db } from './db/connection.ts'
import { migrateToLatest } from './db/migrate.ts'
import { transact } from './db/transact.ts'
import { BusinessError } from './http/errors.ts'
import { stopPasswordWorkers } from './members/passwords.ts'

/**
 * The operators' command line (docs/operator.md): how the first owner is made,
 * and how a lost authenticator or a locked account is dealt with, by whoever
 * runs the server's machine. Reads `LOBBY_DB` as the server does. A password
 * is read from standard input (never an argument: it would be in the shell's
 * history and in `ps`). Each write is in the audit log as `cli:<user>`. The
 * changes are the console's (admin/operator-accounts.ts, the same functions),
 * without its rules about owners: this is the way back in when no owner can
 * sign in.
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

async function newPassword(): Promise<string> {
  const password = await readPassword()
  if (password.length < 8 || password.length > 128) throw new ConfigError('the password needs 8 to 128 characters')
  return password
}

/** The service's refusal as the command line's error (exit status 2). */
function done<T extends object>(result: T | BusinessError): T {
  if (result instanceof BusinessError) throw new ConfigError(result.message)
  return result
}

async function run(db: Db, args: string[]): Promise<string> {
  const [command, given, role] = args
  if (!command || !given) throw new ConfigError(USAGE)
  const account = given.trim().toLowerCase()
  if (!OPERATOR_ACCOUNT_PATTERN.test(account)) {
    throw new ConfigError('an account is 3 to 64 letters, digits, ".", "_" or "-"')
  }
  // The machine's owner: the console's rules about owners (not oneself, not the last owner) do not bind it.
  const actor: Manager = { account: `cli:${userInfo().username}`, role: 'cli', ip: 'local', machine: true }
  const existing = await findOperator(db, account)
  if (command === 'add') {
    if (!role || !isOperatorRole(role)) throw new ConfigError(USAGE)
    if (existing) throw new ConfigError(`operator ${account} exists already`)
    const password = await prepareOperatorPassword(await newPassword())
    const created = done(await transact(db, (trx) => addOperator(trx, actor, { account, role }, password)))
    return `operator ${account} (${role}) created.\nAdd it to an authenticator app (shown once):\n  ${created.totp_uri}\n  secret: ${created.totp_secret}`
  }
  if (!existing) throw new ConfigError(`no operator ${account}`)
  if (command === 'totp') {
    const reset = done(await transact(db, (trx) => resetOperatorTotp(trx, actor, account)))
    return `new second factor for ${existing.account}; its sessions ended (shown once):\n  ${reset.totp_uri}\n  secret: ${reset.totp_secret}`
  }
  if (command === 'password') {
    const password = await prepareOperatorPassword(await newPassword())
    done(await transact(db, (trx) => resetOperatorPassword(trx, actor, account, password)))
    return `new password for ${existing.account}; its sessions ended`
  }
  if (command === 'unlock') {
    done(await transact(db, (trx) => unlockOperator(trx, actor, account)))
    return `${existing.account} unlocked`
  }
  if (command === 'disable') {
    done(await transact(db, (trx) => setOperatorEnabled(trx, actor, account, false)))
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

import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SqliteDatabase from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type TransactionSettings,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { DatabaseBusy } from './transact.ts'

export type Db = Kysely<Database>

/** The two databases the server runs on: SQLite embedded (the default), PostgreSQL for several processes. */
export type DbKind = 'sqlite' | 'postgres'

/** `LOBBY_DB` names PostgreSQL when it is a postgres:// or postgresql:// URL; anything else is a SQLite file (or `:memory:`). */
export function isPostgresLocation(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location)
}

/** Which database `db` (or a transaction of it) talks to. */
export function dbKind(db: { getExecutor(): { adapter: unknown } }): DbKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

export interface OpenOptions {
  /** PostgreSQL only: connections in this process's pool (`LOBBY_DB_POOL`, default 10). */
  poolSize?: number
  /** PostgreSQL only: how long a query waits for a free connection of the pool before the call is busy (10 s). */
  connectionWaitMs?: number
}

/** pg-pool's words when no connection came free within `connectionTimeoutMillis`. */
const POOL_WAIT_EXPIRED = 'timeout exceeded when trying to connect'

/**
 * Opens the database `location` names: a postgres:// URL opens a pool of the
 * `pg` driver; a file path or `:memory:` opens embedded SQLite.
 *
 * Both behave the same to the code above them (docs/deploy.md):
 * - a write transaction holds the database's write lock from its first
 *   statement on SQLite (`begin immediate`, so two processes on one file queue
 *   instead of failing an upgrade from read to write) and reads committed data
 *   with row locks on PostgreSQL (db/locks.ts);
 * - integers come back as numbers on both (PostgreSQL's bigint and numeric
 *   would be strings), so money stays integer minor units everywhere;
 * - timestamps are ISO-8601 UTC text of one width (`isoNow`), which sorts and
 *   compares the same on both.
 */
export function openDatabase(location: string, options: OpenOptions = {}): Db {
  const state: TransactionState = { open: 0, listeners: new Set() }
  const db = isPostgresLocation(location) ? openPostgres(location, options, state) : openSqlite(location, state)
  transactions.set(db, state)
  return db
}

function openSqlite(path: string, state: TransactionState): Db {
  const inMemory = path === ':memory:'
  if (!inMemory) mkdirSync(dirname(path), { recursive: true })
  // timeout: how long a statement waits for another process's write lock before SQLITE_BUSY (db/transact.ts retries it).
  const sqlite = new SqliteDatabase(path, { timeout: 5_000 })
  // WAL lets readers proceed while a write is in flight; it has no meaning for :memory:.
  if (!inMemory) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  const dialect = new SqliteDialect({ database: withStatementCache(sqlite) })
  return new Kysely<Database>({ dialect: trackTransactions(dialect, state, 'begin immediate') })
}

/** PostgreSQL's type ids whose text the `pg` driver would hand over as a string. */
const INT8 = 20
const NUMERIC = 1700

function openPostgres(url: string, options: OpenOptions, state: TransactionState): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Nothing waits forever: a row lock held by a hung process is given up after 5 s (55P03, retried by
    // db/transact.ts, then 503), a statement after 30 s, a transaction left idle after 60 s; a new connection
    // gives up after 10 s, and TCP keep-alive finds a database that vanished without closing.
    lock_timeout: 5_000,
    statement_timeout: 30_000,
    idle_in_transaction_session_timeout: 60_000,
    connectionTimeoutMillis: options.connectionWaitMs ?? 10_000,
    keepAlive: true,
    // bigint ids and money, and sum()/count() results: numbers, as SQLite answers them. Money is
    // minor units far below 2^53; a value past it would lose digits, so it is refused loudly instead.
    types: {
      getTypeParser: ((id: number, format?: 'text' | 'binary') => {
        if (id === INT8 || id === NUMERIC) return parseWholeOrDecimal
        return format === undefined ? pg.types.getTypeParser(id) : pg.types.getTypeParser(id, format)
      }) as typeof pg.types.getTypeParser,
    },
  })
  // An idle client whose server went away emits 'error' on the pool; without a listener it would crash the process.
  pool.on('error', () => undefined)
  // Every connection of the pool busy past the wait (a storm of calls, a slow database): the call is answered busy
  // (DatabaseBusy, 503 with Retry-After, nothing written), as for a transaction that kept colliding; never a 500.
  const waitingPool = {
    connect: () =>
      pool.connect().catch((error: unknown) => {
        throw error instanceof Error && error.message === POOL_WAIT_EXPIRED ? new DatabaseBusy(error) : error
      }),
    end: () => pool.end(),
  }
  const dialect = new PostgresDialect({ pool: waitingPool })
  return new Kysely<Database>({ dialect: trackTransactions(dialect, state) })
}

function parseWholeOrDecimal(text: string): number {
  const value = Number(text)
  if (!Number.isSafeInteger(value) && Number.isInteger(value)) {
    throw new RangeError(`integer ${text} is beyond what a number holds exactly`)
  }
  return value
}

interface TransactionState {
  open: number
  /** Told the tables each committed write changed (`onTablesChanged`). */
  listeners: Set<TablesListener>
}

/** The tables a committed write changed: lower-case names as the schema spells them. */
export type TablesListener = (tables: ReadonlySet<string>) => void

/**
 * Calls `listener` with the tables every write through `db` changed, once the
 * write is committed: after the statement for a write outside a transaction,
 * after the commit for one inside (never for a transaction rolled back). It
 * runs before the call that wrote answers, so a read that follows the answer
 * finds the change. Only this process's writes: another process sharing the
 * database tells its own listeners (http/answer-cache.ts carries the news
 * between processes through Redis). Returns the unsubscribe.
 */
export function onTablesChanged(db: Db, listener: TablesListener): () => void {
  const state = transactions.get(db)
  if (!state) throw new Error('not a connection opened by openDatabase')
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/**
 * The tables a compiled statement writes, or undefined for a read. Kysely's
 * selects are known by their node; anything else (its inserts, updates and
 * deletes, raw `sql`) by its text: every `insert into`, `update`,
 * `delete from` followed by a table's name. An upsert's `do update set` and a
 * `for update` lock name none.
 */
export function writtenTables(query: CompiledQuery): Set<string> | undefined {
  if (query.query?.kind === 'SelectQueryNode') return undefined
  let tables: Set<string> | undefined
  for (const match of query.sql.matchAll(WRITE_STATEMENT)) {
    ;(tables ??= new Set()).add(match[1]!.toLowerCase())
  }
  return tables
}

const WRITE_STATEMENT = /\b(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into)\s+(?!set\b)"?(\w+)"?/gi

function tell(state: TransactionState, tables: ReadonlySet<string>): void {
  for (const listener of state.listeners) {
    try {
      listener(tables)
    } catch {
      // A listener's failure never fails the write that was committed.
    }
  }
}

const transactions = new WeakMap<Db, TransactionState>()

/**
 * Whether a transaction of `db` (one opened by `openDatabase`) is open at this
 * moment. Tests use it to prove that no password is hashed while a transaction
 * holds a connection (src/members/passwords.ts).
 */
export function connectionInTransaction(db: Db): boolean {
  const state = transactions.get(db)
  if (!state) throw new Error('not a connection opened by openDatabase')
  return state.open > 0
}

/**
 * The dialect with its driver wrapped: open transactions are counted
 * (`connectionInTransaction`), and `begin` can be replaced (SQLite's
 * `begin immediate`). Everything else is the dialect's own.
 */
function trackTransactions(dialect: Dialect, state: TransactionState, begin?: string): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: (): Driver => {
      const driver = dialect.createDriver()
      // Each connection handed out, wrapped to see what it writes; and what the open transaction on it wrote so far.
      const inner = new WeakMap<DatabaseConnection, DatabaseConnection>()
      // One wrapper per connection of the driver, made once (the driver hands the same connections out again).
      const wrappers = new WeakMap<DatabaseConnection, DatabaseConnection>()
      const pending = new WeakMap<DatabaseConnection, Set<string>>()
      const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection
      const watch = (connection: DatabaseConnection): DatabaseConnection => {
        const made = wrappers.get(connection)
        if (made) return made
        const watched: DatabaseConnection = {
          async executeQuery<R>(query: CompiledQuery) {
            const result = await connection.executeQuery<R>(query)
            if (state.listeners.size > 0) {
              const tables = writtenTables(query)
              if (tables) {
                const open = pending.get(watched)
                if (open) for (const table of tables) open.add(table)
                else tell(state, tables)
              }
            }
            return result
          },
          streamQuery: <R>(query: CompiledQuery, chunkSize?: number) => connection.streamQuery<R>(query, chunkSize),
        }
        inner.set(watched, connection)
        wrappers.set(connection, watched)
        return watched
      }
      const wrapped: Driver = {
        init: () => driver.init(),
        acquireConnection: async () => watch(await driver.acquireConnection()),
        releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
        destroy: () => driver.destroy(),
        async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
          if (begin) await unwrap(connection).executeQuery(CompiledQuery.raw(begin))
          else await driver.beginTransaction(unwrap(connection), settings)
          pending.set(connection, new Set())
          state.open += 1
        },
        async commitTransaction(connection: DatabaseConnection) {
          state.open -= 1
          const written = pending.get(connection)
          pending.delete(connection)
          await driver.commitTransaction(unwrap(connection))
          if (written && written.size > 0) tell(state, written)
        },
        async rollbackTransaction(connection: DatabaseConnection) {
          state.open -= 1
          pending.delete(connection)
          await driver.rollbackTransaction(unwrap(connection))
        },
      }
      const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver
      if (savepoint)
        wrapped.savepoint = (connection, name, compile) => savepoint.call(driver, unwrap(connection), name, compile)
      if (rollbackToSavepoint)
        wrapped.rollbackToSavepoint = (connection, name, compile) =>
          rollbackToSavepoint.call(driver, unwrap(connection), name, compile)
      if (releaseSavepoint)
        wrapped.releaseSavepoint = (connection, name, compile) =>
          releaseSavepoint.call(driver, unwrap(connection), name, compile)
      return wrapped
    },
  }
}

/** Prepared statements kept per connection; Kysely's queries are a few hundred distinct texts. */
const STATEMENT_CACHE_SIZE = 1_000

/**
 * Kysely's SQLite driver prepares every statement on every execution, which
 * is a fifth of the server's time under load (BENCHMARKS.md, wallet calls).
 * The same SQL text always gets the same statement here: SQLite compiles it
 * once. Least recently used statements beyond the cache size are dropped.
 * Safe because the one connection runs one statement at a time.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => {
      cache.clear()
      sqlite.close()
    },
    prepare(sql: string) {
      let statement = cache.get(sql)
      if (statement) {
        // Re-inserted: the map's order is least recently used first.
        cache.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      }
      cache.set(sql, statement)
      return statement
    },
  }
}

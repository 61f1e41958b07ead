import { CompiledQuery, type Compilable } from 'kysely'
import { dbKind, type Db, type DbKind } from './connection.ts'

/** Stands for a value in a query built once; `prepared` puts the real value in its place. */
class Slot {
  constructor(readonly name: string) {}
}

export interface Prepared<P, R> {
  /** Every row. */
  all(db: Db, values: P): Promise<R[]>
  /** The first row, or undefined. */
  first(db: Db, values: P): Promise<R | undefined>
  /** Runs it; the number of rows changed. */
  run(db: Db, values: P): Promise<number>
  /** The SQL text (tests, logs). */
  sql(db: Db): string
}

/**
 * A hot query, built with Kysely's builder and compiled once, then run with
 * new values. Building and compiling a query object costs more than SQLite
 * takes to run a simple statement (BENCHMARKS.md, wallet calls), so the money
 * paths, which run a dozen statements per call, prepare theirs here.
 *
 * `build` gets the database and a `slots` object: each property read is a
 * placeholder (typed as the value it stands for) that the builder turns into
 * a bound parameter like any value. Each run maps the placeholders to
 * `values` by name and runs the compiled text through `db.executeQuery`, so
 * it takes part in the caller's transaction exactly as a built query would,
 * and the SQL is the dialect's own (compiled once per dialect).
 *
 * Only values may be slots: table and column names, operators, `limit`
 * literals chosen at build time stay as built.
 */
export function prepared<P extends Record<string, unknown>, R>(
  build: (db: Db, slots: P) => Compilable<R>,
): Prepared<P, R> {
  // One compiled text per dialect: a process normally uses one, tests of the dialect helpers use both.
  const compiled = new Map<DbKind, CompiledQuery<R>>()
  const slots = new Proxy({} as P, {
    get: (_target, name) => new Slot(String(name)),
  })
  const compiledFor = (db: Db): CompiledQuery<R> => {
    const kind = dbKind(db)
    const known = compiled.get(kind)
    if (known) return known
    const built = build(db, slots).compile()
    for (const parameter of built.parameters) {
      if (!(parameter instanceof Slot)) {
        throw new TypeError(`prepared: every value must be a slot, found ${JSON.stringify(parameter)} in ${built.sql}`)
      }
    }
    compiled.set(kind, built)
    return built
  }
  const query = (db: Db, values: P) => {
    const { sql, parameters } = compiledFor(db)
    const bound = parameters.map((slot) => {
      const value = values[(slot as Slot).name]
      if (value === undefined) throw new TypeError(`prepared: no value for ${(slot as Slot).name} in ${sql}`)
      return value
    })
    return CompiledQuery.raw(sql, bound) as CompiledQuery<R>
  }
  return {
    all: async (db, values) => (await db.executeQuery(query(db, values))).rows,
    first: async (db, values) => (await db.executeQuery(query(db, values))).rows[0],
    run: async (db, values) => Number((await db.executeQuery(query(db, values))).numAffectedRows ?? 0),
    sql: (db) => compiledFor(db).sql,
  }
}

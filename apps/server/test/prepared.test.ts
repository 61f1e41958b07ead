import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepared } from '../src/db/prepared.ts'
import type { LobbyServer } from '../src/index.ts'
import { SITE, startServer } from './helpers.ts'
import { onPostgres } from './databases.ts'

let server: LobbyServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})

const siteOf = prepared((db, p: { siteId: string }) =>
  db.selectFrom('sites').select('site_id').where('site_id', '=', p.siteId),
)
const renameProvider = prepared((db, p: { gpId: string; name: string }) =>
  db.updateTable('providers').set({ display_name: p.name }).where('gp_id', '=', p.gpId),
)
const providerName = prepared((db, p: { gpId: string }) =>
  db.selectFrom('providers').select('display_name').where('gp_id', '=', p.gpId),
)

describe('prepared queries (db/prepared.ts)', () => {
  it('compiles once with bound parameters and fills them from each run', async () => {
    expect(siteOf.sql(server.db)).toBe(`select "site_id" from "sites" where "site_id" = ${onPostgres() ? '$1' : '?'}`)
    expect(await siteOf.all(server.db, { siteId: SITE })).toEqual([{ site_id: SITE }])
    expect(await siteOf.first(server.db, { siteId: 'no-such-site' })).toBeUndefined()
    // A value never becomes SQL text, whatever it holds.
    expect(await siteOf.first(server.db, { siteId: `${SITE}' or '1'='1` })).toBeUndefined()
  })

  it('takes part in the caller transaction: a rollback undoes it', async () => {
    const gpId = (await server.db.selectFrom('providers').select('gp_id').executeTakeFirstOrThrow()).gp_id
    const before = (await providerName.first(server.db, { gpId }))?.display_name
    await expect(
      server.db.transaction().execute(async (trx) => {
        expect(await renameProvider.run(trx, { gpId, name: 'inside' })).toBe(1)
        expect((await providerName.first(trx, { gpId }))?.display_name).toBe('inside')
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect((await providerName.first(server.db, { gpId }))?.display_name).toBe(before)
  })

  it('refuses a value fixed at build time and a run without a value', async () => {
    const fixed = prepared((db, _p: { unused: string }) =>
      db.selectFrom('sites').select('site_id').where('site_id', '=', SITE),
    )
    await expect(fixed.first(server.db, { unused: 'x' })).rejects.toThrow(/every value must be a slot/)
    // Literals are allowed where they are meant to be text of the query.
    const literal = prepared((db, p: { siteId: string }) =>
      db.selectFrom('sites').select(sql.lit(1).as('one')).where('site_id', '=', p.siteId),
    )
    expect(await literal.first(server.db, { siteId: SITE })).toEqual({ one: 1 })
    await expect(siteOf.first(server.db, {} as { siteId: string })).rejects.toThrow(/no value for siteId/)
  })
})

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { adminBannerSave } from '@lobby/api/contract'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dbKind, onTablesChanged, openDatabase, writtenTables } from '../src/db/connection.ts'
import { transact } from '../src/db/transact.ts'
import {
  AnswerCache,
  COMPRESS_FROM_BYTES,
  DEFAULT_MAX_AGE_MS,
  MAX_ENTRIES,
  chooseEncoding,
  matchesEtag,
} from '../src/http/answer-cache.ts'
import type { LobbyServer } from '../src/index.ts'
import { operatorApi } from './admin-helpers.ts'
import { GAME_LIST_URL, SITE, startServer, usdDesktop } from './helpers.ts'

/**
 * Issue 23: the hot public reads keep their answers (http/answer-cache.ts).
 * A kept answer is the same bytes as a computed one, in the asker's language,
 * compressed for a client that accepts it, 304 for a client that holds it,
 * and never outlives a committed change to the tables it is made of, whoever
 * made the change (a dev hook, a raw statement, a transaction).
 */

const BANNERS = '/api/arks/web/carousel_picture'
const BULLETINS = '/api/arks/web/bulletin'
const SITE_DETAIL = '/api/arks/web/site/detail'
const JACKPOT = '/api/v2/get_jackpot'

let server: LobbyServer
beforeEach(async () => {
  server = await startServer()
})
afterEach(() => server.close())

interface Sent {
  status: number
  headers: Record<string, string | number | string[] | undefined>
  raw: Buffer
}

async function send(url: string, payload: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const res = await server.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers })
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload }
}

const json = (sent: Sent) => JSON.parse(sent.raw.toString()) as { code: string; message: string; data: any } // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a kept answer', () => {
  it('is the same bytes again, with a weak ETag; If-None-Match naming it gets an empty 304', async () => {
    const first = await send(GAME_LIST_URL, usdDesktop)
    const second = await send(GAME_LIST_URL, usdDesktop)
    expect(first.status).toBe(200)
    expect(json(first).code).toBe('100')
    expect(second.raw.equals(first.raw)).toBe(true)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    expect(second.headers.etag).toBe(etag)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.headers.vary).toContain('accept-encoding')

    const held = await send(GAME_LIST_URL, usdDesktop, { 'if-none-match': etag })
    expect(held.status).toBe(304)
    expect(held.raw.length).toBe(0)
    // Another request's tag is not this one.
    const other = await send(GAME_LIST_URL, { ...usdDesktop, support_device: 1 }, { 'if-none-match': etag })
    expect(other.status).toBe(200)
    expect(other.headers.etag).not.toBe(etag)
  })

  it('goes out brotli- or gzip-compressed to a client that accepts it, from 1 KiB; smaller ones as they are', async () => {
    const plain = await send(GAME_LIST_URL, usdDesktop)
    expect(plain.raw.length).toBeGreaterThanOrEqual(COMPRESS_FROM_BYTES)
    expect(plain.headers['content-encoding']).toBeUndefined()

    const br = await send(GAME_LIST_URL, usdDesktop, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2)
    expect(brotliDecompressSync(br.raw).equals(plain.raw)).toBe(true)

    const gzip = await send(GAME_LIST_URL, usdDesktop, { 'accept-encoding': 'gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.raw).equals(plain.raw)).toBe(true)

    const refused = await send(GAME_LIST_URL, usdDesktop, { 'accept-encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers['content-encoding']).toBeUndefined()
    expect(refused.raw.equals(plain.raw)).toBe(true)

    const small = await send(JACKPOT, { currency: 'USD' }, { 'accept-encoding': 'br' })
    expect(small.raw.length).toBeLessThan(COMPRESS_FROM_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(json(small).code).toBe('100')
  })

  it('is kept per language: a refusal kept in Vietnamese is not what an English asker gets', async () => {
    const unknown = { ...usdDesktop, site_id: 'no-such-site' }
    const vi1 = await send(GAME_LIST_URL, unknown, { 'accept-language': 'vi-VN' })
    const en = await send(GAME_LIST_URL, unknown, { 'accept-language': 'en-US' })
    const vi2 = await send(GAME_LIST_URL, unknown, { 'accept-language': 'vi-VN' })
    expect(json(vi1).code).toBe('102')
    expect(json(en).code).toBe('102')
    expect(json(en).message).not.toBe(json(vi1).message)
    expect(vi2.raw.equals(vi1.raw)).toBe(true)
  })

  it('is the same for a visitor and a member: the reads are public, and no token or cookie is kept or sent back', async () => {
    const visitor = await send(BANNERS, { site_id: SITE, use_type: 1 })
    const member = await send(BANNERS, { site_id: SITE, use_type: 1 }, { authorization: 'a-token', cookie: 'x=1' })
    expect(member.raw.equals(visitor.raw)).toBe(true)
    expect(member.headers.authorization).toBeUndefined()
    expect(member.headers['set-cookie']).toBeUndefined()
  })

  it('never keeps a bad request: the 400 names the field every time, and the good answer is unharmed', async () => {
    const good = await send(GAME_LIST_URL, usdDesktop)
    for (let i = 0; i < 2; i += 1) {
      const bad = await send(GAME_LIST_URL, { ...usdDesktop, support_device: 'x' })
      expect(bad.status).toBe(400)
      expect(json(bad)).toMatchObject({ code: '400', data: { field: 'support_device' } })
    }
    expect((await send(GAME_LIST_URL, usdDesktop)).raw.equals(good.raw)).toBe(true)
  })
})

describe('a change drops the answers made of it', () => {
  it('a banner saved through a dev hook is in the next answer', async () => {
    const before = json(await send(BANNERS, { site_id: SITE, use_type: 1 })).data.web_carousel_picture_list
    const saved = await send('/api/dev/banners', {
      site_id: SITE,
      use_type: 1,
      sort: 99,
      title: 'Kept answers go stale',
      url: '/media/banner/1-v1.svg',
      link_type: 0,
      link_method: 0,
      currency: 'USD',
    })
    expect(json(saved).code).toBe('100')
    const after = json(await send(BANNERS, { site_id: SITE, use_type: 1 })).data.web_carousel_picture_list
    expect(after).toHaveLength(before.length + 1)
    expect(after.map((b: { title: string }) => b.title)).toContain('Kept answers go stale')
  })

  it('a kept banner or bulletin list lives until the next banner or bulletin starts or ends, 30 s at most', async () => {
    const expiryOf = (path: string) => {
      const kept = [...server.answers.shelf(path.replace(/^\/api/, ''), { tables: [] }).answers.values()]
      expect(kept).toHaveLength(1)
      return kept[0]!.expiresAt
    }
    const banners = { site_id: SITE, use_type: 1 }
    const askedAt = Date.now()
    await send(BANNERS, banners)
    const seeded = expiryOf(BANNERS)
    expect(seeded).toBeGreaterThanOrEqual(askedAt + DEFAULT_MAX_AGE_MS)

    // A banner that starts in twenty seconds: the answer without it lives until then, not past.
    const starts = new Date(Date.now() + 20_000).toISOString()
    const later = new Date(Date.now() + 10_000).toISOString()
    const token = await operatorApi(server).tokenOf('content01')
    const saved = await operatorApi(server).call<{ id: number }>(token, adminBannerSave.path, {
      site_id: SITE,
      currency: 'USD',
      title: 'Starts soon',
      link_type: 0,
      start_at: starts,
    })
    expect(saved.code).toBe('100')
    await send(BANNERS, banners)
    expect(expiryOf(BANNERS)).toBe(Date.parse(starts))
    // One that ends sooner than that: until its end.
    await operatorApi(server).call(token, adminBannerSave.path, {
      site_id: SITE,
      currency: 'USD',
      title: 'Ends sooner',
      link_type: 0,
      end_at: later,
    })
    await send(BANNERS, banners)
    expect(expiryOf(BANNERS)).toBe(Date.parse(later))

    // Bulletins the same way: one that ends in ten seconds bounds the kept list.
    const bulletins = { site_id: SITE, display_device: 1 }
    await send(BULLETINS, bulletins)
    const before = expiryOf(BULLETINS)
    await server.db
      .updateTable('bulletins')
      .set({ end_at: later })
      .where('site_id', '=', SITE)
      .where('end_at', 'is', null)
      .execute()
    await send(BULLETINS, bulletins)
    expect(expiryOf(BULLETINS)).toBe(Math.min(before, Date.parse(later)))
  })

  it('a bulletin published and the customer-service link changed are in the next answers', async () => {
    const bulletins = { site_id: SITE, display_device: 1 }
    const count = json(await send(BULLETINS, bulletins)).data.list.length
    await send('/api/dev/bulletins', {
      site_id: SITE,
      display_device: 0,
      content: '<p>New</p>',
      display_content: 'New',
    })
    expect(json(await send(BULLETINS, bulletins)).data.list).toHaveLength(count + 1)

    await send(SITE_DETAIL, { site_id: SITE })
    const link = 'https://help.example.com/kept'
    expect(
      json(await send('/api/dev/customer-service-link', { site_id: SITE, customer_service_link: link })).code,
    ).toBe('100')
    expect(json(await send(SITE_DETAIL, { site_id: SITE })).data.customer_service_link).toBe(link)
  })

  it('a provider switched off by a plain statement on the database leaves the next game list', async () => {
    const list = json(await send(GAME_LIST_URL, usdDesktop)).data as { gp_list: { gp_id: string }[] }[]
    const provider = list.flatMap((t) => t.gp_list)[0]!.gp_id
    await server.db.updateTable('providers').set({ active: 0 }).where('gp_id', '=', provider).execute()
    const after = json(await send(GAME_LIST_URL, usdDesktop)).data as { gp_list: { gp_id: string }[] }[]
    expect(after.flatMap((t) => t.gp_list).map((p) => p.gp_id)).not.toContain(provider)
    // A raw statement too.
    await sql`update providers set active = 1 where gp_id = ${provider}`.execute(server.db)
    const back = json(await send(GAME_LIST_URL, usdDesktop)).data as { gp_list: { gp_id: string }[] }[]
    expect(back.flatMap((t) => t.gp_list).map((p) => p.gp_id)).toContain(provider)
  })

  it('a jackpot rebased inside a transaction is in the next answer once committed, and not while it is open', async () => {
    const before = json(await send(JACKPOT, { currency: 'USD' })).data.jackpot_amount_total as number
    let during: number | undefined
    await transact(server.db, async (trx) => {
      await trx
        .updateTable('jackpots')
        .set({ base_amount: 1, increment_per_second: 0 })
        .where('currency', '=', 'USD')
        .execute()
      // SQLite holds the only connection in the transaction: the read would wait; PostgreSQL reads the committed row.
      if (dbKind(server.db) === 'postgres')
        during = json(await send(JACKPOT, { currency: 'USD' })).data.jackpot_amount_total
    })
    if (during !== undefined) expect(during).toBe(before)
    const after = json(await send(JACKPOT, { currency: 'USD' })).data
    expect(after.increment_per_second).toBe(0)
    expect(after.jackpot_amount_total).not.toBe(before)
  })

  it('a rolled-back write drops nothing and changes nothing', async () => {
    const first = await send(SITE_DETAIL, { site_id: SITE })
    await expect(
      transact(server.db, async (trx) => {
        await trx.updateTable('site_settings').set({ customer_service_link: 'https://never.example.com' }).execute()
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect((await send(SITE_DETAIL, { site_id: SITE })).raw.equals(first.raw)).toBe(true)
  })
})

describe('what the database says was written', () => {
  it('names the tables of inserts, updates and deletes, Kysely-built or raw; a select names none', () => {
    const db = openDatabase(':memory:')
    try {
      const compile = (query: { compile(): Parameters<typeof writtenTables>[0] }) => writtenTables(query.compile())
      expect(compile(db.selectFrom('banners').selectAll())).toBeUndefined()
      expect(compile(db.updateTable('banners').set({ sort: 1 }))).toEqual(new Set(['banners']))
      expect(compile(db.deleteFrom('bulletins'))).toEqual(new Set(['bulletins']))
      expect(
        compile(
          db
            .insertInto('site_settings')
            .values({ site_id: 'x' } as never)
            .onConflict((oc) => oc.column('site_id').doUpdateSet({ customer_service_link: '' })),
        ),
      ).toEqual(new Set(['site_settings']))
      expect(writtenTables(sql`UPDATE jackpots SET base_amount = 1`.compile(db))).toEqual(new Set(['jackpots']))
      expect(writtenTables(sql`select * from providers for update`.compile(db))).toBeUndefined()
    } finally {
      void db.destroy()
    }
  })

  it('tells a listener after a commit, never for a rollback, and after a write outside a transaction', async () => {
    const db = server.db
    const heard: string[][] = []
    const stop = onTablesChanged(db, (tables) => heard.push([...tables].sort()))
    try {
      await db.selectFrom('banners').selectAll().execute()
      expect(heard).toEqual([])
      await db.updateTable('banners').set({ sort: 1 }).where('id', '=', -1).execute()
      expect(heard).toEqual([['banners']])
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('providers').set({ sort: 1 }).where('gp_id', '=', 'none').execute()
        await trx.updateTable('jackpots').set({ cycle_ms: 1 }).where('currency', '=', 'none').execute()
        expect(heard).toHaveLength(1)
      })
      expect(heard).toEqual([['banners'], ['jackpots', 'providers']])
      await db
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('sites').set({ name: 'x' }).where('site_id', '=', 'none').execute()
          throw new Error('roll back')
        })
        .catch(() => undefined)
      expect(heard).toHaveLength(2)
      stop()
      await db.updateTable('banners').set({ sort: 1 }).where('id', '=', -1).execute()
      expect(heard).toHaveLength(2)
    } finally {
      stop()
    }
  })
})

describe('AnswerCache', () => {
  async function cache() {
    const db = openDatabase(':memory:')
    const answers = new AnswerCache(db)
    return { db, answers, close: () => (answers.close(), db.destroy()) }
  }

  it('does not keep an answer made while its data changed', async () => {
    const { answers, close } = await cache()
    const shelf = answers.shelf('/x', { tables: ['banners'] })
    const generation = shelf.generation
    answers.drop(['banners'])
    answers.put(shelf, 'k', generation, 200, '{"old":true}')
    expect(answers.get(shelf, 'k')).toBeUndefined()
    answers.put(shelf, 'k', shelf.generation, 200, '{"new":true}')
    expect(answers.get(shelf, 'k')?.body.toString()).toBe('{"new":true}')
    // A change to another table leaves it.
    answers.drop(['jackpots'])
    expect(answers.get(shelf, 'k')).toBeDefined()
    await close()
  })

  it('lets an answer live its max age and no longer (30 s unless the endpoint says less)', async () => {
    const { answers, close } = await cache()
    const long = answers.shelf('/long', { tables: ['sites'] })
    const short = answers.shelf('/short', { tables: ['jackpots'], maxAgeMs: 1000 })
    answers.put(long, 'k', long.generation, 200, '{}', 0)
    answers.put(short, 'k', short.generation, 200, '{}', 0)
    expect(answers.get(short, 'k', 999)).toBeDefined()
    expect(answers.get(short, 'k', 1000)).toBeUndefined()
    expect(answers.get(long, 'k', DEFAULT_MAX_AGE_MS - 1)).toBeDefined()
    expect(answers.get(long, 'k', DEFAULT_MAX_AGE_MS)).toBeUndefined()
    await close()
  })

  it('lets an answer live no longer than the instant its handler named (keepUntil)', async () => {
    const { answers, close } = await cache()
    const shelf = answers.shelf('/timed', { tables: ['banners'] })
    answers.put(shelf, 'k', shelf.generation, 200, '{}', 0, 5_000)
    expect(answers.get(shelf, 'k', 4_999)).toBeDefined()
    expect(answers.get(shelf, 'k', 5_000)).toBeUndefined()
    await close()
  })

  it('keeps at most MAX_ENTRIES answers per endpoint, dropping the oldest', async () => {
    const { answers, close } = await cache()
    const shelf = answers.shelf('/x', { tables: ['banners'] })
    for (let i = 0; i <= MAX_ENTRIES; i += 1) answers.put(shelf, `k${i}`, shelf.generation, 200, '{}')
    expect(shelf.answers.size).toBe(MAX_ENTRIES)
    expect(answers.get(shelf, 'k0')).toBeUndefined()
    expect(answers.get(shelf, `k${MAX_ENTRIES}`)).toBeDefined()
    await close()
  })

  it('reads accept-encoding and If-None-Match as HTTP says', () => {
    expect(chooseEncoding(undefined)).toBeUndefined()
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('*;q=0')).toBeUndefined()
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true)
    expect(matchesEtag('"b", "a"', 'W/"a"')).toBe(true)
    expect(matchesEtag('*', 'W/"a"')).toBe(true)
    expect(matchesEtag('"ab"', 'W/"a"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false)
  })
})

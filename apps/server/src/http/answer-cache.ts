import { createHash, randomUUID } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { onTablesChanged, type Db } from '../db/connection.ts'
import type { RedisClient } from '../realtime/redis.ts'

/**
 * The answers of the hot public reads (the lobby's catalogue, banners,
 * bulletins, site details, jackpot), kept per process as the bytes that went
 * out, so a repeat is sent without touching the database, the schema check or
 * the serialiser (issue 23; BENCHMARKS.md, hot reads).
 *
 * What makes it safe:
 * - **Only public reads that depend on their input and language alone**: the
 *   endpoint says which tables its answer is made of (`CachedRead.tables`);
 *   the key is the path, the parsed request (site, currency, device,
 *   template...) and the answer's language. Nothing read from a session, a
 *   cookie or an address may go in a cached answer.
 * - **Dropped when the data changes**: every write committed through this
 *   process's database names the tables it changed (db/connection.ts,
 *   `onTablesChanged`); the answers made of them are dropped before the
 *   writing call answers. With Redis (several processes) the same news is
 *   published on `lobby.answers`, on the publisher the socket.io adapter
 *   uses, before any event the write then sends: another process drops its
 *   answers before it can pass on the event that makes a page ask again.
 * - **An answer being made while its data changes is not kept** (a
 *   generation per endpoint, read before and after).
 * - **A bounded life** (`maxAgeMs`, 30 s unless the endpoint says less: the
 *   jackpot grows every second), shorter when what the answer shows changes
 *   by the clock: a handler names that instant with `keepUntil` (the next
 *   banner or bulletin to start or end), and
 *   everything is dropped when the Redis subscription comes back after a
 *   break (news may have been missed).
 * - **Bounded memory**: at most `MAX_ENTRIES` answers per endpoint, the
 *   oldest dropped first (a script sending endless distinct requests only
 *   churns its own misses).
 *
 * Each answer carries a weak `ETag` (a `If-None-Match` naming it gets an
 * empty 304) and, from 1 KiB, is kept gzip- and brotli-compressed too and
 * sent so to a client that accepts it.
 */
export interface CachedRead {
  /** The tables the answer is read from: a committed write to any of them drops it. */
  tables: readonly string[]
  /** How long an answer may be reused at most; 30 s unless less is said. */
  maxAgeMs?: number
}

export const DEFAULT_MAX_AGE_MS = 30_000
export const MAX_ENTRIES = 512
/** Bodies from this size are kept compressed as well. */
export const COMPRESS_FROM_BYTES = 1024
/** The Redis channel the processes tell each other of changed tables on. */
export const ANSWERS_CHANNEL = 'lobby.answers'

export interface Answer {
  status: number
  body: Buffer
  gzip: Buffer | undefined
  br: Buffer | undefined
  etag: string
  expiresAt: number
}

interface Shelf {
  read: CachedRead
  /** Bumped by each change to one of its tables: an answer made across a bump is not kept. */
  generation: number
  answers: Map<string, Answer>
}

export class AnswerCache {
  private readonly shelves = new Map<string, Shelf>()
  private readonly byTable = new Map<string, Set<Shelf>>()
  private readonly origin = randomUUID()
  private publisher: RedisClient | undefined
  private readonly stop: () => void

  constructor(db: Db) {
    this.stop = onTablesChanged(db, (tables) => {
      this.drop(tables)
      this.publish(tables)
    })
  }

  /** The shelf of one endpoint; `path` names it. */
  shelf(path: string, read: CachedRead): Shelf {
    let shelf = this.shelves.get(path)
    if (shelf) return shelf
    shelf = { read, generation: 0, answers: new Map() }
    this.shelves.set(path, shelf)
    for (const table of read.tables) {
      let shelves = this.byTable.get(table)
      if (!shelves) this.byTable.set(table, (shelves = new Set()))
      shelves.add(shelf)
    }
    return shelf
  }

  /** A fresh answer for `key`, or undefined. */
  get(shelf: Shelf, key: string, now = Date.now()): Answer | undefined {
    const answer = shelf.answers.get(key)
    if (!answer) return undefined
    if (answer.expiresAt > now) return answer
    shelf.answers.delete(key)
    return undefined
  }

  /**
   * Keeps `body` for `key` unless the shelf's data changed since `generation` was read: for the shelf's max age, or
   * until `until` (epoch ms) when that comes first.
   */
  put(
    shelf: Shelf,
    key: string,
    generation: number,
    status: number,
    json: string,
    now = Date.now(),
    until = Number.POSITIVE_INFINITY,
  ): Answer {
    const body = Buffer.from(json)
    const large = body.length >= COMPRESS_FROM_BYTES
    const answer: Answer = {
      status,
      body,
      gzip: large ? gzipSync(body, { level: 6 }) : undefined,
      // 7: as small as 9 to 11 for answers of a few KiB, at a twentieth of 9's time (a miss pays it).
      br: large ? brotli(body, 7) : undefined,
      etag: `W/"${createHash('sha1').update(body).digest('base64url')}"`,
      expiresAt: Math.min(now + (shelf.read.maxAgeMs ?? DEFAULT_MAX_AGE_MS), until),
    }
    if (generation !== shelf.generation) return answer
    if (shelf.answers.size >= MAX_ENTRIES) shelf.answers.delete(shelf.answers.keys().next().value as string)
    shelf.answers.set(key, answer)
    return answer
  }

  /** Drops every answer made of any of `tables`. */
  drop(tables: Iterable<string>): void {
    for (const table of tables) {
      for (const shelf of this.byTable.get(table) ?? []) {
        shelf.generation += 1
        shelf.answers.clear()
      }
    }
  }

  /** Drops everything. */
  clear(): void {
    for (const shelf of this.shelves.values()) {
      shelf.generation += 1
      shelf.answers.clear()
    }
  }

  /**
   * Shares the news with the other processes through Redis: this process's
   * changed tables are published, the others' dropped here. A subscription
   * that comes back after a break drops everything (news may have been lost).
   */
  async share(pub: RedisClient, sub: RedisClient): Promise<void> {
    this.publisher = pub
    await sub.subscribe(ANSWERS_CHANNEL, (message) => {
      const news = parseNews(message)
      if (news && news.origin !== this.origin) this.drop(news.tables)
    })
    let connected = true
    sub.on('end', () => (connected = false))
    sub.on('error', () => (connected = false))
    sub.on('ready', () => {
      if (!connected) this.clear()
      connected = true
    })
  }

  private publish(tables: ReadonlySet<string>): void {
    const publisher = this.publisher
    if (!publisher?.isReady) return
    // Only tables some shelf is made of are news worth sending.
    const relevant = [...tables].filter((table) => this.byTable.has(table))
    if (relevant.length === 0) return
    publisher.publish(ANSWERS_CHANNEL, JSON.stringify({ origin: this.origin, tables: relevant })).catch(() => {
      // Redis away: the others' answers live out their max age; the reconnect clears them anyway.
    })
  }

  close(): void {
    this.stop()
    this.clear()
  }
}

function parseNews(message: string): { origin: string; tables: string[] } | undefined {
  try {
    const news = JSON.parse(message) as { origin?: unknown; tables?: unknown }
    if (typeof news.origin !== 'string' || !Array.isArray(news.tables)) return undefined
    return { origin: news.origin, tables: news.tables.filter((t): t is string => typeof t === 'string') }
  } catch {
    return undefined
  }
}

const encodingChoices = new Map<string, 'br' | 'gzip' | undefined>()

const keptUntil = new WeakMap<FastifyRequest, number>()

/**
 * Says that the answer this request is making changes by the clock at `instant` (epoch ms; the earliest of several
 * calls counts): a kept answer lives no longer. Banners and bulletins call it with the next start or end.
 */
export function keepUntil(request: FastifyRequest, instant: number): void {
  const earlier = keptUntil.get(request)
  keptUntil.set(request, earlier === undefined ? instant : Math.min(earlier, instant))
}

/** The instant `keepUntil` named for this request's answer, if any. */
export function keptUntilOf(request: FastifyRequest): number | undefined {
  return keptUntil.get(request)
}

/** Which of brotli and gzip an `accept-encoding` value takes (brotli first); q=0 refuses. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined
  const known = encodingChoices.get(header)
  if (known !== undefined || encodingChoices.has(header)) return known
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (name: string) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)
  const choice = weightOf('br') > 0 ? 'br' : weightOf('gzip') > 0 ? 'gzip' : undefined
  if (encodingChoices.size < 256) encodingChoices.set(header, choice)
  return choice
}

/** Whether an `If-None-Match` value names `etag` (weak comparison, as for a read). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}

/**
 * The bytes of a page made for one request (the site's HTML), compressed for
 * a client that accepts it when they are large enough to gain from it:
 * brotli at a quality fast enough to spend on every request, or gzip. The
 * caller's `Vary` names `accept-encoding`.
 */
export function compressFor(request: FastifyRequest, reply: FastifyReply, text: string): Buffer {
  const bytes = Buffer.from(text)
  if (bytes.length < COMPRESS_FROM_BYTES) return bytes
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding === 'br') {
    reply.header('content-encoding', 'br')
    return brotli(bytes, 5)
  }
  if (encoding === 'gzip') {
    reply.header('content-encoding', 'gzip')
    return gzipSync(bytes, { level: 6 })
  }
  return bytes
}

/** Text compressed with brotli at `quality`. */
function brotli(bytes: Buffer, quality: number): Buffer {
  return brotliCompressSync(bytes, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    },
  })
}

/**
 * Sends a kept answer: 304 when the client already holds it, else its bytes,
 * compressed when the client accepts it and the answer was large enough.
 * A 304 to a POST read: these reads are safe whatever their method (the
 * spec calls every endpoint with POST), so "your copy is current" is what the
 * client needs, not RFC 9110's 412 for an unsafe method.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding, accept-language')
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send()
  reply.code(answer.status).type('application/json; charset=utf-8')
  const encoding = answer.gzip ? chooseEncoding(request.headers['accept-encoding']) : undefined
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(answer.br)
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(answer.gzip)
  return reply.send(answer.body)
}

import { IDEMPOTENCY_HEADER, balanceAllBack, balanceGetBack, gameLeave, gamePlay } from '@lobby/api/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { auditTransfers } from '../src/wallet/transfers.ts'
import { openSession } from '../src/wallet/play.ts'
import { settleRound } from '../src/wallet/rounds.ts'
import { SITE, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { firstGames, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * Property: whatever mix of credits, launches, house rounds, leaves, pulls,
 * single get-backs and provider faults 1 to 3 members go through, and
 * however they interleave, the books stay right. Each run draws a list of
 * operations and cuts it into batches of random size; a batch runs all at
 * once, the batches one after another. After every batch: every wallet's
 * ledger sums to its balance, nothing is negative, and the members hold what
 * was credited, less the stakes, plus the payouts. At the end, with the
 * providers answering again, a leave and a pull bring every coin back to the
 * main wallet.
 */

/** Runs per test run; `WALLET_PROPERTY_RUNS=1000` for a longer search. */
const RUNS = Number(process.env.WALLET_PROPERTY_RUNS ?? 40)
const PROVIDERS = ['GPAX', 'GPCR', 'GPDL', 'GPSB'] as const
type Gp = (typeof PROVIDERS)[number]

const PLAY = `/api${gamePlay.path}`
const LEAVE = `/api${gameLeave.path}`
const PULL_ALL = `/api${balanceAllBack.path}`
const GET_BACK = `/api${balanceGetBack.path}`

type Op =
  | { kind: 'credit'; m: number; amount: number }
  | { kind: 'play'; m: number; gp: Gp }
  | { kind: 'round'; m: number; round: number; stake: number; payout: number; copies: number }
  | { kind: 'leave'; m: number }
  | { kind: 'pull'; m: number; key: number | null; copies: number }
  | { kind: 'getBack'; m: number; gp: Gp | null; key: number | null }
  | { kind: 'fault'; gp: Gp; mode: 'fail' | 'timeout'; times: number }
  | { kind: 'transfers'; gp: Gp; enabled: boolean }

const member = fc.nat({ max: 2 })
const provider = fc.constantFrom(...PROVIDERS)
const key = fc.option(fc.nat({ max: 3 }), { nil: null })

const operation: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('credit'), m: member, amount: fc.integer({ min: 1, max: 5_000 }) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('play'), m: member, gp: provider }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('round'),
      m: member,
      // A small pool of round ids, so the same round comes back.
      round: fc.nat({ max: 4 }),
      stake: fc.integer({ min: 1, max: 3_000 }),
      payout: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6_000 })),
      copies: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('leave'), m: member }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('pull'), m: member, key, copies: fc.integer({ min: 1, max: 5 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('getBack'), m: member, gp: fc.option(provider, { nil: null }), key }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fault'),
      gp: provider,
      mode: fc.constantFrom('fail', 'timeout'),
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('transfers'), gp: provider, enabled: fc.boolean() }) },
)

const scenario = fc.record({
  openings: fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 3 }),
  ops: fc.array(operation, { minLength: 1, maxLength: 30 }),
  /** Sizes of the batches the operations are cut into; the last size repeats. */
  batches: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 10 }),
})

let server: LobbyServer
const games = new Map<string, { code: string; gt: number }>()

beforeAll(async () => {
  server = await startServer({ wallet: { pullCooldownMs: 0, providerTimeoutMs: 5 } })
  for (const [gp, game] of await firstGames(server, PROVIDERS)) games.set(gp, game)
})

afterAll(async () => {
  await server.close()
})

let runs = 0

/** Providers back to normal: no faults, transfers on. */
async function calm(): Promise<void> {
  server.wallet.gateway.clearFaults()
  for (const gp_id of PROVIDERS) {
    expect((await send(server, '/api/dev/wallet/provider', { gp_id, transfers_enabled: true })).code).toBe('100')
  }
}

describe('wallet operations in any order', () => {
  it('keep the ledger equal to the balances, nothing negative, and money conserved', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ openings, ops, batches }) => {
        const run = ++runs
        let expected = 0
        const statuses: number[] = []
        const ranKeys = new Map<string, number>()

        const players: Player[] = []
        for (const [i, cash] of openings.entries()) {
          const account = `prop${run}x${i}`
          players.push(await newPlayer(server, account, cash))
          expected += cash
        }
        const ids = players.map((p) => p.id)
        const who = (m: number) => players[m % players.length]!

        async function call<T>(url: string, p: Player, body?: unknown, headers: Record<string, string> = {}) {
          const res = await send<T>(server, url, body, { token: p.token, headers })
          statuses.push(res.status)
          return res
        }

        async function pull(p: Player, keyNo: number | null, copies: number, body?: { gp_id?: string } | 'all') {
          const idem = keyNo === null ? undefined : `prop-${run}-${keyNo}`
          const headers: Record<string, string> = idem === undefined ? {} : { [IDEMPOTENCY_HEADER]: idem }
          const answers = await Promise.all(
            Array.from({ length: copies }, () =>
              body === 'all'
                ? call<{ replayed: boolean; results: unknown[] }>(PULL_ALL, p, undefined, headers)
                : call<{ replayed: boolean; results: unknown[] }>(GET_BACK, p, body, headers),
            ),
          )
          if (idem === undefined) return
          // A get-back with no game ever played has nothing to pull and remembers nothing: not a run.
          const ran = answers.filter((a) => a.code === '100' && !a.data.replayed && a.data.results.length > 0).length
          ranKeys.set(`${p.id}:${idem}`, (ranKeys.get(`${p.id}:${idem}`) ?? 0) + ran)
        }

        async function apply(op: Op): Promise<void> {
          switch (op.kind) {
            case 'credit': {
              const p = who(op.m)
              const res = await send(server, '/api/dev/wallet/credit', {
                site_id: SITE,
                member_account: p.account,
                amount: op.amount,
              })
              statuses.push(res.status)
              if (res.code === '100') expected += op.amount
              return
            }
            case 'play': {
              const game = games.get(op.gp)!
              await call(PLAY, who(op.m), {
                gpId: op.gp,
                game_type: game.gt,
                game_code: game.code,
                lobby_url: '/',
                device: 0,
              })
              return
            }
            case 'round': {
              const session = await openSession(server.db, who(op.m).id)
              if (!session) return
              const answers = await Promise.all(
                Array.from({ length: op.copies }, () =>
                  settleRound(server.db, session, `round-${op.round}`, op.stake, () => ({
                    payout: op.payout,
                    detail: null,
                  })),
                ),
              )
              const settled = answers.flatMap((a) => ('round' in a && !a.replayed ? [a] : []))
              expect(settled.length).toBeLessThanOrEqual(1)
              for (const a of settled) expected += a.payout - a.stake
              return
            }
            case 'leave':
              await call(LEAVE, who(op.m), {})
              return
            case 'pull':
              return pull(who(op.m), op.key, op.copies, 'all')
            case 'getBack':
              return pull(who(op.m), op.key, 1, op.gp === null ? undefined : { gp_id: op.gp })
            case 'fault':
              server.wallet.gateway.setFault(op.gp, { mode: op.mode, times: op.times })
              return
            case 'transfers': {
              const res = await send(server, '/api/dev/wallet/provider', {
                gp_id: op.gp,
                transfers_enabled: op.enabled,
              })
              expect(res.code).toBe('100')
              return
            }
          }
        }

        async function checkBooks(): Promise<void> {
          const audit = await auditLedger(server.db, ids)
          expect(audit.mismatches).toEqual([])
          expect(audit.negative).toBe(0)
          expect(audit.totalBalances).toBe(expected)
          // Between batches no transfer is in transit, and the house provider's books agree with ours.
          expect(await auditTransfers(server.db, ids)).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })
        }

        try {
          let at = 0
          for (let b = 0; at < ops.length; b++) {
            const size = batches[Math.min(b, batches.length - 1)]!
            await Promise.all(ops.slice(at, at + size).map(apply))
            at += size
            await checkBooks()
          }
          expect(statuses.filter((s) => s !== 200)).toEqual([])
          for (const [idem, ran] of ranKeys) expect(ran, idem).toBeLessThanOrEqual(1)
          // Each key moved each provider's money once at most.
          const legs = await server.db
            .selectFrom('provider_transfers')
            .select(['ledger_ref', 'gp_id', (eb) => eb.fn.countAll<number>().as('n')])
            .where('member_id', 'in', ids)
            .where('ledger_ref', 'like', `pull:prop-${run}-%`)
            .where('status', '=', 'settled')
            .groupBy(['ledger_ref', 'gp_id'])
            .execute()
          expect(legs.filter((leg) => Number(leg.n) > 1)).toEqual([])

          // With the providers answering again, nothing is stranded: every coin comes back to main.
          await calm()
          for (const p of players) {
            await call(LEAVE, p, {})
            expect((await call(PULL_ALL, p)).code).toBe('100')
          }
          await checkBooks()
          const cash = await server.db
            .selectFrom('members')
            .select((eb) => eb.fn.sum<number>('cash').as('cash'))
            .where('id', 'in', ids)
            .executeTakeFirstOrThrow()
          expect(Number(cash.cash)).toBe(expected)
        } finally {
          await calm()
        }
      }),
      { numRuns: RUNS },
    )
  })
})

import {
  IDEMPOTENCY_HEADER,
  balanceAllBack,
  balanceGetBack,
  gameLeave,
  gamePlay,
  myCash,
  type PullResult,
} from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { auditLedger } from '../src/wallet/ledger.ts'
import { auditTransfers } from '../src/wallet/transfers.ts'
import { openSession } from '../src/wallet/play.ts'
import { settleRound } from '../src/wallet/rounds.ts'
import { SITE, startServer } from './helpers.ts'
import { send, type Reply } from './member-session.ts'
import { firstGames, newPlayer, type Player } from './wallet-helpers.ts'
import { generator } from './seeded.ts'

/**
 * A storm of money operations at once: launches, house rounds, leaves, pulls
 * of all and of one, credits and reads for 20 members over five providers,
 * with provider failures, time-outs and disabled transfers switched on and
 * off in the middle of it, and replays (one idempotency key sent five times
 * at once, one round id sent several times, old keys and rounds sent again
 * later). Nothing here asserts a time: the checks are on the books only.
 *
 * The operations are drawn from a seeded generator (`WALLET_STORM_SEED`):
 * every run sends the same operations; how they interleave is up to the
 * event loop.
 */

const SEED = Number(process.env.WALLET_STORM_SEED ?? 20261122)
const MEMBERS = 20
const WAVES = 5
const OPS_PER_WAVE = 260
const PROVIDERS = ['GPAX', 'GPCR', 'GPDL', 'GPSB', 'GPR8'] as const
type Gp = (typeof PROVIDERS)[number]

const PLAY = `/api${gamePlay.path}`
const LEAVE = `/api${gameLeave.path}`
const MY_CASH = `/api${myCash.path}`
const PULL_ALL = `/api${balanceAllBack.path}`
const GET_BACK = `/api${balanceGetBack.path}`

type Member = Player

interface Pulled {
  results: PullResult[]
  cash: number
  total: number
  replayed: boolean
}

let server: LobbyServer
const games = new Map<string, { code: string; gt: number }>()

beforeAll(async () => {
  server = await startServer({ wallet: { pullCooldownMs: 0, providerTimeoutMs: 20 } })
  for (const [gp, game] of await firstGames(server, PROVIDERS)) games.set(gp, game)
  expect(games.size).toBe(PROVIDERS.length)
})

afterAll(async () => {
  await server.close()
})

describe('a storm of concurrent wallet operations', () => {
  it('keeps the books right, conserves money and moves each idempotent request once', { timeout: 60_000 }, async () => {
    const rng = generator(SEED)

    // What the storm did, from the answers it got.
    let credited = 0
    let staked = 0
    let paid = 0
    let operations = 0
    let httpCalls = 0
    const statuses = new Map<number, number>()
    const outcomes = new Map<string, number>()
    const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
    const pullAnswers = new Map<string, Reply<Pulled>[]>()
    const roundAnswers = new Map<
      string,
      { sessionId: string; round: string; answers: { replayed: boolean; stake: number; payout: number }[] }
    >()
    const rounds: { memberId: number; sessionId: string; round: string }[] = []
    const pullKeys: { member: Member; key: string }[] = []
    let keySeq = 0
    let roundSeq = 0

    const call = async <T>(url: string, member: Member | null, body?: unknown, headers?: Record<string, string>) => {
      operations += 1
      httpCalls += 1
      const res = await send<T>(server, url, body, { ...(member ? { token: member.token } : {}), headers })
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      const data = res.data as { forward?: string; results?: PullResult[] } | null
      if (url === PLAY && data?.forward) count(`launch:${data.forward}`)
      for (const result of data?.results ?? []) count(`pull:${result.status}`)
      return res
    }

    // Twenty members with an opening balance (through the ledger) and a token each.
    const members: Member[] = []
    for (let i = 0; i < MEMBERS; i++) {
      const account = `storm${i}`
      const cash = rng.int(5_000, 50_000)
      members.push(await newPlayer(server, account, cash))
      credited += cash
    }
    const ids = members.map((m) => m.id)

    const play = (m: Member, gp: Gp) => {
      const game = games.get(gp)!
      return call(PLAY, m, { gpId: gp, game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 })
    }

    const credit = async (m: Member, amount: number) => {
      const res = await call(`/api/dev/wallet/credit`, null, { site_id: SITE, member_account: m.account, amount })
      if (res.code === '100') credited += amount
    }

    const pull = async (m: Member, key: string, copies: number, gp?: Gp | 'last', leaveFirst = false) => {
      if (leaveFirst) await call(LEAVE, m, {})
      const headers = { [IDEMPOTENCY_HEADER]: key }
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          gp === undefined
            ? call<Pulled>(PULL_ALL, m, undefined, headers)
            : call<Pulled>(GET_BACK, m, gp === 'last' ? undefined : { gp_id: gp }, headers),
        ),
      )
      const id = `${m.id}:${key}`
      pullAnswers.set(id, [...(pullAnswers.get(id) ?? []), ...answers])
    }

    /** One round id sent `copies` times at once on the member's open session (if any). */
    const round = async (
      memberId: number,
      sessionId: string | null,
      roundId: string,
      copies: number,
      stake: number,
      payout: number,
    ) => {
      const session = sessionId
        ? await server.db.selectFrom('game_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst()
        : await openSession(server.db, memberId)
      if (!session) return
      operations += copies
      const answers = await Promise.all(
        Array.from({ length: copies }, () =>
          settleRound(server.db, session, roundId, stake, () => ({ payout, detail: { roundId } })),
        ),
      )
      const id = `${session.id}:${roundId}`
      if (!roundAnswers.has(id)) {
        roundAnswers.set(id, { sessionId: session.id, round: roundId, answers: [] })
        rounds.push({ memberId, sessionId: session.id, round: roundId })
      }
      for (const answer of answers) {
        if (!('round' in answer)) continue // 301: not enough balance, nothing moved
        roundAnswers.get(id)!.answers.push({ replayed: answer.replayed, stake: answer.stake, payout: answer.payout })
        if (!answer.replayed) {
          staked += answer.stake
          paid += answer.payout
        }
      }
    }

    const providerHook = (body: Record<string, unknown>) => call('/api/dev/wallet/provider', null, body)

    /** One operation of the storm, drawn at random; every random choice is made here, not when it runs. */
    const drawOperation = (): (() => Promise<unknown>) => {
      const m = rng.pick(members)
      const roll = rng.next()
      const stake = rng.int(1, 400)
      const payout = rng.pick([0, 0, 0, stake, 2 * stake, 5 * stake, rng.int(0, 1_000)])
      if (roll < 0.2) {
        const gp = rng.pick(PROVIDERS)
        return () => play(m, gp)
      }
      if (roll < 0.45) {
        const copies = rng.next() < 0.25 ? rng.int(2, 4) : 1
        const roundId = `r${++roundSeq}`
        return () => round(m.id, null, roundId, copies, stake, payout)
      }
      if (roll < 0.5 && rounds.length > 0) {
        // An old round sent again, maybe on a session closed since.
        const old = rng.pick(rounds)
        const copies = rng.int(1, 3)
        return () => round(old.memberId, old.sessionId, old.round, copies, stake, payout)
      }
      if (roll < 0.62) return () => call(LEAVE, m, {})
      if (roll < 0.74) {
        const key = `storm-key-${++keySeq}`
        pullKeys.push({ member: m, key })
        const [copies, leaveFirst] = [rng.next() < 0.3 ? 5 : 1, rng.next() < 0.5]
        return () => pull(m, key, copies, undefined, leaveFirst)
      }
      if (roll < 0.76 && pullKeys.length > 0) {
        const old = rng.pick(pullKeys)
        const copies = rng.int(1, 3)
        return () => pull(old.member, old.key, copies)
      }
      if (roll < 0.84) {
        const key = `storm-one-${++keySeq}`
        pullKeys.push({ member: m, key })
        const gp = rng.next() < 0.3 ? 'last' : rng.pick(PROVIDERS)
        const [copies, leaveFirst] = [rng.next() < 0.2 ? 5 : 1, rng.next() < 0.5]
        return () => pull(m, key, copies, gp, leaveFirst)
      }
      if (roll < 0.92) {
        const amount = rng.int(1, 3_000)
        return () => credit(m, amount)
      }
      if (roll < 0.95) return () => call(MY_CASH, m, {})
      const gp = rng.pick(PROVIDERS)
      const toggle = rng.next()
      const times = rng.int(1, 5)
      const enabled = rng.next() < 0.5
      if (toggle < 0.4) return () => providerHook({ gp_id: gp, fault: { mode: 'fail', times } })
      if (toggle < 0.75) return () => providerHook({ gp_id: gp, fault: { mode: 'timeout', times } })
      if (toggle < 0.9) return () => providerHook({ gp_id: gp, transfers_enabled: enabled })
      return () => providerHook({ gp_id: gp, fault: null, transfers_enabled: true })
    }

    // Everyone opens a game first, so the first wave has sessions to play rounds in.
    // Faults and switches at the head of waves, on top of the random ones, so every run has them.
    const scripted: Record<number, Record<string, unknown>[]> = {
      0: [
        { gp_id: 'GPDL', fault: { mode: 'fail', times: 4 } },
        { gp_id: 'GPSB', fault: { mode: 'timeout', times: 3 } },
      ],
      1: [
        { gp_id: 'GPR8', transfers_enabled: false },
        { gp_id: 'GPAX', fault: { mode: 'fail', times: 4 } },
      ],
      2: [{ gp_id: 'GPCR', fault: { mode: 'timeout', times: 3 } }],
      3: [
        { gp_id: 'GPR8', transfers_enabled: true },
        { gp_id: 'GPDL', fault: { mode: 'timeout', times: 3 } },
      ],
    }

    // Every transfer the providers answered, by outcome.
    const transfers = new Map<string, number>()
    const gateway = server.wallet.gateway
    const transfer = gateway.transfer.bind(gateway)
    gateway.transfer = async (request) => {
      const outcome = await transfer(request)
      transfers.set(outcome, (transfers.get(outcome) ?? 0) + 1)
      return outcome
    }

    const firstGames = members.map(() => rng.pick(PROVIDERS))
    await Promise.all(members.map((m, i) => play(m, firstGames[i]!)))
    for (let wave = 0; wave < WAVES; wave++) {
      // The scripted switches land before the wave (racing its calls, a slower database let launches onto
      // GPR8 finish before its transfers were disabled, and no run may depend on that race).
      await Promise.all((scripted[wave] ?? []).map((body) => providerHook(body)))
      const batch = rng.shuffle(Array.from({ length: OPS_PER_WAVE }, drawOperation))
      await Promise.all(batch.map((operation) => operation()))
    }
    expect(operations).toBeGreaterThanOrEqual(1_000)
    // The storm reached the paths that matter: transfers that failed and timed out, launches that moved
    // money and launches onto disabled transfers, pulls that moved money, rounds settled.
    expect(transfers.get('ok')).toBeGreaterThan(0)
    expect(transfers.get('failed')).toBeGreaterThan(0)
    expect(transfers.get('timeout')).toBeGreaterThan(0)
    expect(outcomes.get('launch:done')).toBeGreaterThan(0)
    expect(outcomes.get('launch:disabled')).toBeGreaterThan(0)
    expect(outcomes.get('pull:done')).toBeGreaterThan(0)
    expect(staked).toBeGreaterThan(0)

    // No call broke: every answer is a 200 (business refusals included), none a 4xx or 5xx.
    expect(Object.fromEntries(statuses)).toEqual({ 200: httpCalls })

    // The books: every wallet's ledger sums to its balance, nothing negative, money conserved.
    const everyone = await auditLedger(server.db)
    expect(everyone.mismatches).toEqual([])
    expect(everyone.negative).toBe(0)
    const stormers = await auditLedger(server.db, ids)
    expect(stormers.totalBalances).toBe(credited - staked + paid)
    const ledgerSum = await server.db
      .selectFrom('ledger_entries')
      .select((eb) => eb.fn.sum<number>('amount').as('sum'))
      .where('member_id', 'in', ids)
      .executeTakeFirstOrThrow()
    expect(Number(ledgerSum.sum)).toBe(credited - staked + paid)

    // Each idempotency key ran at most once; every replay is that run's answer.
    let replays = 0
    for (const [id, answers] of pullAnswers) {
      const ran = answers.filter((a) => a.code === '100' && !a.data.replayed)
      expect(ran.length, id).toBeLessThanOrEqual(1)
      for (const replay of answers.filter((a) => a.code === '100' && a.data.replayed)) {
        replays += 1
        expect(replay.data, id).toEqual({ ...ran[0]?.data, replayed: true })
      }
    }
    expect(replays).toBeGreaterThan(0)
    // A key moved each provider's money once: one settled transfer per key and provider (a failed
    // attempt is refunded and its key may run again).
    const pullLegs = await server.db
      .selectFrom('provider_transfers')
      .select(['ledger_ref', 'gp_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', 'in', ids)
      .where('ledger_ref', 'like', 'pull:storm-%')
      .where('status', '=', 'settled')
      .groupBy(['ledger_ref', 'gp_id'])
      .execute()
    expect(pullLegs.length).toBeGreaterThan(0)
    expect(pullLegs.filter((leg) => Number(leg.n) !== 1)).toEqual([])

    // Each round settled at most once, every replay answering the settled stake and payout.
    let roundReplays = 0
    for (const [id, { sessionId, round: roundId, answers }] of roundAnswers) {
      const ran = answers.filter((a) => !a.replayed)
      expect(ran.length, id).toBeLessThanOrEqual(1)
      const settled = await server.db
        .selectFrom('house_rounds')
        .select(['stake', 'payout'])
        .where('session_id', '=', sessionId)
        .where('round', '=', roundId)
        .executeTakeFirst()
      for (const answer of answers) {
        if (answer.replayed) roundReplays += 1
        expect({ stake: answer.stake, payout: answer.payout }, id).toEqual({
          stake: Number(settled?.stake),
          payout: Number(settled?.payout),
        })
      }
    }
    expect(roundReplays).toBeGreaterThan(0)
    const betLegs = await server.db
      .selectFrom('ledger_entries')
      .select(['ref', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', 'in', ids)
      .where('kind', '=', 'bet')
      .groupBy('ref')
      .execute()
    expect(betLegs.filter((leg) => Number(leg.n) !== 1)).toEqual([])
    const leaveLegs = await server.db
      .selectFrom('provider_transfers')
      .select(['ledger_ref', (eb) => eb.fn.countAll<number>().as('n')])
      .where('member_id', 'in', ids)
      .where('ledger_ref', 'like', 'leave:%')
      .groupBy('ledger_ref')
      .execute()
    expect(leaveLegs.filter((leg) => Number(leg.n) !== 1)).toEqual([])
    // Every transfer was settled or refunded by the call that made it: none pending, and the house
    // provider's records agree with ours, wallet by wallet.
    expect(await auditTransfers(server.db, ids)).toEqual({ pending: 0, disagreements: [], walletMismatches: [] })

    // Calm after the storm: providers answer again, everyone leaves and pulls, all money is back in main.
    server.wallet.gateway.clearFaults()
    for (const gp_id of PROVIDERS) await providerHook({ gp_id, transfers_enabled: true, maintenance: null })
    await Promise.all(
      members.map(async (m) => {
        await call(LEAVE, m, {})
        const pulled = await call<Pulled>(PULL_ALL, m, undefined)
        expect(pulled.code).toBe('100')
        expect(pulled.data.results.filter((r) => r.status === 'failed')).toEqual([])
        expect(pulled.data.cash).toBe(pulled.data.total)
      }),
    )
    const held = await server.db
      .selectFrom('member_wallets')
      .select(['member_id', 'gp_id', 'balance'])
      .where('member_id', 'in', ids)
      .where('balance', '!=', 0)
      .execute()
    expect(held).toEqual([])
    const after = await auditLedger(server.db, ids)
    expect(after.mismatches).toEqual([])
    expect(after.totalBalances).toBe(credited - staked + paid)
    const mains = await server.db
      .selectFrom('members')
      .select((eb) => eb.fn.sum<number>('cash').as('cash'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow()
    expect(Number(mains.cash)).toBe(credited - staked + paid)
  })
})

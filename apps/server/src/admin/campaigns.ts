import {
  ADMIN_CAMPAIGNS_CODE,
  campaignApprovalThreshold,
  RED_ENVELOPE_MIN_SHARE,
  type AdminRedEnvelope,
  type AdminRoulette,
  type CampaignStatus,
} from '@lobby/api/contract'
import type { Server as HttpServer } from 'node:http'
import { sql, type Selectable } from 'kysely'
import { startEnvelope } from '../activities/red-envelopes.ts'
import { grantDraws, prizesOf, remainingDraws, startRoulette } from '../activities/roulette.ts'
import { dbKind, type Db } from '../db/connection.ts'
import type { RedEnvelopeTable, RouletteTable } from '../db/activities-schema.ts'
import { BadRequest, BusinessError, businessError } from '../http/errors.ts'
import { verbatim } from '../http/messages.ts'
import { refuseSiteCurrency } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { emitCurrencyEvent } from '../realtime/member-events.ts'
import { AT_ONCE_WINDOW_MS, credentialsHeldBy } from './adjustments.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * Red envelopes and roulettes as the campaign desk runs them (issue 24):
 * list, create, stop, results, and four eyes on their money: a red
 * envelope's pool or a roulette's budget above `campaignApprovalThreshold`
 * (with what the operator started alone in 24 hours) waits, `pending` and
 * shown to no member, until another operator approves it (`decideCampaign`).
 * The one write path for the console and the
 * dev hooks (`/api/dev/red-envelopes`, `/api/dev/roulette`,
 * `/api/dev/activities/stop`); each write is audited in its transaction and
 * the members of the currency are pushed once it committed. The money moves
 * only when a member grabs a share or wins a cash prize
 * (activities/red-envelopes.ts `claimEnvelope`, activities/roulette.ts
 * `spin`), through the ledger.
 */

const notFound = () => businessError(ADMIN_CAMPAIGNS_CODE.campaignNotFound, 'server.admin.campaign_not_found')

export function statusOf(row: { start_at: string; end_at: string }, now = isoNow()): CampaignStatus {
  if (row.end_at <= now) return 'ended'
  return row.start_at > now ? 'scheduled' : 'running'
}

type ApprovalRow = Pick<
  Selectable<RedEnvelopeTable>,
  'approval' | 'requested_by' | 'decided_by' | 'decided_at' | 'decision_reason'
>

const approvalOf = (row: ApprovalRow) => ({
  approval: row.approval,
  requested_by: row.requested_by,
  decided_by: row.decided_by,
  decided_at: row.decided_at,
  decision_reason: row.decision_reason,
})

function envelopeView(row: Selectable<RedEnvelopeTable>, now = isoNow()): AdminRedEnvelope {
  return {
    ...approvalOf(row),
    id: Number(row.id),
    site_id: row.site_id,
    currency: row.currency,
    pool: Number(row.pool),
    shares: Number(row.shares),
    claimed_shares: Number(row.shares) - Number(row.remaining_shares),
    paid: Number(row.pool) - Number(row.remaining_cash),
    start_at: row.start_at,
    end_at: row.end_at,
    status: statusOf(row, now),
    created_at: row.created_at,
  }
}

const envelopeState = (e: AdminRedEnvelope) => ({
  approval: e.approval,
  site_id: e.site_id,
  currency: e.currency,
  pool: e.pool,
  shares: e.shares,
  start_at: e.start_at,
  end_at: e.end_at,
})

interface ListInput {
  site_id: string
  currency?: string | undefined
  page: number
  page_size: number
}

export async function listRedEnvelopes(
  db: Db,
  input: ListInput,
): Promise<{ list: AdminRedEnvelope[]; total_count: number }> {
  let query = db.selectFrom('red_envelopes').where('site_id', '=', input.site_id)
  if (input.currency !== undefined) query = query.where('currency', '=', input.currency)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  const now = isoNow()
  return { list: rows.map((row) => envelopeView(row, now)), total_count: Number(total.n) }
}

export interface EnvelopeInput {
  site_id: string
  currency: string
  pool: number
  shares: number
  start_at?: string | undefined
  end_at: string
}

/**
 * A window given as ISO instants, normalised: 400 `end_at` when it does not end after it starts, or has
 * ended already (nothing would be written for no one).
 */
function window(
  input: { start_at?: string | undefined; end_at: string },
  options: CreateOptions,
): { start_at: string; end_at: string } {
  const now = isoNow()
  const start = new Date(input.start_at ?? now).toISOString()
  const end = new Date(input.end_at).toISOString()
  if (end <= start) throw new BadRequest('end_at', verbatim('end_at after start_at'))
  if (end <= now && options.devHook !== true) throw new BadRequest('end_at', 'server.admin.campaign_end_past')
  return { start_at: start, end_at: end }
}

/**
 * How the dev hooks create (tests and QA only): a window that ended already is allowed (to test an ended
 * campaign), and a new roulette replaces the one running instead of being refused.
 */
export interface CreateOptions {
  devHook?: boolean
}

/**
 * Creates a red envelope as `actor` (run it in a transaction; `announceEnvelope` after the commit when it is
 * approved): pending when its pool takes what `actor` started alone past the threshold.
 */
export async function createRedEnvelope(
  db: Db,
  actor: Actor,
  input: EnvelopeInput,
  options: CreateOptions = {},
): Promise<AdminRedEnvelope | BusinessError> {
  const refused = await refuseSiteCurrency(db, input.site_id, input.currency)
  if (refused) return refused
  if (input.pool < input.shares * RED_ENVELOPE_MIN_SHARE) {
    throw new BadRequest('pool', verbatim('at least the minimum share for every share'))
  }
  const span = window(input, options)
  const approval = await approvalFor(db, actor, input.currency, input.pool, options)
  const id = await startEnvelope(db, {
    site_id: input.site_id,
    currency: input.currency,
    pool: input.pool,
    shares: input.shares,
    ...span,
    approval,
    requested_by: actor.account,
  })
  const created = envelopeView(
    await db.selectFrom('red_envelopes').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  )
  await appendAudit(db, actor, {
    action: 'red_envelope.create',
    targetKind: 'red_envelope',
    targetId: String(id),
    before: null,
    after: envelopeState(created),
  })
  return created
}

/**
 * Whether a campaign putting `money` (a pool, a budget) at stake is approved at once or waits for a second operator:
 * at once while what `actor` started alone in the currency over the last 24 hours (pools and budgets approved
 * without a second operator), this one included, stays within the threshold; the dev hooks' always. On
 * PostgreSQL a transaction-scoped lock on the operator serialises their campaigns (SQLite's writer lock already
 * does), so two at once cannot both fit under what one alone could not.
 */
async function approvalFor(
  trx: Db,
  actor: Actor,
  currency: string,
  money: number,
  options: CreateOptions,
): Promise<'approved' | 'pending'> {
  if (options.devHook === true) return 'approved'
  if (dbKind(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`campaigns:${actor.account}`}))`.execute(trx)
  const since = new Date(Date.now() - AT_ONCE_WINDOW_MS).toISOString()
  let alone = 0
  for (const [table, column] of [
    ['red_envelopes', 'pool'],
    ['roulettes', 'budget'],
  ] as const) {
    const row = await trx
      .selectFrom(table)
      .select((eb) => eb.fn.sum<string | number | null>(column).as('total'))
      .where('requested_by', '=', actor.account)
      .where('approval', '=', 'approved')
      .where('decided_by', 'is', null)
      .where('currency', '=', currency)
      .where('created_at', '>', since)
      .executeTakeFirst()
    alone += Number(row?.total ?? 0)
  }
  return alone + money <= campaignApprovalThreshold(currency) ? 'approved' : 'pending'
}

/** `RedEnvelopeDisplay` to the members of the currency: the site fetches the envelope and counts down. */
export function announceEnvelope(
  server: HttpServer,
  envelope: { id: number; currency: string; start_at: string; end_at: string },
) {
  emitCurrencyEvent(server, envelope.currency, 'RedEnvelopeDisplay', {
    id: envelope.id,
    start_at: envelope.start_at,
    end_at: envelope.end_at,
  })
}

/** Ends a campaign row now, audited; one that ended already is answered as it is. */
async function stopRow(
  db: Db,
  actor: Actor,
  table: 'red_envelopes' | 'roulettes',
  row: { id: number; end_at: string },
  now: string,
): Promise<boolean> {
  if (row.end_at <= now) return false
  await db.updateTable(table).set({ end_at: now }).where('id', '=', row.id).execute()
  await appendAudit(db, actor, {
    action: table === 'red_envelopes' ? 'red_envelope.stop' : 'roulette.stop',
    targetKind: table === 'red_envelopes' ? 'red_envelope' : 'roulette',
    targetId: String(row.id),
    before: { end_at: row.end_at },
    after: { end_at: now },
  })
  return true
}

export async function stopRedEnvelope(db: Db, actor: Actor, id: number): Promise<AdminRedEnvelope | BusinessError> {
  const row = await db.selectFrom('red_envelopes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return notFound()
  const now = isoNow()
  if (!(await stopRow(db, actor, 'red_envelopes', row, now))) return envelopeView(row, now)
  return envelopeView({ ...row, end_at: now }, now)
}

/** Ends, audited, every red envelope and roulette running (or scheduled) for the site and currency now. */
export async function stopCampaignsOf(
  db: Db,
  actor: Actor,
  siteId: string,
  currency: string,
): Promise<{ red_envelopes: number; roulettes: number }> {
  const now = isoNow()
  const ended = { red_envelopes: 0, roulettes: 0 }
  for (const table of ['red_envelopes', 'roulettes'] as const) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'end_at', 'start_at'])
      .where('site_id', '=', siteId)
      .where('currency', '=', currency)
      .where('end_at', '>', now)
      .execute()
    for (const row of rows) if (await stopRow(db, actor, table, row, now)) ended[table] += 1
  }
  return ended
}

export async function redEnvelopeResults(db: Db, input: { id: number; page: number; page_size: number }) {
  const row = await db.selectFrom('red_envelopes').selectAll().where('id', '=', input.id).executeTakeFirst()
  if (!row) return notFound()
  const totals = await db
    .selectFrom('red_envelope_claims')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('cash').as('paid')])
    .where('envelope_id', '=', input.id)
    .executeTakeFirstOrThrow()
  const claims = await db
    .selectFrom('red_envelope_claims')
    .innerJoin('members', 'members.id', 'red_envelope_claims.member_id')
    .select(['members.account', 'red_envelope_claims.cash', 'red_envelope_claims.created_at'])
    .where('red_envelope_claims.envelope_id', '=', input.id)
    .orderBy('red_envelope_claims.id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  return {
    envelope: envelopeView(row),
    claims: claims.map((c) => ({ member_account: c.account, cash: Number(c.cash), created_at: c.created_at })),
    total_count: Number(totals.n),
    paid_total: Number(totals.paid ?? 0),
  }
}

// ---------------------------------------------------------------------------
// Roulettes

async function rouletteView(db: Db, row: Selectable<RouletteTable>, now = isoNow()): Promise<AdminRoulette> {
  const prizes = await prizesOf(db, row.id)
  const spins = await db
    .selectFrom('roulette_spins')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('cash').as('paid')])
    .where('roulette_id', '=', row.id)
    .executeTakeFirstOrThrow()
  return {
    ...approvalOf(row),
    id: Number(row.id),
    site_id: row.site_id,
    currency: row.currency,
    draws_per_member: Number(row.draws_per_member),
    budget: row.budget === null ? null : Number(row.budget),
    prizes: prizes.map((p) => ({ prize_id: p.prize_id, name: p.name, cash: p.cash, weight: p.weight })),
    spins: Number(spins.n),
    paid: Number(spins.paid ?? 0),
    start_at: row.start_at,
    end_at: row.end_at,
    status: statusOf(row, now),
    created_at: row.created_at,
  }
}

const rouletteState = (r: AdminRoulette) => ({
  approval: r.approval,
  budget: r.budget,
  site_id: r.site_id,
  currency: r.currency,
  draws_per_member: r.draws_per_member,
  prizes: r.prizes.map(({ name, cash, weight }) => ({ name, cash, weight })),
  start_at: r.start_at,
  end_at: r.end_at,
})

export async function listRoulettes(db: Db, input: ListInput): Promise<{ list: AdminRoulette[]; total_count: number }> {
  let query = db.selectFrom('roulettes').where('site_id', '=', input.site_id)
  if (input.currency !== undefined) query = query.where('currency', '=', input.currency)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll()
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  const now = isoNow()
  const list: AdminRoulette[] = []
  for (const row of rows) list.push(await rouletteView(db, row, now))
  return { list, total_count: Number(total.n) }
}

export interface RouletteInput {
  site_id: string
  currency: string
  prizes: readonly { name: string; cash: number; weight: number }[]
  draws_per_member: number
  /** The most its spins may pay in all; the dev hooks give none (no cap). */
  budget?: number | null | undefined
  start_at?: string | undefined
  end_at: string
}

/**
 * Creates a roulette as `actor` (in a transaction; `announceRoulette` after the commit when it is approved):
 * any roulette of the site and currency whose window meets the new one, pending ones included, is a refusal
 * (144); the dev hook's way ends the one running instead (activities/roulette.ts `startRoulette`). Pending
 * when its budget takes what `actor` started alone past the threshold.
 */
export async function createRoulette(
  db: Db,
  actor: Actor,
  input: RouletteInput,
  options: CreateOptions = {},
): Promise<AdminRoulette | BusinessError> {
  const refused = await refuseSiteCurrency(db, input.site_id, input.currency)
  if (refused) return refused
  if (!input.prizes.some((prize) => prize.weight > 0)) {
    throw new BadRequest('prizes', verbatim('at least one prize with a weight'))
  }
  const span = window(input, options)
  if (options.devHook !== true) {
    const overlapping = await db
      .selectFrom('roulettes')
      .select('id')
      .where('site_id', '=', input.site_id)
      .where('currency', '=', input.currency)
      .where('approval', '!=', 'rejected')
      .where('end_at', '>', span.start_at)
      .where('start_at', '<', span.end_at)
      .executeTakeFirst()
    if (overlapping) return businessError(ADMIN_CAMPAIGNS_CODE.rouletteOverlaps, 'server.admin.roulette_overlaps')
  }
  const budget = input.budget ?? null
  const approval = await approvalFor(db, actor, input.currency, budget ?? 0, options)
  const id = await startRoulette(
    db,
    {
      site_id: input.site_id,
      currency: input.currency,
      draws_per_member: input.draws_per_member,
      budget,
      approval,
      requested_by: actor.account,
      ...span,
    },
    input.prizes,
    { replaceRunning: options.devHook === true },
  )
  const created = await rouletteView(
    db,
    await db.selectFrom('roulettes').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
  )
  await appendAudit(db, actor, {
    action: 'roulette.create',
    targetKind: 'roulette',
    targetId: String(id),
    before: null,
    after: rouletteState(created),
  })
  return created
}

/** `roulette_display` to the members of the currency: the site loads the roulette. */
export function announceRoulette(server: HttpServer, roulette: { id: number; currency: string; end_at: string }) {
  emitCurrencyEvent(server, roulette.currency, 'roulette_display', { id: roulette.id, end_at: roulette.end_at })
}

export async function stopRoulette(db: Db, actor: Actor, id: number): Promise<AdminRoulette | BusinessError> {
  const row = await db.selectFrom('roulettes').selectAll().where('id', '=', id).executeTakeFirst()
  if (!row) return notFound()
  const now = isoNow()
  if (!(await stopRow(db, actor, 'roulettes', row, now))) return rouletteView(db, row, now)
  return rouletteView(db, { ...row, end_at: now }, now)
}

export async function rouletteResults(db: Db, input: { id: number; page: number; page_size: number }) {
  const row = await db.selectFrom('roulettes').selectAll().where('id', '=', input.id).executeTakeFirst()
  if (!row) return notFound()
  const roulette = await rouletteView(db, row)
  const won = await db
    .selectFrom('roulette_spins')
    .select((eb) => ['prize_id', eb.fn.countAll<number>().as('n')])
    .where('roulette_id', '=', input.id)
    .groupBy('prize_id')
    .execute()
  const wonBy = new Map(won.map((w) => [Number(w.prize_id), Number(w.n)]))
  const members = await db
    .selectFrom('roulette_spins')
    .select((eb) => eb.fn.count<number>('member_id').distinct().as('n'))
    .where('roulette_id', '=', input.id)
    .executeTakeFirstOrThrow()
  const spins = await db
    .selectFrom('roulette_spins')
    .innerJoin('members', 'members.id', 'roulette_spins.member_id')
    .innerJoin('roulette_prizes', 'roulette_prizes.id', 'roulette_spins.prize_id')
    .select(['members.account', 'roulette_prizes.name', 'roulette_spins.cash', 'roulette_spins.created_at'])
    .where('roulette_spins.roulette_id', '=', input.id)
    .orderBy('roulette_spins.id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  return {
    roulette,
    prizes: roulette.prizes.map((p) => ({
      prize_id: p.prize_id,
      name: p.name,
      cash: p.cash,
      won: wonBy.get(p.prize_id) ?? 0,
    })),
    spins: spins.map((s) => ({
      member_account: s.account,
      prize_name: s.name,
      cash: Number(s.cash),
      created_at: s.created_at,
    })),
    total_count: roulette.spins,
    members: Number(members.n),
    paid_total: roulette.paid,
  }
}

// ---------------------------------------------------------------------------
// Four eyes

export interface CampaignDecision {
  id: number
  decision: 'approve' | 'reject'
  reason: string
}

/**
 * Decides a pending campaign as `actor`, in `trx`: approved, it reaches members (the caller announces it after
 * the commit); rejected, it never runs. 143 no such campaign, 145 not pending, 146 the actor created it, 147
 * the actor's account was made or reset by its creator (may reject, not approve). The guarded update from
 * `pending` makes a second decision at once find nothing (145).
 */
async function decideCampaign(
  trx: Db,
  actor: Actor,
  table: 'red_envelopes' | 'roulettes',
  input: CampaignDecision,
): Promise<ApprovalRow | BusinessError> {
  const row = await trx
    .selectFrom(table)
    .select(['approval', 'requested_by', 'decided_by', 'decided_at', 'decision_reason'])
    .where('id', '=', input.id)
    .executeTakeFirst()
  if (!row) return notFound()
  const notPending = () => businessError(ADMIN_CAMPAIGNS_CODE.campaignNotPending, 'server.admin.campaign_not_pending')
  if (row.approval !== 'pending') return notPending()
  if (row.requested_by === actor.account)
    return businessError(ADMIN_CAMPAIGNS_CODE.ownCampaign, 'server.admin.campaign_own_request')
  if (
    input.decision === 'approve' &&
    row.requested_by !== null &&
    (await credentialsHeldBy(trx, actor.account, row.requested_by))
  )
    return businessError(ADMIN_CAMPAIGNS_CODE.approverMadeByCreator, 'server.admin.campaign_approver_made_by_requester')
  const decided = {
    approval: input.decision === 'approve' ? ('approved' as const) : ('rejected' as const),
    decided_by: actor.account,
    decided_at: isoNow(),
    decision_reason: input.decision === 'reject' ? input.reason : '',
  }
  const claimed = await trx
    .updateTable(table)
    .set(decided)
    .where('id', '=', input.id)
    .where('approval', '=', 'pending')
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return notPending()
  const kind = table === 'red_envelopes' ? 'red_envelope' : 'roulette'
  await appendAudit(trx, actor, {
    action: `${kind}.${input.decision}`,
    targetKind: kind,
    targetId: String(input.id),
    before: approvalOf(row),
    after: approvalOf({ ...row, ...decided }),
  })
  return { ...row, ...decided }
}

/** Approves or rejects a pending red envelope (`decideCampaign`); announce it after the commit when approved. */
export async function decideRedEnvelope(
  trx: Db,
  actor: Actor,
  input: CampaignDecision,
): Promise<AdminRedEnvelope | BusinessError> {
  const decided = await decideCampaign(trx, actor, 'red_envelopes', input)
  if (decided instanceof BusinessError) return decided
  return envelopeView(
    await trx.selectFrom('red_envelopes').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow(),
  )
}

/** Approves or rejects a pending roulette (`decideCampaign`); announce it after the commit when approved. */
export async function decideRoulette(
  trx: Db,
  actor: Actor,
  input: CampaignDecision,
): Promise<AdminRoulette | BusinessError> {
  const decided = await decideCampaign(trx, actor, 'roulettes', input)
  if (decided instanceof BusinessError) return decided
  return rouletteView(
    trx,
    await trx.selectFrom('roulettes').selectAll().where('id', '=', input.id).executeTakeFirstOrThrow(),
  )
}

/**
 * Gives one member `draws` more draws on roulette `input.id` as `actor` (in a transaction), audited with the
 * draws they had left before and after. The one write path for the console and the dev hook
 * (`/api/dev/roulette/draws`). 143 no such roulette, 149 ended or rejected, 140 no such member on its site, 148
 * a member of another currency.
 */
export async function giveRouletteDraws(
  db: Db,
  actor: Actor,
  input: { id: number; member_account: string; draws: number },
): Promise<{ id: number; member_account: string; remaining_draws: number } | BusinessError> {
  const roulette = await db.selectFrom('roulettes').selectAll().where('id', '=', input.id).executeTakeFirst()
  if (!roulette) return notFound()
  if (roulette.approval === 'rejected' || roulette.end_at <= isoNow())
    return businessError(ADMIN_CAMPAIGNS_CODE.rouletteClosed, 'server.admin.roulette_closed')
  const member = await findMember(db, roulette.site_id, input.member_account)
  if (!member) return businessError(ADMIN_CAMPAIGNS_CODE.memberNotFound, 'server.admin.letter_member_not_found')
  if (member.currency !== roulette.currency)
    return businessError(ADMIN_CAMPAIGNS_CODE.memberNotInRoulette, 'server.admin.roulette_other_currency')
  const before = await remainingDraws(db, roulette.id, member.id)
  const remaining = await grantDraws(db, roulette.id, member.id, input.draws)
  await appendAudit(db, actor, {
    action: 'roulette.draws',
    targetKind: 'roulette',
    targetId: String(roulette.id),
    before: { member_account: member.account, remaining_draws: before },
    after: { member_account: member.account, remaining_draws: remaining },
  })
  return { id: roulette.id, member_account: member.account, remaining_draws: remaining }
}

import { ADMIN_RG_CODE, type AdminRgExclusionRequest, type AdminRgLimit, type AdminRgView } from '@lobby/api/contract'
import { RG_SESSION_MAX_MINUTES } from '@lobby/domain'
import { appendAudit } from '../admin/audit.ts'
import { notFound } from '../admin/members.ts'
import type { Actor } from '../admin/operators.ts'
import type { Db } from '../db/connection.ts'
import { BadRequest, businessError, type BusinessError } from '../http/errors.ts'
import type { RevocationScope } from '../members/revocation.ts'
import { findMember } from '../members/store.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { checkExclusionDays, exclusionsOf, holdMember, runningExclusion, takeExclusion } from './exclusions.ts'
import { limitStates } from './limits.ts'
import { setLimit, settingsOf } from './settings.ts'

/**
 * A member's responsible gambling from the operator console (issue 25): what the member set and what is left of it,
 * and what an operator imposes on top. An operator only tightens: a limit below the one in force applies at once
 * through the member's own path (settings.ts `setLimit`, which drops a raise the member has waiting), an exclusion is
 * the member's own (exclusions.ts `takeExclusion`: every session ends); nothing here raises, removes, shortens or
 * lifts anything. Each imposition is audited in the caller's transaction.
 */

type MemberRef = { site_id: string; member_account: string }

const targetOf = (member: { site_id: string; account: string }) => `${member.site_id}:${member.account}`
const iso = (ms: number) => new Date(ms).toISOString()

/** The console's view of a member: the member centre's settings, every exclusion and what refuses login now. */
async function viewOf(db: Db, member: { id: number; currency: string }, now: number): Promise<AdminRgView> {
  return {
    ...(await settingsOf(db, member, now)),
    exclusions: await exclusionsOf(db, member.id, now),
    excluded: await runningExclusion(db, member.id, now),
  }
}

/** `adminMemberRg`: the member's responsible gambling at `now`. 107 no such member. */
export async function memberRg(db: Db, ref: MemberRef, now: number): Promise<AdminRgView | BusinessError> {
  const member = await findMember(db, ref.site_id, ref.member_account)
  if (!member) return notFound()
  return viewOf(db, member, now)
}

/**
 * A limit tighter than the one in force (or where none is), applied at once; the same amount is tighter only while
 * the member has a raise or removal waiting, which it drops. 180 otherwise, 181 a removal; nothing written. Once it
 * has committed, the member's open pages hear `rg.changed {kind, period}` on `member.{id}` (they read the settings
 * again and tell the member).
 */
async function imposeLimit(
  scope: RevocationScope,
  actor: Actor,
  member: { id: number; site_id: string; account: string },
  limit: AdminRgLimit,
  now: number,
): Promise<BusinessError | undefined> {
  const { db } = scope
  const { kind, period, amount } = limit
  if (amount === null) return businessError(ADMIN_RG_CODE.limitRemoval, 'server.admin.rg_limit_removal')
  // Read under the member's row: a change of the member's own (which holds it too) cannot slip in between.
  await holdMember(db, member.id)
  const inForce = (await limitStates(db, member.id, now)).get(`${kind}:${period}`) ?? { amount: null, pending: null }
  const tighter =
    inForce.amount === null || amount < inForce.amount || (amount === inForce.amount && inForce.pending !== null)
  if (!tighter) {
    return businessError(ADMIN_RG_CODE.limitNotTighter, 'server.admin.rg_limit_not_tighter', {
      kind,
      period,
      amount: inForce.amount,
    })
  }
  await setLimit(db, member.id, { kind, period, amount }, now)
  await appendAudit(db, actor, {
    action: 'member.rg_limit',
    targetKind: 'member',
    targetId: targetOf(member),
    before: {
      kind,
      period,
      amount: inForce.amount,
      pending: inForce.pending
        ? { amount: inForce.pending.amount, effective_at: iso(inForce.pending.effectiveAt) }
        : null,
    },
    after: { kind, period, amount, pending: null },
  })
  const { server } = scope
  if (server) scope.afterCommit(() => emitMemberEvent(server, member.id, 'rg.changed', { kind, period }))
  return undefined
}

/** A time-out or self-exclusion from `now`, every session ended; audited with what refused login before and after. */
async function imposeExclusion(
  scope: RevocationScope,
  actor: Actor,
  member: { id: number; site_id: string; account: string },
  exclusion: AdminRgExclusionRequest,
  now: number,
): Promise<number> {
  const before = await runningExclusion(scope.db, member.id, now)
  const done = await takeExclusion(
    scope,
    member.id,
    { kind: exclusion.kind, days: exclusion.days, setBy: `operator:${actor.account}` },
    now,
  )
  await appendAudit(scope.db, actor, {
    action: 'member.rg_exclusion',
    targetKind: 'member',
    targetId: targetOf(member),
    before: { excluded: before },
    after: { excluded: done.running, taken: done.taken, ended_sessions: done.ended },
  })
  return done.ended
}

/**
 * `adminMemberRgImpose`: a limit or an exclusion (the contract lets through exactly one). What the input alone can
 * refuse is a 400 before the member is looked for: a session limit longer than its period (`limit.amount`), a length
 * the exclusion's kind does not offer (`exclusion.days`). Answers the member's view and the sessions ended. 107.
 */
export async function imposeRg(
  scope: RevocationScope,
  actor: Actor,
  input: MemberRef & { limit?: AdminRgLimit | undefined; exclusion?: AdminRgExclusionRequest | undefined },
  now: number,
): Promise<(AdminRgView & { ended: number }) | BusinessError> {
  const { limit, exclusion } = input
  if (limit?.kind === 'session' && limit.amount !== null && limit.amount > RG_SESSION_MAX_MINUTES[limit.period]) {
    throw new BadRequest('limit.amount', 'server.input.too_big', { maximum: RG_SESSION_MAX_MINUTES[limit.period] })
  }
  if (exclusion) checkExclusionDays(exclusion.kind, exclusion.days, 'exclusion.days')
  const member = await findMember(scope.db, input.site_id, input.member_account)
  if (!member) return notFound()
  let ended = 0
  if (limit) {
    const refused = await imposeLimit(scope, actor, member, limit, now)
    if (refused) return refused
  } else if (exclusion) {
    ended = await imposeExclusion(scope, actor, member, exclusion, now)
  }
  return { ...(await viewOf(scope.db, member, now)), ended }
}

import { RECOMMEND_CODE, recommendMembers, recommendProject, recommendRecord } from '@lobby/api/contract'
import { recommendRule } from '@lobby/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { randomInt } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { businessError } from '../http/errors.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { isoNow } from '../members/secrets.ts'
import type { Member } from '../members/store.ts'
import { forMember, registerMemberCalls } from '../members/tokens.ts'
import { programmeOpen } from './rewards.ts'

/** Letters and digits a member can read aloud without mixing them up (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

function newInviteCode(): string {
  let code = ''
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/**
 * The site's origin as the visitor reached it, for the links a member shares.
 * `request.host` and `request.protocol` take X-Forwarded-Host / -Proto only
 * from a proxy LOBBY_TRUST_PROXY trusts; from anyone else they are ignored.
 */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host || '127.0.0.1'}`
}

/** The member's open invite code, or null. */
export async function openInviteCode(db: Db, member: Member): Promise<string | null> {
  const open = await db
    .selectFrom('recommend_codes')
    .select('code')
    .where('member_id', '=', member.id)
    .where('site_id', '=', member.site_id)
    .where('status', '=', 'open')
    .orderBy('created_at')
    .executeTakeFirst()
  return open?.code ?? null
}

/** The member's open invite code, made the first time (a fresh code on the rare clash). */
async function inviteCode(db: Db, member: Member): Promise<string> {
  const open = await openInviteCode(db, member)
  if (open) return open
  for (;;) {
    const code = newInviteCode()
    const made = await db
      .insertInto('recommend_codes')
      .values({ site_id: member.site_id, code, member_id: member.id, status: 'open', created_at: isoNow() })
      .onConflict((oc) => oc.columns(['site_id', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst()
    if (made) return made.code
  }
}

const closed = () => businessError(RECOMMEND_CODE.closed, 'server.recommend.closed')

/** The recommend programme's calls (contract/recommend.ts). */
export function registerRecommendRoutes(app: FastifyInstance, options: RouteOptions): void {
  registerMemberCalls(app, options, (scope) => {
    registerEndpoint(
      scope,
      recommendProject,
      forMember(async (_input, { db, request }, { member }) => {
        if (!(await programmeOpen(db, member.site_id, member.currency))) return closed()
        const code = await inviteCode(db, member)
        const friends = await db
          .selectFrom('member_registrations')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('referrer_id', '=', member.id)
          .executeTakeFirstOrThrow()
        const rewards = await db
          .selectFrom('recommend_rewards')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('reward').as('total')])
          .where('referrer_id', '=', member.id)
          .executeTakeFirstOrThrow()
        return {
          invite_code: code,
          invite_link: `${originOf(request)}/register?invite=${encodeURIComponent(code)}`,
          rule: recommendRule(member.currency),
          totals: {
            friends: Number(friends.n),
            rewarded: Number(rewards.n),
            total_reward: Number(rewards.total ?? 0),
          },
        }
      }),
      options,
    )

    registerEndpoint(
      scope,
      recommendRecord,
      forMember(async (input, { db }, { member }) => {
        if (!(await programmeOpen(db, member.site_id, member.currency))) return closed()
        const base = db.selectFrom('recommend_rewards').where('recommend_rewards.referrer_id', '=', member.id)
        const sums = await base
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('reward').as('total')])
          .executeTakeFirstOrThrow()
        const rows = await base
          .innerJoin('members', 'members.id', 'recommend_rewards.friend_id')
          .select([
            'recommend_rewards.id',
            'members.account as friend_account',
            'recommend_rewards.deposit_amount',
            'recommend_rewards.reward',
            'recommend_rewards.created_at',
          ])
          .orderBy('recommend_rewards.id', 'desc')
          .limit(input.count)
          .offset((input.page - 1) * input.count)
          .execute()
        return {
          list: rows.map((r) => ({ ...r, deposit_amount: Number(r.deposit_amount), reward: Number(r.reward) })),
          total_count: Number(sums.n),
          total_reward: Number(sums.total ?? 0),
        }
      }),
      options,
    )

    registerEndpoint(
      scope,
      recommendMembers,
      forMember(async (input, { db }, { member }) => {
        if (!(await programmeOpen(db, member.site_id, member.currency))) return closed()
        let base = db
          .selectFrom('member_registrations')
          .innerJoin('members', 'members.id', 'member_registrations.member_id')
          .where('member_registrations.referrer_id', '=', member.id)
        const keyword = input.keyword
          .trim()
          .toLowerCase()
          .replace(/[%_\\]/g, '')
        if (keyword !== '') base = base.where('members.account', 'like', `%${keyword}%`)
        const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
        const rows = await base
          .leftJoin('recommend_rewards', 'recommend_rewards.friend_id', 'members.id')
          .select((eb) => [
            'members.account as member_account',
            'members.created_at',
            'recommend_rewards.reward',
            eb
              .selectFrom('deposits')
              .select((d) => d.fn.min<string>(d.fn.coalesce('deposits.completed_at', 'deposits.created_at')).as('at'))
              .whereRef('deposits.member_id', '=', 'members.id')
              .where('deposits.status', '=', 'completed')
              .as('first_deposit_at'),
          ])
          .orderBy('members.id', 'desc')
          .limit(input.count)
          .offset((input.page - 1) * input.count)
          .execute()
        return {
          list: rows.map((r) => ({
            member_account: r.member_account,
            created_at: r.created_at,
            first_deposit_at: r.first_deposit_at ?? null,
            reward: r.reward === null ? null : Number(r.reward),
          })),
          total_count: Number(total.n),
        }
      }),
      options,
    )
  })
}

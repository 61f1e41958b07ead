import { RECORD_PAGE_MAX, RECORD_PAGE_SIZE } from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'

/**
 * The recommend (refer-a-friend) programme of the member centre (issue 8;
 * spec sections 2 and 6: RecommendAward, shown when `/bonus_setting/check`
 * answers `is_friend` 1). A member's invite code brings friends; a friend's
 * first completed deposit of at least `min_deposit` pays the member
 * `rate_bp` of it, at most `cap`, once per friend (ledger kind
 * `recommend_reward`). Member calls; 101 while the programme is off for the
 * member's site and currency. Money is minor units.
 */
export const RECOMMEND_CODE = {
  /** The programme is off for the member's site and currency (`is_friend` 0). */
  closed: '101',
} as const

const pageSchema = z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1)
const countSchema = z._default(z.int().check(z.minimum(1), z.maximum(RECORD_PAGE_MAX)), RECORD_PAGE_SIZE)

export const recommendRuleSchema = z.object({ rate_bp: z.int(), cap: z.int(), min_deposit: z.int() })

/**
 * `POST /recommend/project` (member, write): the member's invite code
 * (made on the first call, then the same one), its link, the rule and the
 * totals so far.
 */
export const recommendProject = defineEndpoint({
  path: '/recommend/project',
  method: 'POST',
  write: true,
  request: z.optional(z.object({})),
  response: z.object({
    invite_code: z.string(),
    invite_link: z.string(),
    rule: recommendRuleSchema,
    totals: z.object({ friends: z.int(), rewarded: z.int(), total_reward: z.int() }),
  }),
})

export const recommendRewardSchema = z.object({
  id: z.int(),
  friend_account: z.string(),
  deposit_amount: z.int(),
  reward: z.int(),
  created_at: z.string(),
})
export type RecommendReward = z.infer<typeof recommendRewardSchema>

/** `POST /recommend/record {page, count}` (member, read): the rewards paid, newest first, and their sum over every page. */
export const recommendRecord = defineEndpoint({
  path: '/recommend/record',
  method: 'POST',
  write: false,
  request: z.object({ page: pageSchema, count: countSchema }),
  response: z.object({ list: z.array(recommendRewardSchema), total_count: z.int(), total_reward: z.int() }),
})

export const recommendFriendSchema = z.object({
  member_account: z.string(),
  created_at: z.string(),
  first_deposit_at: z.nullable(z.string()),
  reward: z.nullable(z.int()),
})
export type RecommendFriend = z.infer<typeof recommendFriendSchema>

/** `POST /recommend/members {keyword, page, count}` (member, read): the friends registered with the member's code, newest first. */
export const recommendMembers = defineEndpoint({
  path: '/recommend/members',
  method: 'POST',
  write: false,
  request: z.object({
    keyword: z._default(z.string().check(z.maxLength(32)), ''),
    page: pageSchema,
    count: countSchema,
  }),
  response: z.object({ list: z.array(recommendFriendSchema), total_count: z.int() }),
})

import { RECORD_PAGE_MAX, RECORD_PAGE_SIZE } from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'
import { WITHDRAW_PASSWORD_LOCKED_CODE } from './member-centre.ts'

/**
 * The agent (proxy) centre (issue 8; spec sections 2, 6 and 7): agent level
 * names, the recommend programme's switch, applying as an agent, and an
 * active agent's calls: the downline, the promotion links, the operation
 * reports, transfers to the downline and the performance settlement. Every
 * call is a member call (401 without a live token). Agent calls answer 103
 * for a member who is not an active agent. Money is minor units, through the ledger.
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const emptyBodySchema = z.optional(z.object({}))
const idSchema = z.int().check(z.positive())
const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))
const periodSchema = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))
const pageSchema = z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1)
const countSchema = z._default(z.int().check(z.minimum(1), z.maximum(RECORD_PAGE_MAX)), RECORD_PAGE_SIZE)

export const AGENT_CODE = {
  /** Apply check: an application is waiting for the operator. */
  pending: '101',
  /** Not one of the agent's downline. */
  notDownline: '102',
  /** The caller is not an active agent. */
  notAgent: '103',
  /** Apply check: the agent programme is closed for this member (frozen, or the site takes no agents). */
  closed: '104',
  /** More than the agent's main wallet holds. */
  insufficient: '105',
  /** The period has not ended yet. */
  periodOpen: '106',
  /** The period is settled already; `data.settlement` is the first (and only) result. */
  settled: '107',
  /** Withdraw password wrong (counted by the lockout) or not set. */
  withdrawPasswordWrong: '108',
  /** Locked by too many wrong withdraw passwords (`WITHDRAW_PASSWORD_LOCK`). */
  withdrawPasswordLocked: WITHDRAW_PASSWORD_LOCKED_CODE,
  /** Settle: the member was not an agent in that period (it ended before the operator's approval). */
  notAgentThen: '109',
} as const

/** `POST /arks/web/agent-level-rename` (member, read): the site's names for agent levels (spec section 7). */
export const agentLevelRename = defineEndpoint({
  path: '/arks/web/agent-level-rename',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({ detail: z.array(z.object({ level: z.int(), name: z.string() })) }),
})

/** `POST /bonus_setting/check {member_currency, site_id}` (member, read): `is_friend` 1 shows the recommend programme. */
export const bonusSettingCheck = defineEndpoint({
  path: '/bonus_setting/check',
  method: 'POST',
  write: false,
  request: z.object({ member_currency: currencySchema, site_id: siteIdSchema }),
  response: z.object({ is_friend: flagSchema }),
})

/**
 * `POST /member/apply_for_agent/check {agent_id, apply_agent_flag 0}` (member,
 * read): whether the member may use the agent centre. 100 with the member's
 * agent state; 101 an application is under review; 104 the programme is
 * closed for the member. `agent_id` is the member's own id.
 */
export const applyForAgentCheck = defineEndpoint({
  path: '/member/apply_for_agent/check',
  method: 'POST',
  write: false,
  request: z.object({ agent_id: idSchema, apply_agent_flag: z._default(z.literal(0), 0) }),
  response: z.object({ is_agent: flagSchema, agent_active: flagSchema }),
})

/** `POST /member/apply_for_agent {apply_agent_flag 1, reason}` (member, write): applies; the operator decides. 101 pending, 104 closed. */
export const applyForAgent = defineEndpoint({
  path: '/member/apply_for_agent',
  method: 'POST',
  write: true,
  request: z.object({
    apply_agent_flag: z.literal(1),
    reason: z._default(z.string().check(z.maxLength(500)), ''),
  }),
  response: z.object({ status: z.literal('pending') }),
})

export const downlineMemberSchema = z.object({
  id: idSchema,
  member_account: z.string(),
  /** 1: registered through this agent; 2: through one of its level-1 agents; … */
  level: z.int(),
  is_agent: flagSchema,
  created_at: z.string(),
  last_login_at: z.nullable(z.string()),
  /** Children in the tree (members registered under this one). */
  children_count: z.int(),
})
export type DownlineMember = z.infer<typeof downlineMemberSchema>

/** `POST /agent/downline {keyword, page, count}` (agent, read): the whole downline (every level), newest first, filtered by account. */
export const agentDownline = defineEndpoint({
  path: '/agent/downline',
  method: 'POST',
  write: false,
  request: z.object({
    keyword: z._default(z.string().check(z.maxLength(32)), ''),
    page: pageSchema,
    count: countSchema,
  }),
  response: z.object({ list: z.array(downlineMemberSchema), total_count: z.int() }),
})

/** `POST /agent/downline/tree {parent_id?}` (agent, read): the children of one node (the agent's own without `parent_id`). 102 not the agent's downline. */
export const agentDownlineTree = defineEndpoint({
  path: '/agent/downline/tree',
  method: 'POST',
  write: false,
  request: z.object({ parent_id: z.optional(idSchema) }),
  response: z.object({ nodes: z.array(downlineMemberSchema) }),
})

/** `POST /agent/promotion` (agent, read): the agent link (`?id=`), the invite code and its link. */
export const agentPromotion = defineEndpoint({
  path: '/agent/promotion',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    agent_id: idSchema,
    invite_code: z.nullable(z.string()),
    agent_link: z.string(),
    invite_link: z.nullable(z.string()),
  }),
})

export const operationRowSchema = z.object({
  /** 0 for the whole downline, else the level. */
  level: z.int(),
  members: z.int(),
  active_members: z.int(),
  bets: z.int(),
  wins: z.int(),
  deposits: z.int(),
  withdrawals: z.int(),
  /** bets − wins: the house's result on the downline. */
  net: z.int(),
})
export type OperationRow = z.infer<typeof operationRowSchema>

/** `POST /agent/operation {start_date, end_date}` (agent, read): the downline's bets, wins and money between two site days, in total and per level. */
export const agentOperation = defineEndpoint({
  path: '/agent/operation',
  method: 'POST',
  write: false,
  request: z.object({ start_date: dateSchema, end_date: dateSchema }),
  response: z.object({ total: operationRowSchema, levels: z.array(operationRowSchema) }),
})

/**
 * `POST /agent/transfer {member_id, amount, withdraw_password}` (agent,
 * write): moves money from the agent's main wallet to a downline member's
 * (ledger kinds `agent_out` and `agent_in`, one transaction). 102 not the
 * agent's downline, 105 insufficient, 108 withdraw password wrong, 120
 * withdraw password locked.
 */
export const agentTransfer = defineEndpoint({
  path: '/agent/transfer',
  method: 'POST',
  write: true,
  request: z.object({
    member_id: idSchema,
    amount: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
    withdraw_password: z.string().check(z.regex(/^\d{4}$/)),
  }),
  response: z.object({ balance: z.int(), member_id: idSchema, amount: z.int() }),
})

export const settlementSchema = z.object({
  period: periodSchema,
  net: z.int(),
  active_members: z.int(),
  rate_bp: z.int(),
  commission: z.int(),
  /** Settled: paid once; `settled_at` then says when. */
  settled: flagSchema,
  settled_at: z.nullable(z.string()),
  /** The period has ended and can be settled. */
  settleable: flagSchema,
})
export type Settlement = z.infer<typeof settlementSchema>

/** `POST /agent/settlement` (agent, read): the last six site months with their commission from the rate table. */
export const agentSettlements = defineEndpoint({
  path: '/agent/settlement',
  method: 'POST',
  write: false,
  request: emptyBodySchema,
  response: z.object({
    list: z.array(settlementSchema),
    tiers: z.array(z.object({ min_net: z.int(), min_active: z.int(), rate_bp: z.int() })),
  }),
})

/**
 * `POST /agent/settlement/settle {period}` (agent, write): pays an ended period's commission once
 * (`commission`). 106 not ended (current or future), 109 not an agent in that period, 107 settled
 * already (`data.settlement`: the first result; nothing changes). A round reported after its period
 * was settled counts in the next open period.
 */
export const agentSettle = defineEndpoint({
  path: '/agent/settlement/settle',
  method: 'POST',
  write: true,
  request: z.object({ period: periodSchema }),
  response: z.object({ settlement: settlementSchema, balance: z.int() }),
})

/** `POST /api/dev/agent-applications/decide`: the operator approves (the member becomes an active agent) or rejects. */
export const devAgentDecisionSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.string().check(z.minLength(1), z.maxLength(32)),
  decision: z.enum(['approve', 'reject']),
})

/**
 * `POST /api/dev/rounds`: a settled round a provider reports for a member
 * (the stake out of the main wallet, the payout in), dated `at`: how a test
 * gives an agent's downline a result in an ended month.
 */
export const devRoundSchema = z.object({
  site_id: z._default(siteIdSchema, 'lobby-demo'),
  member_account: z.string().check(z.minLength(1), z.maxLength(32)),
  stake: z.int().check(z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
  payout: z._default(z.int().check(z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER)), 0),
  /** An ISO instant in UTC (`2026-10-20T12:00:00.000Z`). */
  at: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/))),
})

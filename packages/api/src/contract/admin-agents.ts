import { z } from 'zod/mini'
import { accountSchema, decisionFields, pageSchema, pageSizeSchema, rejectionNeedsReason } from './admin.ts'
import { downlineMemberSchema, settlementSchema } from './agent-centre.ts'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * The operator console's calls (issue 24), agents: applications, the tree, settlements. Codes 160–164.
 * Reads need `agents.read` (finance, support, the auditor, the owner); deciding an application needs
 * `agents.manage` (the owner). The agent centre's own calls (contract/agent-centre.ts) read what these write:
 * an approved applicant is an active agent (`is_agent` 1, `agent_active` 1).
 */

const flagSchema = z.union([z.literal(0), z.literal(1)])
const idSchema = z.int().check(z.positive())

export const AGENT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const

/** Business codes of the agent desk (the envelope's `code`; HTTP 200). */
export const ADMIN_AGENTS_CODE = {
  /** The application is not pending any more (decided by someone else meanwhile). */
  notPending: '160',
  /** No such agent on that site (no member of that account, or the member is not an agent). */
  agentNotFound: '161',
  /** The node asked for is not in the agent's downline. */
  notDownline: '162',
} as const

export const adminAgentApplicationSchema = z.object({
  id: idSchema,
  site_id: z.string(),
  member_account: z.string(),
  currency: z.string(),
  /** What the member wrote when applying. */
  reason: z.string(),
  status: z.enum(AGENT_APPLICATION_STATUSES),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
  /** The operator who decided (`dev-hook` for the development hook); empty while pending. */
  decided_by: z.string(),
  /** The reason the operator gave with the decision (always given with a rejection). */
  decision_reason: z.string(),
})
export type AdminAgentApplication = z.infer<typeof adminAgentApplicationSchema>

/**
 * `POST /admin/agents/applications` (`agents.read`): applications to become
 * an agent, pending ones first (oldest first: the order they are worked
 * through), then the decided ones newest first.
 */
export const adminAgentApplications = defineEndpoint({
  path: '/admin/agents/applications',
  method: 'POST',
  write: false,
  request: z.object({
    status: z._default(z.enum(['all', ...AGENT_APPLICATION_STATUSES]), 'all'),
    site_id: z.optional(siteIdSchema),
    member_account: z.optional(accountSchema),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(adminAgentApplicationSchema), total_count: z.int() }),
})

/**
 * `POST /admin/agents/applications/decide` (`agents.manage`): approve (the
 * member becomes an active agent: the agent centre opens for them and their
 * page is pushed `profile.updated`) or reject (`reason` required). 160: not
 * pending. An unknown `id` is a 400 naming `id`.
 */
export const adminAgentApplicationDecide = defineEndpoint({
  path: '/admin/agents/applications/decide',
  method: 'POST',
  write: true,
  request: z
    .object({
      id: idSchema,
      ...decisionFields,
    })
    .check(rejectionNeedsReason),
  response: adminAgentApplicationSchema,
})

export const adminAgentSchema = z.object({
  id: idSchema,
  site_id: z.string(),
  account: z.string(),
  currency: z.string(),
  /** 1: the agent centre is open to the agent. */
  agent_active: flagSchema,
  /** Members registered through the agent (level 1). */
  direct_count: z.int(),
  /** The whole downline, every level (ten at most). */
  downline_count: z.int(),
  /** The agents in the downline. */
  sub_agent_count: z.int(),
  created_at: z.string(),
})
export type AdminAgent = z.infer<typeof adminAgentSchema>

/** `POST /admin/agents` (`agents.read`): a site's agents whose account contains `query`, newest first. */
export const adminAgents = defineEndpoint({
  path: '/admin/agents',
  method: 'POST',
  write: false,
  request: z.object({
    site_id: z._default(siteIdSchema, 'lobby-demo'),
    query: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
    page: pageSchema,
    page_size: pageSizeSchema,
  }),
  response: z.object({ list: z.array(adminAgentSchema), total_count: z.int() }),
})

const agentRefSchema = z.object({ site_id: z._default(siteIdSchema, 'lobby-demo'), agent_account: accountSchema })

/**
 * `POST /admin/agents/tree` (`agents.read`): one level of an agent's tree:
 * the members registered through the agent (no `parent_id`), or through
 * `parent_id`, a member of the downline (expand a sub-agent). Each node says
 * how many registered under it. 161 no such agent, 162 `parent_id` is not in
 * the downline.
 */
export const adminAgentTree = defineEndpoint({
  path: '/admin/agents/tree',
  method: 'POST',
  write: false,
  request: z.extend(agentRefSchema, { parent_id: z.optional(idSchema) }),
  response: z.object({ agent: adminAgentSchema, nodes: z.array(downlineMemberSchema) }),
})

/**
 * `POST /admin/agents/settlements` (`agents.read`): what the agent centre
 * computes for the agent: the last six site months, settled or not, with the
 * rate table (read-only: only the agent settles). 161 no such agent.
 */
export const adminAgentSettlements = defineEndpoint({
  path: '/admin/agents/settlements',
  method: 'POST',
  write: false,
  request: agentRefSchema,
  response: z.object({
    agent: adminAgentSchema,
    list: z.array(settlementSchema),
    tiers: z.array(z.object({ min_net: z.int(), min_active: z.int(), rate_bp: z.int() })),
  }),
})

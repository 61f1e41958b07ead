import { DEPOSIT_STATUSES } from '@lobby/domain'
import { z } from 'zod/mini'
import { accountSchema, instantSchema, pageSchema, pageSizeSchema } from './admin.ts'
import { defineEndpoint } from './endpoint.ts'
import { currencySchema, siteIdSchema } from './games.ts'

/**
 * The operator console's calls (issue 24), the dashboard (figures and charts
 * per currency) and finance's deposit orders. Both are reads
 * (`dashboard.read`, `deposits.read`: finance, owner, auditor); they answer
 * no business code of their own (codes 120–129 are kept for this area).
 * Every amount is an integer in the currency's minor unit; days are the
 * site's days (America/Caracas, UTC−4 all year).
 */

/** The days of the dashboard's series: the last 14 site days, today included. */
export const DASHBOARD_SERIES_DAYS = 14

const tallySchema = z.object({ count: z.int(), amount: z.int() })

/** What happened in one period, in one currency (docs/contract.md "Dashboard" defines each figure). */
export const dashboardFiguresSchema = z.object({
  /** Deposit orders paid (completed) in the period, by their paid time. */
  deposits: tallySchema,
  /** Withdrawals approved in the period, by their decision time. */
  withdrawals: tallySchema,
  /** Stakes taken (ledger `bet` rows), positive. */
  bets: z.int(),
  /** Payouts and refunds paid (ledger `payout` and `refund` rows). */
  wins: z.int(),
  /** Gross gaming revenue: bets − wins (negative when the members won more than they staked). */
  ggr: z.int(),
  /** Members registered in the period. */
  new_members: z.int(),
  /** Members who placed a bet or signed in during the period, each once. */
  active_members: z.int(),
})
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>

export const dashboardDaySchema = z.object({
  /** The site day, `YYYY-MM-DD`. */
  date: z.string(),
  deposits: z.int(),
  withdrawals: z.int(),
  ggr: z.int(),
})
export type DashboardDay = z.infer<typeof dashboardDaySchema>

export const dashboardCurrencySchema = z.object({
  currency: z.string(),
  today: dashboardFiguresSchema,
  week: dashboardFiguresSchema,
  /** Members of this currency connected to the site's realtime channel now (every process, every site). */
  online: z.int(),
  /** What waits for someone now, whatever its date. */
  pending: z.object({ withdrawals: z.int(), deposits: z.int(), agent_applications: z.int() }),
  /** The last 14 site days, oldest first, today last: amounts paid in, paid out, and GGR. */
  series: z.array(dashboardDaySchema),
})
export type DashboardCurrency = z.infer<typeof dashboardCurrencySchema>

export const dashboardSchema = z.object({
  /** The instant the figures were computed at. */
  as_of: z.string(),
  time_zone: z.string(),
  /** The site day of `as_of` and the bounds of both periods (`from` inclusive, `to` exclusive). */
  today: z.object({ date: z.string(), from: z.string(), to: z.string() }),
  week: z.object({ from: z.string(), to: z.string() }),
  /** Every currency a site offers or that saw activity, alphabetically. */
  currencies: z.array(dashboardCurrencySchema),
})
export type Dashboard = z.infer<typeof dashboardSchema>

/**
 * `POST /admin/dashboard` (`dashboard.read`): today's and this week's
 * figures per currency, the pending queues, who is online, and a 14-day
 * series for the charts. `site_id` narrows everything but `online` (presence
 * is counted per currency) to one site's members.
 */
export const adminDashboard = defineEndpoint({
  path: '/admin/dashboard',
  method: 'POST',
  write: false,
  request: z._default(z.object({ site_id: z.optional(siteIdSchema) }), {}),
  response: dashboardSchema,
})

export const adminDepositSchema = z.object({
  order_number: z.string(),
  site_id: z.string(),
  member_account: z.string(),
  currency: z.string(),
  amount: z.int(),
  /** The deposit channel's name; empty for an order a provider reported without one. */
  channel: z.string(),
  /** `pending` while it can still be paid; an unpaid order past its expiry is `expired`. */
  status: z.enum(DEPOSIT_STATUSES),
  created_at: z.string(),
  /** When the payment provider's callback confirmed it; null unless completed. */
  paid_at: z.nullable(z.string()),
  /** Until when it can be paid; null when it never expires. */
  expires_at: z.nullable(z.string()),
})
export type AdminDeposit = z.infer<typeof adminDepositSchema>

/**
 * `POST /admin/deposits` (`deposits.read`): deposit orders, newest first,
 * filtered by status, site, member, currency and creation time
 * (`from` inclusive, `to` exclusive). Read-only: an order is paid only by
 * the payment provider's verified callback.
 */
export const adminDeposits = defineEndpoint({
  path: '/admin/deposits',
  method: 'POST',
  write: false,
  request: z
    .object({
      status: z._default(z.enum(['all', ...DEPOSIT_STATUSES]), 'all'),
      site_id: z.optional(siteIdSchema),
      member_account: z.optional(accountSchema),
      currency: z.optional(currencySchema),
      from: z.optional(instantSchema),
      to: z.optional(instantSchema),
      page: pageSchema,
      page_size: pageSizeSchema,
    })
    .check(
      z.refine((b) => b.from === undefined || b.to === undefined || b.from < b.to, {
        message: 'to after from',
        path: ['to'],
      }),
    ),
  response: z.object({ list: z.array(adminDepositSchema), total_count: z.int() }),
})

import type { AdminDepositChannel } from '@lobby/api/contract'
import type { Selectable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type { DepositChannelTable } from '../db/member-centre-schema.ts'
import { BadRequest, type BusinessError } from '../http/errors.ts'
import { refuseSiteCurrency, refuseUnknownSite } from '../http/site-guards.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * Finance's deposit channels (issue 24): the payment channels members of a
 * site deposit through, per currency, each with a name, a kind, the least
 * and the most one order may be (minor units) and whether it is open. The
 * one write path for the console (`/admin/deposit-channels/save`) and the
 * dev hook (`/api/dev/deposit-channels`, which writes as `dev-hook`); each
 * write is audited with before and after in its transaction. The member's
 * deposit page and order read the table on every call (member-centre/
 * deposit-orders.ts `openChannels`, enabled channels only), so a change
 * counts at once.
 */

type ChannelRow = Selectable<DepositChannelTable>
type ChannelKind = DepositChannelTable['kind']

const channelView = (row: ChannelRow): AdminDepositChannel => ({
  id: Number(row.id),
  site_id: row.site_id,
  currency: row.currency,
  name: row.name,
  kind: row.kind,
  min_amount: Number(row.min_amount),
  max_amount: Number(row.max_amount),
  enabled: Number(row.enabled) === 1 ? 1 : 0,
  sort: Number(row.sort),
})

/** The site's offered currencies, in its order. */
async function offeredCurrencies(db: Db, siteId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('site_currencies')
    .select('currency')
    .where('site_id', '=', siteId)
    .orderBy('sort')
    .orderBy('currency')
    .execute()
  return rows.map((row) => row.currency)
}

/** The site's channels, enabled or not, by currency then order; 102 unknown site. */
export async function listDepositChannels(
  db: Db,
  siteId: string,
  currency?: string,
): Promise<{ currencies: string[]; list: AdminDepositChannel[] } | BusinessError> {
  const unknown = await refuseUnknownSite(db, siteId)
  if (unknown) return unknown
  let query = db.selectFrom('deposit_channels').selectAll().where('site_id', '=', siteId)
  if (currency !== undefined) query = query.where('currency', '=', currency)
  const rows = await query.orderBy('currency').orderBy('sort').orderBy('id').execute()
  return { currencies: await offeredCurrencies(db, siteId), list: rows.map(channelView) }
}

export interface DepositChannelChange {
  site_id: string
  /** The channel to change; none adds one. */
  id?: number | undefined
  currency?: string | undefined
  name?: string | undefined
  kind?: ChannelKind | undefined
  min_amount?: number | undefined
  max_amount?: number | undefined
  enabled?: boolean | undefined
  sort?: number | undefined
}

/** What the audit log keeps of a channel. */
const channelState = (c: AdminDepositChannel) => ({
  site_id: c.site_id,
  currency: c.currency,
  name: c.name,
  kind: c.kind,
  min_amount: c.min_amount,
  max_amount: c.max_amount,
  enabled: c.enabled,
  sort: c.sort,
})

const REQUIRED_FOR_NEW = ['currency', 'name', 'kind', 'min_amount', 'max_amount'] as const

function checkAmount(field: 'min_amount' | 'max_amount', value: number | undefined): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < 1)) {
    throw new BadRequest(field, 'server.input.too_small', { minimum: '1' })
  }
}

async function channelById(db: Db, siteId: string, id: number): Promise<AdminDepositChannel | undefined> {
  const row = await db
    .selectFrom('deposit_channels')
    .selectAll()
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  return row && channelView(row)
}

/** The place after the last channel of the site's currency. */
async function nextSort(db: Db, siteId: string, currency: string): Promise<number> {
  const row = await db
    .selectFrom('deposit_channels')
    .select((eb) => eb.fn.max('sort').as('last'))
    .where('site_id', '=', siteId)
    .where('currency', '=', currency)
    .executeTakeFirst()
  const last = row?.last
  return last === null || last === undefined ? 1 : Number(last) + 1
}

/**
 * Adds a channel (no `id`) or changes one as `actor`, in `trx`, and appends
 * the audit entry (`deposit_channel.create`, or `deposit_channel.change` with
 * before and after; none when nothing changed). 102 unknown site, 103 a
 * currency the site does not offer; a 400 naming the field for an unknown
 * `id`, a field a new channel lacks, an amount below 1 or a minimum above
 * the maximum. Every check comes before the write.
 */
export async function saveDepositChannel(
  trx: Db,
  actor: Actor,
  change: DepositChannelChange,
): Promise<AdminDepositChannel | BusinessError> {
  const unknownSite = await refuseUnknownSite(trx, change.site_id)
  if (unknownSite) return unknownSite
  const before = change.id === undefined ? undefined : await channelById(trx, change.site_id, change.id)
  if (change.id !== undefined && !before) throw new BadRequest('id', 'server.admin.deposit_channel_not_found')
  if (!before) {
    const missing = REQUIRED_FOR_NEW.find((field) => change[field] === undefined)
    if (missing) throw new BadRequest(missing, 'server.input.required')
  }
  const name = change.name?.trim()
  if (name === '') throw new BadRequest('name', 'server.input.required')
  checkAmount('min_amount', change.min_amount)
  checkAmount('max_amount', change.max_amount)

  const currency = change.currency ?? before!.currency
  if (currency !== before?.currency) {
    const refusal = await refuseSiteCurrency(trx, change.site_id, currency)
    if (refusal) return refusal
  }
  const min = change.min_amount ?? before!.min_amount
  const max = change.max_amount ?? before!.max_amount
  if (min > max) {
    throw new BadRequest(
      change.max_amount !== undefined ? 'max_amount' : 'min_amount',
      'server.admin.deposit_channel_limits',
    )
  }

  if (!before) {
    const row = await trx
      .insertInto('deposit_channels')
      .values({
        site_id: change.site_id,
        currency,
        name: name!,
        kind: change.kind!,
        min_amount: min,
        max_amount: max,
        sort: change.sort ?? (await nextSort(trx, change.site_id, currency)),
        enabled: change.enabled === false ? 0 : 1,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    const created = channelView(row)
    await appendAudit(trx, actor, {
      action: 'deposit_channel.create',
      targetKind: 'deposit_channel',
      targetId: String(created.id),
      before: null,
      after: channelState(created),
    })
    return created
  }

  const wanted = {
    currency,
    name: name ?? before.name,
    kind: change.kind ?? before.kind,
    min_amount: min,
    max_amount: max,
    enabled: change.enabled === undefined ? before.enabled : change.enabled ? (1 as const) : (0 as const),
    sort: change.sort ?? before.sort,
  }
  const set = Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => before[key as keyof typeof wanted] !== value),
  ) as Partial<typeof wanted>
  if (Object.keys(set).length === 0) return before
  await trx.updateTable('deposit_channels').set(set).where('id', '=', before.id).execute()
  const after = (await channelById(trx, change.site_id, before.id))!
  await appendAudit(trx, actor, {
    action: 'deposit_channel.change',
    targetKind: 'deposit_channel',
    targetId: String(before.id),
    before: channelState(before),
    after: channelState(after),
  })
  return after
}

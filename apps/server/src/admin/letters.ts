import { ADMIN_CAMPAIGNS_CODE, type AdminLetterSend, type LetterTarget } from '@lobby/api/contract'
import type { Server as HttpServer } from 'node:http'
import type { Selectable } from 'kysely'
import { sendLetters, type Receivers } from '../activities/letters.ts'
import { downlineIds } from '../agent-centre/downline.ts'
import type { Db } from '../db/connection.ts'
import type { LetterSendTable } from '../db/campaign-admin-schema.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { refuseSiteCurrency, refuseUnknownSite } from '../http/site-guards.ts'
import { isoNow } from '../members/secrets.ts'
import { findMember } from '../members/store.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { appendAudit } from './audit.ts'
import type { Actor } from './operators.ts'

/**
 * Letters as the operator sends them (issue 24): to one member, a segment
 * (the site's active members of a currency, of an agent's line, or both) or
 * every active member of a site. One `letter_sends` row per send, one
 * `letters` copy per receiver, the audit entry, all in the caller's
 * transaction; the receivers are pushed `letter.sent` once it committed
 * (`announceLetters`). The one write path for the console and the dev hook
 * (`/api/dev/letters`).
 */

export interface LetterInput {
  site_id: string
  target: LetterTarget
  member_account?: string | undefined
  currency?: string | undefined
  agent_account?: string | undefined
  language: string | null
  title: string
  content: string
}

export interface SentLetter {
  send: AdminLetterSend
  /** Each receiver and their copy's id, for the push. */
  copies: { memberId: number; id: number }[]
}

type SendRow = Selectable<LetterSendTable>

function sendView(row: SendRow, readCount: number): AdminLetterSend {
  return {
    id: Number(row.id),
    site_id: row.site_id,
    target: row.target,
    member_account: row.member_account,
    currency: row.currency,
    agent_account: row.agent_account,
    language: row.language,
    title: row.title,
    content: row.content,
    reached: Number(row.reached),
    read_count: readCount,
    sent_by: row.sent_by,
    created_at: row.created_at,
  }
}

interface Target {
  /** The members the letter goes to, as a query (the ids stay in the database). */
  receivers: Receivers
  /** The member's or the agent's account as stored (the input may differ in case). */
  account?: string
}

/** The members a letter goes to, or the refusal (140, 141, 102, 103). */
async function targetOf(db: Db, input: LetterInput): Promise<Target | BusinessError> {
  if (input.target === 'member') {
    const unknown = await refuseUnknownSite(db, input.site_id)
    if (unknown) return unknown
    const member = await findMember(db, input.site_id, input.member_account ?? '')
    if (!member) return businessError(ADMIN_CAMPAIGNS_CODE.memberNotFound, 'server.admin.letter_member_not_found')
    return { receivers: db.selectFrom('members').select('id').where('id', '=', member.id), account: member.account }
  }
  const refused =
    input.target === 'segment' && input.currency !== undefined
      ? await refuseSiteCurrency(db, input.site_id, input.currency)
      : await refuseUnknownSite(db, input.site_id)
  if (refused) return refused
  let account: string | undefined
  let query = db.selectFrom('members').select('id').where('site_id', '=', input.site_id).where('status', '=', 'active')
  if (input.target === 'segment') {
    if (input.currency !== undefined) query = query.where('currency', '=', input.currency)
    if (input.agent_account !== undefined) {
      const agent = await findMember(db, input.site_id, input.agent_account)
      if (!agent || agent.is_agent !== 1) {
        return businessError(ADMIN_CAMPAIGNS_CODE.agentNotFound, 'server.admin.letter_agent_not_found')
      }
      account = agent.account
      query = query.where('id', 'in', downlineIds(agent.id))
    }
  }
  return account === undefined ? { receivers: query } : { receivers: query, account }
}

/**
 * Sends a letter as `actor`: 142 when the target holds nobody (nothing written). Run it in a transaction,
 * then `announceLetters` after the commit.
 */
export async function sendLetter(db: Db, actor: Actor, input: LetterInput): Promise<SentLetter | BusinessError> {
  const found = await targetOf(db, input)
  if (!('receivers' in found)) return found
  const first = await found.receivers.limit(1).executeTakeFirst()
  if (!first) return businessError(ADMIN_CAMPAIGNS_CODE.noReceivers, 'server.admin.letter_no_receivers')
  const segment = input.target === 'segment'
  const row = await db
    .insertInto('letter_sends')
    .values({
      site_id: input.site_id,
      target: input.target,
      member_account: input.target === 'member' ? (found.account ?? null) : null,
      currency: segment ? (input.currency ?? null) : null,
      agent_account: segment ? (found.account ?? null) : null,
      language: input.language,
      title: input.title,
      content: input.content,
      reached: 0,
      sent_by: actor.account,
      created_at: isoNow(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  const copies = await sendLetters(db, input.site_id, found.receivers, {
    title: input.title,
    content: input.content,
    language: input.language,
    send_id: row.id,
  })
  // It reached the copies written.
  await db.updateTable('letter_sends').set({ reached: copies.length }).where('id', '=', row.id).execute()
  const send = sendView({ ...row, reached: copies.length }, 0)
  const { id: _id, read_count: _read, created_at: _at, content: _content, ...after } = send
  await appendAudit(db, actor, {
    action: 'letter.send',
    targetKind: 'letter',
    targetId: String(send.id),
    before: null,
    after,
  })
  return { send, copies }
}

/** After the send committed: `letter.sent` to each receiver (the site reloads its letters). */
export function announceLetters(server: HttpServer, sent: SentLetter): void {
  for (const copy of sent.copies) {
    emitMemberEvent(server, copy.memberId, 'letter.sent', { id: copy.id, title: sent.send.title })
  }
}

/** A site's sends, newest first, with how many copies were read. */
export async function listLetterSends(
  db: Db,
  input: { site_id: string; page: number; page_size: number },
): Promise<{ list: AdminLetterSend[]; total_count: number }> {
  const query = db.selectFrom('letter_sends').where('site_id', '=', input.site_id)
  const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await query
    .selectAll('letter_sends')
    .select((eb) =>
      eb
        .selectFrom('letters')
        .select((inner) => inner.fn.countAll<number>().as('r'))
        .whereRef('letters.send_id', '=', 'letter_sends.id')
        .where('letters.is_read', '=', 1)
        .as('read_count'),
    )
    .orderBy('id', 'desc')
    .limit(input.page_size)
    .offset((input.page - 1) * input.page_size)
    .execute()
  return { list: rows.map((row) => sendView(row, Number(row.read_count ?? 0))), total_count: Number(total.n) }
}

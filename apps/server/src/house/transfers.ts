import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import type { TransferDirection } from '../db/provider-transfers-schema.ts'
import { isoNow } from '../members/secrets.ts'

/** What a provider is asked to do: one transfer, named by our reference. */
export type TransferRequest = {
  reference: string
  memberId: number
  gpId: string
  direction: TransferDirection
  amount: number
}

/** A provider's transfer API: the transfer itself and its status by reference. */
export interface ProviderApi {
  /** Applies the transfer once: the same reference sent again is answered as before and applied never twice. */
  transfer(request: TransferRequest): Promise<'ok' | 'failed'>
  /**
   * Whether the transfer of this reference was applied. `not_applied` is final:
   * the reference is voided, so a transfer with it arriving later is refused.
   */
  status(request: TransferRequest): Promise<'applied' | 'not_applied'>
}

const recordTransfer = prepared((db, p: TransferRequest & { status: 'applied' | 'refused'; now: string }) =>
  db
    .insertInto('house_transfers')
    .values({
      reference: p.reference,
      member_id: p.memberId,
      gp_id: p.gpId,
      direction: p.direction,
      amount: p.amount,
      status: p.status,
      created_at: p.now,
    })
    .onConflict((oc) => oc.column('reference').doNothing()),
)

const transferOf = prepared((db, p: { reference: string }) =>
  db.selectFrom('house_transfers').selectAll().where('reference', '=', p.reference),
)

const sameTransfer = (
  row: { member_id: number; gp_id: string; direction: string; amount: number },
  request: TransferRequest,
) =>
  row.member_id === request.memberId &&
  row.gp_id === request.gpId &&
  row.direction === request.direction &&
  Number(row.amount) === request.amount

/**
 * The house provider's side of transfers. The house keeps its wallets in the
 * same database (`member_wallets`, moved by the server's ledger), so what it
 * keeps of its own is the record of each reference: applied once, or refused
 * when a status query came first. Each call is one statement, so a reference
 * is applied or voided exactly once whoever asks first.
 */
export class HouseProvider implements ProviderApi {
  constructor(private readonly db: Db) {}

  async transfer(request: TransferRequest): Promise<'ok' | 'failed'> {
    await recordTransfer.run(this.db, { ...request, status: 'applied', now: isoNow() })
    const row = await transferOf.first(this.db, { reference: request.reference })
    return row?.status === 'applied' && sameTransfer(row, request) ? 'ok' : 'failed'
  }

  async status(request: TransferRequest): Promise<'applied' | 'not_applied'> {
    await recordTransfer.run(this.db, { ...request, status: 'refused', now: isoNow() })
    const row = await transferOf.first(this.db, { reference: request.reference })
    return row?.status === 'applied' && sameTransfer(row, request) ? 'applied' : 'not_applied'
  }
}

import { setTimeout as sleep } from 'node:timers/promises'
import type { Db } from '../db/connection.ts'
import { prepared } from '../db/prepared.ts'
import { deleteDevRecords, devRecord, putDevRecord, useDevFault } from '../dev/records.ts'
import type { ProviderApi, TransferRequest } from '../house/transfers.ts'
import { isoNow } from '../members/secrets.ts'

/**
 * The providers' side of money: operator settings kept in the database
 * (maintenance interval, transfers on or off) and the provider's transfer
 * calls, which can fail, time out or not answer like any remote call.
 */
export interface ProviderOperations {
  transfersEnabled: boolean
  maintain: { start_at: string; end_at: string } | null
}

const operationsRow = prepared((db, p: { gpId: string }) =>
  db.selectFrom('provider_operations').selectAll().where('gp_id', '=', p.gpId),
)

export async function providerOperations(db: Db, gpId: string): Promise<ProviderOperations> {
  const row = await operationsRow.first(db, { gpId })
  return {
    transfersEnabled: row === undefined || row.transfers_enabled === 1,
    maintain:
      row?.maintain_start_at && row.maintain_end_at
        ? { start_at: row.maintain_start_at, end_at: row.maintain_end_at }
        : null,
  }
}

/** Is `now` inside the provider's maintenance interval? */
export function inMaintenance(ops: ProviderOperations, now = isoNow()): boolean {
  return ops.maintain !== null && ops.maintain.start_at <= now && now < ops.maintain.end_at
}

/** Providers in maintenance right now, for listing many at once. */
export async function providersInMaintenance(db: Db): Promise<Set<string>> {
  const now = isoNow()
  const rows = await db
    .selectFrom('provider_operations')
    .select('gp_id')
    .where('maintain_start_at', '<=', now)
    .where('maintain_end_at', '>', now)
    .execute()
  return new Set(rows.map((r) => r.gp_id))
}

export async function setProviderOperations(
  db: Db,
  gpId: string,
  change: { transfersEnabled?: boolean; maintain?: { start_at: string; end_at: string } | null },
): Promise<void> {
  const current = await providerOperations(db, gpId)
  const next = {
    transfers_enabled: (change.transfersEnabled ?? current.transfersEnabled) ? 1 : 0,
    maintain_start_at:
      change.maintain === undefined ? (current.maintain?.start_at ?? null) : (change.maintain?.start_at ?? null),
    maintain_end_at:
      change.maintain === undefined ? (current.maintain?.end_at ?? null) : (change.maintain?.end_at ?? null),
  }
  await db
    .insertInto('provider_operations')
    .values({ gp_id: gpId, ...next })
    .onConflict((oc) => oc.column('gp_id').doUpdateSet(next))
    .execute()
}

export type TransferOutcome = 'ok' | 'failed' | 'timeout'
/** What the provider says of a reference; `unknown`: it could not be asked (unreachable). */
export type TransferStatus = 'applied' | 'not_applied' | 'unknown'
/**
 * A provider's injected fault: `fail` answers an error, `timeout` answers
 * after the gateway's timeout, both without applying; `down` is unreachable:
 * a transfer gets no answer and a status query none either.
 */
export type ProviderFault = { mode: 'fail' | 'timeout' | 'down'; times: number | null }

/**
 * The provider's transfer calls, each with our reference. `timeoutMs` is how
 * long the server waits for a provider before giving up. Every game provider
 * here is the house (src/house/transfers.ts); dev hooks make a provider fail,
 * time out or be unreachable so tests and QA can see how the money paths cope.
 */
export class ProviderGateway {
  /** Faults of this process only (`setFault`: tests that hold the gateway). */
  private readonly faults = new Map<string, ProviderFault>()
  /** Dev hooks on: the database whose `dev_records` hold the faults every process sees (`setSharedFault`). */
  private shared: Db | undefined
  /** The shared faults' delete `clearFaults` or `setFault(gp, null)` started, until it is done. */
  private clearing: Promise<void> | undefined

  constructor(
    readonly timeoutMs: number,
    private readonly provider: ProviderApi,
  ) {}

  /**
   * Makes `gpId` fail or time out on this process's next `times` transfers (null: until cleared). A null
   * fault clears `gpId`'s fault here and, with `shareFaults`, the shared one (set through the dev hook).
   */
  setFault(gpId: string, fault: ProviderFault | null): void {
    if (fault === null) {
      this.faults.delete(gpId)
      this.clearShared(gpId)
    } else this.faults.set(gpId, { ...fault })
  }

  /** Clears every fault: this process's, and with `shareFaults` the shared ones. */
  clearFaults(): void {
    this.faults.clear()
    this.clearShared()
  }

  /**
   * Dev hooks only: faults set through `setSharedFault` live in `db` (`dev_records`, kind `provider-fault`),
   * so every server process on it fails and counts `times` down together. Never called with dev hooks off,
   * so then nothing reads the table.
   */
  shareFaults(db: Db): void {
    this.shared = db
  }

  /** `setFault` for every process on the database (`shareFaults`); this process's alone without it. */
  async setSharedFault(gpId: string, fault: ProviderFault | null): Promise<void> {
    if (!this.shared) return this.setFault(gpId, fault)
    this.setFault(gpId, null)
    await this.cleared()
    if (fault !== null) {
      await putDevRecord(this.shared, 'provider-fault', gpId, JSON.stringify({ mode: fault.mode, times: fault.times }))
    }
  }

  /** `clearFaults`, answered once the shared faults are gone. */
  async clearSharedFaults(): Promise<void> {
    this.clearFaults()
    await this.cleared()
  }

  /**
   * Deletes the shared fault of `gpId` (all without it). `setFault` and `clearFaults` are synchronous for
   * the tests that hold the gateway, so the delete runs in the background and this process's next look at
   * the shared faults waits for it first (`cleared`): cleared here, nothing here sees the fault again.
   */
  private clearShared(gpId?: string): void {
    const shared = this.shared
    if (!shared) return
    const previous = this.clearing
    const done = (async () => {
      await previous
      await deleteDevRecords(shared, 'provider-fault', gpId)
    })()
    done.catch(() => undefined) // not unhandled: the next `cleared` rethrows it
    this.clearing = done
  }

  private async cleared(): Promise<void> {
    const clearing = this.clearing
    if (!clearing) return
    try {
      await clearing
    } finally {
      if (this.clearing === clearing) this.clearing = undefined
    }
  }

  /** Uses one of the `times` of `gpId`'s fault: this process's first, then the shared one. */
  private async takeFault(gpId: string): Promise<ProviderFault | undefined> {
    const fault = this.faults.get(gpId)
    if (fault) {
      if (fault.times !== null) {
        if (fault.times <= 1) this.faults.delete(gpId)
        else fault.times -= 1
      }
      return fault
    }
    if (!this.shared) return undefined
    await this.cleared()
    return useDevFault<ProviderFault>(this.shared, 'provider-fault', gpId)
  }

  private async faultMode(gpId: string): Promise<ProviderFault['mode'] | undefined> {
    const local = this.faults.get(gpId)
    if (local || !this.shared) return local?.mode
    await this.cleared()
    const value = await devRecord(this.shared, 'provider-fault', gpId)
    return value === undefined ? undefined : (JSON.parse(value) as ProviderFault).mode
  }

  /**
   * Sends the transfer; a fault answers without reaching the provider. A call
   * that throws (a network error) is an answer that never came: `timeout`, so
   * the caller asks the provider's status of the reference.
   */
  async transfer(request: TransferRequest): Promise<TransferOutcome> {
    const fault = await this.takeFault(request.gpId)
    if (!fault) {
      try {
        return await this.provider.transfer(request)
      } catch {
        return 'timeout'
      }
    }
    if (fault.mode === 'fail') return 'failed'
    if (fault.mode === 'timeout') await sleep(this.timeoutMs)
    return 'timeout'
  }

  /** Asks the provider whether the transfer of this reference was applied (`not_applied` is final). */
  async transferStatus(request: TransferRequest): Promise<TransferStatus> {
    if ((await this.faultMode(request.gpId)) === 'down') return 'unknown'
    try {
      return await this.provider.status(request)
    } catch {
      return 'unknown'
    }
  }
}

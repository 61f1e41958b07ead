import { randomUUID } from 'node:crypto'
import type { Db } from '../db/connection.ts'
import { sql } from 'kysely'
import { prepared } from '../db/prepared.ts'
import { dbNowMs } from '../db/portable.ts'
import { DatabaseBusy } from '../db/transact.ts'

/** How long a lease lasts without renewal (default): a process killed mid-way holds the member this long at most. */
export const LEASE_MS = 15_000
/** How long a call waits for another process to finish the member's work before it is answered busy (503). */
const DEFAULT_WAIT_MS = 30_000

// Expiry is written and compared with the database's clock (dbNowMs), never a machine's: two machines whose
// clocks differ by more than a lease would otherwise take each other's leases, or keep a dead one too long.
const takeLease = prepared((db, p: { key: string; holder: string; leaseMs: number }) =>
  db
    .insertInto('member_leases')
    .values({ lease_key: p.key, holder: p.holder, expires_at: sql<number>`${dbNowMs(db)} + ${p.leaseMs}` })
    .onConflict((oc) =>
      oc
        .column('lease_key')
        .doUpdateSet({ holder: p.holder, expires_at: sql<number>`${dbNowMs(db)} + ${p.leaseMs}` })
        .where('member_leases.expires_at', '<', dbNowMs(db)),
    )
    .returning('holder'),
)

const renewLease = prepared((db, p: { key: string; holder: string; leaseMs: number }) =>
  db
    .updateTable('member_leases')
    .set({ expires_at: sql<number>`${dbNowMs(db)} + ${p.leaseMs}` })
    .where('lease_key', '=', p.key)
    .where('holder', '=', p.holder),
)

const endLease = prepared((db, p: { key: string; holder: string }) =>
  db.deleteFrom('member_leases').where('lease_key', '=', p.key).where('holder', '=', p.holder),
)

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface MemberQueueOptions {
  /** `LOBBY_MEMBER_LEASE_MS`: a lease's life without renewal; renewed every third of it. Default `LEASE_MS`. */
  leaseMs?: number
  /** How long a call waits for the member's lease before `DatabaseBusy`; default 30 s or two leases. */
  waitMs?: number
}

/**
 * Per-member ordering of the money operations that call a provider (launch,
 * leave, pulls, wallet transfers) and of the password checks: they run one
 * after another for one member, in this process and across every process on
 * the same database, so a pull never sees a launch's transfer half done.
 * Different members run in parallel.
 *
 * Two levels: in this process, a promise chain per member (no polling among
 * calls of one process); across processes, a lease row per member in the
 * database (`member_leases`), taken by a conditional upsert, renewed while
 * the work runs and deleted after it. A call whose member is held by another
 * process polls with backoff; a lease whose process died expires after
 * `LEASE_MS`. The database guards (no balance below zero, one ledger row per
 * change, provider transfer references) hold regardless; this keeps the
 * answers sensible.
 */
export class MemberQueue {
  private readonly tails = new Map<number, Promise<unknown>>()
  private readonly pulling = new Set<number>()
  private readonly process = randomUUID()
  private turn = 0
  private readonly waitMs: number
  private readonly leaseMs: number

  /** `scope` names the queue: two queues of one member (wallet, password checks) do not wait for each other. */
  constructor(
    private readonly db: Db,
    private readonly scope: string,
    options: MemberQueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS
    this.waitMs = options.waitMs ?? Math.max(DEFAULT_WAIT_MS, 2 * this.leaseMs)
  }

  run<T>(memberId: number, task: () => Promise<T>): Promise<T> {
    const leased = () => this.withLease(memberId, task)
    const previous = this.tails.get(memberId) ?? Promise.resolve()
    const next = previous.then(leased, leased)
    const tail = next.catch(() => undefined)
    this.tails.set(memberId, tail)
    void tail.then(() => {
      if (this.tails.get(memberId) === tail) this.tails.delete(memberId)
    })
    return next
  }

  /**
   * Runs `task` holding the member's lease if it is free now; undefined
   * (nothing run) when this process or another one holds it. Reconciliation
   * uses it to leave a member's running call alone.
   */
  async tryRun<T>(memberId: number, task: () => Promise<T>): Promise<T | undefined> {
    if (this.tails.has(memberId)) return undefined
    this.turn += 1
    const holder = `${this.process}:${this.turn}`
    const key = `${this.scope}:${memberId}`
    if (!(await takeLease.first(this.db, { key, holder, leaseMs: this.leaseMs }))) return undefined
    try {
      return await task()
    } finally {
      await endLease.run(this.db, { key, holder }).catch(() => undefined)
    }
  }

  /** Marks a pull of `memberId` as running in this process; false when one already is. */
  startPull(memberId: number): boolean {
    if (this.pulling.has(memberId)) return false
    this.pulling.add(memberId)
    return true
  }

  endPull(memberId: number): void {
    this.pulling.delete(memberId)
  }

  private async withLease<T>(memberId: number, task: () => Promise<T>): Promise<T> {
    this.turn += 1
    const holder = `${this.process}:${this.turn}`
    const key = `${this.scope}:${memberId}`
    await this.acquire(key, holder)
    const renewal = setInterval(
      () => {
        renewLease.run(this.db, { key, holder, leaseMs: this.leaseMs }).catch(() => undefined)
      },
      Math.ceil(this.leaseMs / 3),
    )
    renewal.unref()
    try {
      return await task()
    } finally {
      clearInterval(renewal)
      await endLease.run(this.db, { key, holder }).catch(() => undefined)
    }
  }

  private async acquire(key: string, holder: string): Promise<void> {
    const deadline = Date.now() + this.waitMs
    for (let attempt = 0; ; attempt += 1) {
      const now = Date.now()
      const taken = await takeLease.first(this.db, { key, holder, leaseMs: this.leaseMs })
      if (taken) return
      if (now >= deadline) throw new DatabaseBusy(new Error(`${key} is held by another process`))
      // Another process holds the member: back off from 2 ms to 50 ms, with jitter.
      await pause(Math.ceil(Math.random() * Math.min(50, 2 * 2 ** attempt)))
    }
  }
}

/**
 * Per-member ordering of the money operations that call a provider (launch,
 * leave, pulls): they run one after another for one member, so a pull never
 * sees a launch's transfer half done. Different members run in parallel.
 * The database guards (no balance below zero, one ledger row per change)
 * hold regardless; this keeps the answers sensible.
 */
export class MemberQueue {
  private readonly tails = new Map<number, Promise<unknown>>()
  private readonly pulling = new Set<number>()

  run<T>(memberId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(memberId) ?? Promise.resolve()
    const next = previous.then(task, task)
    const tail = next.catch(() => undefined)
    this.tails.set(memberId, tail)
    void tail.then(() => {
      if (this.tails.get(memberId) === tail) this.tails.delete(memberId)
    })
    return next
  }

  /** Marks a pull of `memberId` as running; false when one already is. */
  startPull(memberId: number): boolean {
    if (this.pulling.has(memberId)) return false
    this.pulling.add(memberId)
    return true
  }

  endPull(memberId: number): void {
    this.pulling.delete(memberId)
  }
}

import type { PresenceCountPayload } from '@lobby/realtime/contract'
import { currencyOfPresenceChannel } from '@lobby/realtime/currency-channels'
import type { LiveMember } from './member-events.ts'
import type { RealtimeServer } from './socket.ts'

/** `presence.count` goes out at most this often per currency, however many members come and go. */
export const PRESENCE_COUNT_INTERVAL_MS = 1_000

/**
 * Where the members of every process are counted (presence-redis.ts): this
 * process reports who arrives and leaves here, and asks for the count of all.
 */
export interface SharedPresence {
  /** `memberId` has a first presence socket on this process in `channel`. */
  arrived(channel: string, memberId: number): void
  /** `memberId`'s last presence socket on this process in `channel` has gone. */
  left(channel: string, memberId: number): void
  /** Members in `channel` on all processes, each once. */
  count(channel: string): Promise<number>
  /** Members per presence channel on all processes. */
  counts(): Promise<Map<string, number>>
  /** This process stops counting: its members no longer count anywhere. */
  stop(): Promise<void>
}

/**
 * Who is online per currency (spec section 7: a presence channel per
 * currency). A member counts once however many pages they have open; the
 * count drops when their last presence socket leaves or disconnects. Every
 * change schedules one `presence.count` on `presence-{currency}`, so a
 * thousand joins in a second cost one message to each member, not a thousand.
 *
 * The sockets of this process are kept here. With `shared` (Redis, several
 * processes) the count is of every process's members, and the message goes
 * through the adapter to every process's sockets in the channel.
 */
export class Presence {
  /** channel -> member id -> sockets of that member in it */
  private readonly members = new Map<string, Map<number, Set<string>>>()
  /** socket id -> [channel, member id] it is counted under */
  private readonly sockets = new Map<string, Map<string, number>>()
  private readonly scheduled = new Set<string>()
  private stopped = false

  constructor(
    private readonly io: RealtimeServer,
    private readonly shared?: SharedPresence,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  add(socketId: string, channel: string, member: LiveMember): void {
    const byMember = this.members.get(channel) ?? new Map<number, Set<string>>()
    this.members.set(channel, byMember)
    const isNew = !byMember.has(member.id)
    const ids = byMember.get(member.id) ?? new Set<string>()
    byMember.set(member.id, ids)
    ids.add(socketId)
    const channels = this.sockets.get(socketId) ?? new Map<string, number>()
    this.sockets.set(socketId, channels)
    channels.set(channel, member.id)
    if (!isNew) return
    this.shared?.arrived(channel, member.id)
    this.schedule(channel)
  }

  remove(socketId: string, channel: string): void {
    const memberId = this.sockets.get(socketId)?.get(channel)
    if (memberId === undefined) return
    this.sockets.get(socketId)?.delete(channel)
    if (this.sockets.get(socketId)?.size === 0) this.sockets.delete(socketId)
    const byMember = this.members.get(channel)
    const ids = byMember?.get(memberId)
    if (!byMember || !ids) return
    ids.delete(socketId)
    if (ids.size > 0) return
    byMember.delete(memberId)
    if (byMember.size === 0) this.members.delete(channel)
    this.shared?.left(channel, memberId)
    this.schedule(channel)
  }

  removeSocket(socketId: string): void {
    for (const channel of [...(this.sockets.get(socketId)?.keys() ?? [])]) this.remove(socketId, channel)
  }

  /** The members of this process per presence channel (what a shared count is refreshed from). */
  localMembers(): Map<string, number[]> {
    return new Map([...this.members].map(([channel, byMember]) => [channel, [...byMember.keys()]]))
  }

  /** Members online per currency now (on every process when shared). */
  async counts(): Promise<Record<string, number>> {
    const byChannel = this.shared
      ? await this.shared.counts()
      : new Map([...this.members].map(([channel, byMember]) => [channel, byMember.size]))
    const out: Record<string, number> = {}
    for (const [channel, count] of byChannel) {
      const currency = currencyOfPresenceChannel(channel)
      if (currency !== null && count > 0) out[currency] = count
    }
    return out
  }

  /** Sends `presence.count` on `channel` now, to every socket in it (on every process when shared). */
  emitCount(channel: string, count: number): void {
    const currency = currencyOfPresenceChannel(channel)
    if (currency === null) return
    const payload: PresenceCountPayload = { channel, currency, count }
    this.io.to(channel).emit('presence.count', payload)
  }

  /** The process is closing: its members stop counting (everywhere, when shared), and nothing more is sent. */
  async stop(): Promise<void> {
    this.stopped = true
    await this.shared?.stop()
  }

  private schedule(channel: string): void {
    if (this.stopped || this.scheduled.has(channel)) return
    this.scheduled.add(channel)
    setTimeout(() => {
      this.scheduled.delete(channel)
      if (this.stopped) return
      if (!this.shared) return this.emitCount(channel, this.members.get(channel)?.size ?? 0)
      this.shared.count(channel).then(
        (count) => this.emitCount(channel, count),
        (error: unknown) => this.onError(error),
      )
    }, PRESENCE_COUNT_INTERVAL_MS).unref()
  }
}

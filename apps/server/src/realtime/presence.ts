import type { PresenceCountPayload } from '@lobby/realtime/contract'
import { currencyOfPresenceChannel } from '@lobby/realtime/currency-channels'
import type { LiveMember } from './member-events.ts'
import type { RealtimeServer } from './socket.ts'

/** `presence.count` goes out at most this often per currency, however many members come and go. */
export const PRESENCE_COUNT_INTERVAL_MS = 1_000

/**
 * Who is online per currency (spec section 7: a presence channel per
 * currency). A member counts once however many pages they have open; the
 * count drops when their last presence socket leaves or disconnects. Every
 * change schedules one `presence.count` on `presence-{currency}`, so a
 * thousand joins in a second cost one message to each member, not a thousand.
 */
export class Presence {
  /** channel -> member id -> sockets of that member in it */
  private readonly members = new Map<string, Map<number, Set<string>>>()
  /** socket id -> [channel, member id] it is counted under */
  private readonly sockets = new Map<string, Map<string, number>>()
  private readonly scheduled = new Set<string>()

  constructor(private readonly io: RealtimeServer) {}

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
    if (isNew) this.schedule(channel)
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
    this.schedule(channel)
  }

  removeSocket(socketId: string): void {
    for (const channel of [...(this.sockets.get(socketId)?.keys() ?? [])]) this.remove(socketId, channel)
  }

  /** Members online per currency now. */
  counts(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const [channel, byMember] of this.members) {
      const currency = currencyOfPresenceChannel(channel)
      if (currency !== null) out[currency] = byMember.size
    }
    return out
  }

  private schedule(channel: string): void {
    if (this.scheduled.has(channel)) return
    this.scheduled.add(channel)
    setTimeout(() => {
      this.scheduled.delete(channel)
      const currency = currencyOfPresenceChannel(channel)
      if (currency === null) return
      const payload: PresenceCountPayload = { channel, currency, count: this.members.get(channel)?.size ?? 0 }
      this.io.to(channel).emit('presence.count', payload)
    }, PRESENCE_COUNT_INTERVAL_MS).unref()
  }
}

import { randomUUID } from 'node:crypto'
import type { SharedPresence } from './presence.ts'
import type { RedisClient } from './redis.ts'

/** By default a process that died stops counting its members after this long. */
export const DEFAULT_PRESENCE_TTL_MS = 15_000

// One hash tag, so every key is in one slot and the multi-key commands also work on a Redis Cluster.
const PREFIX = 'lobby:{presence}'
const NODES = `${PREFIX}:nodes`
const CHANNELS = `${PREFIX}:channels`
const membersKey = (node: string, channel: string) => `${PREFIX}:node:${node}:${channel}`
const lastCountKey = (channel: string) => `${PREFIX}:count:${channel}`

/** What the shared count needs of this process's `Presence`. */
export interface LocalPresence {
  /** This process's members per presence channel. */
  localMembers(): Map<string, number[]>
  /** Sends `presence.count` on the channel to every process's sockets. */
  emitCount(channel: string, count: number): void
}

/**
 * Presence counted across processes in Redis. Each process keeps its own
 * set of member ids per channel (`lobby:{presence}:node:{process}:{channel}`)
 * with a time to live it renews every third of it, rewriting the set whole
 * (so a Redis restart or a missed renewal heals at the next beat). A count is
 * the size of the union of every process's set: a member with pages on two
 * processes counts once. A process that dies stops renewing; its sets expire
 * (by Redis's clock, so the machines' clocks do not matter) and the next beat
 * of any process with members in the channel finds the count changed and
 * sends it. A process that stops cleanly removes its sets at once.
 */
export class RedisPresence implements SharedPresence {
  private readonly node = randomUUID()
  private beat: ReturnType<typeof setInterval> | undefined
  private local: LocalPresence | undefined
  private stopped = false

  constructor(
    private readonly redis: RedisClient,
    private readonly ttlMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts the beat; `local` is this process's `Presence`. */
  start(local: LocalPresence): void {
    this.local = local
    this.heartbeat()
    this.beat = setInterval(() => this.heartbeat(), Math.max(50, Math.floor(this.ttlMs / 3)))
    this.beat.unref()
  }

  arrived(channel: string, memberId: number): void {
    if (this.stopped) return
    const key = membersKey(this.node, channel)
    this.redis
      .multi()
      .sAdd(key, String(memberId))
      .pExpire(key, this.ttlMs)
      .sAdd(CHANNELS, channel)
      .exec()
      .catch(this.onError)
  }

  left(channel: string, memberId: number): void {
    if (this.stopped) return
    this.redis.sRem(membersKey(this.node, channel), String(memberId)).catch(this.onError)
  }

  async count(channel: string): Promise<number> {
    const count = await this.union(channel)
    await this.redis.set(lastCountKey(channel), String(count), { PX: this.ttlMs * 10 })
    return count
  }

  async counts(): Promise<Map<string, number>> {
    const channels = await this.redis.sMembers(CHANNELS)
    const out = new Map<string, number>()
    for (const channel of channels.sort()) out.set(channel, await this.union(channel))
    return out
  }

  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    clearInterval(this.beat)
    const channels = [...(this.local?.localMembers().keys() ?? [])]
    const removal = this.redis.multi().zRem(NODES, this.node)
    for (const channel of channels) removal.del(membersKey(this.node, channel))
    await removal.exec()
    // The other processes' sockets hear at once that this one's members have gone.
    for (const channel of channels) this.local?.emitCount(channel, await this.count(channel))
  }

  /** Members in `channel` on every process that has not stopped or expired, each once. */
  private async union(channel: string): Promise<number> {
    const nodes = await this.redis.zRange(NODES, 0, -1)
    if (nodes.length === 0) return 0
    const scratch = `${PREFIX}:scratch:${this.node}`
    const [, count] = await this.redis
      .multi()
      .sUnionStore(
        scratch,
        nodes.map((node) => membersKey(node, channel)),
      )
      .sCard(scratch)
      .del(scratch)
      .exec()
    return Number(count)
  }

  /**
   * Renews this process's entries, then, for each channel it has members in,
   * sends the count if it is not the one last sent (a process died, or a
   * count was lost): the sockets here always end up with the true count.
   */
  private heartbeat(): void {
    if (this.stopped || !this.local) return
    const mine = this.local.localMembers()
    const now = Date.now()
    const renewal = this.redis
      .multi()
      .zAdd(NODES, { score: now, value: this.node })
      // Ids of processes gone for long are dropped from the list (their sets expired long before).
      .zRemRangeByScore(NODES, '-inf', now - this.ttlMs * 10)
    for (const [channel, ids] of mine) {
      const key = membersKey(this.node, channel)
      renewal
        .del(key)
        .sAdd(
          key,
          ids.map((id) => String(id)),
        )
        .pExpire(key, this.ttlMs)
        .sAdd(CHANNELS, channel)
    }
    renewal
      .exec()
      .then(async () => {
        for (const channel of mine.keys()) {
          if (this.stopped) return
          const count = await this.union(channel)
          const last = await this.redis.set(lastCountKey(channel), String(count), { PX: this.ttlMs * 10, GET: true })
          if (last !== String(count)) this.local?.emitCount(channel, count)
        }
      })
      .catch(this.onError)
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * The connection's store follows the socket from the start (the header's status, the member channel a game launch
 * waits for, spec section 4), even when the socket connected and joined before the store began to listen: a login or
 * a session switch made before the page was idle connects it first (seen as a member whose game never launched).
 */

const fake = vi.hoisted(() => {
  const memberListeners = new Set<(channel: string | null) => void>()
  const statusListeners = new Set<(status: string) => void>()
  return {
    memberListeners,
    statusListeners,
    status: 'connected',
    memberChannel: 'member.86' as string | null,
    connects: 0,
  }
})

vi.mock('../../app/realtime.ts', () => ({
  realtime: {
    get status() {
      return fake.status
    },
    get memberChannel() {
      return fake.memberChannel
    },
    onStatus(listener: (status: string) => void) {
      fake.statusListeners.add(listener)
      return () => fake.statusListeners.delete(listener)
    },
    onMemberChannel(listener: (channel: string | null) => void) {
      fake.memberListeners.add(listener)
      return () => fake.memberListeners.delete(listener)
    },
    connect() {
      fake.connects += 1
    },
  },
  afterRealtimeLoads: (call: () => void) => call(),
}))

afterEach(() => {
  vi.resetModules()
})

describe('startRealtime', () => {
  it('takes the channel the socket joined before it listened, then follows the changes', async () => {
    const { connectionStore, startRealtime } = await import('./store.ts')
    // The store was made before the socket joined (its code not loaded yet): it says nothing joined.
    connectionStore.memberChannel = null
    connectionStore.status = 'idle'
    startRealtime()
    expect(connectionStore.memberChannel).toBe('member.86')
    expect(connectionStore.status).toBe('connected')
    expect(fake.connects).toBe(1)
    for (const listener of fake.memberListeners) listener(null)
    for (const listener of fake.statusListeners) listener('disconnected')
    expect(connectionStore.memberChannel).toBeNull()
    expect(connectionStore.status).toBe('disconnected')
  })
})

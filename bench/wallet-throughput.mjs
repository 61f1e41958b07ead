// Wallet money paths over HTTP: play1 + leave1 and the pull of all, at fixed
// rates (open loop) and as fast as they go (closed loop); latency per call.
// Usage: node bench/wallet-throughput.mjs [rates=1000] [seconds=10] [workers=32]
//   e.g. node bench/wallet-throughput.mjs 250,500,1000 10
//
// The real server (`pnpm --filter @lobby/server start`: in-memory database,
// dev hooks on, pull cooldown 0) runs in its own process on port 3190; this
// script is the client, on the same machine, over HTTP/1.1 keep-alive
// (node:http, BENCH_CONNECTIONS connections, default 64).
// Each member loops through play1 (provider A) → play1 (provider B: A's
// session closes, its money stays in A) → leave1 (B's wallet comes back) →
// pull of all with an Idempotency-Key (A's comes back), so every call moves
// money. Open loop: call i is due at t0 + i / rate whatever the earlier calls
// are doing, and its latency counts from when it was due (no coordinated
// omission). Closed loop: `workers` members each send their next call as soon
// as the last one is answered. The server's CPU time per call is read from
// /proc (Linux). Target (issue): p99 under 20 ms at 1,000 wallet calls/s.
//
// BENCH_MIX=session plays the traffic a live site sees instead: each member
// launches a slot (play1; the game's address arrives as `game.url` on its
// socket), spins it 20 times (house rounds: each a bet and a payout on the
// provider wallet), leaves (leave1) and pulls all back, so 2 of every 23 calls
// are launches and 20 are bets.
import { once } from 'node:events'
import { Agent } from 'node:http'
import { io as connectSocket } from 'socket.io-client'
import {
  callLog,
  closedLoop,
  cpuSeconds,
  describeMachine,
  jsonClient,
  latencyRows,
  loadAverage,
  loginMember,
  machineTicks,
  mixGameCodes,
  openLoop,
  processGroup,
  startServer,
  stolenShare,
  walletMixCall,
} from './support.mjs'

const PORT = 3190
const base = `http://127.0.0.1:${PORT}`
const RATES = String(process.argv[2] ?? '1000')
  .split(',')
  .map(Number)
const SECONDS = Number(process.argv[3] ?? 10)
const WORKERS = Number(process.argv[4] ?? 32)
/** Connections the client keeps open; calls beyond them wait for one (that wait counts in the open loop). */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const CLOSED_SECONDS = 5
/** Members of the open loop: at 1,000 calls/s each gets one call every 200 ms. */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200)
const SESSION_MIX = process.env.BENCH_MIX === 'session'
/** Spins per launch in the session mix. */
const SPINS = 20

const { server, stop: stopServer } = await startServer(PORT, { LOBBY_PULL_COOLDOWN_MS: '0' })

/** CPU seconds used so far by the server's process group (utime + stime of each process), or NaN off Linux. */
function serverCpuSeconds() {
  try {
    return cpuSeconds(processGroup(server.pid))
  } catch {
    return NaN
  }
}

/** Keep-alive connections to the server, as a load balancer or a busy browser fleet would hold them. */
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

const client = jsonClient(base, agent)
const { post } = client

/** A member with money, logged in the way the site does (captcha, login header, /login). */
async function newMember(account) {
  const member = { ...(await loginMember(client, account, 100_000)), step: 0, gameToken: null, socket: null }
  if (SESSION_MIX) {
    // The member's socket, joined to member.{id}: the game's address arrives there (spec section 7).
    const socket = connectSocket(base, { transports: ['websocket'], auth: { token: member.token } })
    await once(socket, 'connect')
    const ack = await socket.emitWithAck('subscribe', { channel: `member.${member.memberId}` })
    if (!ack.ok) throw new Error(`subscribe: ${ack.error}`)
    socket.on('game.url', (event) => {
      member.gameToken = new URL(event.url, base).searchParams.get('token')
      member.tokenArrived?.()
    })
    member.socket = socket
    allSockets.push(socket)
  }
  return member
}

let gameCodes
let keys = 0

let rounds = 0
const allSockets = []
/** The session mix: play1 → 20 spins → leave1 → pull of all. */
function nextSessionCall(member) {
  const step = member.step++ % (SPINS + 3)
  if (step === 0) {
    member.gameToken = null
    // A page cannot spin before its game has loaded: spins wait for game.url.
    member.tokenReady = new Promise((resolve) => {
      member.tokenArrived = resolve
    })
    const body = { gpId: 'GPAX', game_type: 2, game_code: gameCodes.get('GPAX'), lobby_url: '/close', device: 0 }
    return ['play1', () => post('/member/game/play1', body, { token: member.token })]
  }
  if (step <= SPINS) {
    const round = `round-${String(++rounds).padStart(8, '0')}`
    return [
      'spin',
      async () => {
        await member.tokenReady
        return post('/house/play/api/slot/spin', { token: member.gameToken, round, stake: 100 }, { raw: true })
      },
    ]
  }
  if (step === SPINS + 1) return ['leave1', () => post('/member/game/leave1', {}, { token: member.token })]
  const key = `bench-${member.account}-${++keys}`
  return [
    'pull-all',
    () =>
      post('/member/profile/balance/all/back', undefined, { token: member.token, headers: { 'idempotency-key': key } }),
  ]
}

/** The member's next call in its loop: [operation, () => answer]. */
function nextCall(member, index) {
  return SESSION_MIX ? nextSessionCall(member) : walletMixCall(post, gameCodes, member, index)
}

/** The calls of the warm-up and of the moves to the loop's start (their answers are checked, not timed). */
let log = callLog()

/** Brings every member to the top of its loop (no game open), one call at a time per member. */
async function toLoopStart(members) {
  await Promise.all(
    members.map(async (m, i) => {
      while (m.step % (SESSION_MIX ? SPINS + 3 : 4) !== 0) {
        const [op, call] = nextCall(m, i)
        log.check(op, await call())
      }
    }),
  )
}

async function runOpenLoop(members, rate, seconds) {
  const due = callLog()
  const cpu0 = serverCpuSeconds()
  const machine0 = machineTicks()
  const client0 = process.cpuUsage()
  const { total, elapsed, maxLag } = await openLoop(members, rate, seconds, nextCall, due)
  const cpu = serverCpuSeconds() - cpu0
  const client = process.cpuUsage(client0)
  console.log(
    `\nopen loop at ${rate} calls/s for ${seconds} s (${total} calls over ${members.length} members): ` +
      `all answered after ${elapsed.toFixed(2)} s = ${(total / elapsed).toFixed(0)} calls/s; ` +
      `server CPU ${((cpu * 1000) / total).toFixed(2)} ms per call (${(cpu / elapsed).toFixed(2)} cores); ` +
      `client ${((client.user + client.system) / 1e6 / elapsed).toFixed(2)} cores, lag at most ${maxLag.toFixed(1)} ms; ` +
      `CPU stolen by the host ${stolenShare(machine0)}`,
  )
  console.log('latency from when each call was due:')
  console.table(latencyRows(due.samples))
  console.log('answers other than 200/100:', due.failures)
}

async function runClosedLoop(members, seconds) {
  const closed = callLog()
  const cpu0 = serverCpuSeconds()
  const { calls, elapsed } = await closedLoop(members, seconds, nextCall, closed)
  const cpu = serverCpuSeconds() - cpu0
  console.log(
    `\nclosed loop: ${members.length} members back to back for ${elapsed.toFixed(2)} s: ` +
      `${calls} calls = ${(calls / elapsed).toFixed(0)} calls/s; ` +
      `server CPU ${((cpu * 1000) / calls).toFixed(2)} ms per call (${(cpu / elapsed).toFixed(2)} cores)`,
  )
  console.table(latencyRows(closed.samples))
  console.log('answers other than 200/100:', closed.failures)
}

try {
  gameCodes = await mixGameCodes(client.must)

  const members = []
  for (let i = 0; i < Math.max(MEMBERS, WORKERS); i++) members.push(await newMember(`bench${i}`))

  console.log(`machine: ${describeMachine()}`)

  // Warm-up: every member through its loop twice.
  for (let round = 0; round < (SESSION_MIX ? 2 * (SPINS + 3) : 8); round++) {
    await Promise.all(
      members.map(async (m, i) => {
        const [op, call] = nextCall(m, i)
        log.check(op, await call())
      }),
    )
  }

  for (const rate of RATES) {
    await toLoopStart(members)
    await runOpenLoop(members.slice(0, MEMBERS), rate, SECONDS)
  }
  await toLoopStart(members)
  await runClosedLoop(members.slice(0, WORKERS), CLOSED_SECONDS)

  const audit = await post('/dev/wallet/audit', undefined, { method: 'GET' })
  console.log(
    `\nledger audit after the run: ${audit.data.mismatches.length} mismatches, ${audit.data.negative} negative balances; ` +
      `load average ${loadAverage()}`,
  )
} finally {
  stopServer()
  for (const socket of allSockets) socket.close()
}

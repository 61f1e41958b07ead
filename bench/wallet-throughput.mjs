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
import { cpus, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { io as connectSocket } from 'socket.io-client'
import { jsonClient, machineTicks, percentile, processGroup, startServer, stolenShare } from './support.mjs'

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
const SITE = 'lobby-demo'
const PASSWORD = 'demo123'
/** House providers a member plays in turn, with their category. */
const PROVIDERS = [
  { gp_id: 'GPAX', gt: 2 },
  { gp_id: 'GPDL', gt: 3 },
  { gp_id: 'GPSB', gt: 4 },
  { gp_id: 'GPCR', gt: 2 },
]

const { server, stop: stopServer } = await startServer(PORT, { LOBBY_PULL_COOLDOWN_MS: '0' })

/** CPU seconds used so far by the server's process group (utime + stime of each process), or NaN off Linux. */
function serverCpuSeconds() {
  try {
    return processGroup(server.pid).reduce((sum, p) => sum + p.ticks, 0) / 100
  } catch {
    return NaN
  }
}

/** Keep-alive connections to the server, as a load balancer or a busy browser fleet would hold them. */
const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })

const { post, must } = jsonClient(base, agent)

/** A member with money, logged in the way the site does (captcha, login header, /login). */
async function newMember(account) {
  await must('/dev/members', { account, password: PASSWORD, cash: 100_000 })
  const { token: captchaToken } = await must('/captcha', { type: 1, site_id: SITE })
  const dev = await post(`/dev/captcha?token=${encodeURIComponent(captchaToken)}`, undefined, { method: 'GET' })
  const header = await must('/get_login_header', { site_id: SITE })
  const login = await must(
    '/login',
    { account, password: PASSWORD, site_id: SITE, answer: dev.data.answer, captcha_token: captchaToken, udid: account },
    { headers: { [header.header]: header.value } },
  )
  const member = { account, token: login.token, memberId: login.member_id, step: 0, gameToken: null, socket: null }
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

const gameCodes = new Map()
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
  if (SESSION_MIX) return nextSessionCall(member)
  const step = member.step++ % 4
  const a = PROVIDERS[index % PROVIDERS.length]
  const b = PROVIDERS[(index + 1) % PROVIDERS.length]
  if (step === 0 || step === 1) {
    const p = step === 0 ? a : b
    const body = { gpId: p.gp_id, game_type: p.gt, game_code: gameCodes.get(p.gp_id), lobby_url: '/', device: 0 }
    return ['play1', () => post('/member/game/play1', body, { token: member.token })]
  }
  if (step === 2) return ['leave1', () => post('/member/game/leave1', {}, { token: member.token })]
  const key = `bench-${member.account}-${++keys}`
  return [
    'pull-all',
    () =>
      post('/member/profile/balance/all/back', undefined, { token: member.token, headers: { 'idempotency-key': key } }),
  ]
}

function summarise(samples) {
  const rows = {}
  for (const [op, list] of Object.entries(samples)) {
    const sorted = [...list].sort((x, y) => x - y)
    rows[op] = {
      calls: sorted.length,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'max ms': sorted.at(-1).toFixed(1),
    }
  }
  return rows
}

function record(samples, op, value) {
  ;(samples[op] ??= []).push(value)
  ;(samples.all ??= []).push(value)
}

let failures = new Map()
function check(op, res) {
  if (res.status === 200 && res.code === '100') return
  const what = `${op} ${res.status} ${res.code}`
  failures.set(what, (failures.get(what) ?? 0) + 1)
}

/** Brings every member to the top of its loop (no game open), one call at a time per member. */
async function toLoopStart(members) {
  await Promise.all(
    members.map(async (m, i) => {
      while (m.step % (SESSION_MIX ? SPINS + 3 : 4) !== 0) {
        const [op, call] = nextCall(m, i)
        check(op, await call())
      }
    }),
  )
}

async function openLoop(members, rate, seconds) {
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const due = {}
  const inFlight = []
  failures = new Map()
  const cpu0 = serverCpuSeconds()
  const machine0 = machineTicks()
  const client0 = process.cpuUsage()
  const t0 = performance.now() + 50
  let next = 0
  let maxLag = 0
  while (next < total) {
    const now = performance.now()
    while (next < total && t0 + next * interval <= now) {
      const scheduled = t0 + next * interval
      maxLag = Math.max(maxLag, now - scheduled)
      const index = next % members.length
      const [op, call] = nextCall(members[index], index)
      inFlight.push(
        call().then(
          (res) => {
            record(due, op, performance.now() - scheduled)
            check(op, res)
          },
          (error) => check(op, { status: 'error', code: error.code ?? error.message }),
        ),
      )
      next++
    }
    // Sleep until the next call is due, at least 1 ms (the timer's floor): calls
    // that fall due meanwhile go out together on waking, late by up to about
    // 1 ms, which their latency counts. (Yielding with setImmediate instead
    // spun this client at a whole core, a core the server on this 2-core
    // machine then lacked.)
    await sleep(Math.max(1, Math.floor(t0 + next * interval - performance.now())))
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - t0) / 1000
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
  console.table(summarise(due))
  console.log('answers other than 200/100:', Object.fromEntries(failures))
}

async function closedLoop(members, seconds) {
  const samples = {}
  let calls = 0
  failures = new Map()
  const cpu0 = serverCpuSeconds()
  const c0 = performance.now()
  const stopAt = c0 + seconds * 1000
  await Promise.all(
    members.map(async (m, i) => {
      while (performance.now() < stopAt) {
        const [op, call] = nextCall(m, i)
        const start = performance.now()
        const res = await call()
        record(samples, op, performance.now() - start)
        check(op, res)
        calls++
      }
    }),
  )
  const elapsed = (performance.now() - c0) / 1000
  const cpu = serverCpuSeconds() - cpu0
  console.log(
    `\nclosed loop: ${members.length} members back to back for ${elapsed.toFixed(2)} s: ` +
      `${calls} calls = ${(calls / elapsed).toFixed(0)} calls/s; ` +
      `server CPU ${((cpu * 1000) / calls).toFixed(2)} ms per call (${(cpu / elapsed).toFixed(2)} cores)`,
  )
  console.table(summarise(samples))
  console.log('answers other than 200/100:', Object.fromEntries(failures))
}

try {
  for (const p of PROVIDERS) {
    const { main } = await must('/v2/game_label', {
      site_id: SITE,
      currency: 'USD',
      device: 0,
      gp_id: p.gp_id,
      game_type_id: p.gt,
      house: 1,
    })
    gameCodes.set(p.gp_id, main[0].game_code)
  }

  const members = []
  for (let i = 0; i < Math.max(MEMBERS, WORKERS); i++) members.push(await newMember(`bench${i}`))

  const cpu = cpus()
  console.log(
    `machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  )

  // Warm-up: every member through its loop twice.
  for (let round = 0; round < (SESSION_MIX ? 2 * (SPINS + 3) : 8); round++) {
    await Promise.all(
      members.map(async (m, i) => {
        const [op, call] = nextCall(m, i)
        check(op, await call())
      }),
    )
  }

  for (const rate of RATES) {
    await toLoopStart(members)
    await openLoop(members.slice(0, MEMBERS), rate, SECONDS)
  }
  await toLoopStart(members)
  await closedLoop(members.slice(0, WORKERS), CLOSED_SECONDS)

  const audit = await post('/dev/wallet/audit', undefined, { method: 'GET' })
  console.log(
    `\nledger audit after the run: ${audit.data.mismatches.length} mismatches, ${audit.data.negative} negative balances; ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
  )
} finally {
  stopServer()
  for (const socket of allSockets) socket.close()
}

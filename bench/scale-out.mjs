// Scale-out (issue 20): the wallet mix and the member.cash fan-out on four
// stacks in one run, SQLite × 1 process, SQLite × 2, PostgreSQL × 1 and
// PostgreSQL × 2, with each stack's figures as ratios to SQLite × 1's.
// Usage: node bench/scale-out.mjs [--open-seconds=12] [--closed-seconds=8]
//   [--rate=1000] [--sockets=2000] [--rounds=20] [--members=200]
//   [--closed-members=32] [--stacks=sqlite1,sqlite2,pg1,pg2]
//   e.g. node bench/scale-out.mjs                    (about 5 minutes)
//        node bench/scale-out.mjs --sockets=10000    (the fan-out at 10,000)
//
// Each stack is started from nothing and stopped before the next: SQLite is
// a file in a new temporary folder (several processes share a file, never
// :memory:); PostgreSQL is a throwaway server from scripts/services.mjs
// (fsync and synchronous_commit off) with a new database `lobby`; every
// 2-process stack gets a throwaway Redis (LOBBY_REDIS_URL: the socket.io
// adapter). The compiled server (`pnpm --filter @lobby/server start`, built
// once) runs with LOBBY_WORKERS=1 or 2 (a node cluster on one port: the
// primary hands each new connection to the workers in turn), dev hooks on and
// the pull cooldown 0, on 127.0.0.1:3192; this script is the client on the
// same machine.
//
// Per stack, in this order:
// - members: `members` members made and logged in the way the site does;
//   2 s of warm-up through the mix;
// - wallet mix, closed loop: `closed-members` members each send their next
//   call as soon as the last is answered, for `closed-seconds`: calls/s,
//   p50/p99. The mix (bench/support.mjs, as wallet-throughput.mjs plays it):
//   play1 (provider A) → play1 (provider B) → leave1 → pull of all with an
//   Idempotency-Key, so every call moves money;
// - wallet mix, open loop: call i is due at i / rate over all members for
//   `open-seconds`, its latency counted from when it was due (no coordinated
//   omission): p50/p99/p99.9 and the answers other than 200/100;
// - the ledger audit (dev hook): it must find no mismatch;
// - fan-out: `sockets` sockets of one member (websocket, 200 handshakes at a
//   time, each subscribed to member.{id}), spread over the processes by the
//   cluster (the count per process is read from /proc); 3 warm-up rounds, then
//   `rounds` rounds 250 ms apart, each POSTing /api/dev/wallet/credit (which
//   emits member.cash; with 2 processes through Redis to the other one) and
//   waiting until every socket has the round's cash: delivered-to-all (the
//   last arrival after the POST went out) p50/p95.
//
// CPU: the server's process group (pnpm, the primary, the workers), each
// serving process on its own, PostgreSQL (the postmaster and its backends)
// and Redis, read from /proc; the client's from process.cpuUsage; the share
// the hypervisor took (steal) from /proc/stat. All of it shares this
// machine's cores, so the run prints them and the load average before and
// after each stack.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { startPostgres, startRedis } from '../scripts/services.mjs'
import {
  SITE,
  buildServer,
  callLog,
  closedLoop,
  connected,
  cpuSeconds,
  describeMachine,
  inBatches,
  jsonClient,
  latencyRows,
  loadAverage,
  loginMember,
  machineTicks,
  memberSocket,
  mixGameCodes,
  openLoop,
  otherCores,
  percentile,
  pidsWhere,
  processGroup,
  processTree,
  socketCount,
  startServer,
  stolenShare,
  subscribe,
  walletMixCall,
} from './support.mjs'

const PORT = 3192
const base = `http://127.0.0.1:${PORT}`
const STACKS = {
  sqlite1: { name: 'SQLite × 1', db: 'sqlite', workers: 1 },
  sqlite2: { name: 'SQLite × 2', db: 'sqlite', workers: 2 },
  pg1: { name: 'PostgreSQL × 1', db: 'pg', workers: 1 },
  pg2: { name: 'PostgreSQL × 2', db: 'pg', workers: 2 },
}
const { values: flags } = parseArgs({
  options: {
    'open-seconds': { type: 'string', default: '12' },
    'closed-seconds': { type: 'string', default: '8' },
    rate: { type: 'string', default: '1000' },
    sockets: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '20' },
    members: { type: 'string', default: '200' },
    'closed-members': { type: 'string', default: '32' },
    stacks: { type: 'string', default: Object.keys(STACKS).join(',') },
  },
})
const OPEN_SECONDS = Number(flags['open-seconds'])
const CLOSED_SECONDS = Number(flags['closed-seconds'])
const RATE = Number(flags.rate)
const SOCKETS = Number(flags.sockets)
const ROUNDS = Number(flags.rounds)
const MEMBERS = Number(flags.members)
const CLOSED_MEMBERS = Number(flags['closed-members'])
const stacks = flags.stacks.split(',').map((key) => STACKS[key])
const numbers = [OPEN_SECONDS, CLOSED_SECONDS, RATE, SOCKETS, ROUNDS, MEMBERS, CLOSED_MEMBERS]
if (stacks.includes(undefined) || !numbers.every((n) => n > 0) || CLOSED_MEMBERS > MEMBERS) {
  console.error(
    `usage: node bench/scale-out.mjs [--open-seconds=12] [--closed-seconds=8] [--rate=1000] [--sockets=2000] ` +
      `[--rounds=20] [--members=200] [--closed-members=32 (at most --members)] [--stacks=${Object.keys(STACKS).join(',')}]`,
  )
  process.exit(2)
}
const WARMUP_SECONDS = 2
const WARMUP_ROUNDS = 3
const PAUSE_MS = 250
const HANDSHAKES = 200
/** A fan-out round whose event has not reached every socket by then fails the run. */
const ROUND_TIMEOUT_MS = 30_000
/** Keep-alive connections of the wallet mix's client (the cluster spreads them over the processes). */
const CONNECTIONS = 64

const round1 = (ms) => ms.toFixed(1)
const grouped = (n) => Math.round(n).toLocaleString('en-US')

/**
 * CPU counters of a running stack: the server's group, each serving process
 * (the node processes running dist/main.js that have no such child: the one
 * process, or the cluster's workers), the database's and Redis's processes,
 * the client, the machine. `read()` answers what each used since `start()`.
 */
function cpuMeter(serverPgid, dbRoot, redisPid) {
  const runningMain = pidsWhere((cmdline) => cmdline.includes('dist/main.js'))
  const mains = processGroup(serverPgid).filter((p) => runningMain.includes(p.pid))
  const serving = mains.filter((p) => !mains.some((c) => c.ppid === p.pid)).map((p) => p.pid)
  const tickOf = (pid) => cpuSeconds(processGroup(serverPgid).filter((p) => p.pid === pid))
  const snapshot = () => ({
    at: performance.now(),
    server: cpuSeconds(processGroup(serverPgid)),
    perProcess: serving.map(tickOf),
    db: dbRoot ? cpuSeconds(processTree(dbRoot)) : 0,
    redis: redisPid ? cpuSeconds(processTree(redisPid)) : 0,
    client: process.cpuUsage(),
    machine: machineTicks(),
  })
  let from = snapshot()
  return {
    serving,
    start() {
      from = snapshot()
    },
    read() {
      const now = snapshot()
      const client = process.cpuUsage(from.client)
      const used = {
        seconds: (now.at - from.at) / 1000,
        server: now.server - from.server,
        perProcess: now.perProcess.map((s, i) => s - from.perProcess[i]),
        db: now.db - from.db,
        redis: now.redis - from.redis,
        client: (client.user + client.system) / 1e6,
        steal: stolenShare(from.machine),
      }
      used.others = otherCores(from.machine, used.server + used.db + used.redis + used.client, used.seconds)
      return used
    },
  }
}

/** "0.41 ms (2 × 0.21 ms)": CPU ms per unit over the server, and per serving process when there are several. */
function perUnit(cpu, units) {
  const total = `${((cpu.server * 1000) / units).toFixed(2)} ms`
  if (cpu.perProcess.length < 2) return total
  return `${total} (${cpu.perProcess.map((s) => ((s * 1000) / units).toFixed(2)).join(' + ')} ms)`
}

/** The wallet mix on a started stack: closed loop, open loop, audit. */
async function walletMix(client, meter) {
  const gameCodes = await mixGameCodes(client.must)
  const members = []
  await inBatches(MEMBERS, 8, async (i) => {
    members[i] = { ...(await loginMember(client, `scale${i}`, 100_000)), step: 0 }
  })
  const nextCall = (member, index) => walletMixCall(client.post, gameCodes, member, index)
  await closedLoop(members, WARMUP_SECONDS, nextCall, callLog())

  const closed = callLog()
  meter.start()
  const { calls, elapsed } = await closedLoop(members.slice(0, CLOSED_MEMBERS), CLOSED_SECONDS, nextCall, closed)
  const closedCpu = meter.read()
  const closedRows = latencyRows(closed.samples, [50, 99])
  console.log(
    `closed loop, ${CLOSED_MEMBERS} members for ${elapsed.toFixed(1)} s: ${grouped(calls / elapsed)} calls/s; ` +
      `server CPU ${perUnit(closedCpu, calls)} per call, database ${((closedCpu.db * 1000) / calls).toFixed(2)} ms, ` +
      `Redis ${((closedCpu.redis * 1000) / calls).toFixed(2)} ms, client ${((closedCpu.client * 1000) / calls).toFixed(2)} ms; ` +
      `steal ${closedCpu.steal}, other processes ${closedCpu.others} cores`,
  )
  console.table(closedRows)
  console.log('answers other than 200/100:', closed.failures)

  const open = callLog()
  meter.start()
  const run = await openLoop(members, RATE, OPEN_SECONDS, nextCall, open)
  const openCpu = meter.read()
  const openRows = latencyRows(open.samples, [50, 99, 99.9])
  console.log(
    `open loop at ${RATE}/s for ${OPEN_SECONDS} s over ${MEMBERS} members: answered at ${grouped(run.total / run.elapsed)}/s, ` +
      `client lag at most ${round1(run.maxLag)} ms; server CPU ${perUnit(openCpu, run.total)} per call ` +
      `(${(openCpu.server / openCpu.seconds).toFixed(2)} cores), database ${(openCpu.db / openCpu.seconds).toFixed(2)} cores, ` +
      `Redis ${(openCpu.redis / openCpu.seconds).toFixed(2)}, client ${(openCpu.client / openCpu.seconds).toFixed(2)}; ` +
      `steal ${openCpu.steal}, other processes ${openCpu.others} cores`,
  )
  console.table(openRows)
  console.log('answers other than 200/100:', open.failures)

  const audit = await client.post('/dev/wallet/audit', undefined, { method: 'GET' })
  console.log(`ledger audit: ${audit.data.mismatches.length} mismatches, ${audit.data.negative} negative balances`)
  if (audit.data.mismatches.length > 0 || audit.data.negative > 0) throw new Error('the ledger audit failed')

  const count = (failures) => Object.values(failures).reduce((a, b) => a + b, 0)
  return {
    closedRate: calls / elapsed,
    closedRow: closedRows.all,
    closedCpuPerCall: perUnit(closedCpu, calls),
    dbCpuPerCall: (closedCpu.db * 1000) / calls,
    openRate: run.total / run.elapsed,
    openRow: openRows.all,
    notOk: count(closed.failures) + count(open.failures),
    others: [closedCpu.others, openCpu.others],
    steal: [closedCpu.steal, openCpu.steal],
  }
}

/** The fan-out on a started stack: SOCKETS sockets of one member, ROUNDS credits. */
async function fanOut(client, meter) {
  const member = await loginMember(client, 'fanout0')
  let cash = (await client.must('/dev/wallet/credit', { site_id: SITE, member_account: 'fanout0', amount: 1 })).cash
  const sockets = []
  let round = null
  let stray = 0
  const socketsBefore = meter.serving.map(socketCount)
  try {
    await inBatches(SOCKETS, HANDSHAKES, async (index) => {
      const socket = memberSocket(base, member.token)
      sockets.push(socket)
      socket.on('member.cash', (payload) => {
        const at = performance.now()
        if (round === null || payload?.cash !== round.cash || !Number.isNaN(round.arrivals[index])) {
          stray++
          return
        }
        round.arrivals[index] = at
        if (++round.arrived === SOCKETS) round.done()
      })
      await connected(socket)
      await subscribe(socket, member.memberId)
    })
    const spread = meter.serving.map((pid, i) => socketCount(pid) - socketsBefore[i])

    /** One credit: ms from the POST to the last arrival, and to its HTTP answer. */
    const runRound = async (amount) => {
      const expected = cash + amount
      const arrived = new Promise((resolve) => {
        round = { cash: expected, arrivals: new Float64Array(SOCKETS).fill(NaN), arrived: 0, done: resolve }
      })
      let timer
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${SOCKETS - round.arrived} of ${SOCKETS} sockets had no member.cash after 30 s`)),
          ROUND_TIMEOUT_MS,
        )
      })
      const t0 = performance.now()
      const answer = client.must('/dev/wallet/credit', { site_id: SITE, member_account: 'fanout0', amount })
      const http = answer.then(() => performance.now() - t0)
      await Promise.race([Promise.all([answer, arrived]), timeout]).finally(() => clearTimeout(timer))
      const last = Math.max(...round.arrivals) - t0
      round = null
      cash = expected
      return { last, http: await http }
    }

    for (let i = 0; i < WARMUP_ROUNDS; i++) {
      await runRound(1)
      await sleep(PAUSE_MS)
    }
    const results = []
    meter.start()
    for (let i = 0; i < ROUNDS; i++) {
      results.push(await runRound(1))
      await sleep(PAUSE_MS)
    }
    const cpu = meter.read()
    const sorted = (key) => Float64Array.from(results.map((r) => r[key])).sort()
    const all = sorted('last')
    const http = sorted('http')
    const summary = {
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      cpuPerRound: perUnit(cpu, ROUNDS),
      spread: spread.join(' + '),
      others: cpu.others,
      steal: cpu.steal,
    }
    console.log(
      `fan-out to ${grouped(SOCKETS)} sockets (${summary.spread} per process), ${ROUNDS} rounds: delivered to all ` +
        `p50 ${round1(summary.p50)} ms, p95 ${round1(summary.p95)} ms; HTTP credit p50 ${round1(percentile(http, 50))} ms; ` +
        `server CPU ${summary.cpuPerRound} per round, Redis ${((cpu.redis * 1000) / ROUNDS).toFixed(1)} ms, ` +
        `client ${((cpu.client * 1000) / ROUNDS).toFixed(0)} ms; steal ${cpu.steal}, other processes ${cpu.others} cores; ` +
        `${stray} stray events`,
    )
    return summary
  } finally {
    for (const socket of sockets) socket.close()
  }
}

/** Starts one stack from nothing, measures it, stops it; its figures. */
async function runStack(stack) {
  const cleanups = []
  const load0 = loadavg()[0]
  const machine0 = machineTicks()
  console.log(`\n=== ${stack.name} (load average ${loadAverage()}) ===`)
  try {
    const env = { LOBBY_WORKERS: String(stack.workers), LOBBY_PULL_COOLDOWN_MS: '0' }
    let dbRoot = null
    if (stack.db === 'pg') {
      const pg = await startPostgres()
      cleanups.push(pg.stop)
      pg.sql('create database lobby')
      env.LOBBY_DB = pg.url('lobby')
      dbRoot = Number(readFileSync(join(pg.dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'lobby-scale-out-'))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      env.LOBBY_DB = join(dir, 'lobby.db')
    }
    let redisPid = null
    if (stack.workers > 1) {
      const redis = await startRedis()
      cleanups.push(redis.stop)
      env.LOBBY_REDIS_URL = redis.url
      // redis-server names itself `<path>/redis-server 127.0.0.1:<port>`.
      redisPid = pidsWhere((cmdline) => cmdline.includes(`redis-server 127.0.0.1:${redis.port}`))[0] ?? null
    }
    const { server, stop } = await startServer(PORT, env, { build: false })
    cleanups.push(stop)
    const meter = cpuMeter(server.pid, dbRoot, redisPid)
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS })
    cleanups.push(() => agent.destroy())
    const client = jsonClient(base, agent)
    const wallet = await walletMix(client, meter)
    const fanout = await fanOut(client, meter)
    return { ...stack, ...wallet, fanout, load: `${load0.toFixed(1)} → ${loadavg()[0].toFixed(1)}` }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup()
    console.log(`steal over the stack ${stolenShare(machine0)}; load average ${loadAverage()}`)
  }
}

const ratio = (value, reference) => (reference ? ` (${(value / reference).toFixed(2)}×)` : '')

function printTable(results) {
  const ref = results.find((r) => r.db === 'sqlite' && r.workers === 1)
  const header = [
    'stack',
    `closed loop (${CLOSED_MEMBERS})`,
    'closed p50 / p99',
    'server CPU per call (per process)',
    'DB CPU per call',
    `open ${grouped(RATE)}/s answered`,
    'open p50 / p99 / p99.9',
    'not 100',
    `fan-out ${grouped(SOCKETS)}: all p50 / p95`,
    'server CPU per round (per process)',
    'sockets per process',
    'steal (closed / open / fan-out)',
    'other processes, cores',
    'load (1 min)',
  ]
  const rows = results.map((r) => [
    r.name,
    `${grouped(r.closedRate)}/s${ratio(r.closedRate, ref?.closedRate)}`,
    `${r.closedRow['p50 ms']} / ${r.closedRow['p99 ms']} ms`,
    r.closedCpuPerCall,
    `${r.dbCpuPerCall.toFixed(2)} ms`,
    `${grouped(r.openRate)}/s`,
    `${r.openRow['p50 ms']} / ${r.openRow['p99 ms']}${ratio(r.openRow['p99 ms'], ref?.openRow['p99 ms'])} / ${r.openRow['p99.9 ms']} ms`,
    String(r.notOk),
    `${round1(r.fanout.p50)}${ratio(r.fanout.p50, ref?.fanout.p50)} / ${round1(r.fanout.p95)} ms`,
    r.fanout.cpuPerRound,
    r.fanout.spread,
    [...r.steal, r.fanout.steal].join(' / '),
    [...r.others, r.fanout.others].join(' / '),
    r.load,
  ])
  const line = (cells) => `| ${cells.join(' | ')} |`
  console.log(`\n${line(header)}\n${line(header.map(() => '---'))}\n${rows.map(line).join('\n')}`)
  if (ref) console.log('(×: the ratio to SQLite × 1 in this run; DB CPU is the closed loop’s, PostgreSQL’s processes)')
}

console.log(
  `scale-out: ${stacks.map((s) => s.name).join(', ')}; closed loop ${CLOSED_SECONDS} s × ${CLOSED_MEMBERS} members, ` +
    `open loop ${RATE}/s × ${OPEN_SECONDS} s over ${MEMBERS} members, fan-out ${SOCKETS} sockets × ${ROUNDS} rounds`,
)
buildServer()
const machine0 = machineTicks()
const loadBefore = loadAverage()
const startedAt = new Date()
const results = []
for (const stack of stacks) results.push(await runStack(stack))
printTable(results)
console.log(
  `\nmachine: ${describeMachine()} (before: ${loadBefore}); ${cpus().length} cores; ` +
    `started ${startedAt.toISOString()}, ${((Date.now() - startedAt.getTime()) / 1000).toFixed(0)} s; ` +
    `steal over the run ${stolenShare(machine0)}`,
)

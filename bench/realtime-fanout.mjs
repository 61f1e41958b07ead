// Realtime fan-out: how long one `member.cash` push takes to reach every
// socket joined to `member.{id}`, with 1,000 and 10,000 sockets connected.
// Usage: node bench/realtime-fanout.mjs [sizes=1000,10000] [rounds=20]
//   e.g. node bench/realtime-fanout.mjs 1000,10000 20
//
// The real server (`pnpm --filter @lobby/server start`: in-memory database,
// dev hooks on) runs in its own process on port 3191; this script is the
// client, on the same machine, in one Node process. One member is created and
// logged in the way the site does; then N socket.io-client connections
// (websocket transport, `auth: { token }`, each its own engine.io connection)
// are opened, BENCH_HANDSHAKES (default 200) handshakes at a time, and each
// subscribes to `member.{id}` and waits for the ok ack. Sizes grow in place:
// the 10,000 run adds 9,000 sockets to the 1,000 already open.
//
// Each round: t0 (the monotonic clock, as performance.now(), plus Date.now()),
// POST /api/dev/wallet/credit (the server credits the member and emits
// `member.cash` on `member.{id}` before it answers), and every socket notes
// when the event carrying the round's cash arrives. Delivered-to-all = the
// last arrival − t0. A round must fully arrive (every socket, the right cash)
// within ROUND_TIMEOUT_MS or the run fails; the next round starts
// BENCH_PAUSE_MS (default 250) after the last arrival.
// Target (issue): 10,000 sockets delivered-to-all in under 500 ms.
//
// The N sockets' frames queue up behind each other in this one event loop, and
// so would the credit's HTTP answer, so a probe thread (worker_threads, its
// own event loop, nearly idle) makes the POST and holds one more socket, joined
// to the room after all the others: socket.io writes to a room's sockets in
// the order they joined, so the probe's arrival is when the server's write
// loop reached the last socket, and its HTTP time is the call's own.
//
// Both ends share a 2-core machine and this client decodes N websocket frames
// per round on one thread, so the run prints the client's CPU time, the
// server's (from /proc, Linux), the share of the machine's CPU the hypervisor
// gave to other guests meanwhile (steal, /proc/stat), and the cores other
// processes of this machine kept busy (a build or a test run beside the bench
// makes its figures incomparable), to judge the figures by. Memory per socket is the server's RSS (VmRSS of its node
// process) before and after connecting, divided by the sockets added.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { Agent } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import {
  SITE,
  connected,
  jsonClient,
  loginMember,
  machineTicks,
  memberSocket,
  otherCores,
  percentile,
  processGroup,
  stolenShare,
  subscribe,
} from './support.mjs'

const PORT = 3191
const base = `http://127.0.0.1:${PORT}`
const SIZES = String(process.argv[2] ?? '1000,10000')
  .split(',')
  .map(Number)
  .sort((a, b) => a - b)
const ROUNDS = Number(process.argv[3] ?? 20)
/** Handshakes (connect + subscribe ack) in flight at once while sockets are opened. */
const HANDSHAKES = Number(process.env.BENCH_HANDSHAKES ?? 200)
/** Quiet time between rounds (after the last arrival), so rounds do not overlap. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 250)
/** A round whose event has not reached every socket by then fails the run. */
const ROUND_TIMEOUT_MS = 30_000
/** Rounds run and thrown away before each size's measured rounds (JIT, buffers). */
const WARMUP_ROUNDS = 3
const ACCOUNT = 'fanout0'

/**
 * Milliseconds on the monotonic clock (what performance.now() counts, but
 * from a fixed point shared by every thread of the process, so the probe
 * thread's times and the main thread's compare directly).
 */
const nowMs = () => Number(process.hrtime.bigint()) / 1e6

const agent = new Agent({ keepAlive: true, maxSockets: 4 })

const client = jsonClient(base, agent)
const { must } = client

const credit = (amount) => must('/dev/wallet/credit', { site_id: SITE, member_account: ACCOUNT, amount })

/**
 * The probe thread: one socket of the member and the credit call, away from
 * the main thread's backlog of frames. Answers each message from the main
 * thread with one message:
 * - `{ type: 'rejoin' }`: leaves and joins `member.{id}` again, so its socket
 *   is the last of the room (the server writes to a room in join order);
 * - `{ type: 'round', amount, cash }`: t0, POSTs the credit of `amount`, and
 *   waits for its own `member.cash` carrying `cash`; answers with t0, when the
 *   HTTP answer came, when its event came (monotonic ms) and the answer's cash.
 */
async function probe({ token, memberId }) {
  const socket = memberSocket(base, token)
  let waiting = null
  socket.on('member.cash', (payload) => {
    const at = nowMs()
    if (waiting && payload?.cash === waiting.cash) waiting.arrived(at)
  })
  socket.on('disconnect', (reason) => {
    if (reason !== 'io client disconnect') throw new Error(`probe socket disconnected: ${reason}`)
  })
  await connected(socket)
  // An error thrown here ends the thread with an 'error' event, which fails the run.
  parentPort.on('message', async (message) => {
    if (message.type === 'rejoin') {
      const ack = await socket.timeout(30_000).emitWithAck('unsubscribe', { channel: `member.${memberId}` })
      if (!ack.ok) throw new Error(`unsubscribe: ${ack.error}`)
      await subscribe(socket, memberId)
      parentPort.postMessage({ type: 'rejoined' })
    } else if (message.type === 'round') {
      const arrived = new Promise((resolve) => {
        waiting = { cash: message.cash, arrived: resolve }
      })
      const started = Date.now()
      const t0 = nowMs()
      const answer = await credit(message.amount)
      const http = nowMs()
      const last = await arrived
      waiting = null
      parentPort.postMessage({ type: 'round', started, t0, http, last, cash: answer.cash })
    } else if (message.type === 'stop') {
      socket.close()
      agent.destroy()
      parentPort.close()
    }
  })
  parentPort.postMessage({ type: 'ready' })
}

/** The main thread: the server, the member, the N sockets, the rounds, the figures. */
async function main() {
  if (!SIZES.every((n) => Number.isInteger(n) && n > 0) || !(Number.isInteger(ROUNDS) && ROUNDS > 0)) {
    console.error('usage: node bench/realtime-fanout.mjs [sizes=1000,10000] [rounds=20]')
    process.exit(2)
  }

  // `start` runs the compiled server (dist/main.js), as production does.
  execFileSync('pnpm', ['--filter', '@lobby/server', 'build'], { stdio: 'inherit' })
  const server = spawn('pnpm', ['--filter', '@lobby/server', 'start'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOBBY_DB: ':memory:',
      LOBBY_DEV_HOOKS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  /** Every socket opened so far, closed at the end whatever happens. */
  const sockets = []
  let prober = null
  let stopping = false
  // Stop the server on Ctrl-C and on the way out too; it runs in its own process group.
  const stopServer = () => {
    stopping = true
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const closeAll = () => {
    stopping = true
    for (const socket of sockets) socket.close()
    prober?.postMessage({ type: 'stop' })
    void prober?.terminate()
    agent.destroy()
    stopServer()
  }
  process.once('SIGINT', () => {
    closeAll()
    process.exit(130)
  })
  process.once('exit', stopServer)
  /** Rejects if the server goes away before the run is over (a crash is a failure, not a slow round). */
  const serverGone = once(server, 'exit').then(([code, signal]) => {
    if (!stopping) throw new Error(`the server exited (code ${code}, signal ${signal})`)
  })
  serverGone.catch(() => undefined)

  /** Resolves when the server prints its address; fails if it exits or takes over a minute. */
  async function serverStarted() {
    let output = ''
    const started = new Promise((resolve) => {
      server.stdout.on('data', (chunk) => {
        output += String(chunk)
        if (output.includes('Lobby server at')) resolve()
      })
    })
    const timeout = sleep(60_000).then(() => {
      throw new Error(`the server did not start within 60 s:\n${output}`)
    })
    await Promise.race([started, serverGone, timeout])
  }

  /** Pids of the server's process group (pnpm, sh, the server), with parents and CPU ticks. */
  const serverGroup = () => processGroup(server.pid)

  /**
   * The pid of the node process that runs the server (`node dist/main.js`,
   * under pnpm): the process of the group whose command line names main.js
   * and that has no such child.
   */
  function serverNodePid() {
    const runsMain = (pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('dist/main.js')
      } catch {
        return false
      }
    }
    const candidates = serverGroup().filter((p) => runsMain(p.pid))
    const leaf = candidates.find((p) => !candidates.some((c) => c.ppid === p.pid))
    if (!leaf) throw new Error('cannot find the server node process under pnpm')
    return leaf.pid
  }

  /** CPU seconds used so far by the server's process group (utime + stime of each process). */
  const serverCpuSeconds = () => serverGroup().reduce((sum, p) => sum + p.ticks, 0) / 100

  /** Resident memory of a process in bytes, from /proc/<pid>/status (VmRSS). */
  const rssOf = (pid) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024

  /**
   * The round in flight: the cash its `member.cash` must carry, and each
   * socket's arrival (monotonic ms; NaN until it arrives).
   */
  let round = null
  /** Events that matched no round (a wrong cash, or after their round), and arrivals twice on one socket. */
  let strays = 0
  let duplicates = 0
  let disconnects = 0

  function onCash(index, payload) {
    const at = nowMs()
    if (round === null || payload?.cash !== round.cash) {
      strays++
      return
    }
    if (!Number.isNaN(round.arrivals[index])) {
      duplicates++
      return
    }
    round.arrivals[index] = at
    if (++round.arrived === round.arrivals.length) round.done()
  }

  /** Opens socket `index`, waits for its connection and its subscribe ack. */
  async function openSocket(index, { token, memberId }) {
    const socket = memberSocket(base, token)
    sockets.push(socket)
    socket.on('member.cash', (payload) => onCash(index, payload))
    socket.on('disconnect', (reason) => {
      if (!stopping) {
        disconnects++
        console.error(`socket ${index} disconnected: ${reason}`)
      }
    })
    await connected(socket)
    await subscribe(socket, memberId)
  }

  /** Opens sockets until there are `size`, HANDSHAKES at a time. */
  async function openSockets(size, member) {
    let next = sockets.length
    const worker = async () => {
      while (next < size) await openSocket(next++, member)
    }
    await Promise.all(Array.from({ length: Math.min(HANDSHAKES, size - next) }, worker))
  }

  /** Rejects if the probe thread fails. */
  let probeFailed
  /** Sends `message` to the probe thread and resolves with its answer (one at a time). */
  let askProbe

  let cash = 0
  let amount = 0

  /**
   * One credit and its fan-out to the first `size` sockets, in ms after t0:
   * delivered-to-all, the first arrival, every arrival, the HTTP answer and
   * the probe socket's arrival (the server's last write).
   */
  async function runRound(size) {
    amount++
    const expected = cash + amount
    let done
    const arrived = new Promise((resolve) => {
      done = resolve
    })
    round = { cash: expected, arrivals: new Float64Array(size).fill(NaN), arrived: 0, done }
    const started = new Date()
    let timer
    const timeout = new Promise((resolve, reject) => {
      timer = setTimeout(() => {
        const missing = round.arrivals.filter(Number.isNaN).length
        reject(
          new Error(
            `round with cash ${expected} (started ${started.toISOString()}): ` +
              `${missing} of ${size} sockets had no member.cash after ${ROUND_TIMEOUT_MS} ms ` +
              `(${disconnects} disconnects, ${strays} stray events)`,
          ),
        )
      }, ROUND_TIMEOUT_MS)
    })
    const [probed] = await Promise.race([
      Promise.all([askProbe({ type: 'round', amount, cash: expected }), arrived]),
      timeout,
      serverGone,
      probeFailed,
    ]).finally(() => clearTimeout(timer))
    if (probed.cash !== expected) throw new Error(`credit answered cash ${probed.cash}, expected ${expected}`)
    cash = expected
    const arrivals = round.arrivals.map((at) => at - probed.t0)
    round = null
    let first = Infinity
    let last = -Infinity
    for (const t of arrivals) {
      if (t < first) first = t
      if (t > last) last = t
    }
    return { all: last, first, arrivals, http: probed.http - probed.t0, serverLast: probed.last - probed.t0 }
  }

  function row(values) {
    const sorted = Float64Array.from(values).sort()
    return {
      samples: sorted.length,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p95 ms': percentile(sorted, 95).toFixed(1),
      'max ms': sorted.at(-1).toFixed(1),
    }
  }

  const mib = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MiB`
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')

  try {
    await serverStarted()
    const serverPid = serverNodePid()
    const cpu = cpus()
    console.log(
      `machine: ${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
        `load average ${load()}; server node pid ${serverPid}`,
    )

    const member = await loginMember(client, ACCOUNT)
    // A first credit with no socket listening tells the member's cash.
    cash = (await credit(1)).cash

    prober = new Worker(new URL(import.meta.url), { workerData: member })
    probeFailed = new Promise((resolve, reject) => {
      prober.once('error', reject)
      prober.once('exit', (code) => {
        if (!stopping) reject(new Error(`the probe thread exited (code ${code})`))
      })
    })
    probeFailed.catch(() => undefined)
    askProbe = (message) => {
      const answer = once(prober, 'message').then(([reply]) => reply)
      prober.postMessage(message)
      return answer
    }
    await Promise.race([once(prober, 'message'), probeFailed])

    const runMachine0 = machineTicks()
    const runClient0 = process.cpuUsage()
    const runServer0 = serverCpuSeconds()
    const runStart = nowMs()
    const summary = []
    for (const size of SIZES) {
      // Connect up to `size` sockets, then move the probe's socket to the end of the room.
      const before = sockets.length
      const rssBefore = rssOf(serverPid)
      const clientRssBefore = process.memoryUsage().rss
      const connectMachine0 = machineTicks()
      const connectClient0 = process.cpuUsage()
      const connectServer0 = serverCpuSeconds()
      const c0 = nowMs()
      await Promise.race([openSockets(size, member), serverGone])
      const connectSeconds = (nowMs() - c0) / 1000
      const connectClient = process.cpuUsage(connectClient0)
      const connectServer = serverCpuSeconds() - connectServer0
      await Promise.race([askProbe({ type: 'rejoin' }), probeFailed])
      // Let the handshakes' garbage settle a little before reading the RSS.
      await sleep(1000)
      const rssAfter = rssOf(serverPid)
      const clientRssAfter = process.memoryUsage().rss
      const added = size - before
      const perSocket = (rssAfter - rssBefore) / added / 1024
      console.log(
        `\n${size} sockets: ${added} opened (connect + subscribe ack, ${HANDSHAKES} at a time) in ${connectSeconds.toFixed(2)} s ` +
          `= ${(added / connectSeconds).toFixed(0)}/s; server CPU ${connectServer.toFixed(2)} s, ` +
          `client CPU ${((connectClient.user + connectClient.system) / 1e6).toFixed(2)} s, steal ${stolenShare(connectMachine0)}\n` +
          `server RSS ${mib(rssBefore)} → ${mib(rssAfter)} = ${perSocket.toFixed(1)} KiB per socket; ` +
          `client RSS ${mib(clientRssBefore)} → ${mib(clientRssAfter)} = ` +
          `${((clientRssAfter - clientRssBefore) / added / 1024).toFixed(1)} KiB per socket`,
      )

      for (let i = 0; i < WARMUP_ROUNDS; i++) {
        await runRound(size)
        await sleep(PAUSE_MS)
      }
      strays = 0
      const results = []
      const machine0 = machineTicks()
      const client0 = process.cpuUsage()
      const server0 = serverCpuSeconds()
      const r0 = nowMs()
      for (let i = 0; i < ROUNDS; i++) {
        results.push(await runRound(size))
        await sleep(PAUSE_MS)
      }
      const elapsed = (nowMs() - r0) / 1000
      const client = process.cpuUsage(client0)
      const serverCpu = serverCpuSeconds() - server0
      const steal = stolenShare(machine0)
      const others = otherCores(machine0, (client.user + client.system) / 1e6 + serverCpu, elapsed)
      const pooled = new Float64Array(ROUNDS * size)
      results.forEach((r, i) => pooled.set(r.arrivals, i * size))
      const table = {
        'delivered to all (last arrival)': row(results.map((r) => r.all)),
        'first arrival': row(results.map((r) => r.first)),
        'every arrival, pooled': row(pooled),
        'server wrote the last socket (probe)': row(results.map((r) => r.serverLast)),
        'HTTP credit call (probe)': row(results.map((r) => r.http)),
      }
      console.log(
        `${ROUNDS} rounds (after ${WARMUP_ROUNDS} warm-up) in ${elapsed.toFixed(1)} s: ` +
          `server CPU ${((serverCpu * 1000) / ROUNDS).toFixed(0)} ms per round, ` +
          `client CPU ${((client.user + client.system) / 1000 / ROUNDS).toFixed(0)} ms per round ` +
          `(${((client.user + client.system) / 1e6 / elapsed).toFixed(2)} cores over the rounds and pauses); ` +
          `steal ${steal}, other processes ${others} cores; ${strays} stray events, ${duplicates} duplicates, ${disconnects} disconnects; load ${load()}`,
      )
      console.table(table)
      summary.push({
        sockets: size,
        'all p50 ms': table['delivered to all (last arrival)']['p50 ms'],
        'all p95 ms': table['delivered to all (last arrival)']['p95 ms'],
        'every p50 ms': table['every arrival, pooled']['p50 ms'],
        'every p95 ms': table['every arrival, pooled']['p95 ms'],
        'server last p50 ms': table['server wrote the last socket (probe)']['p50 ms'],
        'HTTP p50 ms': table['HTTP credit call (probe)']['p50 ms'],
        'server KiB/socket': perSocket.toFixed(1),
        steal,
        'other cores': others,
      })
    }
    const runClient = process.cpuUsage(runClient0)
    console.log(
      `\nwhole run ${((nowMs() - runStart) / 1000).toFixed(1)} s: ` +
        `client CPU ${((runClient.user + runClient.system) / 1e6).toFixed(1)} s, ` +
        `server CPU ${(serverCpuSeconds() - runServer0).toFixed(1)} s, steal ${stolenShare(runMachine0)}; ` +
        `load average ${load()}; target: 10,000 sockets delivered-to-all in under 500 ms`,
    )
    console.table(summary)
    if (disconnects > 0 || duplicates > 0) throw new Error(`${disconnects} disconnects, ${duplicates} duplicate events`)
  } finally {
    closeAll()
  }
}

if (isMainThread) await main()
else await probe(workerData)

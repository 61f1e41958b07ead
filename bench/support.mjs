// What the benches share: starting the compiled server, a JSON client for the
// server's API, members and their sockets, the wallet mix and its open and
// closed loops, the machine's CPU ticks (for the host's steal), the CPU of
// processes, and percentiles. Plain Node, no build.
import { execFileSync, spawn } from 'node:child_process'
import { closeSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { io as connectSocket } from 'socket.io-client'

/**
 * A client of the server at `base` over `agent` (keep-alive): `post(path,
 * body, { token, headers, method, raw })` answers `{ status, code, message,
 * data }` (`raw`: `path` is not under `/api`); `must` answers `data` and
 * throws unless the code is 100.
 */
export function jsonClient(base, agent) {
  function post(path, body, { token, headers = {}, method = 'POST', raw = false } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    return new Promise((resolve, reject) => {
      const req = request(
        raw ? `${base}${path}` : `${base}/api${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () => {
            try {
              resolve({ status: res.statusCode, ...JSON.parse(Buffer.concat(chunks).toString('utf8')) })
            } catch (error) {
              reject(error)
            }
          })
        },
      )
      req.on('error', reject)
      req.end(payload)
    })
  }

  async function must(path, body, options) {
    const res = await post(path, body, options)
    if (res.code !== '100') throw new Error(`${path}: ${res.status} ${res.code} ${res.message}`)
    return res.data
  }

  return { post, must }
}

/** The machine's CPU ticks (all, idle, steal) from /proc/stat, or null off Linux. */
export function machineTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal ...
    return { all: fields.slice(0, 8).reduce((a, b) => a + b, 0), idle: fields[3] + fields[4], steal: fields[7] ?? 0 }
  } catch {
    return null
  }
}

/**
 * The share of the machine's CPU time the hypervisor gave to other guests
 * since `from` (steal): on shared machines it swings from a few per cent to a
 * third within a minute, and the tail latency swings with it.
 */
export function stolenShare(from) {
  const now = machineTicks()
  if (!from || !now || now.all === from.all) return 'n/a'
  return `${(((now.steal - from.steal) / (now.all - from.all)) * 100).toFixed(0)} %`
}

/**
 * Cores the machine's other processes kept busy since `from` (machineTicks),
 * over `seconds`: its busy time less `ownSeconds` (the CPU of the bench's own
 * processes), two decimals. Anything well above 0 (a build or a test run
 * beside the bench) takes CPU the measured processes need, and the figures
 * are not comparable.
 */
export function otherCores(from, ownSeconds, seconds) {
  const now = machineTicks()
  if (!from || !now) return 'n/a'
  const busy = (now.all - from.all - (now.idle - from.idle) - (now.steal - from.steal)) / 100
  return Math.max(0, (busy - ownSeconds) / seconds).toFixed(2)
}

/** The p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * A process's parent, process group, state and CPU ticks (1/100 s) from
 * /proc/<pid>/stat: `ticks` is its own utime + stime, `childTicks` what its
 * children that exited and were waited for used (cutime + cstime). Null once
 * it is gone. Linux only.
 */
function processStat(pid) {
  let stat
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  } catch {
    return null
  }
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // After the command: state(0) ppid(1) pgrp(2) ... utime(11) stime(12) cutime(13) cstime(14).
  return {
    pid: Number(pid),
    state: fields[0],
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    ticks: Number(fields[11]) + Number(fields[12]),
    childTicks: Number(fields[13]) + Number(fields[14]),
  }
}

/** Every live process of the machine (zombies left out), as processStat gives them. */
function liveProcesses() {
  return readdirSync('/proc')
    .filter((pid) => /^\d+$/.test(pid))
    .map(processStat)
    .filter((p) => p !== null && p.state !== 'Z')
}

/**
 * The processes of process group `pgid` (a server started `detached` leads its
 * own: pnpm, sh, the server), each with its parent and the CPU ticks (utime +
 * stime, 1/100 s) it used so far. Linux only (/proc).
 */
export function processGroup(pgid) {
  return liveProcesses().filter((p) => p.pgrp === pgid)
}

/**
 * Process `root` and every live descendant, with their CPU ticks; the root's
 * also count its exited children (PostgreSQL's backends come and go under the
 * postmaster). Empty once the root is gone. Linux only.
 */
export function processTree(root) {
  const all = liveProcesses()
  const tree = all.filter((p) => p.pid === root).map((p) => ({ ...p, ticks: p.ticks + p.childTicks }))
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((p) => p.ppid === tree[i].pid))
  return tree
}

/** CPU seconds the `processes` (from processGroup or processTree) used so far. */
export const cpuSeconds = (processes) => processes.reduce((sum, p) => sum + p.ticks, 0) / 100

/** The pids of live processes whose command line (arguments joined by spaces) passes `test`. */
export function pidsWhere(test) {
  return liveProcesses()
    .map((p) => p.pid)
    .filter((pid) => {
      try {
        return test(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' '))
      } catch {
        return false
      }
    })
}

/** How many of process `pid`'s open files are sockets (its TCP connections and listeners). */
export function socketCount(pid) {
  try {
    return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')
      } catch {
        return false
      }
    }).length
  } catch {
    return 0
  }
}

/** The one-minute, five-minute and fifteen-minute load averages, one decimal each. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

/** The machine in one line: cores and model, memory, Node, load average. */
export function describeMachine() {
  const cpu = cpus()
  return (
    `${cpu.length} × ${cpu[0]?.model ?? '?'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; ` +
    `load average ${loadAverage()}`
  )
}

/** Runs `task(i)` for i = 0 … count − 1, at most `concurrency` at a time, in order of i. */
export async function inBatches(count, concurrency, task) {
  let next = 0
  const worker = async () => {
    while (next < count) await task(next++)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker))
}

export const SITE = 'lobby-demo'
export const PASSWORD = 'demo123'

/**
 * A member made by the dev hook with `cash`, logged in the way the site does
 * (captcha, its answer from the dev hook, login header, /login), through
 * `client` (a jsonClient): `{ account, token, memberId }`.
 */
export async function loginMember({ post, must }, account, cash = 0) {
  await must('/dev/members', { account, password: PASSWORD, cash })
  const { token: captchaToken } = await must('/captcha', { type: 1, site_id: SITE })
  const dev = await post(`/dev/captcha?token=${encodeURIComponent(captchaToken)}`, undefined, { method: 'GET' })
  const header = await must('/get_login_header', { site_id: SITE })
  const login = await must(
    '/login',
    { account, password: PASSWORD, site_id: SITE, answer: dev.data.answer, captcha_token: captchaToken, udid: account },
    { headers: { [header.header]: header.value } },
  )
  return { account, token: login.token, memberId: login.member_id }
}

/** A socket of a member (websocket only, its own engine.io connection, no reconnection: a drop is a failure). */
export function memberSocket(base, token) {
  return connectSocket(base, { transports: ['websocket'], auth: { token }, forceNew: true, reconnection: false })
}

/** Resolves once `socket` is connected; rejects on a connection error (or after the client's 20 s timeout). */
export function connected(socket) {
  return new Promise((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
}

/** Joins `member.{memberId}` and checks the ack. */
export async function subscribe(socket, memberId) {
  const ack = await socket.timeout(30_000).emitWithAck('subscribe', { channel: `member.${memberId}` })
  if (!ack.ok) throw new Error(`subscribe: ${ack.error}`)
}

/** House providers the wallet mix plays in turn, with their category. */
const MIX_PROVIDERS = [
  { gp_id: 'GPAX', gt: 2 },
  { gp_id: 'GPDL', gt: 3 },
  { gp_id: 'GPSB', gt: 4 },
  { gp_id: 'GPCR', gt: 2 },
]

/** The first house game of each provider the wallet mix plays: gp_id → game_code. */
export async function mixGameCodes(must) {
  const codes = new Map()
  for (const p of MIX_PROVIDERS) {
    const { main } = await must('/v2/game_label', {
      site_id: SITE,
      currency: 'USD',
      device: 0,
      gp_id: p.gp_id,
      game_type_id: p.gt,
      house: 1,
    })
    codes.set(p.gp_id, main[0].game_code)
  }
  return codes
}

/**
 * The wallet mix, one member's loop: play1 (provider A) → play1 (provider B:
 * A's session closes, its money stays in A) → leave1 (B's wallet comes back)
 * → pull of all with an Idempotency-Key (A's comes back), so every call moves
 * money. Member `index` plays providers index and index + 1. Returns the
 * member's next call as [operation, () => answer] and advances `member.step`.
 */
export function walletMixCall(post, gameCodes, member, index) {
  const step = member.step++ % 4
  const a = MIX_PROVIDERS[index % MIX_PROVIDERS.length]
  const b = MIX_PROVIDERS[(index + 1) % MIX_PROVIDERS.length]
  if (step === 0 || step === 1) {
    const p = step === 0 ? a : b
    const body = { gpId: p.gp_id, game_type: p.gt, game_code: gameCodes.get(p.gp_id), lobby_url: '/', device: 0 }
    return ['play1', () => post('/member/game/play1', body, { token: member.token })]
  }
  if (step === 2) return ['leave1', () => post('/member/game/leave1', {}, { token: member.token })]
  return [
    'pull-all',
    () =>
      post('/member/profile/balance/all/back', undefined, {
        token: member.token,
        headers: { 'idempotency-key': `bench-${member.account}-${member.step}` },
      }),
  ]
}

/**
 * What a run of calls answered: latencies per operation and for `all` (ms),
 * and the answers other than 200 with code 100, counted by "operation status
 * code".
 */
export function callLog() {
  const samples = {}
  const failures = {}
  return {
    samples,
    failures,
    record(op, ms) {
      ;(samples[op] ??= []).push(ms)
      ;(samples.all ??= []).push(ms)
    },
    check(op, res) {
      if (res.status === 200 && res.code === '100') return
      const what = `${op} ${res.status} ${res.code}`
      failures[what] = (failures[what] ?? 0) + 1
    },
  }
}

/** Per operation of `samples`: its calls, the percentiles `ps` and the maximum (ms, one decimal). */
export function latencyRows(samples, ps = [50, 95, 99]) {
  const rows = {}
  for (const [op, list] of Object.entries(samples)) {
    const sorted = Float64Array.from(list).sort()
    rows[op] = { calls: sorted.length }
    for (const p of ps) rows[op][`p${p} ms`] = percentile(sorted, p).toFixed(1)
    rows[op]['max ms'] = sorted.at(-1).toFixed(1)
  }
  return rows
}

/**
 * Open loop: call i (to member i mod n, `nextCall(member, index)` →
 * [operation, () => answer]) is due at t0 + i / rate whatever the earlier
 * calls are doing, and its latency counts from when it was due (no
 * coordinated omission); into `log`. Resolves when all are answered with the
 * calls, the seconds from t0 to the last answer and the client's worst lag.
 */
export async function openLoop(members, rate, seconds, nextCall, log) {
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const inFlight = []
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
            log.record(op, performance.now() - scheduled)
            log.check(op, res)
          },
          (error) => log.check(op, { status: 'error', code: error.code ?? error.message }),
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
  return { total, elapsed: (performance.now() - t0) / 1000, maxLag }
}

/**
 * Closed loop: each member sends its next call (`nextCall(member, index)`) as
 * soon as its last one is answered, for `seconds`; latencies into `log`.
 * Resolves with the calls made and the seconds they took.
 */
export async function closedLoop(members, seconds, nextCall, log) {
  let calls = 0
  const c0 = performance.now()
  const stopAt = c0 + seconds * 1000
  await Promise.all(
    members.map(async (m, i) => {
      while (performance.now() < stopAt) {
        const [op, call] = nextCall(m, i)
        const start = performance.now()
        const res = await call()
        log.record(op, performance.now() - start)
        log.check(op, res)
        calls++
      }
    }),
  )
  return { calls, elapsed: (performance.now() - c0) / 1000 }
}

/** Builds the server (`dist/main.js`, as production runs it). */
export function buildServer() {
  execFileSync('pnpm', ['--filter', '@lobby/server', 'build'], { stdio: 'inherit' })
}

/**
 * Starts the compiled server (`pnpm --filter @lobby/server start`: node
 * dist/main.js with the start script's flags) in a process group of its own
 * on 127.0.0.1:`port`, with an in-memory database, dev hooks on and `env` on
 * top; builds it first unless `build` is false. Resolves once each of its
 * `env.LOBBY_WORKERS` processes (default 1) listens; rejects if it exits
 * first or takes over a minute. `stop()` ends the group and resolves when
 * every process of it is gone (SIGKILL after 15 s); Ctrl-C stops it too.
 *
 * `logFile`: the server's standard output (its log lines) goes to that file,
 * as a production server's goes to a file or the journal, instead of through
 * a pipe into this process. A bench that drives the server from this process
 * passes it when the server logs every request: reading those lines here took
 * CPU from the load generator, and the server was measured slower than it is.
 */
export async function startServer(port, env = {}, { build = true, logFile } = {}) {
  if (build) buildServer()
  const out = logFile === undefined ? 'pipe' : openSync(logFile, 'w')
  const server = spawn('pnpm', ['--filter', '@lobby/server', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOBBY_DB: ':memory:', LOBBY_DEV_HOOKS: '1', ...env },
    stdio: ['ignore', out, 'inherit'],
    detached: true,
  })
  if (typeof out === 'number') closeSync(out)
  const signal = (name) => {
    try {
      process.kill(-server.pid, name)
    } catch {
      // already gone
    }
  }
  const onInterrupt = () => {
    signal('SIGTERM')
    process.exit(130)
  }
  process.once('SIGINT', onInterrupt)
  const stop = async () => {
    process.off('SIGINT', onInterrupt)
    signal('SIGTERM')
    const deadline = performance.now() + 15_000
    while (processGroup(server.pid).length > 0) {
      if (performance.now() > deadline) signal('SIGKILL')
      await sleep(50)
    }
  }
  const listening = Number(env.LOBBY_WORKERS ?? 1)
  let output = ''
  let onData
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        clearInterval(poll)
        reject(new Error(`the server did not start within 60 s:\n${output}`))
      }, 60_000)
      const check = () => {
        if (output.split('Lobby server at').length > listening) {
          clearTimeout(timer)
          clearInterval(poll)
          resolve()
        }
      }
      onData = (chunk) => {
        output += String(chunk)
        check()
      }
      // A log file is read again every 50 ms until every process listens.
      const poll =
        logFile === undefined
          ? undefined
          : setInterval(() => {
              output = readFileSync(logFile, 'utf8')
              check()
            }, 50)
      server.stdout?.on('data', onData)
      server.once('exit', (code, sig) => {
        clearTimeout(timer)
        clearInterval(poll)
        reject(new Error(`the server exited (code ${code}, signal ${sig}) before it listened:\n${output}`))
      })
    })
  } catch (error) {
    await stop()
    throw error
  }
  server.stdout?.off('data', onData)
  server.stdout?.resume()
  return { server, stop }
}

/**
 * The user agent of the phone the benches emulate (Lighthouse's moto g power): the server renders the lobby's first
 * view for the layout a user agent suggests, so a phone's bench must say it is one.
 */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'

// What the benches share: a JSON client for the server's API, the machine's
// CPU ticks (for the host's steal), and percentiles. Plain Node, no build.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'

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

/** The p-th percentile (nearest rank) of an ascending array. */
export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/**
 * The processes of process group `pgid` (a server started `detached` leads its
 * own: pnpm, sh, tsx's launcher, the server), each with its parent and the
 * CPU ticks (utime + stime, 1/100 s) it used so far. Linux only (/proc).
 */
export function processGroup(pgid) {
  const group = []
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the command: state(0) ppid(1) pgrp(2) ... utime(11) stime(12).
    if (Number(fields[2]) === pgid) {
      group.push({ pid: Number(pid), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) })
    }
  }
  return group
}

/**
 * Builds the server and starts the compiled one (`dist/main.js`, as
 * production runs it) in a process group of its own on 127.0.0.1:`port`, with
 * an in-memory database, dev hooks on and `env` on top; resolves once it
 * listens. `stop()` ends the group; Ctrl-C stops it too.
 */
export async function startServer(port, env = {}) {
  execFileSync('pnpm', ['--filter', '@lobby/server', 'build'], { stdio: 'inherit' })
  const server = spawn('pnpm', ['--filter', '@lobby/server', 'start'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOBBY_DB: ':memory:', LOBBY_DEV_HOOKS: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  })
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  process.once('SIGINT', () => {
    stop()
    process.exit(130)
  })
  for (;;) {
    const [chunk] = await once(server.stdout, 'data')
    if (String(chunk).includes('Lobby server at')) break
  }
  server.stdout.resume()
  return { server, stop }
}

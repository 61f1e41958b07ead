// A public read while clients guess passwords: its median idle and under the
// storm, measured in one run, and their ratio (issue 19, item 5).
// Usage: node bench/login-storm.mjs [reads=400] [guessers=8]
//
// The real server (`pnpm --filter @lobby/server start`: in-memory database,
// dev hooks on so the guessers can read captcha answers) runs in its own
// process on port 3191 with the production password cost
// (`LOBBY_ARGON2_COST=owasp`: argon2id, 19 MiB, 2 passes) and the login
// limits lifted (per account, per address, overall), so every guess reaches
// argon2: the worst case, as from a botnet with many addresses. This script is
// the client on the same machine over HTTP/1.1 keep-alive.
//
// Phase 1 (idle): `reads` sequential POST /arks/web/site/detail (two SELECTs
// on the one SQLite connection). Phase 2 (storm): `guessers` clients each loop
// captcha → its answer (dev hook) → login header → /login with a wrong
// password for a real account (one argon2 verify each), while the same
// `reads` are timed again. Target: the storm's median within 2x of idle.
// Before the fix argon2 ran inside the login's write transaction, so every
// read waited for it: 1.6 ms → 170 ms at the median.
import { Agent } from 'node:http'
import { cpus, loadavg, totalmem } from 'node:os'
import { performance } from 'node:perf_hooks'
import { jsonClient, machineTicks, percentile, startServer, stolenShare } from './support.mjs'

const PORT = 3191
const base = `http://127.0.0.1:${PORT}`
const READS = Number(process.argv[2] ?? 400)
const GUESSERS = Number(process.argv[3] ?? 8)
const SITE = 'lobby-demo'
const LIFTED = '1000000'

const loadAtStart = loadavg()
const { stop: stopServer } = await startServer(PORT, {
  LOBBY_ARGON2_COST: 'owasp',
  LOBBY_LOGIN_FAILURE_MAX: LIFTED,
  LOBBY_LOGIN_ADDRESS_FAILURE_MAX: LIFTED,
  LOBBY_LOGIN_GLOBAL_FAILURE_MAX: LIFTED,
})

const agent = new Agent({ keepAlive: true, maxSockets: GUESSERS + 4 })
const { post, must } = jsonClient(base, agent)

/** `count` sequential public reads; their latencies in ms, ascending. */
async function timeReads(count) {
  const times = []
  for (let i = 0; i < count; i += 1) {
    const start = performance.now()
    await must('/arks/web/site/detail', { site_id: SITE })
    times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)
}

let running = true
const guessTimes = []
let refusedOtherwise = 0

/** One client guessing `account`'s password the way the site logs in, until told to stop. */
async function guess(account) {
  let n = 0
  while (running) {
    const { token } = await must('/captcha', { type: 1, site_id: SITE })
    const dev = await post(`/dev/captcha?token=${encodeURIComponent(token)}`, undefined, { method: 'GET' })
    const header = await must('/get_login_header', { site_id: SITE })
    const start = performance.now()
    const res = await post(
      '/login',
      {
        account,
        password: `guess${String(n++).padStart(6, '0')}`,
        site_id: SITE,
        answer: dev.data.answer,
        captcha_token: token,
        udid: `storm-${account}`,
      },
      { headers: { [header.header]: header.value } },
    )
    guessTimes.push(performance.now() - start)
    if (res.code !== '101') refusedOtherwise += 1
  }
}

const accounts = []
for (let i = 0; i < GUESSERS; i += 1) {
  const account = `storm${String(i).padStart(3, '0')}`
  await must('/dev/members', { account, password: 'right-password-1' })
  accounts.push(account)
}

await timeReads(100) // warm-up
const ticks = machineTicks()
const idle = await timeReads(READS)

const guessers = accounts.map((account) => guess(account))
// Let every guesser reach its first argon2 call before timing.
while (guessTimes.length < GUESSERS) await new Promise((resolve) => setTimeout(resolve, 10))
const guessesBefore = guessTimes.length
const stormStart = performance.now()
const storm = await timeReads(READS)
const stormSeconds = (performance.now() - stormStart) / 1000
const guessesDuring = guessTimes.length - guessesBefore
running = false
await Promise.all(guessers)
const steal = stolenShare(ticks)
stopServer()
agent.destroy()

const ms = (n) => `${n.toFixed(2)} ms`
const row = (name, t) =>
  `${name.padEnd(28)} p50 ${ms(percentile(t, 50)).padStart(10)}  p95 ${ms(percentile(t, 95)).padStart(10)}  p99 ${ms(percentile(t, 99)).padStart(10)}`
const sortedGuesses = [...guessTimes].sort((a, b) => a - b)
console.log(
  `machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.versions.node}; ` +
    `load at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}; steal during the run ${steal}`,
)
console.log(`${READS} sequential reads of /arks/web/site/detail in each phase; ${GUESSERS} guessing clients`)
console.log(row('idle', idle))
console.log(row(`under ${GUESSERS} guessing clients`, storm))
console.log(
  `guesses: ${(guessesDuring / stormSeconds).toFixed(1)}/s during the storm phase (argon2id owasp each), /login ${row('', sortedGuesses).trim()}` +
    (refusedOtherwise ? `; ${refusedOtherwise} answered other than 101` : ''),
)
const ratio = percentile(storm, 50) / percentile(idle, 50)
console.log(`median ratio storm/idle: ${ratio.toFixed(2)}x (target: within 2x)`)
process.exit(0)

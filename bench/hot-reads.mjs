// The hot public reads against a bare node:http server serving the same bytes, in one run (issue 23).
// Usage: node bench/hot-reads.mjs [seconds=10] [connections=32]
//
// The real server (compiled, `pnpm --filter @lobby/server start`, in-memory database seeded as `npm start`
// seeds it) runs in its own process on 127.0.0.1:3193. For each hot read the site makes on its first view
// (game_list, banners, bulletins, site detail, jackpot) the script first asks it once and keeps the answer's
// status, content type and bytes; a second process, a bare `node:http` server on 3194, answers the same path with
// those bytes (it reads the request body and does nothing else). autocannon then drives each read for `seconds`
// with `connections` keep-alive connections, on the real server and on the bare one one after the other, and the
// script prints requests per second and p99 latency of both and their ratio. Target: the ratio >= 50 % for
// every read. The load generator shares the machine's two cores with the server, the same way for both servers.
//
// `BENCH_ENCODING=gzip` sends `accept-encoding: gzip, br` (what a browser sends) and lets the bare server answer
// with the real server's encoded bytes when the real server compressed them.
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { describeMachine, loadAverage, machineTicks, otherCores, stolenShare, startServer } from './support.mjs'

const SECONDS = Number(process.argv[2] ?? 10)
const CONNECTIONS = Number(process.argv[3] ?? 32)
const REAL_PORT = 3193
const BARE_PORT = 3194
const SITE = 'lobby-demo'
const ENCODING = process.env.BENCH_ENCODING === 'gzip' ? 'gzip, br' : null

/** One raw POST; the answer's status, headers and body bytes. */
function ask(port, path, body) {
  const payload = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(ENCODING ? { 'accept-encoding': ENCODING } : {}),
        },
      },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/** The bare server: a child process answering each captured path with its bytes. */
async function startBare(answers) {
  const code = `
    const { createServer } = require('node:http')
    const answers = new Map(JSON.parse(process.env.ANSWERS).map(([path, a]) => [path, { ...a, bytes: Buffer.from(a.bytes, 'base64') }]))
    createServer((req, res) => {
      const answer = answers.get(req.url)
      req.on('data', () => {})
      req.on('end', () => {
        if (!answer) { res.statusCode = 404; res.end(); return }
        res.writeHead(answer.status, answer.headers)
        res.end(answer.bytes)
      })
    }).listen(${BARE_PORT}, '127.0.0.1', () => console.log('bare listening'))
  `
  const child = spawn(process.execPath, ['-e', code], {
    env: {
      ...process.env,
      ANSWERS: JSON.stringify(
        [...answers].map(([path, a]) => [
          path,
          { status: a.status, headers: a.headers, bytes: a.bytes.toString('base64') },
        ]),
      ),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve)
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)))
  })
  return () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM')))
}

/** autocannon on one read: requests per second (mean) and latency p99 in ms; non-2xx answers counted. */
async function drive(port, path, body) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ENCODING ? { 'accept-encoding': ENCODING } : {}) },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration: SECONDS,
  })
  return { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors }
}

mkdirSync(new URL('./results/', import.meta.url), { recursive: true })
const loadAtStart = loadAverage()
// The server's log lines (one a request at `LOBBY_LOG_LEVEL=info`) go to a file, as in production, not through a
// pipe into this process, where reading them took CPU from autocannon.
const { stop } = await startServer(
  REAL_PORT,
  { LOBBY_DEV_HOOKS: '0' },
  { logFile: fileURLToPath(new URL('./results/hot-reads-server.log', import.meta.url)) },
)
let stopBare = async () => {}
try {
  const detail = JSON.parse((await ask(REAL_PORT, '/api/arks/web/site/detail', { site_id: SITE })).bytes).data
  const currency = detail.default_currency
  const reads = [
    [
      'game_list (desktop)',
      '/api/v3/game_list',
      { currency, site_id: SITE, support_device: 0, template: detail.env_config?.desktop_template || 'desktop' },
    ],
    ['banners', '/api/arks/web/carousel_picture', { site_id: SITE, use_type: 1 }],
    ['bulletins', '/api/arks/web/bulletin', { site_id: SITE, display_device: 1 }],
    ['site detail', '/api/arks/web/site/detail', { site_id: SITE }],
    ['jackpot', '/api/v2/get_jackpot', { currency }],
  ]
  const answers = new Map()
  for (const [name, path, body] of reads) {
    const answer = await ask(REAL_PORT, path, body)
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${answer.bytes}`)
    const headers = { 'content-type': answer.headers['content-type'] }
    if (answer.headers['content-encoding']) headers['content-encoding'] = answer.headers['content-encoding']
    answers.set(path, { status: answer.status, headers, bytes: answer.bytes })
  }
  stopBare = await startBare(answers)

  console.log(`hot reads: ${SECONDS} s each, ${CONNECTIONS} connections, ${ENCODING ? ENCODING : 'identity'}`)
  console.log(describeMachine())
  const ticks = machineTicks()
  const t0 = performance.now()
  const rows = []
  for (const [name, path, body] of reads) {
    await drive(REAL_PORT, path, { ...body }) // warm-up, not counted
    const real = await drive(REAL_PORT, path, body)
    await sleep(500)
    const bare = await drive(BARE_PORT, path, body)
    await sleep(500)
    const size = answers.get(path).bytes.length
    rows.push({ name, size, real, bare })
    console.log(
      `${name.padEnd(20)} ${String(size).padStart(6)} B  real ${real.rps.toFixed(0).padStart(6)}/s p99 ${real.p99} ms` +
        `  bare ${bare.rps.toFixed(0).padStart(6)}/s p99 ${bare.p99} ms  ratio ${((real.rps / bare.rps) * 100).toFixed(0)} %` +
        (real.bad || bare.bad ? `  (non-2xx or errors: real ${real.bad}, bare ${bare.bad})` : ''),
    )
  }
  const seconds = (performance.now() - t0) / 1000
  console.log(
    `load average at start ${loadAtStart}, at end ${loadAverage()}; other processes kept ${otherCores(ticks, 0, seconds)} cores busy ` +
      `(the bench's own processes included); steal ${stolenShare(ticks)}`,
  )
  console.log('\n| read | bytes | server req/s | bare req/s | ratio |')
  console.log('|---|---|---|---|---|')
  for (const { name, size, real, bare } of rows) {
    console.log(
      `| ${name} | ${size.toLocaleString('en')} | ${Math.round(real.rps).toLocaleString('en')} | ${Math.round(bare.rps).toLocaleString('en')} | ${((real.rps / bare.rps) * 100).toFixed(0)} % |`,
    )
  }
} finally {
  await stopBare()
  await stop()
}

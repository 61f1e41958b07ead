// Lighthouse 12.2.3 on the built site, mobile (Lighthouse's default throttled phone) and desktop, the median of
// `runs` runs per page and form factor (issue 23).
// Usage: pnpm --filter @lobby/site build && node bench/lighthouse.mjs [runs=3]
//
// The compiled server (`pnpm --filter @lobby/server start`, in-memory database seeded as `npm start` seeds it) on
// 127.0.0.1:3195 serves the built site. Lighthouse is installed on first use into bench/.tools (npm, exact version,
// outside the workspace: it is a measuring tool, not a dependency of the project) and drives Debian's chromium
// (`CHROMIUM_PATH`, /usr/bin/chromium by default). Pages: `/` and a provider's page (`/slotgame?gp_id=GPR8`, the
// R8 Gaming slots of the seed). Each run is a fresh Chrome profile (a first visit). Prints, per page and form factor,
// the median performance score, LCP, TBT, CLS, FCP and accessibility score, and each run's figures; writes the
// reports' JSON to bench/results/ (ignored by git).
//
// `BENCH_FORCED=1` also keeps each run's trace and prints the style and layout passes a script forced (over 3 ms,
// with the script's stack): what turns a render into a long task (docs/architecture.md, "The boot on a slow phone").
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describeMachine, loadAverage, startServer } from './support.mjs'

const LIGHTHOUSE = '12.2.3'
const RUNS = Number(process.argv[2] ?? 3)
const PORT = 3195
const base = `http://127.0.0.1:${PORT}`
const tools = fileURLToPath(new URL('./.tools/', import.meta.url))
const results = fileURLToPath(new URL('./results/', import.meta.url))
const cli = `${tools}node_modules/lighthouse/cli/index.js`
const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function installedVersion() {
  try {
    return JSON.parse(readFileSync(`${tools}node_modules/lighthouse/package.json`, 'utf8')).version
  } catch {
    return null
  }
}
if (installedVersion() !== LIGHTHOUSE) {
  mkdirSync(tools, { recursive: true })
  if (!existsSync(`${tools}package.json`)) writeFileSync(`${tools}package.json`, '{"private":true}\n')
  execFileSync(
    'npm',
    ['install', '--prefix', tools, '--no-save', '--no-audit', '--no-fund', '-E', `lighthouse@${LIGHTHOUSE}`],
    {
      stdio: 'inherit',
    },
  )
}
mkdirSync(results, { recursive: true })

const PAGES = [
  ['/', '/'],
  ['provider page', '/slotgame?gp_id=GPR8'],
]
const FORMS = ['mobile', 'desktop']

const FORCED = process.env.BENCH_FORCED === '1'

/** The style (UpdateLayoutTree) and layout passes of the page's main thread that carry a script's stack. */
function printForcedPasses(traceFile) {
  const trace = JSON.parse(readFileSync(traceFile, 'utf8'))
  const events = trace.traceEvents ?? trace
  const perThread = new Map()
  for (const e of events) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
    .sort((a, b) => perThread.get(b) - perThread.get(a))[0]
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? 0
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X' || e.dur < 3000) continue
    if (e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') continue
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace
    if (!stack) continue
    const frames = stack
      .slice(0, 3)
      .map((f) => `${f.functionName || '(anonymous)'} ${f.url.replace(/.*\//, '')}:${f.lineNumber}:${f.columnNumber}`)
    console.log(
      `  forced ${e.name} at ${Math.round((e.ts - start) / 1000)} ms: ${(e.dur / 1000).toFixed(1)} ms < ${frames.join(' < ')}`,
    )
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const loadAtStart = loadAverage()
const { stop } = await startServer(PORT, { LOBBY_DEV_HOOKS: '0' })
const rows = []
try {
  // A site in service has rendered its first view before (docs/architecture.md, "The server's first view"):
  // one request per layout, so no run measures the renderer's first compile after a start.
  for (const agent of ['Mozilla/5.0 (Linux; Android 11) Mobile', 'Mozilla/5.0 (X11; Linux x86_64)'])
    await fetch(`http://127.0.0.1:${PORT}/`, { headers: { 'user-agent': agent } }).then((r) => r.text())
  console.log(`Lighthouse ${LIGHTHOUSE}, ${RUNS} runs each; ${chrome}`)
  console.log(describeMachine())
  for (const [name, path] of PAGES) {
    for (const form of FORMS) {
      const runs = []
      for (let run = 1; run <= RUNS; run += 1) {
        const out = `${results}lighthouse-${name.replace(/\W+/g, '-')}-${form}-${run}.json`
        const lighthouse = () =>
          execFileSync(
            process.execPath,
            [
              cli,
              `${base}${path}`,
              '--quiet',
              '--output=json',
              `--output-path=${out}`,
              '--only-categories=performance,accessibility',
              `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking`,
              ...(form === 'desktop' ? ['--preset=desktop'] : []),
              ...(FORCED ? ['--save-assets'] : []),
            ],
            { env: { ...process.env, CHROME_PATH: chrome }, stdio: ['ignore', 'ignore', 'inherit'] },
          )
        // Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"): a run is tried
        // up to three times, and each try that failed is said.
        for (let attempt = 1; ; attempt += 1) {
          try {
            lighthouse()
            break
          } catch (error) {
            if (attempt === 3) throw error
            console.log(`${name} ${form} run ${run}: Lighthouse failed (${error.message.split('\n')[0]}); again`)
          }
        }
        const report = JSON.parse(readFileSync(out, 'utf8'))
        if (FORCED) printForcedPasses(out.replace(/\.json$/, '-0.trace.json'))
        const audit = (id) => report.audits[id]?.numericValue ?? NaN
        const figures = {
          performance: Math.round(report.categories.performance.score * 100),
          accessibility: Math.round(report.categories.accessibility.score * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          fcp: audit('first-contentful-paint'),
        }
        runs.push(figures)
        console.log(
          `${name} ${form} run ${run}: performance ${figures.performance}, LCP ${Math.round(figures.lcp)} ms, ` +
            `TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, FCP ${Math.round(figures.fcp)} ms, ` +
            `accessibility ${figures.accessibility}`,
        )
      }
      const pick = (key) => median(runs.map((r) => r[key]))
      rows.push({
        name,
        form,
        performance: pick('performance'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        fcp: pick('fcp'),
        accessibility: pick('accessibility'),
      })
    }
  }
} finally {
  await stop()
}
console.log(`load average at start ${loadAtStart}, at end ${loadAverage()}`)
console.log(`\n| page | form factor | performance | LCP | TBT | CLS | FCP | accessibility |`)
console.log('|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.form} | ${r.performance} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt).toLocaleString('en')} ms | ` +
      `${r.cls.toFixed(3)} | ${(r.fcp / 1000).toFixed(1)} s | ${r.accessibility} |`,
  )
}

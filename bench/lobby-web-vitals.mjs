// Lobby `/` under mobile emulation with CPU and network throttling (issue 3):
// first-route JavaScript (gzip), LCP, CLS, and which images load eagerly.
// Usage: pnpm --filter @lobby/site build && node bench/lobby-web-vitals.mjs [runs]
//
// First-route JS is what `/` must load before it can render: the entry script
// of dist/index.html and every chunk it preloads (its static imports). Chunks
// loaded on demand afterwards (socket.io, DOMPurify, dialogs) are reported
// separately as "all JS", everything the page fetched in its first seconds.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { PHONE_USER_AGENT } from './support.mjs'

const dist = new URL('../apps/site/dist/', import.meta.url).pathname
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8')
const firstRouteFiles = [
  ...indexHtml.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g),
  ...indexHtml.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g),
].map((m) => m[1])
const firstRouteGzip = firstRouteFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0)

const PORT = 3190
const RUNS = Number(process.argv[2] ?? 3)
const base = `http://127.0.0.1:${PORT}`

// `start` runs the compiled server (dist/main.js), as production does.
execFileSync('pnpm', ['--filter', '@lobby/server', 'build'], { stdio: 'inherit' })
const server = spawn('pnpm', ['--filter', '@lobby/server', 'start'], {
  env: { ...process.env, PORT: String(PORT), LOBBY_DB: ':memory:', LOBBY_DEV_HOOKS: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
for (;;) {
  const [chunk] = await once(server.stdout, 'data')
  if (String(chunk).includes('Lobby server at')) break
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
})

const results = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
      userAgent: PHONE_USER_AGENT,
    })
    // Counts as a returning visitor who already closed the bulletin: LCP of the lobby, not of a modal.
    await context.addInitScript(() => sessionStorage.setItem('bulletinClosedAt', String(Date.now() + 864e5)))
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    // Lighthouse's "slow 4G" and a 4x slower CPU.
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

    const scripts = []
    page.on('response', (response) => {
      // A script still arriving when the run's context closes is not counted (its body is gone).
      if (response.request().resourceType() === 'script')
        response.body().then(
          (body) => scripts.push(body),
          () => {},
        )
    })
    await page.addInitScript(() => {
      const describe = (node) =>
        node && node.nodeType === 1
          ? `${node.nodeName.toLowerCase()}${node.dataset.slot ? `[${node.dataset.slot}]` : ''}`
          : String(node?.nodeName ?? 'none')
      const rect = (r) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}×${Math.round(r.height)}`
      window.__vitals = { lcp: 0, lcpElement: '', cls: 0, shifts: [] }
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__vitals.lcp = entry.startTime
          window.__vitals.lcpElement = describe(entry.element)
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue
          window.__vitals.cls += entry.value
          window.__vitals.shifts.push({
            at: Math.round(entry.startTime),
            value: Number(entry.value.toFixed(4)),
            sources: entry.sources.map(
              (source) => `${describe(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
            ),
          })
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    // The LCP entry can arrive after the network is idle (the banner decodes, the throttled CPU paints late):
    // wait for it rather than read 0, then a second for a later, larger paint and late layout shifts.
    await page.waitForFunction(() => window.__vitals.lcp > 0, null, { timeout: 60_000 })
    await page.waitForTimeout(1000)
    const vitals = await page.evaluate(() => window.__vitals)
    if (process.env.BENCH_TRACE) {
      const trace = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${new URL(e.name).pathname}`),
      )
      console.log(trace.join('\n'))
    }
    const eagerImages = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.loading !== 'lazy')
        .map((img) => new URL(img.src).pathname),
    )
    const jsGzip = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0)
    results.push({
      lcpMs: Math.round(vitals.lcp),
      lcpElement: vitals.lcpElement,
      cls: Number(vitals.cls.toFixed(4)),
      shifts: vitals.shifts,
      allJsGzipKiB: +(jsGzip / 1024).toFixed(1),
      eagerImages,
    })
    await context.close()
  }
} finally {
  await browser.close()
  process.kill(-server.pid, 'SIGTERM')
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
console.log(JSON.stringify(results, null, 2))
console.log(`first-route JS of / (${firstRouteFiles.join(', ')}): ${(firstRouteGzip / 1024).toFixed(1)} KiB gzip`)
console.log(
  `median of ${RUNS}: all JS ${median(results.map((r) => r.allJsGzipKiB))} KiB gzip, LCP ${median(results.map((r) => r.lcpMs))} ms, CLS ${median(results.map((r) => r.cls))}`,
)

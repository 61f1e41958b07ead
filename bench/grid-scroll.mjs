// A provider page with 5,000 games, scrolled on Lighthouse's throttled phone: tiles in the page and frames drawn
// (issue 23: under 300 tiles, 60 frames per second).
// Usage: pnpm --filter @lobby/site build && node bench/grid-scroll.mjs [seconds=4]
//
// The compiled server (`pnpm --filter @lobby/server start`) runs on a throwaway SQLite file in /tmp; once it has
// seeded the demo brand, the script adds games to the R8 Gaming slots (GPR8) until it has 5,000, straight into the
// file (copies of a seeded game with new codes and names). Debian's chromium (through Playwright, 390 × 844 at
// 3x, touch) opens the provider's page with the CPU slowed 4x as Lighthouse's mobile profile does, waits for the
// grid (`/slotgame` loaded by its address goes to / by the spec, so the script opens / and taps the provider),
// then scrolls the grid's own scroll area at 1,800 px a second (a quick fling), one step an animation frame, for
// `seconds`, while Chromium records a performance trace. Prints the most tiles the
// page held at any frame, and from the trace the frames drawn per second during the scroll, the share of frame
// intervals over 1.5 vsyncs (25 ms), and the longest main-thread task.
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PHONE_USER_AGENT } from './support.mjs'
import { chromium } from 'playwright'
import { describeMachine, loadAverage, startServer } from './support.mjs'

const SECONDS = Number(process.argv[2] ?? 4)
/** Lighthouse's mobile profile slows the CPU 4x; `BENCH_CPU_SLOWDOWN=1` runs at the machine's speed. */
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4)
const PORT = 3196
const GAMES = 5_000
/** The scroll's speed in px a second: a quick fling. */
const SPEED = 1_800
const PROVIDER = 'GPR8'
const PROVIDER_NAME = 'Reel Eight Studios'
const base = `http://127.0.0.1:${PORT}`
const require = createRequire(new URL('../apps/server/package.json', import.meta.url))
const Sqlite = require('better-sqlite3')

const dir = mkdtempSync(join(tmpdir(), 'lobby-grid-'))
const file = join(dir, 'lobby.sqlite')
const loadAtStart = loadAverage()
console.log(describeMachine())
const { stop } = await startServer(PORT, { LOBBY_DB: file, LOBBY_DEV_HOOKS: '0' })
let browser
try {
  // Up to GAMES games for the provider: copies of its first game.
  const db = new Sqlite(file, { timeout: 5_000 })
  const first = db.prepare('select * from games where gp_id = ? order by sort, id limit 1').get(PROVIDER)
  const have = db.prepare('select count(*) as n from games where gp_id = ?').get(PROVIDER).n
  const columns = Object.keys(first).filter((c) => c !== 'id')
  const insert = db.prepare(
    `insert into games (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
  )
  db.transaction(() => {
    for (let i = have; i < GAMES; i += 1) {
      insert.run({
        ...Object.fromEntries(columns.map((c) => [c, first[c]])),
        game_id: `${PROVIDER}-bench-${i}`,
        game_code: `bench-${i}`,
        name: `Bench Game ${i}`,
        sort: 1_000 + i,
      })
    }
  })()
  db.close()

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_USER_AGENT,
  })
  await context.addInitScript(() => {
    const later = String(Date.now() + 864e5)
    sessionStorage.setItem('bulletinClosedAt', later)
    sessionStorage.setItem('newsClosedAt', later)
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  // `/slotgame` loaded by its full address goes to / (spec section 2): open / and tap the provider's tile.
  await page.goto(`${base}/`)
  await page.getByRole('button', { name: PROVIDER_NAME, exact: true }).first().click({ timeout: 60_000 })
  const tile = page.locator(`[data-slot="game-grid-item"][aria-setsize="${GAMES}"]`).first()
  await tile.waitFor({ timeout: 60_000 }).catch(async (error) => {
    const sizes = await page
      .locator('[data-slot="game-grid-item"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('aria-setsize')))
    console.log(`tiles found: ${sizes.length}, sizes ${[...new Set(sizes)].join(', ')}`)
    await page.screenshot({ path: join(tmpdir(), 'grid-scroll-failed.png') })
    throw error
  })

  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'],
  })
  // The grid's scroll area moves SPEED px a second, one step an animation frame (a scroll the page's own script
  // drives: every frame runs the scroll event, the virtualiser and layout on the main thread, the hard case),
  // down to the bottom and back up, for `seconds`; the tiles in the page are counted every frame.
  const tilesMax = await page.evaluate(
    ({ seconds, speed }) =>
      new Promise((resolve) => {
        const area = document.querySelector('[data-slot="game-grid-viewport"]')
        const count = () => document.querySelectorAll('[data-slot="game-grid-item"]').length
        let most = count()
        let direction = 1
        let last = performance.now()
        const end = last + seconds * 1000
        const frame = (now) => {
          most = Math.max(most, count())
          if (area.scrollTop + area.clientHeight >= area.scrollHeight - 1) direction = -1
          else if (area.scrollTop <= 0) direction = 1
          area.scrollTop += (direction * speed * (now - last)) / 1000
          last = now
          if (now < end) requestAnimationFrame(frame)
          else resolve(most)
        }
        requestAnimationFrame(frame)
      }),
    { seconds: SECONDS, speed: SPEED },
  )
  const trace = JSON.parse(String(await browser.stopTracing()))
  const events = trace.traceEvents ?? trace
  // Frames the compositor drew while the scroll ran (DrawFrame), and the main thread's tasks.
  const draws = events
    .filter((e) => e.name === 'DrawFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b)
  if (process.env.BENCH_TRACE_NAMES) {
    const names = new Map()
    for (const e of events) if (e.ph === 'X') names.set(e.name, (names.get(e.name) ?? 0) + 1)
    console.log([...names].sort((a, b) => b[1] - a[1]).slice(0, 25))
  }
  // The page's main thread (the renderer's CrRendererMain): its tasks, and what share of the scroll they kept it busy.
  const main = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const onMain = (e) => main.some((m) => m.pid === e.pid && m.tid === e.tid)
  const tasks = events.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && typeof e.dur === 'number' && onMain(e),
  )
  const inScroll = tasks.filter((t) => t.ts >= draws[0] && t.ts <= draws.at(-1))
  const busy = inScroll.reduce((sum, t) => sum + t.dur, 0) / (draws.at(-1) - draws[0])
  const span = (draws.at(-1) - draws[0]) / 1e6
  const gaps = draws.slice(1).map((ts, i) => (ts - draws[i]) / 1000)
  const late = gaps.filter((gap) => gap > 25).length
  if (process.env.BENCH_TRACE_NAMES) {
    const time = new Map()
    for (const e of events)
      if (e.ph === 'X' && onMain(e) && e.ts >= draws[0] && e.ts <= draws.at(-1))
        time.set(e.name, (time.get(e.name) ?? 0) + (e.dur ?? 0) / 1000)
    console.log(
      [...time]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 20)
        .map(([n, t]) => `${n} ${t.toFixed(0)} ms`),
    )
  }
  const longestTask = Math.max(0, ...inScroll.map((t) => t.dur / 1000))
  const fps = (draws.length - 1) / span
  console.log(`tiles in the page at most: ${tilesMax} (of ${GAMES} games)`)
  console.log(
    `frames drawn: ${draws.length} in ${span.toFixed(2)} s = ${fps.toFixed(1)} per second; ` +
      `intervals over 25 ms: ${late} of ${gaps.length} (${((100 * late) / Math.max(1, gaps.length)).toFixed(1)} %); ` +
      `longest main-thread task ${longestTask.toFixed(1)} ms, main thread busy ${(100 * busy).toFixed(0)} % ` +
      `(CPU ${SLOWDOWN}x slower)`,
  )
  console.log(`load average at start ${loadAtStart}, at end ${loadAverage()}`)
  console.log(
    `| ${new Date().toISOString().slice(0, 10)} | ${SLOWDOWN}x | ${GAMES.toLocaleString('en')} | ${tilesMax} | ${fps.toFixed(1)} | ` +
      `${((100 * late) / Math.max(1, gaps.length)).toFixed(1)} % | ${longestTask.toFixed(0)} ms | ${(100 * busy).toFixed(0)} % | ${loadAtStart} |`,
  )
} finally {
  await browser?.close()
  await stop()
  rmSync(dir, { recursive: true, force: true })
}

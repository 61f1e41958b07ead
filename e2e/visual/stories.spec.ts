import { expect, test as base, type Page } from '@playwright/test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Visual regression: every story of the static Storybook build, cropped to the
 * story root, in one of four looks that between them cover every pair of brand,
 * theme and viewport (see SHOTS and shotsOf). Baselines live in
 * e2e/visual-baselines/ (`pnpm test:visual:update` rewrites them).
 */
const indexPath = fileURLToPath(new URL('../../apps/storybook/storybook-static/index.json', import.meta.url))
if (!existsSync(indexPath)) {
  throw new Error('Build Storybook first: pnpm --filter @lobby/storybook build')
}
const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
  entries: Record<string, { id: string; type: string; tags?: string[] }>
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const

/**
 * Two brands × two themes × two viewports is eight looks; these four cover every pair of them
 * (each brand in both themes and on both viewports, each theme on both viewports). A fault that
 * shows only in one brand, one theme or one viewport, or in one pair of them, still changes a shot;
 * eight shots a story took the suite past CI's time on a 2-core machine. The first is the look
 * the story loads in (GLOBALS_PARAM).
 */
const SHOTS = [
  { brand: 'lobby', theme: 'light', viewport: 'desktop' },
  { brand: 'lobby', theme: 'dark', viewport: 'mobile' },
  { brand: 'jade', theme: 'dark', viewport: 'desktop' },
  { brand: 'jade', theme: 'light', viewport: 'mobile' },
] as const satisfies readonly { brand: string; theme: string; viewport: keyof typeof VIEWPORTS }[]

/**
 * Ember, the third brand, is made of tokens alone (docs/theming.md): what it proves is that a token block restyles
 * everything, which the primitives and the screens a brand site shows first are enough to see. One more look on
 * those (ember light on the phone or dark on the desktop, half each) instead of on every story keeps the suite's time
 * and each refresh small.
 */
const EMBER_SHOTS = [
  { brand: 'ember', theme: 'light', viewport: 'mobile' },
  { brand: 'ember', theme: 'dark', viewport: 'desktop' },
] as const satisfies readonly { brand: string; theme: string; viewport: keyof typeof VIEWPORTS }[]
const EMBER_STORIES = [
  'primitives-',
  'lobby-lobbyscreen--',
  'lobby-loginmodal--',
  'lobby-registerform--',
  'wallet-walletlist--',
  'shell-header--',
  'shell-footer--',
]
/**
 * Each story is shot once, in one look of SHOTS: its brand (lobby or jade, half the stories each, by a hash of the
 * story id, so adding a story moves no other) on the phone's viewport for a story made for the phone (`mobile` in its
 * name: the phone layouts have stories of their own), on the desktop's otherwise; the brand's look on that viewport
 * gives the theme (lobby light on desktop, dark on the phone; jade the other way round). Every look of SHOTS is still
 * seen on many stories, and a fault in a shared part shows in many shots. Two looks on every story took the visual
 * project 9 of the test command's 33 minutes on a 2-core machine (2,260 shots of 850 stories, 2026-11-30); four, past
 * its time (3,200 shots of 800).
 */
const hashOf = (id: string) => {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash
}
const brandOf = (id: string) => (hashOf(id) % 2 === 0 ? 'lobby' : 'jade')
const viewportOf = (id: string) => (/mobile/.test(id.slice(id.indexOf('--') + 2)) ? 'mobile' : 'desktop')
/**
 * Responsible gambling's screens (issue 25: "stories for every state ... in all looks") are shot in every look of
 * SHOTS and EMBER_SHOTS: each brand in both themes, each on both viewports between them. A player who set a limit,
 * took a break or is told to stop must read it in every brand's colours.
 */
const ALL_LOOKS_STORIES = [
  'member-responsiblegamingpanel--',
  'game-realitycheckdialog--',
  'game-agegatedialog--',
  'game-limitreacheddialog--',
  'lobby-loginmodal--excluded',
]
const shotsOf = (id: string) => {
  if (ALL_LOOKS_STORIES.some((prefix) => id.startsWith(prefix))) return [...SHOTS, ...EMBER_SHOTS]
  const own = SHOTS.filter((shot) => shot.brand === brandOf(id) && shot.viewport === viewportOf(id))
  // Ember's stories get one of its two looks as well, half each (by another bit of the hash).
  return EMBER_STORIES.some((prefix) => id.startsWith(prefix)) ? [...own, EMBER_SHOTS[(hashOf(id) >>> 1) % 2]!] : own
}

/**
 * One page per worker, loaded once: later stories are switched in place through Storybook's own
 * channel (`setCurrentStory`, what the Storybook UI does), so the preview bundle (React, the
 * copy of 11 languages, every component) is parsed and run once per worker, not once per story.
 * A failed test is retried in a new worker, where the story is the page's first: a fresh load.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ deviceScaleFactor: 1 })
      // Storybook ends a story whose play function threw in phase 'finished' too (after 'errored'), and draws it
      // as far as the play got: note each story that errored, with the play's message, so its shot is refused.
      await page.addInitScript(() => {
        const errors: Record<string, string> = {}
        let rendering = ''
        let channel: { emit: (event: string, ...args: unknown[]) => unknown } | undefined
        Object.defineProperty(window, '__storyErrors', { value: errors })
        Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
          configurable: true,
          get: () => channel,
          set: (value: typeof channel) => {
            channel = value
            if (!value) return
            const emit = value.emit.bind(value)
            value.emit = (event, ...args) => {
              const payload = args[0] as { newPhase?: string; storyId?: string; message?: string } | undefined
              if (event === 'storyRenderPhaseChanged' && payload?.storyId) {
                rendering = payload.storyId
                if (payload.newPhase === 'errored') errors[rendering] ??= 'errored'
              }
              // The exception names no story: it is the one rendering.
              if (event === 'playFunctionThrewException') errors[rendering] = String(payload?.message)
              return emit(event, ...args)
            }
          },
        })
      })
      await use(page)
      await page.close()
    },
    { scope: 'worker' },
  ],
})

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string }
    }
    __storyErrors?: Record<string, string>
    __STORYBOOK_ADDONS_CHANNEL__?: {
      once(event: string, listener: () => void): void
      emit(event: string, payload: unknown): void
    }
  }
}

// axe already ran in the story tests; `a11y.manual` skips it here.
const GLOBALS_PARAM = `brand:${SHOTS[0].brand};theme:${SHOTS[0].theme};a11y.manual:!true`

/** Switches brand and theme the way the toolbar does, and waits for the story to re-render. */
async function updateGlobals(page: Page, globals: { brand: string; theme: string }): Promise<void> {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__!
        channel.once('storyRendered', () => resolve())
        channel.emit('updateGlobals', { globals: next })
      }),
    globals,
  )
}

/**
 * Shows a story on the worker's page: the first by loading the preview, the rest in place. A story whose play
 * fails in place (what the story before it left behind, such as a closing dialog's `pointer-events: none` on
 * the body, can get in its way on a loaded machine) is loaded afresh once, as it would be on its own, and
 * fails only if it fails there too.
 */
async function showStory(page: Page, id: string): Promise<void> {
  const loaded = await page.evaluate(() => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined).catch(() => false)
  try {
    await renderStory(page, id, loaded)
  } catch (error) {
    if (!loaded) throw error
    await renderStory(page, id, false)
  }
}

async function renderStory(page: Page, id: string, loaded: boolean): Promise<void> {
  await page.setViewportSize(VIEWPORTS.desktop)
  if (!loaded) {
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${GLOBALS_PARAM}`)
  } else {
    // Every story first renders in the first look, as it would when loaded on its own.
    await updateGlobals(page, { brand: SHOTS[0].brand, theme: SHOTS[0].theme })
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, id)
  }
  const phase = await page.waitForFunction((storyId) => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender
    return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase
  }, id)
  const outcome = await phase.jsonValue()
  const error = await page.evaluate((storyId) => window.__storyErrors?.[storyId], id)
  if (outcome !== 'finished' || error !== undefined) {
    // A story that failed leaves the preview in its error screen; the next story loads afresh.
    await page.goto('about:blank')
    throw new Error(`story ${id} ended ${String(outcome)}: ${error ?? 'no play error'}`)
  }
  await page.evaluate(() => document.fonts.ready)
}

for (const story of stories) {
  // One render (and play) per story; brand, theme and viewport are switched on the live page.
  test(story.id, async ({ storyPage: page }) => {
    await showStory(page, story.id)

    let globals: { brand: string; theme: string } = SHOTS[0]
    for (const { brand, theme, viewport } of shotsOf(story.id)) {
      if (brand !== globals.brand || theme !== globals.theme) {
        globals = { brand, theme }
        await updateGlobals(page, globals)
      }
      await page.setViewportSize(VIEWPORTS[viewport])
      // A lazy image loads when the browser gets round to it; make every visible one load now.
      await page.evaluate(() => {
        for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager'
      })
      await page.waitForFunction(() =>
        Array.from(document.images)
          .filter((img) => img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight)
          .every((img) => img.complete),
      )
      await expect(page.locator('#storybook-root')).toHaveScreenshot(`${story.id}--${brand}-${theme}-${viewport}.png`)
    }
  })
}

// A renamed or deleted story, or a look dropped from SHOTS, leaves its PNGs behind; Playwright would not notice.
test('every baseline is a shot of a story', () => {
  const shots = new Set(
    stories.flatMap((story) => shotsOf(story.id).map((s) => `${story.id}--${s.brand}-${s.theme}-${s.viewport}.png`)),
  )
  const baselines = readdirSync(fileURLToPath(new URL('../visual-baselines/', import.meta.url)))
  expect(baselines.filter((name) => !shots.has(name))).toEqual([])
})

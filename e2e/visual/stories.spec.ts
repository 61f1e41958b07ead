import { expect, test as base, type Page } from '@playwright/test'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Visual regression: every story of the static Storybook build, cropped to the
 * story root, in four looks that between them cover every pair of brand, theme
 * and viewport (see SHOTS). Baselines live in e2e/visual-baselines/
 * (`pnpm test:visual:update` rewrites them).
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
 * One page per worker, loaded once: later stories are switched in place through Storybook's own
 * channel (`setCurrentStory`, what the Storybook UI does), so the preview bundle (React, the
 * copy of 11 languages, every component) is parsed and run once per worker, not once per story.
 * That load was most of a story's time on a 2-core machine.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ deviceScaleFactor: 1 })
      await use(page)
      await page.close()
    },
    { scope: 'worker' },
  ],
})

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      currentRender?: { id?: string; phase?: string; story?: { storyGlobals?: Record<string, unknown> } }
    }
    __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void }
  }
}

// axe already ran in the story tests; `a11y.manual` skips it here.
const GLOBALS_PARAM = `brand:${SHOTS[0].brand};theme:${SHOTS[0].theme};a11y.manual:!true`

/**
 * Puts the page in a brand and theme the way the toolbar's decorator does (apps/storybook/.storybook/preview.tsx:
 * `data-brand` and `.dark` on <html>, which is all a brand or theme is), without re-rendering the story through
 * Storybook: a globals change re-renders and then waits for the page's transitions, a few hundred ms a look.
 * A story that fixes its own brand or theme (story `globals`) keeps it, as it does under the toolbar.
 */
async function applyLook(page: Page, look: { brand: string; theme: string }): Promise<void> {
  await page.evaluate(({ brand, theme }) => {
    const fixed = window.__STORYBOOK_PREVIEW__?.currentRender?.story?.storyGlobals ?? {}
    const root = document.documentElement
    if (!('brand' in fixed)) root.dataset.brand = brand
    if (!('theme' in fixed)) root.classList.toggle('dark', theme === 'dark')
  }, look)
}

/** Shows a story on the worker's page: the first by loading the preview, the rest in place. */
async function showStory(page: Page, id: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS.desktop)
  const loaded = await page.evaluate(() => window.__STORYBOOK_ADDONS_CHANNEL__ !== undefined).catch(() => false)
  if (!loaded) {
    await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=${GLOBALS_PARAM}`)
  } else {
    // Storybook's globals stay at the first look, so the story renders in it as it would loaded alone.
    await page.evaluate((storyId) => {
      window.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId, viewMode: 'story' })
    }, id)
  }
  const phase = await page.waitForFunction((storyId) => {
    const render = window.__STORYBOOK_PREVIEW__?.currentRender
    return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '') && render.phase
  }, id)
  const outcome = await phase.jsonValue()
  if (outcome !== 'finished') {
    // A story that failed leaves the preview in its error screen; the next story loads afresh.
    await page.goto('about:blank')
    throw new Error(`story ${id} ended ${String(outcome)}`)
  }
  await page.evaluate(() => document.fonts.ready)
}

for (const story of stories) {
  // One render (and play) per story; brand, theme and viewport are switched on the live page.
  test(story.id, async ({ storyPage: page }) => {
    await showStory(page, story.id)

    for (const { brand, theme, viewport } of SHOTS) {
      await applyLook(page, { brand, theme })
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
    stories.flatMap((story) => SHOTS.map((s) => `${story.id}--${s.brand}-${s.theme}-${s.viewport}.png`)),
  )
  const baselines = readdirSync(fileURLToPath(new URL('../visual-baselines/', import.meta.url)))
  expect(baselines.filter((name) => !shots.has(name))).toEqual([])
})

import { expect, test as base, type Page } from '@playwright/test'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Visual regression: every story of the static Storybook build, per brand,
 * light and dark, desktop and mobile, cropped to the story root. Baselines live
 * in e2e/visual-baselines/ (`pnpm test:visual:update` rewrites them).
 */
const indexPath = fileURLToPath(new URL('../../apps/storybook/storybook-static/index.json', import.meta.url))
if (!existsSync(indexPath)) {
  throw new Error('Build Storybook first: pnpm --filter @lobby/storybook build')
}
const index = JSON.parse(readFileSync(indexPath, 'utf8')) as {
  entries: Record<string, { id: string; type: string; tags?: string[] }>
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'))

const BRANDS = ['lobby', 'jade'] as const
const THEMES = ['light', 'dark'] as const
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const

/** One page per worker: the Storybook bundle stays cached across stories, which is most of the run's time. */
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
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } }
    __STORYBOOK_ADDONS_CHANNEL__?: {
      once(event: string, listener: () => void): void
      emit(event: string, payload: unknown): void
    }
  }
}

// axe already ran in the story tests; `a11y.manual` skips it here.
const GLOBALS_PARAM = `brand:${BRANDS[0]};theme:${THEMES[0]};a11y.manual:!true`

/** Switches brand and theme the way the toolbar does, and waits for the story to re-render. */
async function updateGlobals(page: Page, globals: Record<string, string>): Promise<void> {
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

for (const story of stories) {
  // One load (and play) per story; brands, themes and viewports are switched on the live page.
  test(story.id, async ({ storyPage: page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=${GLOBALS_PARAM}`)
    await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished')
    await page.evaluate(() => document.fonts.ready)

    for (const brand of BRANDS) {
      for (const theme of THEMES) {
        if (brand !== BRANDS[0] || theme !== THEMES[0]) await updateGlobals(page, { brand, theme })
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          await page.setViewportSize(viewport)
          // A lazy image loads when the browser gets round to it; make every visible one load now.
          await page.evaluate(() => {
            for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager'
          })
          await page.waitForFunction(() =>
            Array.from(document.images)
              .filter((img) => img.checkVisibility() && img.getBoundingClientRect().top < window.innerHeight)
              .every((img) => img.complete),
          )
          await expect(page.locator('#storybook-root')).toHaveScreenshot(
            `${story.id}--${brand}-${theme}-${viewportName}.png`,
          )
        }
      }
    }
  })
}

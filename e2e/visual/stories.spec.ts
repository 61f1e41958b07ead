import { expect, test } from '@playwright/test'
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

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } }
  }
}

for (const story of stories) {
  test.describe(story.id, () => {
    for (const brand of BRANDS) {
      for (const theme of THEMES) {
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          test(`${brand} ${theme} ${viewportName}`, async ({ page }) => {
            await page.setViewportSize(viewport)
            await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=brand:${brand};theme:${theme}`)
            await page.waitForFunction(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished')
            await page.evaluate(() => document.fonts.ready)
            // Lazy images below the fold never start loading; wait for the ones a person sees.
            await page.waitForFunction(() =>
              Array.from(document.images)
                .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
                .every((img) => img.complete),
            )
            await expect(page.locator('#storybook-root')).toHaveScreenshot(
              `${story.id}--${brand}-${theme}-${viewportName}.png`,
            )
          })
        }
      }
    }
  })
}

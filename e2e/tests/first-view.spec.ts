import { devices, expect, test, type Page } from '@playwright/test'
import en from '../../packages/ui/src/locales/en_US.json' with { type: 'json' }
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/*
 * The lobby's first view, rendered by the server into the HTML and hydrated
 * by the page (apps/site/src/server-render.tsx, apps/server/src/site/first-view.ts,
 * apps/site/src/main.tsx). The desktop project runs on the embedded server, the
 * mobile one on the scaled-out one (PostgreSQL, Redis, two processes).
 */

const keys = new Set(Object.keys(en))

/** React's reports of a page whose markup was not what it rendered (a hydration that fell back). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false })

  test('the lobby paints from the HTML alone: header, banner, marquee, jackpot, categories and games', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    const layout = testInfo.project.name === 'mobile' ? 'mobile' : 'desktop'
    await expect(page.locator('html')).toHaveAttribute('data-layout', layout)
    await expect(page.locator('html')).toHaveAttribute('data-first-view', `${layout} en_US`)
    const header = page.locator('[data-slot="header"]')
    await expect(header.getByRole('button', { name: text('header.login'), exact: true })).toBeVisible()
    await expect(page.locator('[data-slot="banner-carousel"]')).not.toHaveAttribute('data-state', 'loading')
    await expect(page.locator('[data-slot="banner-carousel"] img').first()).toHaveAttribute('src', /\/media\/banner\//)
    await expect(page.locator('[data-slot="announcement-marquee"]')).toBeVisible()
    const jackpot = page.locator('[data-slot="jackpot-counter"]')
    await expect(jackpot).toBeVisible()
    await expect(jackpot).not.toHaveAttribute('aria-busy', 'true')
    await expect(page.locator('[data-slot="game-category-nav-label"]').first()).toBeVisible()
    const sectionTiles = page.locator('[data-slot="lobby-sections-section"] [data-slot="game-grid-name"]')
    expect(await sectionTiles.count()).toBeGreaterThan(10)
    await expect(sectionTiles.first()).toBeVisible()
    // No message key in place of a text or a name.
    const named = await page
      .locator('#root [aria-label], #root [title], #root [alt], #root [placeholder]')
      .evaluateAll((elements) =>
        elements.flatMap((e) => ['aria-label', 'title', 'alt', 'placeholder'].map((a) => e.getAttribute(a) ?? '')),
      )
    expect(named.filter((value) => keys.has(value))).toEqual([])
  })
})

test.describe('with scripts', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test("the page hydrates the server's markup: the same elements stay, no mismatch, and it answers", async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    // The server's elements, taken before any script of the page runs (module scripts run after `interactive`).
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        const w = window as unknown as Record<string, Element | null>
        w.firstScreen = document.querySelector('[data-slot="lobby-screen"]')
        w.firstHeader = document.querySelector('[data-slot="header"]')
        w.firstTile = document.querySelector('[data-slot="lobby-sections-section"] [data-slot="game-grid-tile"]')
        w.firstBanner = document.querySelector('[data-slot="banner-carousel"]')
      })
    })
    await page.goto('/')
    // The page's own code runs on that markup: the login opens from the server's button.
    await page
      .locator('[data-slot="header"]')
      .getByRole('button', { name: text('header.login'), exact: true })
      .click()
    await expect(page.getByRole('dialog', { name: text('login.title') })).toBeVisible()
    // The jackpot counts on (the page's effects run).
    const jackpot = page.locator('[data-slot="jackpot-counter"]')
    const first = await jackpot.textContent()
    await expect(jackpot).not.toHaveText(first ?? '', { timeout: 5_000 })
    const kept = await page.evaluate(() => {
      const w = window as unknown as Record<string, Element | null>
      return ['firstScreen', 'firstHeader', 'firstTile', 'firstBanner'].map((name) => w[name]?.isConnected ?? false)
    })
    expect(kept).toEqual([true, true, true, true])
    expect(errors).toEqual([])
  })

  test('a tap on the first view before the scripts have run is made once the page answers', async ({ page }) => {
    const errors = watchPageErrors(page)
    // The page's scripts are held until the tap is made: the server's markup is all there is.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      async (route) => {
        await held
        await route.continue()
      },
    )
    await page.goto('/', { waitUntil: 'commit' })
    const login = page.locator('[data-slot="header"]').getByRole('button', { name: text('header.login'), exact: true })
    await login.click()
    await expect(page.getByRole('dialog', { name: text('login.title') })).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog', { name: text('login.title') })).toBeVisible()
    expect(errors).toEqual([])
  })

  test("a member's page hides the visitor's first view before it paints, then renders the member's", async ({
    page,
  }) => {
    const errors = watchPageErrors(page)
    await page.addInitScript(() => {
      // A session this browser kept (the server no longer knows it: the page ends it and shows a visitor's).
      localStorage.setItem('token', 'a-token-the-server-never-issued')
      // As the document is parsed, before the page's module script runs.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as Record<string, unknown>).parsedAs = document.documentElement.dataset.firstView
      })
    })
    await page.goto('/')
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).parsedAs)).toBe('stale')
    await expect(page.locator('html')).not.toHaveAttribute('data-first-view', /./)
    await expect(
      page.locator('[data-slot="header"]').getByRole('button', { name: text('header.login'), exact: true }),
    ).toBeVisible()
    await expect(page.locator('[data-slot="lobby-sections-section"]').first()).toBeVisible()
    // What the mark does: the style sheet hides #root under it.
    const hidden = await page.evaluate(() => {
      document.documentElement.dataset.firstView = 'stale'
      const visibility = getComputedStyle(document.getElementById('root')!).visibility
      delete document.documentElement.dataset.firstView
      return visibility
    })
    expect(hidden).toBe('hidden')
    expect(errors).toEqual([])
  })
})

test.describe('a layout guessed wrong', () => {
  test('the page renders its own layout instead of hydrating the other', async ({ browser }, testInfo) => {
    const mobile = testInfo.project.name === 'mobile'
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
      userAgent: mobile ? devices['Desktop Chrome'].userAgent : devices['Pixel 7'].userAgent,
    })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    const errors = watchPageErrors(page)
    // The answers the other layout's view was made from are not this page's: it asks the server itself.
    const detail = page.waitForRequest((request) => request.url().endsWith('/api/arks/web/site/detail'))
    await page.goto('/')
    await detail
    const layout = mobile ? 'mobile' : 'desktop'
    await expect(page.locator('html')).toHaveAttribute('data-layout', layout)
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-layout', `layout-${layout}`)
    await expect(page.locator('html')).not.toHaveAttribute('data-first-view', /./)
    await expect(page.locator('[data-slot="lobby-sections-section"]').first()).toBeVisible()
    expect(errors).toEqual([])
    await context.close()
  })
})

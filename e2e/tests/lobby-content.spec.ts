import { expect, test } from '@playwright/test'
import { bulletinsAlreadyClosed, newsAlreadyClosed } from '../support/bulletins.ts'

test.describe('lobby content for a visitor', () => {
  test('shows banners, the marquee and a counting jackpot', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    await page.goto('/')

    const carousel = page.locator('[data-slot="banner-carousel"]')
    await expect(carousel).toBeVisible()
    await expect(carousel.locator('img').first()).toHaveAttribute('src', /\/media\/banner\//)

    await expect(page.locator('[data-slot="announcement-marquee"]')).toBeVisible()

    const jackpot = page.locator('[data-slot="jackpot-counter"]')
    await expect(jackpot).toBeVisible()
    const first = await jackpot.textContent()
    // The jackpot grows on the server and counts on locally between polls.
    await expect(jackpot).not.toHaveText(first ?? '', { timeout: 5_000 })
  })

  test('a page served over an hour ago asks for its banners instead of using the ones it came with', async ({
    page,
  }) => {
    await bulletinsAlreadyClosed(page)
    // The page as the service worker's offline shell would keep it: the server's index.html, dated
    // 61 minutes ago (spec section 9: payload cache expiry 3,600,000 ms).
    let dated = false
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch()
        const html = await response.text()
        const old = html.replace(/"served_at":\d+/, `"served_at":${Date.now() - 61 * 60_000}`)
        dated = old !== html
        await route.fulfill({ response, body: old })
      },
    )
    const asked = page.waitForRequest((request) => request.url().endsWith('/api/arks/web/carousel_picture'))
    await page.goto('/')
    expect(dated).toBe(true)
    await asked
    await expect(page.locator('[data-slot="banner-carousel"] img').first()).toHaveAttribute('src', /\/media\/banner\//)
  })

  test('the bulletin appears once per session and stays closed after a reload', async ({ page, context }) => {
    // The news pop-ups (after the bulletins) are another journey's.
    await newsAlreadyClosed(page)
    await page.goto('/')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: /close/i }).first().click()
    await expect(dialog).toBeHidden()

    await page.reload()
    await expect(page.locator('[data-slot="banner-carousel"]')).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()

    // A new browser session shows it again.
    const fresh = await context.browser()!.newPage()
    await fresh.goto(page.url())
    await expect(fresh.getByRole('dialog')).toBeVisible()
    await fresh.close()
  })
})

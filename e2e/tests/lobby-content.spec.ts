import { expect, test } from '@playwright/test'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

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

  test('the bulletin appears once per session and stays closed after a reload', async ({ page, context }) => {
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

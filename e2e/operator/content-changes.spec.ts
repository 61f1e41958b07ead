import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed, newsAlreadyClosed } from '../support/bulletins.ts'

async function devPost(page: Page, path: string, body: unknown) {
  const response = await page.request.post(`/api/dev/${path}`, { data: body })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { data: unknown }
}

/**
 * Journeys that change the shared server through the operator's dev hooks.
 * They run after the read-only journeys (project dependencies) and one at a
 * time, so no other test sees their bulletins and banners appear mid-test.
 */
test.describe.configure({ mode: 'serial' })

test.describe('operator changes reach a visitor', () => {
  test('a bulletin published after closing shows again', async ({ page }) => {
    // The news pop-ups (after the bulletins) are another journey's.
    await newsAlreadyClosed(page)
    await page.goto('/')
    await page.getByRole('dialog').getByRole('button', { name: /close/i }).first().click()
    const title = `Fresh news ${Date.now()}`
    await devPost(page, 'bulletins', { display_content: title, content: '<p>Brand new</p>' })
    await page.reload()
    await expect(page.getByRole('dialog')).toContainText(title)
  })

  test('operator HTML in a bulletin runs no script', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await devPost(page, 'bulletins', { preset: 'xss' })
    // The news pop-ups (after the bulletins) are another journey's.
    await newsAlreadyClosed(page)
    await page.goto('/')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('Harmless text')
    await expect(dialog.locator('strong')).toHaveText('stays')
    // The newest bulletin shows first: the payloads are on screen. Poke the ones that need a click.
    await dialog.getByText('click me').click()
    await dialog.getByText('div with handlers').click()

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    expect(dialogs).toEqual([])
    const content = dialog.locator('[data-slot="rich-text"]')
    await expect(
      content.locator('script, style, form, iframe, svg, [onerror], [onclick], [onload], [style]'),
    ).toHaveCount(0)
    await expect(page.locator('body')).toBeVisible()
  })

  test('banners reload when the operator changes them', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    await page.goto('/')
    const slides = page.locator('[data-slot="banner-carousel"] [aria-roledescription="slide"]')
    await expect(slides.first()).toBeVisible()
    // The socket opens once the page is idle (first paint first): a push sent before it would be missed.
    await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
    const before = await slides.count()
    const title = `Pushed banner ${Date.now()}`
    await devPost(page, 'banners', {
      currency: 'USD',
      use_type: 1,
      title,
      link_type: 0,
      url: 'https://promo.example/new',
    })
    await expect(slides).toHaveCount(before + 1)
    await expect(page.locator(`[data-slot="banner-carousel"] img[alt="${title}"]`)).toHaveCount(1)
  })

  test('after a login in another currency, that currency’s banner push reloads the banners', async ({ page }) => {
    // Desktop keeps the page on a login in another currency (spec section 4): the banners' channel must follow.
    const account = await freshMember(page, { currency: 'VND' })
    await bulletinsAlreadyClosed(page)
    await page.goto('/')
    await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      page
        .locator('[data-slot="header"]')
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const jackpot = page.getByRole('region', { name: text('jackpot.title') })
    await expect(jackpot.locator('[data-slot="jackpot-counter-currency"]')).toHaveText('₫')
    await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
    const slides = page.locator('[data-slot="banner-carousel"] [aria-roledescription="slide"]')
    await expect(slides.first()).toBeVisible()
    const before = await slides.count()
    const title = `Pushed VND banner ${Date.now()}`
    await devPost(page, 'banners', {
      currency: 'VND',
      use_type: 1,
      title,
      link_type: 0,
      url: 'https://promo.example/vnd',
    })
    await expect(slides).toHaveCount(before + 1)
  })
})

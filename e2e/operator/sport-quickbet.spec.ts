import { expect, test } from '@playwright/test'
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * The sport quick-bet address the server will not approve for framing
 * (spec section 8: "Sport iframe failure sets the page error"). The dev hook
 * changes the address for everyone, so this runs with the operator journeys.
 */
test.describe.configure({ mode: 'serial' })

test.describe('the sport quick-bet board', () => {
  test.afterEach(async ({ request }) => {
    const reset = await request.post('/api/dev/sport-quickbet', { data: { url: null } })
    expect(reset.status()).toBe(200)
  })

  test('an address /check_iframe refuses is never framed: the page shows the error', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    const set = await page.request.post('/api/dev/sport-quickbet', { data: { url: 'https://sport.example/quickbet' } })
    expect(set.status()).toBe(200)
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/check_iframe'))
    await page.goto('/gameHall/4')
    const answer = (await (await checked).json()) as { data: { is_iframe: boolean } }
    expect(answer.data.is_iframe).toBe(false)

    const board = page.getByRole('region', { name: text('sport.quickbet_title') })
    await expect(board.getByRole('alert')).toContainText(text('sport.quickbet_check_failed_title'))
    await expect(board.locator('iframe')).toHaveCount(0)

    // Once the address is the site's own again, trying again shows the board.
    const reset = await page.request.post('/api/dev/sport-quickbet', { data: { url: null } })
    expect(reset.status()).toBe(200)
    await board.getByRole('button', { name: text('sport.quickbet_retry') }).click()
    await expect(board.locator('iframe')).toHaveAttribute('src', /^\/house\/sport\/quickbet\?/)
  })
})

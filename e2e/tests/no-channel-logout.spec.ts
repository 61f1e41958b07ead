import { expect, test, type Page } from '@playwright/test'
import { freshMember, DEMO_PASSWORD, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'

/**
 * "If no realtime member channel is found 2 s after launch, the member is
 * logged out" (spec section 4): without its own channel the game's address
 * (`game.url`) can never arrive, so the session is not live. The page's
 * socket is refused here (its WebSocket closes as it opens), the member
 * logs in over HTTP as usual and launches a real game.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')

test.describe('a launch without the member channel', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('logs the member out', async ({ page }) => {
    // Every socket.io connection of the page is refused: no public, no member channel.
    await page.routeWebSocket(/\/socket\.io\//, (ws) => ws.close())
    const account = await freshMember(page)
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    // Logged in (the header's login button gives way to the member's controls on both layouts).
    const login = header(page).getByRole('button', { name: text('header.login') })
    await expect(login).toBeHidden()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()
    await expect(page.locator('[data-slot="site-layout"]')).not.toHaveAttribute('data-member-channel', 'joined')
    // Logged in, the member stays so while nothing is launched: only a launch needs the channel.
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
    await expect(page.locator('[data-slot="game-grid-play"]').first()).toBeVisible({ timeout: 20_000 })
    await expect(login).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull()

    // The launch: the play call is made, the channel is still missing 2 s later, the member is logged out.
    const played = page.waitForResponse((r) => r.url().endsWith('/api/member/game/play1'))
    const loggedOut = page.waitForRequest((r) => r.url().endsWith('/api/logout'))
    await page.locator('[data-slot="game-grid-play"]').first().click()
    await played
    await loggedOut
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    // A phone's provider page has no header: the lobby shows the visitor's login.
    await page.goto('/')
    await expect(login).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})

import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')
const logoutButton = (page: Page) => header(page).getByRole('button', { name: text('header.logout') })
const loginButton = (page: Page) => header(page).getByRole('button', { name: text('header.login') })

test.describe('a session revoked by another action (issue 19, item 3)', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('the page the server cut off ends up logged out and back online as a visitor', async ({ page }) => {
    const account = await freshMember(page)
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () => loginButton(page).click())
    await expect(logoutButton(page)).toBeVisible()
    const layout = page.locator('[data-slot="site-layout"]')
    await expect(layout).toHaveAttribute('data-member-channel', 'joined')
    const token = await page.evaluate(() => localStorage.getItem('token'))

    // Another device logs this very token out (the page itself does nothing).
    const revoked = await page.request.post('/api/logout', { data: {}, headers: { authorization: `Bearer ${token}` } })
    expect(revoked.status()).toBe(200)

    await expect(loginButton(page)).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(layout).not.toHaveAttribute('data-member-channel', 'joined')
  })
})

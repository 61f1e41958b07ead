import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')
const logoutButton = (page: Page) => header(page).getByRole('button', { name: text('header.logout') })
const loginButton = (page: Page) => header(page).getByRole('button', { name: text('header.login') })

test.describe('a duplicate login', () => {
  test('signs the earlier session out with a warning; the new one stays', async ({ page, browser }) => {
    // Two browsers, two logins and a reload: a long journey on a busy machine.
    test.slow()
    await bulletinsAlreadyClosed(page)
    const account = await freshMember(page)
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () => loginButton(page).click())
    await expect(logoutButton(page)).toBeVisible()
    // The first session listens on its member channel.
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
    const firstToken = await page.evaluate(() => localStorage.getItem('token'))

    // The same member logs in from another browser (its own storage and device id).
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const other = await elsewhere.newPage()
    await bulletinsAlreadyClosed(other)
    await other.goto('/')
    // The warning shows for 3 s: watch for it from before the second login, not after it settled.
    const warned = page.getByText(text('login.duplicate_login')).waitFor({ state: 'visible', timeout: 30_000 })
    await logInThroughModal(other, account, DEMO_PASSWORD, () => loginButton(other).click())
    await expect(logoutButton(other)).toBeVisible()

    // The first is told, then logged out; its token is revoked on the server.
    await warned
    await expect(loginButton(page)).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    const refused = await page.request.post('/api/member/profile/common/layout', {
      headers: { authorization: `Bearer ${firstToken}` },
      data: {},
    })
    expect(refused.status()).toBe(401)

    // The second stays a member, across a reload too.
    await other.reload()
    await expect(logoutButton(other)).toBeVisible()
    await elsewhere.close()
  })
})

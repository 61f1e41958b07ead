import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'

/**
 * The site's windows (spec sections 2 and 4): logout closes the member,
 * agent and fast-payment windows the site opened; a deposit opens `/loading`
 * in its named window (`depositRedirect`, `fpRedirect` on /fastPayment) and
 * `quickGame` from that window's `/close` has it closed; the operator's
 * per-provider open mode (site details) puts a provider's games in the modal
 * or a window.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
const loginButton = (page: Page) => header(page).getByRole('button', { name: text('header.login') })
const logoutButton = (page: Page) => header(page).getByRole('button', { name: text('header.logout') })
const footerButton = (page: Page, key: string) =>
  page.locator('[data-slot="footer"]').getByRole('button', { name: text(key) })

/** A fresh member logged in on `/`, waiting on the member channel. */
async function loggedIn(page: Page): Promise<string> {
  const account = await freshMember(page)
  await page.goto('/')
  await logInThroughModal(page, account, DEMO_PASSWORD, () => loginButton(page).click())
  await expect(logoutButton(page)).toBeVisible()
  return account
}

/** Every page document a window of the context navigates to, in order. */
function documentsOf(context: BrowserContext): string[] {
  const urls: string[] = []
  context.on('request', (request) => {
    if (request.isNavigationRequest() && request.resourceType() === 'document') urls.push(request.url())
  })
  return urls
}

test.describe('the member windows', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('logout closes the open member-centre and agent-centre windows @desktop', async ({ page, context }) => {
    const account = await freshMember(page)
    // A visitor asks for the agent centre: log in first; it then opens in its own window (spec section 2).
    await page.goto('/proxy')
    const gate = page.getByRole('dialog', { name: text('login_required.page_title') })
    const proxyOpens = page.waitForEvent('popup')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      gate.getByRole('button', { name: text('login_required.confirm') }).click(),
    )
    const proxy = await proxyOpens
    // A member who is not an agent then lands on the application (`?page=Register`), as soon as the page knows.
    await expect(proxy).toHaveURL(/\/proxy(\?page=Register)?$/)
    expect(await proxy.evaluate(() => window.name)).toBe('proxy')
    await expect(logoutButton(page)).toBeVisible()
    // Back to the lobby in this tab, without a reload (a reload forgets the windows it opened).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })

    // The wallet opens the member centre in its window too.
    const [user] = await Promise.all([page.waitForEvent('popup'), footerButton(page, 'footer.wallet').click()])
    await expect(user).toHaveURL(/\/user\/MyWallet$/)
    expect(await user.evaluate(() => window.name)).toBe('user')
    expect(context.pages()).toHaveLength(3)

    // Logout (spec section 4): both windows close; the lobby stays, as a visitor.
    const closed = Promise.all([user.waitForEvent('close'), proxy.waitForEvent('close')])
    await page.bringToFront()
    await logoutButton(page).click()
    await closed
    expect(user.isClosed()).toBe(true)
    expect(proxy.isClosed()).toBe(true)
    expect(context.pages()).toEqual([page])
    await expect(loginButton(page)).toBeVisible()
  })

  test('the member-centre window closes on logout even after the lobby that opened it reloaded @desktop', async ({
    page,
    context,
  }) => {
    await loggedIn(page)
    const [user] = await Promise.all([page.waitForEvent('popup'), footerButton(page, 'footer.wallet').click()])
    await expect(user).toHaveURL(/\/user\/MyWallet$/)
    await expect(user.locator('[data-slot="member-centre-account-name"]')).toBeVisible()
    // The lobby reloads: it no longer holds the window it opened.
    await page.reload()
    await expect(logoutButton(page)).toBeVisible()
    const closed = user.waitForEvent('close')
    await logoutButton(page).click()
    await closed
    expect(context.pages()).toEqual([page])
  })

  test('a duplicate login closes the open member-centre window @desktop', async ({ page, browser }) => {
    test.slow()
    const account = await loggedIn(page)
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
    const [user] = await Promise.all([page.waitForEvent('popup'), footerButton(page, 'footer.wallet').click()])
    await expect(user).toHaveURL(/\/user\/MyWallet$/)

    // The same member logs in from another browser: this session is logged out, and its window goes.
    const elsewhere = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    try {
      const other = await elsewhere.newPage()
      await bulletinsAlreadyClosed(other)
      await other.goto('/')
      await logInThroughModal(other, account, DEMO_PASSWORD, () => loginButton(other).click())
      await expect(logoutButton(other)).toBeVisible()
      await expect.poll(() => user.isClosed(), { timeout: 30_000 }).toBe(true)
      await expect(loginButton(page)).toBeVisible()
    } finally {
      await elsewhere.close()
    }
  })
})

test.describe('the cashier windows', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  for (const { path, name, waiting } of [
    { path: '/user/Fund/Deposit', name: 'depositRedirect', waiting: 'depositWindow' },
    { path: '/fastPayment', name: 'fpRedirect', waiting: 'fpWindow' },
  ]) {
    test(`a deposit on ${path} opens /loading in the ${name} window; back on the site, quickGame closes it`, async ({
      page,
      context,
    }) => {
      await loggedIn(page)
      await page.goto(path)
      const panel = page.locator('[data-slot="deposit-panel"]')
      await panel.locator('[data-slot="deposit-panel-channel"]', { hasText: 'Bank transfer' }).click()
      await panel.getByLabel(text('fund.amount'), { exact: true }).fill('25')
      const documents = documentsOf(context)

      // The window opens inside the click, on /loading, before the order exists (spec section 2).
      const [cashier] = await Promise.all([
        page.waitForEvent('popup'),
        panel.getByRole('button', { name: text('fund.deposit_submit') }).click(),
      ])
      const order = (await panel.locator('[data-slot="deposit-panel-order-number"]').textContent()) ?? ''
      expect(order).toMatch(/^D[0-9A-Z]+$/)
      // Then the order's payment page replaces /loading in the same window.
      await expect(cashier.locator('[data-slot="cashier-order"]')).toHaveText(order)
      expect(await cashier.evaluate(() => window.name)).toBe(name)
      const loading = documents.findIndex((url) => new URL(url).pathname === '/loading')
      const cashierPage = documents.findIndex((url) => new URL(url).pathname.startsWith('/house/cashier/'))
      expect(loading).toBeGreaterThanOrEqual(0)
      expect(new URL(documents[loading] ?? '').searchParams.get('pay')).toBe(waiting)
      expect(cashierPage).toBeGreaterThan(loading)
      // The site waits on it (local storage `waitingWindow`, spec section 3).
      expect(await page.evaluate(() => localStorage.getItem('waitingWindow'))).toBe(waiting)

      await cashier.locator('[data-slot="cashier-pay"]').click()
      await expect(cashier.getByRole('heading', { name: 'Payment received' })).toBeVisible()
      // Back to the site's /close: it sends quickGame, and the page that opened the window closes it.
      const closed = cashier.waitForEvent('close')
      await cashier.locator('[data-slot="cashier-return"]').click()
      await closed
      expect(cashier.isClosed()).toBe(true)
      expect(context.pages()).toEqual([page])
      expect(await page.evaluate(() => localStorage.getItem('waitingWindow'))).toBeNull()
      // The payment went through: the member centre's balance shows it.
      if (path.startsWith('/user'))
        await expect(page.locator('[data-slot="member-centre-balance"]')).toHaveText(/25\.00/)
    })
  }

  test('a refused deposit closes its /loading window again', async ({ page, context }) => {
    await loggedIn(page)
    await page.goto('/user/Fund/Deposit')
    const panel = page.locator('[data-slot="deposit-panel"]')
    await panel.locator('[data-slot="deposit-panel-channel"]', { hasText: 'Bank transfer' }).click()
    // Past the channel's limit in the request the page sends: the server refuses it.
    await page.route('**/api/member/deposit/store', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>
      await route.continue({ postData: JSON.stringify({ ...body, amount: 999_999_999_999 }) })
    })
    await panel.getByLabel(text('fund.amount'), { exact: true }).fill('25')
    const documents = documentsOf(context)
    const [loading] = await Promise.all([
      page.waitForEvent('popup'),
      panel.getByRole('button', { name: text('fund.deposit_submit') }).click(),
    ])
    // It may be gone already: the refusal comes back fast.
    if (!loading.isClosed()) await loading.waitForEvent('close')
    expect(documents.map((url) => new URL(url).pathname + new URL(url).search)).toContain('/loading?pay=depositWindow')
    // A window closed this fast can still be listed for a moment after its close event (seen once in CI):
    // wait until only the member's page is left; a window left open for real still fails here, by its address.
    await expect.poll(() => context.pages().map((open) => open.url())).toEqual([page.url()])
    await expect(panel.locator('[data-slot="deposit-panel-order-number"]')).toHaveCount(0)
  })
})

test.describe("the operator's per-provider open mode", () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  async function openProvider(page: Page, gtId: number, providerName: string): Promise<void> {
    await categoryTab(page, gtId).click()
    await page.getByRole('button', { name: providerName, exact: true }).click()
    await expect(page.locator('[data-slot="game-grid-tile"]').first()).toBeVisible({ timeout: 20_000 })
  }

  test("Dealer's Lantern, forced to the modal, plays in the modal; Axolotl Reels, forced to a window, in a window @desktop", async ({
    page,
    context,
  }) => {
    test.slow()
    await memberWithMoney(page, 10_000)
    const popups: Page[] = []
    page.on('popup', (popup) => popups.push(popup))

    await openProvider(page, 3, "Dealer's Lantern")
    await page.locator('[data-slot="game-grid-play"]').first().click()
    const modal = page.getByRole('dialog').filter({ has: page.locator('[data-slot="game-player"][data-mode="modal"]') })
    await expect(modal).toBeVisible()
    // The game arrives in the modal's frame; no window opened.
    await expect(modal.locator('iframe')).toHaveAttribute('src', /\/house\/play\//, { timeout: 15_000 })
    expect(popups).toHaveLength(0)
    expect(context.pages()).toEqual([page])
    await modal.getByRole('button', { name: text('game_play.quit') }).click()
    await expect(modal).toHaveCount(0)
    // The provider page has no category bar (spec section 2): back to the lobby.
    await page.goto('/')

    await openProvider(page, 2, 'Axolotl Reels')
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html/, { timeout: 15_000 })
    // The game window is the named window `redirect` (spec section 2).
    expect(await game.evaluate(() => window.name)).toBe('redirect')
    await expect(page.locator('[data-slot="game-player"]')).toHaveCount(0)
    const closed = game.waitForEvent('close')
    await game.getByTestId('house-leave').click()
    await closed
  })

  test("on a phone, Dealer's Lantern (forced to the modal) opens in a window: mobile web forces window @mobile", async ({
    page,
  }) => {
    test.slow()
    await memberWithMoney(page, 10_000)
    await openProvider(page, 3, "Dealer's Lantern")
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\//, { timeout: 15_000 })
    await expect(page.locator('[data-slot="game-player"]')).toHaveCount(0)
    const closed = game.waitForEvent('close')
    await game.getByTestId('house-leave').click()
    await closed
  })
})

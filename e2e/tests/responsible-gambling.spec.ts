import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'

/**
 * Responsible gambling against the real server (issue 25): a deposit limit set in the member centre refuses a deposit
 * above what it leaves; a time-out logs the member out of every page at once and login says until when; a reality
 * check appears while a game is open and "Stop playing" quits the game. Each journey is one member's own. On the
 * phone these run on the scaled-out server, where the time-out's revocation must cross processes; the reality check
 * plays a slot in its window, a desktop journey.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
const loginButton = (page: Page) => header(page).getByRole('button', { name: text('header.login') })
const logoutButton = (page: Page) => header(page).getByRole('button', { name: text('header.logout') })
const panel = (page: Page) => page.locator('[data-slot="responsible-gaming-panel"]')
const fill = (key: string, values: Record<string, string>) =>
  Object.entries(values).reduce((t, [name, value]) => t.replace(`{${name}}`, value), text(key))
const slotLabel = (kind: string, period: string) =>
  fill('rg.slot_label', { kind: text(`rg.kind_${kind}`), period: text(`rg.period_${period}`) })

async function loggedIn(page: Page): Promise<string> {
  const account = await freshMember(page)
  await page.goto('/')
  await logInThroughModal(page, account, DEMO_PASSWORD, () => loginButton(page).click())
  await expect(logoutButton(page)).toBeVisible()
  return account
}

test.describe('responsible gambling', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a daily deposit limit refuses a deposit above what it leaves; what it leaves is accepted', async ({ page }) => {
    await loggedIn(page)
    await page.goto('/user/ResponsibleGaming')
    const daily = slotLabel('deposit', 'day')
    await panel(page)
      .getByRole('button', { name: fill('rg.set_limit_named', { limit: daily }) })
      .click()
    const form = panel(page).getByRole('form', { name: daily })
    await form.getByLabel(text('rg.form_amount'), { exact: true }).fill('100')
    await form.getByRole('button', { name: text('rg.form_save') }).click()
    // In force at once (adding a limit is never delayed): USD 100.00 a day, all of it left.
    const row = panel(page).locator('[data-slot="responsible-gaming-panel-limit"]', { hasText: text('rg.period_day') })
    await expect(row.first().locator('[data-slot="responsible-gaming-panel-limit-amount"]')).toContainText('100.00')

    await page.goto('/user/Fund/Deposit')
    const deposit = page.locator('[data-slot="deposit-panel"]')
    await deposit.locator('[data-slot="deposit-panel-channel"]', { hasText: 'Bank transfer' }).click()
    const amount = deposit.getByLabel(text('fund.amount'), { exact: true })
    await amount.fill('150')
    const [refused] = await Promise.all([
      page.waitForEvent('popup'),
      deposit.getByRole('button', { name: text('fund.deposit_submit') }).click(),
    ])
    // The server's refusal (170), in the member's language: what is left and when it renews.
    await expect(
      deposit.getByText(/more than your deposit limit leaves: USD 100\.00 left until it renews on/),
    ).toBeVisible()
    await expect(deposit.locator('[data-slot="deposit-panel-order-number"]')).toHaveCount(0)
    // The payment window the click opened closes again with the refusal (a window still closing would be reused by
    // the next deposit's window of the same name, with no new popup).
    await expect.poll(() => refused.isClosed()).toBe(true)

    // Exactly what is left passes: the order is opened (its cashier window opens inside the click).
    await amount.fill('100')
    const [cashier] = await Promise.all([
      page.waitForEvent('popup'),
      deposit.getByRole('button', { name: text('fund.deposit_submit') }).click(),
    ])
    const order = deposit.locator('[data-slot="deposit-panel-order-number"]')
    await expect(order).toHaveText(/^D[0-9A-Z]+$/)
    // The window shows that order's payment page before it is closed: closing it while it still navigates from
    // /loading races Chromium's commit, and the close can hang for good (crbug.com/536385539).
    await expect(cashier.locator('[data-slot="cashier-order"]')).toHaveText((await order.textContent()) ?? '')
    await cashier.close()

    // The panel counts the waiting order against the limit: nothing is left today.
    await page.goto('/user/ResponsibleGaming')
    await expect(row.first().locator('[data-slot="responsible-gaming-panel-limit-left"]')).toContainText('0.00')
  })

  test('a 24-hour time-out logs the member out of every page at once, and login says until when', async ({
    page,
    context,
  }) => {
    const account = await loggedIn(page)
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
    // A second page of the same browser, on the member centre's tools.
    const tools = await context.newPage()
    await tools.goto('/user/ResponsibleGaming')
    await panel(tools)
      .getByRole('tab', { name: text('rg.tab_break') })
      .click()
    const timeout = panel(tools).locator('[data-slot="responsible-gaming-panel-exclusion-kind"][data-kind="timeout"]')
    await timeout.getByRole('button', { name: text('rg.timeout_submit') }).click()
    const confirm = tools.getByRole('dialog')
    await expect(confirm).toContainText(text('rg.confirm_body'))
    await confirm.getByRole('button', { name: text('rg.confirm_timeout_go') }).click()

    // The page that took it and the other one are both visitors again, without touching the other.
    await expect(loginButton(page)).toBeVisible()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expect(page.locator('[data-slot="site-layout"]')).not.toHaveAttribute('data-member-channel', 'joined')

    // Login is refused (174) with the end of the time-out on the site's clock.
    await page.reload()
    const dialog = await logInThroughModal(page, account, DEMO_PASSWORD, () => loginButton(page).click())
    await expect(
      page.getByText(/Your account is on a time-out until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC-4\)/).first(),
    ).toBeVisible()
    await expect(dialog).toBeVisible()
    await expect(logoutButton(page)).toHaveCount(0)
  })

  test('a reality check shows the time played and the result while a game is open, in the game window too; Keep playing there, then Stop quits the game @desktop', async ({
    page,
    context,
  }) => {
    test.slow()
    // The page's clock is Playwright's: it runs as usual and can be moved on by fifteen minutes.
    await page.clock.install()
    await memberWithMoney(page, 50_000)
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const set = await page.request.post('/api/member/responsible-gambling/reality-check', {
      data: { minutes: 15 },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await set.json()) as { data: { reality_check_minutes: number } }).data.reality_check_minutes).toBe(15)

    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html\?token=/, { timeout: 15_000 })
    // The game's page listens once its script ran (its balance shows).
    await expect(game.getByTestId('house-balance')).not.toHaveText('-')

    const check = page.getByRole('dialog', { name: new RegExp(`^${text('reality_check.title')}`) })
    const titled = new RegExp(`^⏰ ${text('reality_check.title')} · `)
    // The game's window may be in front of the lobby: the check shows in it too (a message to the game's window), and
    // the member may answer there.
    const inGame = game.getByRole('dialog', { name: new RegExp(`^${text('reality_check.title')}`) })
    await page.clock.fastForward('15:00')
    await expect(check).toBeVisible()
    await expect(inGame).toBeVisible()
    await expect(inGame).toContainText(text('reality_check.even'))
    // And the lobby's tab says the check is waiting.
    await expect(page).toHaveTitle(titled)
    await game.getByTestId('house-reality-check-keep').click()
    await expect(inGame).toBeHidden()
    await expect(check).toBeHidden()
    await expect(page).not.toHaveTitle(/⏰/)
    expect(game.isClosed()).toBe(false)

    // Fifteen minutes after Keep playing, the next check; Stop in the lobby this time.
    await page.clock.fastForward('15:00')
    await expect(check).toBeVisible()
    await expect(check).toContainText(text('reality_check.played'))
    await expect(check).toContainText(text('reality_check.even'))
    await expect(inGame).toBeVisible()
    await expect(page).toHaveTitle(titled)

    await check.getByRole('button', { name: text('reality_check.stop') }).click()
    // The game quits the usual way: its window closes and the money comes back to the main wallet.
    await expect.poll(() => game.isClosed()).toBe(true)
    await expect(check).toBeHidden()
    await expect(page).not.toHaveTitle(/⏰/)
    const cash = await page.request.post('/api/member/profile/my_cash', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await cash.json()) as { data: { cash: number } }).data.cash).toBe(50_000)
  })
})

import { expect, test, type Page } from '@playwright/test'
import { memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'
import { chooseLanguage, pickLanguage } from '../support/language.ts'

const SITE = 'lobby-demo'
const header = (page: Page) => page.locator('[data-slot="header"]')
const balanceButton = (page: Page) =>
  header(page).getByRole('button', { name: new RegExp(`^${text('wallet.balance')}`) })

async function openProvider(page: Page, gtId: number, providerName: string): Promise<void> {
  await categoryTab(page, gtId).click()
  await page.getByRole('button', { name: providerName, exact: true }).click()
  await expect(page.locator('[data-slot="game-grid-tile"]').first()).toBeVisible({ timeout: 20_000 })
}

async function audit(page: Page, account: string) {
  const response = await page.request.get(`/api/dev/wallet/audit?site_id=${SITE}&member_account=${account}`)
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: { mismatches: unknown[]; totalBalances: number; negative: number } }).data
}

async function myCash(
  page: Page,
): Promise<{ cash: number; total: number; my_cash_list: { gp_id: string; balance: number }[] }> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.post('/api/member/profile/my_cash', {
    data: {},
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { data: Awaited<ReturnType<typeof myCash>> }).data
}

test.describe('real play', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  // Mobile plays in the page (the sports board below); the window journey is the desktop one.
  test('a member plays a slot in its window, the balance moves, quits and pulls everything back @desktop', async ({
    page,
    context,
  }) => {
    test.slow()
    const account = await memberWithMoney(page, 100_000)
    await expect(balanceButton(page)).toContainText('1,000.00')
    await openProvider(page, 2, 'Axolotl Reels')

    // The window opens inside the click on /loading, then goes to the game when game.url arrives.
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html\?token=/, { timeout: 15_000 })
    const houseBalance = game.getByTestId('house-balance')
    await expect(houseBalance).toHaveText(/1,000\.00/)
    // All the money went into the provider's wallet; the header shows every wallet together.
    expect((await myCash(page)).cash).toBe(0)

    // A second launch of the same game is refused (pg.alert_duplicate).
    await page.locator('[data-slot="game-grid-play"]').first().click()
    await expect(page.getByText(text('pg.alert_duplicate'))).toBeVisible()

    // Each spin moves the balance, in the game and in the lobby's header (member.cash).
    for (let spin = 0; spin < 3; spin += 1) {
      const before = await houseBalance.textContent()
      await game.getByTestId('house-play').click()
      await expect(houseBalance).not.toHaveText(before ?? '')
      // The game says "999.00 USD", the header "$ 999.00": the same amount.
      const amount = /\d[\d,]*(?:\.\d+)?/.exec((await houseBalance.textContent()) ?? '')?.[0] ?? '?'
      await expect(balanceButton(page)).toContainText(amount)
    }

    // Leaving the game closes its window; the lobby quits and the provider's money comes back.
    const closed = game.waitForEvent('close')
    await game.getByTestId('house-leave').click()
    await closed
    await expect
      .poll(async () => {
        const cash = await myCash(page)
        return cash.cash === cash.total
      })
      .toBe(true)

    // The wallet list: pull all back reports each provider; nothing is left outside the main wallet.
    await balanceButton(page).click()
    const wallets = page.getByRole('dialog', { name: text('wallet.title') })
    await expect(wallets).toBeVisible()
    await wallets.getByRole('button', { name: text('wallet.pull_all') }).click()
    await expect(wallets.getByRole('button', { name: /\(\d+s\)/ })).toBeDisabled()
    const after = await myCash(page)
    expect(after.my_cash_list.every((w) => w.balance === 0)).toBe(true)
    // The books add up: every wallet's ledger equals its balance, nothing negative.
    const books = await audit(page, account)
    expect(books.mismatches).toEqual([])
    expect(books.negative).toBe(0)
    expect(books.totalBalances).toBe(after.total)
  })

  test('the language cannot change while a game window is open; it can once the game is closed @desktop', async ({
    page,
    context,
  }) => {
    await memberWithMoney(page, 10_000)
    await openProvider(page, 2, 'Axolotl Reels')
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html/, { timeout: 15_000 })

    // Spec section 4: refused with an error while the game window is open; nothing saved, no reload.
    await page.bringToFront()
    await chooseLanguage(page, 'Language: English', '简体中文', text('language.choose'))
    await expect(page.getByText(text('pg.language_refused'))).toBeVisible()
    await expect(page.getByRole('dialog', { name: text('language.choose') })).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull()
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')).toBeUndefined()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')

    // The game closed, the change goes through.
    const closed = game.waitForEvent('close')
    await game.getByTestId('house-leave').click()
    await closed
    await pickLanguage(page, 'Language: English', '简体中文', text('language.choose'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  })

  test('a reload mid-game runs the quit step: the session ends and the money comes back @desktop', async ({
    page,
    context,
  }) => {
    await memberWithMoney(page, 20_000)
    await openProvider(page, 2, 'Axolotl Reels')
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html/, { timeout: 15_000 })
    await expect(game.getByTestId('house-balance')).toHaveText(/200\.00/)
    expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBe('1')
    const gameUrl = game.url()

    // isPlay 1 on load: the quit step runs after 300 ms and isPlay goes to 0 (spec section 4).
    await page.reload()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('isPlay'))).toBe('0')
    await expect
      .poll(async () => {
        const cash = await myCash(page)
        return cash.cash
      })
      .toBe(20_000)
    // The game's session is closed: its page answers the expired page.
    const expired = await page.request.get(new URL(gameUrl).pathname + new URL(gameUrl).search)
    expect(expired.status()).toBe(404)
  })

  test('logging out while a game is open asks first, then quits the game @desktop', async ({ page, context }) => {
    await memberWithMoney(page, 30_000)
    await openProvider(page, 2, 'Axolotl Reels')
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    await expect(game).toHaveURL(/\/house\/play\/slot\.html/, { timeout: 15_000 })
    await header(page)
      .getByRole('button', { name: text('header.logout') })
      .click()
    const warning = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({
        hasText: text('game_play.force_stop_logout'),
      })
    await expect(warning).toBeVisible()
    const closed = game.waitForEvent('close')
    await warning.getByRole('button', { name: text('game_play.force_stop_confirm_logout') }).click()
    await closed
    await expect(header(page).getByRole('button', { name: text('header.login') })).toBeVisible()
  })

  test('a sports board (game type 4) plays in the page and leaving goes back to /', async ({ page }) => {
    test.slow()
    await memberWithMoney(page, 50_000)
    await openProvider(page, 4, 'Sideline Board')
    await page.locator('[data-slot="game-grid-play"]').first().click()
    await expect(page).toHaveURL(/\/play$/)
    const frame = page.frameLocator('[data-slot="game-player"] iframe')
    const balance = frame.getByTestId('house-balance')
    await expect(balance).toHaveText(/500\.00/, { timeout: 15_000 })
    await frame.locator('[data-testid^="house-pick-"]').first().click()
    await frame.getByTestId('house-play').click()
    await expect(frame.getByTestId('house-result')).not.toBeEmpty()
    await page.getByRole('button', { name: text('game_play.quit') }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect
      .poll(async () => {
        const cash = await myCash(page)
        return cash.cash === cash.total && cash.total !== 50_000
      })
      .toBe(true)
  })

  test('a provider in maintenance shows its maintenance time', async ({ page }, info) => {
    // One provider per project: the two projects run side by side.
    const provider = info.project.name === 'mobile' ? 'GPNM' : 'GPJL'
    const name = info.project.name === 'mobile' ? 'Number Meadow' : 'Jubilee Lotto'
    const start = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d+Z$/, '.000Z')
    const end = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d+Z$/, '.000Z')
    const set = await page.request.post('/api/dev/wallet/provider', {
      data: { gp_id: provider, maintenance: { start_at: start, end_at: end } },
    })
    expect(set.status(), await set.text()).toBe(200)
    try {
      await memberWithMoney(page, 10_000)
      await openProvider(page, 5, name)
      await page.locator('[data-slot="game-grid-play"]').first().click()
      const dialog = page.getByRole('dialog').filter({ hasText: text('maintenance.time') })
      await expect(dialog).toBeVisible()
      // Nothing moved: the money is still in the main wallet.
      const cash = await myCash(page)
      expect(cash.cash).toBe(10_000)
    } finally {
      await page.request.post('/api/dev/wallet/provider', { data: { gp_id: provider, maintenance: null } })
    }
  })
})

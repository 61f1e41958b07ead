import { expect, test, type Page } from '@playwright/test'
import { memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * Issue 21, the calls the site made nowhere: the sport category's quick-bet
 * board (sport-quickbet-url, /check_iframe, the iframe), the deposit page's
 * own bulletins (display_location 3), one provider's balance back
 * (balance_get_back) and the cash-surplus reminder (cash_surplus/check).
 * Each member is the journey's own, so the journeys run beside the others.
 * The refused quick-bet address changes the shared server: e2e/operator/sport-quickbet.spec.ts.
 */

const SITE = 'lobby-demo'
const header = (page: Page) => page.locator('[data-slot="header"]')
const balanceButton = (page: Page) =>
  header(page).getByRole('button', { name: new RegExp(`^${text('wallet.balance')}`) })

async function call<T>(page: Page, path: string, data: unknown = {}): Promise<{ code: string; data: T }> {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const response = await page.request.post(`/api${path}`, { data, headers: { authorization: `Bearer ${token}` } })
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as { code: string; data: T }
}

const myCash = (page: Page) =>
  call<{ cash: number; total: number; my_cash_list: { gp_id: string; balance: number }[] }>(
    page,
    '/member/profile/my_cash',
  ).then((r) => r.data)

/**
 * A member who played two games earlier (say on another device) and left
 * money in the first: $500 went into Axolotl Reels (GPAX), then $200 into
 * Dealer's Lantern (GPDL). With `leave`, the GPDL game was left (its money
 * came back): $200 in the main wallet, $500 in GPAX, no game open. Without
 * it the GPDL game is still open.
 */
async function memberWithMoneyInAProvider(page: Page, { leave = true } = {}): Promise<string> {
  const account = await memberWithMoney(page, 50_000)
  const play = (gpId: string, gameType: number, code: string) =>
    call<{ transferred: number }>(page, '/member/game/play1', {
      gpId,
      game_type: gameType,
      game_code: code,
      lobby_url: '/close',
      device: 0,
    })
  expect((await play('GPAX', 2, 'ax0001')).data.transferred).toBe(50_000)
  const credit = await page.request.post('/api/dev/wallet/credit', {
    data: { site_id: SITE, member_account: account, amount: 20_000 },
  })
  expect(credit.status()).toBe(200)
  expect((await play('GPDL', 3, 'dl0001')).data.transferred).toBe(20_000)
  if (leave) await leaveGame(page)
  const cash = await myCash(page)
  expect(cash).toMatchObject({ cash: leave ? 20_000 : 0, total: 70_000 })
  expect(cash.my_cash_list.find((w) => w.gp_id === 'GPAX')?.balance).toBe(50_000)
  return account
}

async function leaveGame(page: Page): Promise<void> {
  expect((await call<{ pulled: number }>(page, '/member/game/leave1')).data.pulled).toBe(20_000)
}

async function cleanBooks(page: Page, account: string): Promise<number> {
  const response = await page.request.get(`/api/dev/wallet/audit?site_id=${SITE}&member_account=${account}`)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as {
    data: { mismatches: unknown[]; negative: number; totalBalances: number }
  }
  expect(data.mismatches).toEqual([])
  expect(data.negative).toBe(0)
  return data.totalBalances
}

test.describe('member wallet and sport calls', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('the sport category plays its quick-bet board in the page, checked by the server first', async ({ page }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path === '/api/arks/web/game-providers/sport-quickbet-url' || path === '/api/check_iframe') asked.push(path)
    })
    await page.goto('/gameHall/4')
    const board = page.getByRole('region', { name: text('sport.quickbet_title') })
    const frame = board.locator('iframe')
    await expect(frame).toHaveAttribute('title', text('sport.quickbet_title'))
    await expect(frame).toHaveAttribute('src', /^\/house\/sport\/quickbet\?currency=USD&device=\d$/)
    // The house board itself, inside the frame.
    await expect(page.frameLocator('[data-slot="sport-quickbet-frame"]').getByRole('heading')).toHaveText(
      'Sideline Board: quick bet',
    )
    // The address was asked for, then checked, before the frame was made.
    expect(asked).toEqual(['/api/arks/web/game-providers/sport-quickbet-url', '/api/check_iframe'])
    await expect(board.getByRole('alert')).toHaveCount(0)
  })

  test('the deposit page shows its own bulletins (location 3), which the lobby does not', async ({ page }) => {
    // The lobby asks for the member bulletins of the site's pages (location 2) as the member logs in.
    const lobbyBulletins = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/arks/web/bulletin/member') &&
        (response.request().postDataJSON() as { display_location?: number }).display_location === 2,
    )
    await memberWithMoney(page, 1_000)
    const lobby = (await (await lobbyBulletins).json()) as { data: { list: { display_content: string }[] } }
    const lobbyTitles = lobby.data.list.map((b) => b.display_content)
    expect(lobbyTitles).toContain('Members: weekly cashback')
    expect(lobbyTitles).not.toContain('Deposit: bank transfers take up to 10 minutes')

    await page.goto('/user/Fund/Deposit')
    const notices = page.getByRole('region', { name: text('deposit_notice.title') })
    await expect(notices.getByRole('article', { name: 'Deposit: bank transfers take up to 10 minutes' })).toContainText(
      'Bank transfers are credited within 10 minutes.',
    )
    // Only the deposit page's: the lobby's member bulletin is not here.
    await expect(notices).not.toContainText('Members: weekly cashback')
    await expect(page.locator('[data-slot="deposit-panel"]')).toBeVisible()
  })

  test("a member returns one provider's balance and sees the main wallet grow", async ({ page }) => {
    // A login, two launches through the API and two pulls: on a busy 2-core machine more than 60 s (a budget).
    test.slow()
    // Dealer's Lantern's game is still open (elsewhere): the server refuses every pull with 101.
    const account = await memberWithMoneyInAProvider(page, { leave: false })
    await balanceButton(page).click()
    const wallets = page.getByRole('dialog', { name: text('wallet.title') })
    const cash = wallets.locator('[data-slot="wallet-list-cash"]')
    await expect(cash).toHaveText(/\$\s?0\.00/)
    const backAx = wallets.getByRole('button', { name: 'Back to the main wallet: Axolotl Reels' })
    await backAx.click()
    await expect(page.getByText(text('wallet.one_key_err_code_101'))).toBeVisible()
    await expect(cash).toHaveText(/\$\s?0\.00/)
    expect((await myCash(page)).my_cash_list.find((w) => w.gp_id === 'GPAX')?.balance).toBe(50_000)

    // The game is left: its $200 comes back by itself (member.cash), and GPAX's Back now works.
    await leaveGame(page)
    await expect(cash).toHaveText(/\$\s?200\.00/)
    await wallets.getByRole('button', { name: text('wallet.refresh') }).click()
    // Only a wallet that holds money has its own Back; Dealer's Lantern's is empty now.
    await expect(wallets.getByRole('button', { name: /^Back to the main wallet: / })).toHaveCount(1)
    await backAx.click()

    await expect(page.getByText('Axolotl Reels is back in your main wallet.')).toBeVisible()
    await expect(cash).toHaveText(/\$\s?700\.00/)
    const row = wallets.locator('[data-slot="wallet-list-item"][data-gp-id="GPAX"]')
    await expect(row.locator('[data-slot="wallet-list-amount"]')).toHaveText(/\$\s?0\.00/)
    await expect(row.locator('[data-slot="wallet-list-badge"][data-tone="done"]')).toBeVisible()
    // The one-key cooldown (spec section 9) holds the pull of all after a single pull too.
    await expect(wallets.getByRole('button', { name: /\(\d+s\)/ })).toBeDisabled()

    const after = await myCash(page)
    expect(after).toMatchObject({ cash: 70_000, total: 70_000 })
    expect(await cleanBooks(page, account)).toBe(70_000)
  })

  test('the deposit page reminds a member that money sits in a game wallet, and pulls it back', async ({ page }) => {
    test.slow()
    const account = await memberWithMoneyInAProvider(page)
    await page.goto('/Deposit')
    const reminder = page.getByRole('region', { name: text('cash_surplus.title') })
    await expect(reminder).toBeVisible()
    await reminder.getByRole('button', { name: text('cash_surplus.pull') }).click()
    // Everything is back: the server no longer reports a surplus and the reminder goes.
    await expect(reminder).toHaveCount(0)
    expect(await myCash(page)).toMatchObject({ cash: 70_000, total: 70_000 })
    expect(await cleanBooks(page, account)).toBe(70_000)
  })

  test('no reminder for a member whose money is all in the main wallet', async ({ page }) => {
    await memberWithMoney(page, 5_000)
    const checked = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/cash_surplus/check'))
    await page.goto('/Deposit')
    expect(((await (await checked).json()) as { data: { active: number } }).data.active).toBe(0)
    await expect(page.locator('[data-slot="deposit-panel"]')).toBeVisible()
    await expect(page.getByRole('region', { name: text('cash_surplus.title') })).toHaveCount(0)
  })
})

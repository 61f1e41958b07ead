import { expect, test, type Page } from '@playwright/test'
import { memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * What every member of a currency sees (spec sections 4 and 7): the operator
 * starts a red envelope or a roulette, `member.{currency}` announces it, and
 * the server decides what each member wins. These members keep RMB, which no
 * other journey logs in with, so nothing here pops up in another test.
 */

const CURRENCY = 'RMB'
const header = (page: Page) => page.locator('[data-slot="header"]')
const balance = (page: Page) => header(page).getByRole('button', { name: new RegExp(`^${text('wallet.balance')}`) })

async function operator(page: Page, path: string, data: Record<string, unknown>) {
  const response = await page.request.post(`/api/dev/${path}`, { data })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: Record<string, unknown> }).data
}

/** A logged-in member whose activities have started (their first letters call has been answered). */
async function activeMember(page: Page, cash: number): Promise<string> {
  const started = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/member/letter'))
  const account = await memberWithMoney(page, cash, { currency: CURRENCY })
  await started
  return account
}

test.describe('activities for every member of a currency', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))
  // What one journey started must not run into the next.
  test.afterEach(async ({ page }) => {
    await operator(page, 'activities/stop', { currency: CURRENCY })
  })

  test('a red envelope counts down, is claimed once, and the balance grows by what was won', async ({ page }) => {
    const account = await activeMember(page, 1_000)
    await expect(balance(page)).toContainText('10.00')

    await operator(page, 'red-envelopes', { currency: CURRENCY, pool: 30_000, shares: 10, duration_s: 600 })
    // The dialog's name follows the envelope's state (countdown, won, ended): found by the state it holds.
    const modal = page.getByRole('dialog').filter({ has: page.locator('[data-slot="red-envelope-modal-state"]') })
    await expect(modal.getByRole('heading', { name: text('red_envelope.title') })).toBeVisible()
    await expect(modal.getByText(text('red_envelope.ends_in'))).toBeVisible()
    await expect(modal.getByText(/^\d{2}:\d{2}:\d{2}$/)).toBeVisible()

    const claim = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/activity/red_envelope'))
    await modal.getByRole('button', { name: text('red_envelope.claim') }).click()
    const won = ((await (await claim).json()) as { data: { cash: number; balance: number } }).data
    expect(won.cash).toBeGreaterThan(0)
    await expect(modal.locator('[data-slot="red-envelope-modal-won"] [data-slot="money"]')).toContainText(
      (won.cash / 100).toFixed(2),
    )
    await modal.getByText(text('red_envelope.close'), { exact: true }).click()
    await expect(modal).toHaveCount(0)
    // Closing refreshes the balance: what it held plus what was won.
    await expect(balance(page)).toContainText(
      ((1_000 + won.cash) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    )

    // One claim per member: a second try through the API answers 103 and moves nothing.
    const token = await page.evaluate(() => localStorage.getItem('token'))
    const again = await page.request.post('/api/arks/web/activity/red_envelope', {
      data: { id: (await (await claim).json()).data.id },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await again.json()) as { code: string }).code).toBe('103')
    const audit = await page.request.get(`/api/dev/wallet/audit?site_id=lobby-demo&member_account=${account}`)
    expect(((await audit.json()) as { data: { mismatches: unknown[] } }).data.mismatches).toEqual([])
  })

  test('at zero the envelope ends, and is asked for again 3 s later', async ({ page }) => {
    await activeMember(page, 100)
    const asked: number[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/arks/web/activity/red_envelope_promotion')) asked.push(Date.now())
    })
    await operator(page, 'red-envelopes', { currency: CURRENCY, pool: 100, shares: 1, duration_s: 2 })
    // The dialog's name follows the envelope's state (countdown, won, ended): found by the state it holds.
    const modal = page.getByRole('dialog').filter({ has: page.locator('[data-slot="red-envelope-modal-state"]') })
    await expect(modal.locator('[data-slot="red-envelope-modal-state"]')).toHaveAttribute('data-state', 'countdown')
    await expect(modal.locator('[data-slot="red-envelope-modal-state"]')).toHaveAttribute('data-state', 'ended')
    const endedAt = Date.now()
    await expect.poll(() => asked.filter((at) => at >= endedAt).length, { timeout: 10_000 }).toBeGreaterThan(0)
    await expect(modal.getByText(text('red_envelope.ended'))).toBeVisible()
  })

  test('the roulette spins to the prize the server drew, quick bet skips the turning, and no draws are left after', async ({
    page,
  }) => {
    await activeMember(page, 100)
    const started = await operator(page, 'roulette', {
      currency: CURRENCY,
      duration_s: 600,
      prizes: [
        { name: 'Ten', cash: 1_000, weight: 1 },
        { name: 'Thanks', cash: 0, weight: 1 },
        { name: 'Fifty', cash: 5_000, weight: 1 },
        { name: 'Two', cash: 200, weight: 1 },
      ],
    })
    const rouletteButton = header(page).getByRole('button', { name: text('roulette.title') })
    await expect(rouletteButton).toBeVisible()
    const account = (await page.evaluate(() => localStorage.getItem('member_account')))!
    await operator(page, 'roulette/draws', { member_account: account, draws: 2 })

    await rouletteButton.click()
    const dialog = page.getByRole('dialog', { name: text('roulette.title') })
    await expect(dialog.getByText(text('roulette.remaining').replace('{count}', '2'))).toBeVisible()
    const names = new Map<number, string>()
    const settings = await page.request.post('/api/arks/web/activity/roulette', {
      data: {},
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    })
    for (const prize of (
      (await settings.json()) as { data: { roulette: { prize_settings: { prize_id: number; name: string }[] } } }
    ).data.roulette.prize_settings) {
      names.set(prize.prize_id, prize.name)
    }
    expect(started.id).toBeTruthy()

    const spin = async () => {
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/activity/roulette/spin'))
      await dialog.getByRole('button', { name: text('roulette.spin') }).click()
      return ((await (await answer).json()) as { data: { prize_id: number } }).data.prize_id
    }
    const alert = page.getByRole('dialog', { name: text('roulette.award_title') })

    const first = await spin()
    // Spinning: the button is blocked until the wheel stops.
    await expect(dialog.getByRole('button', { name: text('roulette.spinning') })).toBeDisabled()
    await expect(alert.getByText(text('roulette.award_body').replace('{name}', names.get(first)!))).toBeVisible()
    await alert.getByRole('button', { name: text('roulette.confirm') }).click()

    await dialog.getByRole('switch', { name: text('roulette.quick_bet') }).check()
    const second = await spin()
    await expect(alert.getByText(text('roulette.award_body').replace('{name}', names.get(second)!))).toBeVisible()
    await alert.getByRole('button', { name: text('roulette.confirm') }).click()
    await expect(dialog.getByText(text('roulette.remaining').replace('{count}', '0'))).toBeVisible()
    await expect(dialog.getByRole('button', { name: text('roulette.spin') })).toBeDisabled()
  })

  test("the operator's clean-cache logs the member out and reloads the page", async ({ page }) => {
    const account = await activeMember(page, 100)
    await page.evaluate(() => sessionStorage.setItem('e2e-marker', 'kept?'))
    const reloaded = page.waitForEvent('load')
    await operator(page, 'members/clean-cache', { member_account: account })
    await reloaded
    await expect(header(page).getByRole('button', { name: text('header.login') })).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('e2e-marker')])).toEqual([
      null,
      null,
    ])
  })
})

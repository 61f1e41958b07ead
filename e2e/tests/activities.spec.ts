import { expect, test, type Page } from '@playwright/test'
import { memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * A member's letters arrive live over the member channel (spec sections 4
 * and 7), and a deposit reported by the payment side fires the ad events.
 * Everything here is about one member, so it runs beside the other journeys;
 * what every member of a currency sees (red envelopes, roulettes) is in
 * e2e/operator/activities.spec.ts.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
/** The activity buttons: in the header on desktop, above the footer bar on a phone. */
const shortcuts = (page: Page) => page.locator('[data-slot="activity-shortcuts"]')
const inboxButton = (page: Page) => shortcuts(page).getByRole('button', { name: text('letter.title') })

async function sendLetter(page: Page, account: string, title: string, content: string): Promise<void> {
  const response = await page.request.post('/api/dev/letters', { data: { member_account: account, title, content } })
  expect(response.status(), await response.text()).toBe(200)
}

test.describe('activities of one member', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a letter arrives live: the badge counts it, reading clears it, deleting empties the inbox', async ({
    page,
  }) => {
    const account = await memberWithMoney(page, 100)
    await expect(inboxButton(page)).toBeVisible()
    await expect(shortcuts(page).locator('[data-slot="unread-badge"]')).toHaveCount(0)

    await sendLetter(page, account, 'Welcome bonus', 'Your bonus is ready.\nEnjoy the games.')
    await expect(shortcuts(page).getByRole('img', { name: '1 unread' })).toHaveText('1')
    await sendLetter(page, account, 'Weekly news', 'New games this week.')
    await expect(shortcuts(page).getByRole('img', { name: '2 unread' })).toHaveText('2')

    await inboxButton(page).click()
    const dialog = page.getByRole('dialog', { name: text('letter.title') })
    await expect(dialog.getByText('Weekly news')).toBeVisible()
    await expect(dialog.getByText('Welcome bonus')).toBeVisible()
    await dialog.getByText('Welcome bonus').click()
    await expect(dialog.getByText('Enjoy the games.')).toBeVisible()
    // Reading it drops the badge to 1 (the buttons are behind the dialog, so it is read by its slot).
    await expect(shortcuts(page).locator('[data-slot="unread-badge"]')).toHaveText('1')

    await dialog.getByRole('button', { name: text('letter.delete'), exact: true }).click()
    await dialog.getByRole('button', { name: text('letter.delete_confirm') }).click()
    await expect(dialog.getByText('Welcome bonus')).toHaveCount(0)
    await expect(dialog.getByText('Weekly news')).toBeVisible()

    // The other letter is read and deleted too: the inbox is empty and the badge gone.
    await dialog.getByText('Weekly news').click()
    await dialog.getByRole('button', { name: text('letter.delete'), exact: true }).click()
    await dialog.getByRole('button', { name: text('letter.delete_confirm') }).click()
    await expect(dialog.getByText(text('letter.empty_title'))).toBeVisible()
    await expect(shortcuts(page).locator('[data-slot="unread-badge"]')).toHaveCount(0)
  })

  test('a completed deposit sends the first-pay and purchase events with its order number @desktop', async ({
    page,
  }) => {
    // The activities start (and listen) once the member's view has loaded: their first letters call says so.
    const started = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/member/letter'))
    const account = await memberWithMoney(page, 100)
    await started
    const events: { eventName: string; customData: Record<string, unknown> }[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/fb_tracking')) events.push(request.postDataJSON() as (typeof events)[number])
    })
    const deposit = await page.request.post('/api/dev/deposits', {
      data: { member_account: account, amount: 5_000, order_number: `E2E${Date.now()}` },
    })
    expect(deposit.status()).toBe(200)
    const order = ((await deposit.json()) as { data: { order_number: string } }).data.order_number
    await expect.poll(() => events.map((event) => event.eventName).sort()).toEqual(['FirstPay', 'Purchase'])
    for (const event of events) expect(event.customData).toEqual({ value: 5_000, currency: 'USD', order_id: order })
    // The balance follows the deposit's member.cash.
    await expect(
      header(page).getByRole('button', { name: new RegExp(`^${text('wallet.balance')}.*51\\.00`) }),
    ).toBeVisible()

    const second = await page.request.post('/api/dev/deposits', { data: { member_account: account, amount: 100 } })
    expect(second.status()).toBe(200)
    await expect.poll(() => events.map((event) => event.eventName)).toContain('Pay')
  })
})

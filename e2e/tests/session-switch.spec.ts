import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')
const logoutButton = (page: Page) => header(page).getByRole('button', { name: text('header.logout') })
const loginButton = (page: Page) => header(page).getByRole('button', { name: text('header.login') })
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

/** A session for `account` as a link hands it over: tk, member_account, member_currency, member_id. */
async function handoverLink(page: Page, account: string): Promise<{ link: string; token: string }> {
  const code = await page.request.post('/api/dev/members/info-enc', { data: { account } })
  expect(code.status(), await code.text()).toBe(200)
  const { enc } = ((await code.json()) as { data: { enc: string } }).data
  const traded = await page.request.post('/api/get_info_data', { data: { enc } })
  expect(traded.status()).toBe(200)
  const session = JSON.parse(((await traded.json()) as { data: string }).data) as {
    tk: string
    member_id: number
    member_account: string
    member_currency: string
  }
  const query = new URLSearchParams({
    tk: session.tk,
    member_account: session.member_account,
    member_currency: session.member_currency,
    member_id: String(session.member_id),
  })
  return { link: `/?${query}`, token: session.tk }
}

const switchBody = (current: string, incoming: string) =>
  text('login.switch_body').replaceAll('{current}', current).replaceAll('{incoming}', incoming)

test.describe('a session handed over in the address while another member is signed in', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('asks first, naming both accounts: Cancel keeps the first member, Switch account takes the second', async ({
    page,
  }) => {
    // Two members, two logins and two links: a long journey on a busy machine.
    test.slow()
    const first = await freshMember(page)
    const second = await freshMember(page)
    await page.goto('/')
    await logInThroughModal(page, first, DEMO_PASSWORD, () => loginButton(page).click())
    await expect(logoutButton(page)).toBeVisible()
    const firstToken = await stored(page, 'token')

    // Cancel: nothing changes, and the link's parameters are gone from the address.
    await page.goto((await handoverLink(page, second)).link)
    const dialog = page.getByRole('dialog', { name: text('login.switch_title') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(switchBody(first, second))
    await dialog.getByRole('button', { name: text('login.cancel') }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    await expect(logoutButton(page)).toBeVisible()
    expect(await stored(page, 'member_account')).toBe(first)
    expect(await stored(page, 'token')).toBe(firstToken)

    // Switch account: the second member's session replaces the first, whose token the server revokes.
    const handed = await handoverLink(page, second)
    await page.goto(handed.link)
    await expect(dialog).toContainText(switchBody(first, second))
    await dialog.getByRole('button', { name: text('login.switch_confirm') }).click()
    await expect(dialog).toBeHidden()
    await expect.poll(() => stored(page, 'member_account')).toBe(second)
    expect(await stored(page, 'token')).toBe(handed.token)
    await expect(logoutButton(page)).toBeVisible()
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
    const old = await page.request.post('/api/member/profile', {
      data: {},
      headers: { authorization: `Bearer ${firstToken}` },
    })
    expect(old.status()).toBe(401)

    // The same member with a new token: no question.
    const again = await handoverLink(page, second)
    await page.goto(again.link)
    await expect.poll(() => stored(page, 'token')).toBe(again.token)
    await expect(logoutButton(page)).toBeVisible()
    await expect(dialog).toHaveCount(0)
  })
})

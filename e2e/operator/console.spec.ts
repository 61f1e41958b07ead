import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_PASSWORD, memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * The operator console (issue 24) against the real server, in a browser of
 * its own beside the member's: a finance operator rejects a withdrawal and
 * the member sees the money back and the reason at once; an auditor finds the
 * decision in the audit log with its before and after; a content operator
 * has no withdrawal queue, in the menu or in the API. Run with the other
 * operator journeys (one file at a time, after the read-only ones).
 */

test.describe.configure({ mode: 'serial' })

/** A new browser context on /console, signed in as `account`. */
async function operatorPage(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/console')
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible()
  await page.getByLabel('Account', { exact: true }).fill(account)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  return page
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Console' })

/** The member binds a bank account and asks for a withdrawal of 60 out of 100 on the site; answers its order. */
async function memberAsksForWithdrawal(page: Page): Promise<{ account: string; order: string }> {
  const account = await memberWithMoney(page, 10_000, { withdraw_password: '2468' })
  await page.goto('/user/BindAccount')
  const bank = page.locator('[data-slot="bank-account-panel"]')
  await bank.getByLabel(text('fund.bank'), { exact: true }).selectOption({ label: 'Wells Fargo' })
  await bank.getByLabel(text('fund.account_name'), { exact: true }).fill('Ada Lovelace')
  await bank.getByLabel(text('fund.account_number'), { exact: true }).fill('9876543210')
  await bank.getByLabel(text('fund.withdraw_password'), { exact: true }).fill('2468')
  await bank.getByRole('button', { name: text('fund.bank_bind') }).click()
  await expect(bank.locator('[data-slot="bank-account-panel-number"]')).toHaveText('******3210')
  await page.goto('/user/Fund/Withdrawal')
  const withdrawal = page.locator('[data-slot="withdrawal-panel"]')
  await withdrawal.getByLabel(text('fund.amount'), { exact: true }).fill('60')
  await withdrawal.getByLabel(text('fund.withdraw_password'), { exact: true }).fill('2468')
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/member/withdraw/store'))
  await withdrawal.getByRole('button', { name: text('fund.withdrawal_submit') }).click()
  const answer = (await (await asked).json()) as { data: { record: { order_number: string } } }
  await expect(withdrawal.getByText(text('fund.status_pending'), { exact: true })).toBeVisible()
  return { account, order: answer.data.record.order_number }
}

test.describe('the operator console', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('finance rejects a withdrawal: the member sees the money back and the reason, live; the auditor sees it logged', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { account, order } = await memberAsksForWithdrawal(page)
    const balance = page.locator('[data-slot="member-centre-balance"]')
    await expect(balance).toHaveText(/40\.00/)
    // The member watches the withdrawal records; the decision must reach them without a reload.
    await page.locator('[data-slot="member-centre-menu-item"][data-key="DWRecord"]').first().click()
    const records = page.locator('[data-slot="dw-record"]')
    await records.getByRole('tab', { name: text('fund.kind_withdrawal') }).click()
    await expect(records.locator('[data-slot="status-badge"]')).toHaveAttribute('data-status', 'pending')
    await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')

    const finance = await operatorPage(browser, baseURL!, 'finance01')
    await expect(menu(finance).getByRole('link', { name: 'Withdrawals' })).toBeVisible()
    // Finance may not read the audit log: no link to it.
    await expect(menu(finance).getByRole('link', { name: 'Audit log' })).toHaveCount(0)
    await menu(finance).getByRole('link', { name: 'Withdrawals' }).click()
    await finance.getByLabel('Member account', { exact: true }).fill(account)
    await finance.getByRole('button', { name: 'Apply filters' }).click()
    const row = finance.getByRole('row').filter({ hasText: order })
    await expect(row).toContainText('60.00')
    await row.getByRole('button', { name: `Reject ${order}` }).click()
    const dialog = finance.getByRole('dialog', { name: `Reject ${order}` })
    // No reason, no rejection: the member is owed one.
    await dialog.getByRole('button', { name: 'Confirm rejection' }).click()
    await expect(dialog.getByText('Give the member a reason.')).toBeVisible()
    await dialog.getByLabel('Reason', { exact: true }).fill('The account name does not match')
    await dialog.getByRole('button', { name: 'Confirm rejection' }).click()
    await expect(dialog).toBeHidden()
    await expect(finance.getByText(`${order} rejected; the money is back in the member’s wallet.`)).toBeVisible()

    // The member: the money is back and the records say why, with no reload.
    await expect(balance).toHaveText(/100\.00/)
    await expect(records.locator('[data-slot="status-badge"]')).toHaveAttribute('data-status', 'rejected')
    await expect(records.getByText('The account name does not match')).toBeVisible()

    // The auditor finds the decision, who made it, and the order before and after.
    const auditor = await operatorPage(browser, baseURL!, 'auditor01')
    await menu(auditor).getByRole('link', { name: 'Audit log' }).click()
    await auditor.getByLabel('Action', { exact: true }).fill('withdrawal')
    await auditor.getByRole('button', { name: 'Apply filters' }).click()
    const entry = auditor.getByRole('row').filter({ hasText: order }).first()
    await expect(entry).toContainText('finance01')
    await expect(entry).toContainText('withdrawal.reject')
    await entry.getByRole('button', { name: /Show the changes of entry/ }).click()
    const changes = auditor.getByRole('table', { name: /Changes of entry/ })
    await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText('pending')
    await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText('rejected')
    await expect(changes.getByRole('row').filter({ hasText: 'reason' })).toContainText(
      'The account name does not match',
    )
    // An auditor reads the queue but decides nothing: no Approve or Reject.
    await menu(auditor).getByRole('link', { name: 'Withdrawals' }).click()
    await auditor.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' })
    await auditor.getByLabel('Member account', { exact: true }).fill(account)
    await auditor.getByRole('button', { name: 'Apply filters' }).click()
    await expect(auditor.getByRole('row').filter({ hasText: order })).toContainText('finance01')
    await expect(auditor.getByRole('button', { name: `Reject ${order}` })).toHaveCount(0)
    await finance.context().close()
    await auditor.context().close()
  })

  test('a content operator has no withdrawal queue: no link, a 403 from the API, and the page says so; the console comes compressed', async ({
    browser,
    baseURL,
  }) => {
    const content = await operatorPage(browser, baseURL!, 'content01')
    // Their first screen is the site's content (its banners); their menu holds the content screens and no money screen.
    await expect(content.getByRole('heading', { name: 'Banners' })).toBeVisible()
    await expect(menu(content).getByRole('link')).toHaveText([
      'Site content',
      'Bulletins',
      'Letters',
      'Campaigns',
      'Games',
    ])
    // Straight at the API with the console's own session: refused.
    const token = await content.evaluate(() => sessionStorage.getItem('lobby.console.token'))
    expect(token).toBeTruthy()
    const refused = await content.request.post('/api/admin/withdrawals', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    })
    expect(refused.status()).toBe(403)
    // Typed into the address bar: the screen says the role may not.
    await content.goto('/console/withdrawals')
    await expect(
      content.getByText('Your role may not open the withdrawals. Ask an owner if you need it.'),
    ).toBeVisible()
    // Logging out ends the session on the server: the token is refused afterwards.
    await content.getByRole('button', { name: 'Log out' }).click()
    await expect(content.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible()
    const after = await content.request.post('/api/admin/me', {
      data: {},
      headers: { authorization: `Bearer ${token}` },
    })
    expect(after.status()).toBe(401)
    // The console's scripts are sent precompressed, as the site's are (tooling/precompress.ts).
    const script = await content.locator('script[type="module"][src^="/console/assets/"]').getAttribute('src')
    const compressed = await content.request.get(script!, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(compressed.headers()['content-encoding']).toBe('br')
    await content.context().close()
  })

  test('a content operator publishes a bulletin and a visitor sees it; ended, it is gone', async ({
    browser,
    baseURL,
  }) => {
    const content = await operatorPage(browser, baseURL!, 'content01')
    await menu(content).getByRole('link', { name: 'Bulletins' }).click()
    const title = `Console bulletin ${Date.now().toString(36)}`
    await content.getByRole('button', { name: 'New bulletin' }).click()
    const editor = content.getByRole('dialog', { name: 'New bulletin' })
    // The form's own checks first: a title and a body are needed.
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(editor.getByText('Give the bulletin a title.')).toBeVisible()
    await editor.getByRole('textbox', { name: 'Title' }).fill(title)
    await editor.getByRole('textbox', { name: 'Body' }).fill('<p>Opening hours change on Monday.</p>')
    await editor.getByRole('button', { name: 'Save' }).click()
    await expect(content.getByText('Bulletin published.')).toBeVisible()
    await expect(
      content.getByRole('table', { name: 'Bulletins' }).getByRole('row').filter({ hasText: title }),
    ).toContainText('Live')

    // A visitor in a browser of their own: the bulletin pops up on their first visit.
    const visitorContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    const visitor = await visitorContext.newPage()
    await visitor.goto('/')
    await expect(visitor.getByRole('dialog')).toContainText(title)
    await visitorContext.close()

    // Ended from the console: the next visitor no longer gets it.
    await content.getByRole('button', { name: `End ${title}` }).click()
    await content
      .getByRole('dialog', { name: 'End this bulletin?' })
      .getByRole('button', { name: 'End bulletin' })
      .click()
    await expect(content.getByText(`“${title}” ended; it no longer shows on the site.`)).toBeVisible()
    const later = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    const answer = await later.request.post('/api/arks/web/bulletin', {
      data: { site_id: 'lobby-demo', display_device: 0 },
    })
    const live = ((await answer.json()) as { data: { list: { display_content: string }[] } }).data.list
    expect(live.map((b) => b.display_content)).not.toContain(title)
    await later.close()
    await content.context().close()
  })

  test("a support operator forces a member's logout: the member's page logs out at once", async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await memberWithMoney(page, 1_000)
    const header = page.locator('[data-slot="header"]')
    await expect(header.getByRole('button', { name: text('header.logout') })).toBeVisible()

    const support = await operatorPage(browser, baseURL!, 'support01')
    await expect(support.getByRole('heading', { name: 'Members' })).toBeVisible()
    await support.getByRole('searchbox', { name: 'Search members' }).fill(account)
    await support.getByRole('button', { name: 'Search' }).click()
    await support.getByRole('link', { name: `Open ${account}` }).click()
    await expect(support.getByRole('heading', { name: account })).toBeVisible()
    await support.getByRole('button', { name: 'Force logout' }).click()
    await support.getByRole('button', { name: 'End sessions' }).click()
    await expect(support.getByText('1 session ended.')).toBeVisible()

    // The member's page: signed out without a reload, a visitor again.
    await expect(header.getByRole('button', { name: text('header.login') })).toBeVisible()
    await expect(header.getByRole('button', { name: text('header.logout') })).toHaveCount(0)
    await support.context().close()
  })
})

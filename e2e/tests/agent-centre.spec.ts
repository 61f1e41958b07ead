import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  freshMember,
  logInThroughModal,
  memberWithMoney,
  nextCaptchaAnswer,
  text,
} from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import {
  fillUsdForm,
  freshAccount,
  freshPhone,
  input,
  liftRegistrationLimits,
  registerForm,
} from '../support/register.ts'

/**
 * The agent centre against the real server (issue 8): a member applies and
 * the operator approves; a visitor registers through the agent's promotion
 * link and shows in the downline; the agent transfers money to that member;
 * an ended month's commission is settled once, even from two tabs. Each
 * journey has its own agent, so it runs beside the others.
 */

const balance = (page: Page) => page.locator('[data-slot="member-centre-balance"]')
const menuItem = (page: Page, key: string) =>
  page.locator(`[data-slot="member-centre-menu-item"][data-key="${key}"]`).first()
const rows = (page: Page, panel: string) =>
  page.locator(`[data-slot="${panel}"]`).locator('[data-slot="record-table-row"], [data-slot="record-table-card"]')

/** A month's Settle button (its name ends with the month, for a screen reader). */
const settleButton = (month: Locator) => month.getByRole('button', { name: text('agent_report.settle') })

/** The member's own channel is joined: events from the operator reach this page. */
const channelJoined = (page: Page) =>
  expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')

test.describe('the agent centre', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a member applies, is approved, gains a downline through the agent link and transfers to it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A long journey: two browsers, a registration with SMS, four pages.
    test.slow()
    const agent = await memberWithMoney(page, 50_000, { withdraw_password: '1357' })

    // Not an agent yet: /proxy is the Register page, behind the agreement.
    await page.goto('/proxy')
    await expect(page).toHaveURL(/\/proxy\?page=Register$/)
    await channelJoined(page)
    const apply = page.locator('[data-slot="agent-apply-panel"]')
    await apply.getByRole('textbox').fill('I run a players’ club of 40 people.')
    const applyButton = apply.getByRole('button', { name: text('agent_join.submit') })
    await applyButton.click()
    await expect(apply.getByText(text('agent_join.err_agree'))).toBeVisible()
    await apply.getByLabel(text('agent_join.agree_label')).check()
    await applyButton.click()
    await expect(apply.locator('[data-slot="agent-apply-panel-done"]')).toBeVisible()
    await expect(menuItem(page, 'DownlineInfo')).toHaveCount(0)

    // The operator approves: the page learns it from the member's channel and opens the centre.
    const decided = await page.request.post('/api/dev/agent-applications/decide', {
      data: { member_account: agent, decision: 'approve' },
    })
    expect(decided.status(), await decided.text()).toBe(200)
    await expect(page).toHaveURL(/\/proxy\?page=DownlineInfo$/)
    await expect(menuItem(page, 'Register')).toHaveCount(0)
    await expect(page.locator('[data-slot="downline-panel"]')).toBeVisible()

    // The promotion link: ?id= the agent.
    await menuItem(page, 'Promotion').click()
    const linkField = page.getByRole('textbox', { name: text('agent_report.agent_link'), exact: true })
    await expect(linkField).toHaveValue(/\/register\?id=\d+$/)
    const link = new URL(await linkField.inputValue())
    await expect(page.getByRole('img', { name: text('agent_report.qr_agent_link') })).toHaveAttribute(
      'data-value',
      link.toString(),
    )

    // A visitor, in a browser of their own, registers through it.
    const visitorContext = await browser.newContext({ baseURL })
    const visitor = await visitorContext.newPage()
    await bulletinsAlreadyClosed(visitor)
    await liftRegistrationLimits(visitor)
    const newcomer = freshAccount('dl')
    const captcha = await nextCaptchaAnswer(visitor, () => visitor.goto(`${link.pathname}${link.search}`))
    const register = registerForm(visitor)
    await expect(input(register, 'signup.agent')).toHaveValue(link.searchParams.get('id') ?? '')
    await fillUsdForm(visitor, register, { account: newcomer, phone: freshPhone(), captcha })
    await register.getByRole('button', { name: text('signup.submit') }).click()
    await expect(visitor.getByText(text('signup.success'))).toBeVisible()
    await visitorContext.close()

    // The newcomer is in the downline, level 1.
    await menuItem(page, 'DownlineInfo').click()
    const downline = page.locator('[data-slot="downline-panel"]')
    const search = downline.getByRole('search')
    await search.getByRole('textbox').fill(newcomer)
    await search.getByRole('button', { name: text('fund.search') }).click()
    const row = rows(page, 'downline-panel').filter({ hasText: newcomer })
    await expect(row).toHaveCount(1)
    await expect(rows(page, 'downline-panel')).toHaveCount(1)

    // A transfer with the wrong withdraw password moves nothing; the right one moves it once.
    await row.getByRole('button', { name: text('agent_team.transfer_to').replace('{account}', newcomer) }).click()
    await expect(page).toHaveURL(/page=Transfer&member=\d+$/)
    const transfer = page.locator('[data-slot="agent-transfer-panel"]')
    await expect(transfer.getByLabel(text('agent_team.transfer_member')).locator('option:checked')).toContainText(
      newcomer,
    )
    await transfer.getByLabel(text('agent_team.transfer_amount')).fill('125')
    await transfer.getByLabel(text('fund.withdraw_password')).fill('2468')
    await transfer.getByRole('button', { name: text('agent_team.transfer'), exact: true }).click()
    await expect(transfer.getByText(text('agent_team.err_withdraw_password'))).toBeVisible()
    await expect(balance(page)).toHaveText(/500\.00/)
    await transfer.getByLabel(text('fund.withdraw_password')).fill('1357')
    await transfer.getByRole('button', { name: text('agent_team.transfer'), exact: true }).click()
    await expect(transfer.locator('[data-slot="agent-transfer-panel-done"]')).toContainText(newcomer)
    await expect(balance(page)).toHaveText(/375\.00/)

    // The newcomer's wallet has it, and the ledger agrees with every balance it touched.
    const audit = await page.request.get(`/api/dev/wallet/audit?site_id=lobby-demo&member_account=${newcomer}`)
    expect(((await audit.json()) as { data: { mismatches: unknown[] } }).data.mismatches).toEqual([])
    const credit = await page.request.post('/api/dev/wallet/credit', {
      data: { site_id: 'lobby-demo', member_account: newcomer, amount: 1 },
    })
    expect(((await credit.json()) as { data: { cash: number } }).data.cash).toBe(12_501)
  })

  test('an ended month is settled once, even from two tabs', async ({ page }) => {
    // An agent since two months ago: a month is settled only by who was an agent in it.
    const lastMonth = new Date(Date.now() - 35 * 86_400_000).toISOString()
    const since = new Date(Date.now() - 70 * 86_400_000).toISOString()
    const boss = await freshMember(page, { member_type: 2, withdraw_password: '1357', created_at: since })
    const kid = await freshMember(page, { agent_account: boss, cash: 100_000 })
    // Last month the downline staked 300 and won 100: a net of 200, 20 % of it the agent's.
    const round = await page.request.post('/api/dev/rounds', {
      data: { member_account: kid, stake: 30_000, payout: 10_000, at: lastMonth },
    })
    expect(round.status(), await round.text()).toBe(200)

    await page.goto('/')
    await logInThroughModal(page, boss, DEMO_PASSWORD, () =>
      page
        .locator('[data-slot="header"]')
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    await expect(
      page.locator('[data-slot="header"]').getByRole('button', { name: text('header.logout') }),
    ).toBeVisible()
    await page.goto('/proxy?page=PerformanceSettlement')
    const settlement = page.locator('[data-slot="settlement-panel"]')
    const month = rows(page, 'settlement-panel').filter({ hasText: '40.00' })
    await expect(month).toHaveCount(1)
    await expect(month).toContainText('200.00')
    await expect(balance(page)).toHaveText(/0\.00/)

    // A second tab shows the same month still open.
    const other = await page.context().newPage()
    await other.goto('/proxy?page=PerformanceSettlement')
    const otherMonth = rows(other, 'settlement-panel').filter({ hasText: '40.00' })
    await expect(settleButton(otherMonth)).toBeEnabled()

    await settleButton(month).click()
    await expect(month.locator('[data-slot="settlement-panel-settled"]')).toBeVisible()
    await expect(settlement.locator('[data-slot="settlement-panel-done"]')).toBeVisible()
    await expect(balance(page)).toHaveText(/40\.00/)

    // The stale tab's Settle is refused (107): nothing is paid twice.
    await settleButton(otherMonth).click()
    await expect(other.getByText(text('agent_report.err_settled'))).toBeVisible()
    await expect(otherMonth.locator('[data-slot="settlement-panel-settled"]')).toBeVisible()
    await other.close()
    await page.reload()
    await expect(month.locator('[data-slot="settlement-panel-settled"]')).toBeVisible()
    await expect(settleButton(month)).toHaveCount(0)
    await expect(balance(page)).toHaveText(/40\.00/)
  })
})

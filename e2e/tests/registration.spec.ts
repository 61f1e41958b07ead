import { expect, test, type Page } from '@playwright/test'
import { nextCaptchaAnswer, text, watchCaptchas } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import {
  fillUsdForm,
  freshAccount,
  freshPhone,
  input,
  liftRegistrationLimits,
  registerForm,
  smsCode,
} from '../support/register.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')
const form = registerForm

test.describe('a visitor registers', () => {
  test.beforeEach(async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    await liftRegistrationLimits(page)
  })

  test('through an invite code, with SMS verification, and is logged in', async ({ page }) => {
    const account = freshAccount()
    const phone = freshPhone()
    const captcha = await nextCaptchaAnswer(page, () => page.goto('/register?invite=DEMO01REF'))
    const register = form(page)
    await expect(register).toBeVisible()
    // The link's invite code is the introducer, locked.
    const introducer = input(register, 'signup.recommend')
    await expect(introducer).toHaveValue('DEMO01REF')
    await expect(introducer).toHaveAttribute('readonly', '')

    await fillUsdForm(page, register, { account, phone, captcha })
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/fb_tracking'))
    await register.getByRole('button', { name: text('signup.submit') }).click()
    await expect(page.getByText(text('signup.success'))).toBeVisible()
    // The registration-complete marketing event went to the server, with the new member's id.
    const event = await tracked
    expect(((await event.json()) as { data: { recorded: boolean } }).data.recorded).toBe(true)
    const sent = event.request().postDataJSON() as { eventName: string; userData: { external_id?: string } }
    expect(sent.eventName).toBe('CompleteRegistration')
    expect(sent.userData.external_id).toMatch(/^\d+$/)
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
    await expect(register).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('member_account'))).toBe(account)

    // The new member logs in again with the password chosen.
    await header(page)
      .getByRole('button', { name: text('header.logout') })
      .click()
    const answer = await nextCaptchaAnswer(page, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const login = page.getByRole('dialog', { name: text('login.title') })
    await login.getByLabel(text('login.account')).fill(account)
    await login.getByLabel(text('login.password'), { exact: true }).fill('abc12345')
    await login.getByLabel(text('login.captcha')).fill(answer)
    await login.getByRole('button', { name: text('login.submit') }).click()
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
  })

  test('refusals 102, 104 and 113 are said under their fields', async ({ page }) => {
    const captchas = watchCaptchas(page)
    await page.goto('/register')
    const register = form(page)
    // 104: phones are unique in USD, so the server checks the phone as it is left.
    await input(register, 'signup.phone').fill('0912345678')
    await input(register, 'signup.phone').blur()
    await expect(register).toContainText(text('signup.err_phone_used'))

    // 102: the account is checked locally on the way (spec section 5), by the server at submit.
    const phone = freshPhone()
    await fillUsdForm(page, register, { account: 'demo01', phone, captcha: await captchas.latestAnswer(0, register) })
    await register.getByRole('button', { name: text('signup.submit') }).click()
    await expect(register).toContainText(text('signup.err_account_used'))
    // Each captcha answers once: the answer clears and a new one comes.
    await expect(input(register, 'login.captcha')).toHaveValue('')

    // 113: a wrong SMS code; nothing is registered.
    const account = freshAccount()
    await input(register, 'signup.account').fill(account)
    await input(register, 'signup.phone_verify').fill('000000')
    expect(await smsCode(page, phone)).not.toBe('000000')
    await input(register, 'login.captcha').fill(await captchas.latestAnswer(1, register))
    await register.getByRole('button', { name: text('signup.submit') }).click()
    await expect(register).toContainText(text('signup.err_phone_verify_wrong'))
    await expect(input(register, 'signup.account')).toHaveValue(account)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a closed invite code says so and is not kept', async ({ page }) => {
    await page.goto('/?invite=CLOSED01')
    await expect(page.getByText(text('signup.err_recommend_closed'))).toBeVisible()
    expect(await page.evaluate(() => document.cookie)).not.toContain('recommend_code=CLOSED01')
  })
})

test.describe('registering on an agent domain', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test("locks the currency to the agent's and makes the agent the introducer", async ({ page }) => {
    const { port } = new URL(test.info().project.use.baseURL!)
    await page.goto(`http://vnd-agent.lobby.test:${port}/register`)
    const register = form(page)
    await expect(register.getByRole('combobox', { name: text('signup.currency') })).toHaveValue('VND', {
      timeout: 15_000,
    })
    await expect(register.getByRole('combobox', { name: text('signup.currency') })).toBeDisabled()
    await expect(register).toContainText(text('signup.currency_locked'))
    const agent = input(register, 'signup.agent')
    await expect(agent).toHaveValue('22')
    await expect(agent).toHaveAttribute('readonly', '')
    // The agent is remembered for a day on this host (spec section 9).
    expect((await page.context().cookies()).find((c) => c.name === 'agent_domain_id')?.value).toBe('22')
  })

  test("an agent's link starts the form in the agent's currency", async ({ page }) => {
    await page.goto('/register?id=22')
    const register = form(page)
    // The link is checked and the agent's currency asked for before the form opens: a few calls.
    await expect(register.getByRole('combobox', { name: text('signup.currency') })).toHaveValue('VND', {
      timeout: 15_000,
    })
    await expect(input(register, 'signup.agent')).toHaveValue('22')
  })
})

test.describe('the mobile register page', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('is a page over the operator background, with the form and a way to log in', async ({ page }) => {
    await page.goto('/register?currency=USD')
    const registerPage = page.locator('[data-slot="register-page"]')
    await expect(registerPage).toBeVisible()
    await expect(registerPage).toHaveAttribute('data-state', 'image')
    await expect(registerPage.locator('[data-slot="register-page-background"]')).toHaveAttribute('src', /^\/media\//)
    await expect(input(form(page), 'signup.account')).toBeVisible()
    // A member who already has an account goes to the login.
    await registerPage.getByRole('button', { name: text('login.title') }).click()
    await expect(page.getByRole('dialog', { name: text('login.title') })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

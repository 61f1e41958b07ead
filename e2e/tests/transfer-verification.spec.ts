import { createDecipheriv } from 'node:crypto'
import { expect, test, type Page, type Response } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, nextCaptchaAnswer, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/**
 * Login 802 (spec sections 4, 5 and 8): the member-transfer verification.
 * Step 1 proves the member (withdrawal password, phone or e-mail, a captcha
 * the page checks itself) and gets a token from `/arks/web/vx/verify`; step 2
 * sets the new password with it (`/arks/web/vx/reset`); the member then logs
 * in with the new password, and the old one no longer works.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')

const isClientCaptcha = (response: Response) => response.url().endsWith('/api/clientCaptcha')

/** The answer of a `/clientCaptcha` the page was given, read as the page reads it (AES-256-GCM, iv + text + tag). */
async function clientCaptchaAnswer(response: Response): Promise<string> {
  const { data } = (await response.json()) as { data: { text: string; key: string } }
  const sealed = Buffer.from(data.text, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(data.key, 'base64'), sealed.subarray(0, 12))
  decipher.setAuthTag(sealed.subarray(sealed.length - 16))
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8')
}

test.describe('login 802: the member-transfer verification', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('verifies the member, sets a new password, and the member logs in with it', async ({ page }) => {
    test.slow()
    const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const account = await freshMember(page, {
      need_transfer_verification: 1,
      withdraw_password: '1357',
      member_phone: phone,
    })
    await page.goto('/')

    // The login answers 802: the login modal gives way to the verification, which brings its own captcha.
    const firstCaptcha = page.waitForResponse(isClientCaptcha)
    const login = await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const verify = page.getByRole('dialog', { name: text('login.tv_title') })
    await expect(verify).toBeVisible()
    await expect(login).toBeHidden()
    // Not logged in: no session was handed over.
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()

    // A wrong withdrawal password is refused by the server: still step 1, and a new captcha comes.
    await verify.getByLabel(text('login.tv_withdraw_password')).fill('2468')
    await verify.getByLabel(text('login.tv_phone')).fill(phone)
    const wrongAnswer = await clientCaptchaAnswer(await firstCaptcha)
    await verify.getByLabel(text('login.captcha')).fill(wrongAnswer)
    const secondCaptcha = page.waitForResponse(isClientCaptcha)
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/vx/verify'))
    await verify.getByRole('button', { name: text('login.tv_verify') }).click()
    expect(((await (await refused).json()) as { code: string }).code).not.toBe('100')
    await expect(verify.getByRole('alert')).toContainText(text('signup.error_verify_pls_reVerify'))
    await expect(verify.locator('[data-slot="transfer-verify-modal-step"]')).toHaveAttribute('data-state', 'step-1')

    // Step 1 with the right withdrawal password and phone: the server hands over a token.
    const answer = await clientCaptchaAnswer(await secondCaptcha)
    await verify.getByLabel(text('login.tv_withdraw_password')).fill('1357')
    await verify.getByLabel(text('login.captcha')).fill(answer)
    const verified = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/vx/verify'))
    await verify.getByRole('button', { name: text('login.tv_verify') }).click()
    const verifyBody = (await (await verified).json()) as { code: string; data: { token: string } }
    expect(verifyBody.code).toBe('100')
    expect(verifyBody.data.token.length).toBeGreaterThan(0)

    // Step 2: a new password, sent with that token.
    await expect(verify.locator('[data-slot="transfer-verify-modal-step"]')).toHaveAttribute('data-state', 'step-2')
    await verify.getByLabel(text('login.new_password'), { exact: true }).fill('newpass99')
    await verify.getByLabel(text('login.check_password'), { exact: true }).fill('newpass99')
    const reset = page.waitForRequest((r) => r.url().endsWith('/api/arks/web/vx/reset'))
    const captcha = nextCaptchaAnswer(page, () => verify.getByRole('button', { name: text('login.tv_reset') }).click())
    const sent = (await reset).postDataJSON() as { account: string; password: string; token: string }
    expect(sent.token).toBe(verifyBody.data.token)
    expect(sent.account).toBe(account)
    expect((await (await reset).response())?.status()).toBe(200)

    // The verification closes and the login opens again: the old password is refused, the new one logs in.
    await expect(verify).toBeHidden()
    await expect(login).toBeVisible()
    await login.getByLabel(text('login.account')).fill(account)
    await login.getByLabel(text('login.password'), { exact: true }).fill(DEMO_PASSWORD)
    await login.getByLabel(text('login.captcha')).fill(await captcha)
    const next = nextCaptchaAnswer(page, () => login.getByRole('button', { name: text('login.submit') }).click())
    await expect(login.getByRole('alert')).toContainText(text('account_error'))
    await expect(verify).toBeHidden()
    await login.getByLabel(text('login.password'), { exact: true }).fill('newpass99')
    await login.getByLabel(text('login.captcha')).fill(await next)
    await login.getByRole('button', { name: text('login.submit') }).click()
    await expect(login).toBeHidden()
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
  })
})

import { expect, test, type Page } from '@playwright/test'
import { freshMember, logInThroughModal, text, watchCaptchas } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')

test.describe('a member who forgot the password', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('gets a code on the phone, sets a new password and logs in with it', async ({ page }) => {
    const phone = `08${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
    const account = await freshMember(page, { member_phone: phone })
    const captchas = watchCaptchas(page)
    await page.goto('/')
    await header(page)
      .getByRole('button', { name: text('header.login') })
      .click()
    const login = page.getByRole('dialog', { name: text('login.title') })
    await login.getByRole('button', { name: text('login.forgot_password') }).click()

    const dialog = page.getByRole('dialog', { name: text('forgot_password.title') })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel(text('login.account')).fill(account)
    await dialog.getByLabel(text('forgot_password.phone')).fill(phone)
    // The login modal asked for one captcha; the forgot-password step asks for its own.
    await dialog.getByLabel(text('login.captcha')).fill(await captchas.latestAnswer(1, dialog))
    await dialog.getByRole('button', { name: text('forgot_password.send') }).click()

    // Step 2: the code the server texted (dev hook), a new password.
    await expect(dialog.getByLabel(text('forgot_password.code'))).toBeVisible()
    const sms = await page.request.get(`/api/dev/sms?phone=${phone}`)
    expect(sms.status()).toBe(200)
    const { code } = ((await sms.json()) as { data: { code: string } }).data
    // A wrong code is refused under the code, and nothing changes.
    await dialog.getByLabel(text('forgot_password.code')).fill(code === '000000' ? '111111' : '000000')
    await dialog.getByLabel(text('login.new_password'), { exact: true }).fill('renew2468')
    await dialog.getByLabel(text('login.check_password')).fill('renew2468')
    await dialog.getByRole('button', { name: text('forgot_password.submit') }).click()
    await expect(dialog).toContainText(text('signup.err_phone_verify_wrong'))
    await dialog.getByLabel(text('forgot_password.code')).fill(code)
    await dialog.getByRole('button', { name: text('forgot_password.submit') }).click()
    await expect(dialog).toContainText(text('forgot_password.done'))

    // The new password opens the account.
    await logInThroughModal(page, account, 'renew2468', () =>
      dialog.getByRole('button', { name: text('forgot_password.log_in') }).click(),
    )
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
  })
})

import { expect, type Locator, type Page } from '@playwright/test'
import { text } from './account.ts'

/** The registration form: its fields, the SMS code, the required USD fields. */

export const registerForm = (page: Page) => page.locator('[data-slot="register-form"]')
/** A text input of the form by its label (the required mark is not part of the name). */
export const input = (register: Locator, key: string) => register.getByRole('textbox', { name: text(key), exact: true })

/** 6-12 letters and digits, unique per run: parallel journeys never collide. */
export function freshAccount(prefix = 'rg'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 12)
}

/** Ten digits no seeded member has. */
export function freshPhone(): string {
  return `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
}

/** The last SMS code the server sent to `phone` (dev hook; the gateway is a log in development). */
export async function smsCode(page: Page, phone: string): Promise<string> {
  let code = ''
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/sms?phone=${phone}`)
      if (response.status() !== 200) return ''
      code = ((await response.json()) as { data: { code: string } }).data.code
      return code
    })
    .toMatch(/^\d{6}$/)
  return code
}

/** The required USD fields (phone verified by SMS), the captcha and the agreement; not submitted. */
export async function fillUsdForm(
  page: Page,
  register: Locator,
  values: { account: string; phone: string; captcha: string; smsCode?: string },
) {
  await input(register, 'signup.account').fill(values.account)
  await input(register, 'signup.password').fill('abc12345')
  await input(register, 'signup.check_password').fill('abc12345')
  await input(register, 'signup.phone').fill(values.phone)
  await register.getByRole('button', { name: text('signup.sms_send') }).click()
  const code = values.smsCode ?? (await smsCode(page, values.phone))
  await input(register, 'signup.phone_verify').fill(code)
  await input(register, 'login.captcha').fill(values.captcha)
  await register.getByLabel(text('signup.agreement_accept')).check()
}

/**
 * One address registers every journey: lift the per-address limits (996/997) for the test server, the
 * lookups of `/register/verification` and `/register/sms` included.
 */
export async function liftRegistrationLimits(page: Page): Promise<void> {
  const limits = await page.request.post('/api/dev/registration/config', {
    data: {
      register_interval_seconds: 0,
      register_per_ip_per_day: 0,
      sms_per_ip_per_hour: 0,
      lookups_per_ip_per_minute: 0,
      lookups_per_ip_per_hour: 0,
    },
  })
  expect(limits.status()).toBe(200)
}

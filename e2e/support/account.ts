import { expect, type Locator, type Page, type Response } from '@playwright/test'
import en from '../../packages/ui/src/locales/en_US.json' with { type: 'json' }

const catalogue = en as Record<string, string>

/** The en_US text of a message key, as a person reads it. */
export function text(key: string): string {
  const value = catalogue[key]
  if (value === undefined) throw new Error(`no en_US text for ${key}`)
  return value
}

/** Seeded demo members (apps/server/src/seed/members.ts). */
export const DEMO_PASSWORD = 'demo123'

function isCaptcha(response: Response): boolean {
  return response.url().endsWith('/api/captcha') && response.request().method() === 'POST'
}

/**
 * Waits for the next login captcha the page asks for and reads its answer
 * from the dev hook (the picture is for people; tests do not OCR it).
 */
export async function nextCaptchaAnswer(page: Page, trigger: () => Promise<unknown>): Promise<string> {
  const [response] = await Promise.all([page.waitForResponse(isCaptcha), trigger()])
  const body = (await response.json()) as { data: { token: string } }
  const answer = await page.request.get(`/api/dev/captcha?token=${encodeURIComponent(body.data.token)}`)
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { data: { answer: string } }).data.answer
}

/** Fills and sends the login modal, which must be opening because of `open`. */
export async function logInThroughModal(page: Page, account: string, password: string, open: () => Promise<unknown>) {
  const answer = await nextCaptchaAnswer(page, open)
  const dialog = page.getByRole('dialog', { name: text('login.title') })
  await dialog.getByLabel(text('login.account')).fill(account)
  await dialog.getByLabel(text('login.password'), { exact: true }).fill(password)
  await dialog.getByLabel(text('login.captcha')).fill(answer)
  await dialog.getByRole('button', { name: text('login.submit') }).click()
  return dialog
}

/** A member of its own for one test (account 6-12 letters and digits), so parallel runs never share favourites. */
export async function freshMember(page: Page, extra: Record<string, unknown> = {}): Promise<string> {
  const account = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 12)
  const response = await page.request.post('/api/dev/members', {
    data: { account, password: DEMO_PASSWORD, currency: 'USD', ...extra },
  })
  expect(response.status(), await response.text()).toBe(200)
  return account
}

/**
 * Records every login captcha the page is given. `latestAnswer(after, scope)`
 * waits until more than `after` have arrived, then answers the one whose
 * picture `scope` shows: a form may ask for two in a row (a skip, then its
 * new question mounting), and the newest to arrive is not always the one on
 * screen on a busy machine.
 */
export function watchCaptchas(page: Page) {
  const captchas: { token: string; picture: string }[] = []
  page.on('response', (response) => {
    if (!isCaptcha(response)) return
    void response.json().then(
      (body: { data?: { token?: string; captcha?: string } }) => {
        if (body.data?.token) captchas.push({ token: body.data.token, picture: body.data.captcha ?? '' })
      },
      () => {},
    )
  })
  return {
    count: () => captchas.length,
    async latestAnswer(after: number, scope: Locator): Promise<string> {
      await expect.poll(() => captchas.length).toBeGreaterThan(after)
      const picture = scope.getByRole('img', { name: text('login.captcha_image') })
      let token: string | undefined
      await expect
        .poll(async () => {
          const shown = await picture.getAttribute('src')
          token = captchas.findLast((captcha) => captcha.picture === shown)?.token
          return token !== undefined
        })
        .toBe(true)
      const answer = await page.request.get(`/api/dev/captcha?token=${encodeURIComponent(token!)}`)
      expect(answer.status()).toBe(200)
      return ((await answer.json()) as { data: { answer: string } }).data.answer
    },
  }
}

/** A fresh member with `amount` (minor units) in the main wallet, logged in on `/`. */
export async function memberWithMoney(
  page: Page,
  amount: number,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const account = await freshMember(page, extra)
  const credit = await page.request.post('/api/dev/wallet/credit', {
    data: { site_id: 'lobby-demo', member_account: account, amount },
  })
  expect(credit.status(), await credit.text()).toBe(200)
  await page.goto('/')
  await logInThroughModal(page, account, DEMO_PASSWORD, () =>
    page
      .locator('[data-slot="header"]')
      .getByRole('button', { name: text('header.login') })
      .click(),
  )
  await expect(page.locator('[data-slot="header"]').getByRole('button', { name: text('header.logout') })).toBeVisible()
  // The launch waits for the member's own channel (spec section 4).
  await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
  return account
}

import { expect, test, type Page } from '@playwright/test'
import {
  DEMO_PASSWORD,
  freshMember,
  logInThroughModal,
  nextCaptchaAnswer,
  text,
  watchCaptchas,
} from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')

test.describe('a member logs in', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('logs in from the header and logs out', async ({ page }, info) => {
    // A member of its own: a second login of one member signs the first out (duplicate login).
    const account = await freshMember(page)
    await page.goto('/')
    const dialog = await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    await expect(dialog).toBeHidden()
    const logout = header(page).getByRole('button', { name: text('header.logout') })
    await expect(logout).toBeVisible()
    // The desktop header names the member.
    if (info.project.name === 'desktop') await expect(header(page)).toContainText(account)
    // The session survives a reload.
    await page.reload()
    await expect(logout).toBeVisible()

    await logout.click()
    await expect(header(page).getByRole('button', { name: text('header.login') })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('a wrong password says so and brings a new captcha', async ({ page }) => {
    const account = await freshMember(page)
    await page.goto('/')
    const first = await nextCaptchaAnswer(page, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const dialog = page.getByRole('dialog', { name: text('login.title') })
    await dialog.getByLabel(text('login.account')).fill(account)
    await dialog.getByLabel(text('login.password'), { exact: true }).fill('wrong-password1')
    await dialog.getByLabel(text('login.captcha')).fill(first)
    // Each captcha answers once: the refusal brings the next one.
    const second = await nextCaptchaAnswer(page, () =>
      dialog.getByRole('button', { name: text('login.submit') }).click(),
    )
    await expect(dialog.getByRole('alert')).toContainText(text('account_error'))
    await dialog.getByLabel(text('login.password'), { exact: true }).fill(DEMO_PASSWORD)
    await dialog.getByLabel(text('login.captcha')).fill(second)
    await dialog.getByRole('button', { name: text('login.submit') }).click()
    await expect(dialog).toBeHidden()
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
  })

  test('a new device answers a security question first (107)', async ({ page }) => {
    // Answers like the seeded demo02's, on a member of its own (a shared one would be signed out by
    // the other project's login: duplicate login).
    const answers = {
      member_name: 'Demo Two',
      identity_id: 'A123456789',
      member_phone: '0912345678',
      member_email: 'demo02@example.com',
      withdraw_password: '2468',
    }
    const account = await freshMember(page, { ...answers, double_validation: 1 })
    const captchas = watchCaptchas(page)
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const question = page.getByRole('dialog', { name: text('login.dv_title') })
    await expect(question).toBeVisible()
    // The server picks the questions from the member's profile.
    // Skip once: another question and a fresh captcha.
    const asked = (key: string) => question.getByLabel(text(`login.dv_question_${key}`), { exact: true })
    let first: string | undefined
    await expect
      .poll(async () => {
        for (const key of Object.keys(answers)) if (await asked(key).isVisible()) first = key
        return first
      })
      .toBeDefined()
    const before = captchas.count()
    await question.getByRole('button', { name: text('login.dv_skip') }).click()
    // The skip has landed once the first question is gone (each question is asked once per challenge).
    await expect(asked(first!)).toBeHidden()
    await expect.poll(() => captchas.count()).toBeGreaterThan(before)
    await expect(question.getByRole('img', { name: text('login.captcha_image') })).toBeVisible()
    const code = await captchas.latestAnswer(before, question)
    let answered = 0
    for (const [key, answer] of Object.entries(answers)) {
      const field = asked(key)
      if (await field.isVisible()) {
        await field.fill(answer)
        answered += 1
      }
    }
    expect(answered).toBe(1)
    await question.getByLabel(text('login.captcha')).fill(code)
    await question.getByRole('button', { name: text('login.dv_submit') }).click()
    await expect(question).toBeHidden()
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
  })
})

test.describe('a member in the lobby', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('favourites a game and finds it in the Favourites tab', async ({ page }) => {
    const account = await freshMember(page)
    await page.goto('/?tab=my_favorite')
    const panel = page.getByRole('tabpanel', { name: text('lobby.my_favorite') })
    // The visitor's prompt opens the login.
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      panel.getByRole('button', { name: text('lobby.login') }).click(),
    )
    await expect(panel.locator('[data-slot="status-message"], [data-slot="game-grid"]').first()).toBeVisible()

    // Favourite the first game of the Popular slots, then see it in the tab.
    await page.getByRole('tab', { name: text('lobby.all_game'), exact: true }).click()
    await page.getByRole('link', { name: `All of ${text('game_type.slot')} →` }).click()
    await page
      .locator('[data-slot="game-hall-screen"]')
      .getByRole('link', { name: /popular/i })
      .first()
      .click()
    const first = page.locator('[data-slot="game-grid-tile"]').first()
    await expect(first).toBeVisible({ timeout: 15_000 })
    const name = (await first.locator('[data-slot="game-grid-name"]').textContent())!.trim()
    await first.locator('[data-slot="game-grid-favorite"]').click()
    await expect(first.locator('[data-slot="game-grid-favorite"]')).toHaveAttribute('aria-pressed', 'true')

    await page.goto('/?tab=my_favorite')
    await expect(
      page.getByRole('tabpanel', { name: text('lobby.my_favorite') }).getByText(name, { exact: true }),
    ).toBeVisible()
  })
})

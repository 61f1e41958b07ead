import { expect, test, type Page } from '@playwright/test'
import th from '../../packages/ui/src/locales/th_TH.json' with { type: 'json' }
import zh from '../../packages/ui/src/locales/zh_CN.json' with { type: 'json' }
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

const header = (page: Page) => page.locator('[data-slot="header"]')

/** Picks `name` (a language's own name) in the header's language list. */
async function pickLanguage(page: Page, current: string, name: string, chooseTitle: string): Promise<void> {
  await header(page).getByRole('button', { name: current }).click()
  const list = page.getByRole('dialog', { name: chooseTitle })
  await expect(list).toBeVisible()
  await Promise.all([page.waitForEvent('load'), list.getByRole('button', { name, exact: true }).click()])
}

test.describe('language', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a visitor changes the language: saved in the cookie and local storage, the page reloads in it', async ({
    page,
    context,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(header(page).getByRole('button', { name: text('header.login') })).toBeVisible()

    await pickLanguage(page, 'Language: English', '简体中文', text('language.choose'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
    await expect(header(page).getByRole('button', { name: zh['header.login'] })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh_CN')
    // Spec sections 3 and 9: the language cookie lives 365 days on path /, SameSite lax.
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'zh_CN', path: '/', sameSite: 'Lax' })
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThanOrEqual(365)

    // Another script: Thai, from its own catalogue.
    await pickLanguage(page, zh['language.current'].replace('{name}', '简体中文'), 'ไทย', zh['language.choose'])
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH')
    await expect(header(page).getByRole('button', { name: th['header.login'] })).toBeVisible()

    // The cookie alone brings the language back (local storage cleared, e.g. another app shell).
    await page.evaluate(() => localStorage.removeItem('lang'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH')
  })
})

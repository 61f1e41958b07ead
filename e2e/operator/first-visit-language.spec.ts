import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import en from '../../packages/ui/src/locales/en_US.json' with { type: 'json' }
import ja from '../../packages/ui/src/locales/ja_JP.json' with { type: 'json' }
import vi from '../../packages/ui/src/locales/vi_VN.json' with { type: 'json' }
import { DEMO_PASSWORD } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { SITE_ID } from '../support/catalogue.ts'

/**
 * The operator's languages (console, Settings): a first visit is in the browser's language when the site
 * offers it, else in the site's default language, on the server's first page and after the page's scripts
 * run; a visitor's own choice stands while the site offers it. The owner changes the settings through the console's API and puts
 * them back after.
 */
test.describe.configure({ mode: 'serial' })

interface Locale {
  currencies: string[]
  default_currency: string
  languages: string[]
  default_language: string
}

async function owner(request: APIRequestContext): Promise<{ authorization: string }> {
  const res = await request.post('/api/admin/login', { data: { account: 'owner01', password: DEMO_PASSWORD } })
  expect(res.status(), await res.text()).toBe(200)
  return { authorization: `Bearer ${res.headers().authorization}` }
}

async function setLocale(request: APIRequestContext, locale: Locale) {
  const res = await request.post('/api/admin/settings/locale', {
    data: { site_id: SITE_ID, ...locale },
    headers: await owner(request),
  })
  expect(((await res.json()) as { code: string }).code).toBe('100')
}

const header = (page: Page) => page.locator('[data-slot="header"]')

test.describe("the site's default language", () => {
  let before: Locale
  test.beforeAll(async ({ request }) => {
    const res = await request.post('/api/admin/settings', { data: { site_id: SITE_ID }, headers: await owner(request) })
    const { data } = (await res.json()) as { data: Locale }
    before = {
      currencies: data.currencies,
      default_currency: data.default_currency,
      languages: data.languages,
      default_language: data.default_language,
    }
    // The site offers Vietnamese and English, Vietnamese by default.
    await setLocale(request, { ...before, languages: ['vi_VN', 'en_US'], default_language: 'vi_VN' })
  })
  test.afterAll(async ({ request }) => {
    await setLocale(request, before)
  })

  test('a browser in a language the site does not offer gets the site default; one it offers keeps its own', async ({
    browser,
    baseURL,
  }) => {
    const japanese = await browser.newContext({ baseURL, locale: 'ja-JP' })
    const page = await japanese.newPage()
    await bulletinsAlreadyClosed(page)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
    await expect(header(page).getByRole('button', { name: vi['header.register'] ?? '?', exact: true })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull()
    // A choice made (the cookie and storage the language list writes) stands while the site offers it ...
    await japanese.addCookies([{ name: 'i18n_redirected', value: 'en_US', url: baseURL! }])
    await page.evaluate(() => localStorage.setItem('lang', 'en_US'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(header(page).getByRole('button', { name: en['header.register'] ?? '?', exact: true })).toBeVisible()
    // ... and a language the operator no longer offers is no choice: the site's default, on the server's page
    // and after the page's scripts read their storage.
    await japanese.addCookies([{ name: 'i18n_redirected', value: 'ja_JP', url: baseURL! }])
    await page.evaluate(() => localStorage.setItem('lang', 'ja_JP'))
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
    await expect(header(page).getByRole('button', { name: vi['header.register'] ?? '?', exact: true })).toBeVisible()
    await expect(header(page).getByRole('button', { name: ja['header.register'] ?? '?', exact: true })).toHaveCount(0)
    await japanese.close()

    const english = await browser.newContext({ baseURL, locale: 'en-US' })
    const other = await english.newPage()
    await bulletinsAlreadyClosed(other)
    await other.goto('/')
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US')
    await english.close()
  })
})

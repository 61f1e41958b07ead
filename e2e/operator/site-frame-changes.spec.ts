import { expect, test, type Page } from '@playwright/test'
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/** The operator changes the ads, the mobile bar and the float buttons; the site shows what was set (spec section 7). */
test.describe.configure({ mode: 'serial' })

const SITE = 'lobby-demo'

async function devPost(page: Page, path: string, body: unknown) {
  const response = await page.request.post(`/api/dev/${path}`, { data: body })
  expect(response.status(), await response.text()).toBe(200)
}

async function read<T>(page: Page, path: string, body: unknown): Promise<T> {
  const response = await page.request.post(`/api/${path}`, { data: body })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { data: T }).data
}

type Ad = { title: string; content: string; photo_path: string; url: string }
const adsOf = (page: Page, language: string) =>
  read<{ language: string; list: Ad[] }>(page, 'web/model_setting', {
    site_id: SITE,
    language,
    model_version: 'site02',
  })
const asItems = (list: Ad[]) => list.map(({ title, content, photo_path, url }) => ({ title, content, photo_path, url }))

/** The socket opens once the page is idle (first paint first): a push sent before it would be missed. */
async function liveUpdates(page: Page) {
  await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
}

test.describe('operator changes to the site frame', () => {
  test('new ads pushed in the visitor’s language pop up again; another language’s push reloads nothing', async ({
    page,
  }) => {
    const english = await adsOf(page, 'en_US')
    const chinese = await adsOf(page, 'zh_CN')
    expect(english.language).toBe('en_US')
    expect(chinese.language).toBe('zh_CN')
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/model_setting')) {
        asked.push((request.postDataJSON() as { language: string }).language)
      }
    })
    // The seeded ads count as seen this session: only a push can bring a pop-up.
    await bulletinsAlreadyClosed(page)
    try {
      await page.goto('/')
      await liveUpdates(page)
      await expect.poll(() => asked).toEqual(['en_US'])
      await expect(page.getByRole('dialog')).toHaveCount(0)

      const flash = `Flash promo ${Date.now()}`
      await devPost(page, 'model-lists', {
        kind: 'setting',
        language: 'en_US',
        template: 'site02',
        items: [{ title: flash, content: '<p>Today only</p>', url: '/discount' }],
      })
      const popup = page.getByRole('dialog', { name: flash })
      await expect(popup).toBeVisible()
      await expect(popup).toContainText('Today only')
      await popup
        .getByRole('button', { name: text('news.close') })
        .last()
        .click()
      await expect(popup).toBeHidden()

      // A change in Chinese is not this visitor's: no reload, no pop-up. The English push after it is
      // heard after it (one socket, in order), so by then the Chinese one has been handled.
      await devPost(page, 'model-lists', {
        kind: 'setting',
        language: 'zh_CN',
        template: 'site02',
        items: [{ title: '今日特惠', content: '今日特惠' }],
      })
      const second = `Second promo ${Date.now()}`
      await devPost(page, 'model-lists', {
        kind: 'setting',
        language: 'en_US',
        template: 'site02',
        items: [{ title: second, content: second }],
      })
      await expect(page.getByRole('dialog', { name: second })).toBeVisible()
      expect(asked).toEqual(['en_US', 'en_US', 'en_US'])
      await expect(page.getByRole('dialog', { name: '今日特惠' })).toHaveCount(0)
    } finally {
      await devPost(page, 'model-lists', { kind: 'setting', language: 'en_US', items: asItems(english.list) })
      await devPost(page, 'model-lists', { kind: 'setting', language: 'zh_CN', items: asItems(chinese.list) })
    }
  })

  test('the login modal’s operator content reloads when pushed in the visitor’s language (mobile template)', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    const original = await read<{ list: Ad[] }>(page, 'web/model_login', {
      site_id: SITE,
      language: 'en_US',
      model_version: 'H5_1',
    })
    try {
      await page.goto('/')
      await liveUpdates(page)
      await page
        .locator('[data-slot="header"]')
        .getByRole('button', { name: text('header.login') })
        .click()
      const login = page.getByRole('dialog', { name: text('login.title') })
      await expect(login).toContainText(original.list[0]!.title)
      const tip = `Fresh tip ${Date.now()}`
      await devPost(page, 'model-lists', {
        kind: 'login',
        language: 'en_US',
        items: [{ title: tip, content: 'Keep your password to yourself.' }],
      })
      await expect(login).toContainText(tip)
      await expect(login).not.toContainText(original.list[0]!.title)
    } finally {
      await devPost(page, 'model-lists', { kind: 'login', language: 'en_US', items: asItems(original.list) })
      await context.close()
    }
  })

  test('the mobile bar shows the items the operator set', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    type FooterItem = { key: string; title: string; icon: string; url: string; need_login: 0 | 1 }
    const original = await read<{ list: FooterItem[] }>(page, 'arks/web/web-mobile-footer', {
      site_id: SITE,
      template: 'H5_1',
    })
    try {
      await devPost(page, 'mobile-footer', {
        items: [
          { key: 'home', title: 'Home', url: '/' },
          { key: 'promo', title: 'Offers', url: '/discount' },
          { key: 'faq', title: 'Help', url: '/faq' },
        ],
      })
      await page.goto('/')
      const bar = page.getByRole('navigation', { name: text('footer.mobile_nav') })
      await expect(bar.getByRole('link')).toHaveText([text('footer.home'), 'Offers', 'Help'])
      await bar.getByRole('link', { name: 'Offers' }).click()
      await expect(page).toHaveURL(/\/discount$/)
      await expect(bar.getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page')
    } finally {
      await devPost(page, 'mobile-footer', {
        items: original.list.map(({ key, title, icon, url, need_login }) => ({ key, title, icon, url, need_login })),
      })
      await context.close()
    }
  })

  test('site variant rb16 leaves the money items out of the mobile bar', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    try {
      await devPost(page, 'site-env', { site_variant: 'rb16' })
      await page.goto('/')
      const bar = page.getByRole('navigation', { name: text('footer.mobile_nav') })
      await expect(bar.getByRole('link', { name: text('footer.wallet') })).toBeVisible()
      await expect(bar.getByRole('link', { name: text('footer.deposit') })).toHaveCount(0)
      await expect(bar.getByRole('link', { name: text('footer.withdraw') })).toHaveCount(0)
    } finally {
      await devPost(page, 'site-env', { site_variant: '' })
      await context.close()
    }
  })

  test('the float buttons show what the operator set, and a click goes there', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    type Float = { title: string; photo_path: string; url: string; position: 'left' | 'right' }
    const original = await read<{ list: Float[] }>(page, 'arks/web/float', { site_id: SITE })
    try {
      await devPost(page, 'float', {
        items: [
          { title: 'Weekend cup', url: '/discount', position: 'right' },
          { title: 'Our partner', url: 'https://partner.example.com/', position: 'left' },
        ],
      })
      await page.goto('/')
      const float = page.locator('[data-slot="float-buttons"]')
      await expect(float.getByRole('link')).toHaveCount(2)
      await expect(float.getByRole('link', { name: 'Download the app' })).toHaveCount(0)
      const partner = float.getByRole('link', { name: /Our partner/ })
      await expect(partner).toHaveAttribute('href', 'https://partner.example.com/')
      await expect(partner).toHaveAttribute('target', '_blank')
      await float.getByRole('link', { name: 'Weekend cup' }).click()
      await expect(page).toHaveURL(/\/discount$/)
    } finally {
      await devPost(page, 'float', {
        items: original.list.map(({ title, photo_path, url, position }) => ({ title, photo_path, url, position })),
      })
    }
  })
})

import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'

async function devPost(page: Page, path: string, body: unknown) {
  const response = await page.request.post(`/api/dev/${path}`, { data: body })
  expect(response.status(), await response.text()).toBe(200)
}

/** The socket opens once the page is idle (first paint first): a push sent before it would be missed. */
async function liveUpdates(page: Page) {
  await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
}
/** Operator changes to what frames every page, pushed over the public channels (spec section 7). */
test.describe.configure({ mode: 'serial' })

test.describe('operator changes to the site frame reach a visitor', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a new customer-service link replaces the old one without a reload', async ({ page }) => {
    await page.goto('/')
    const service = page.locator('[data-slot="sidebar"]').getByRole('link', { name: /customer service/i })
    await expect(service).toBeVisible()
    await liveUpdates(page)
    const url = `https://help.example.com/chat/${Date.now()}`
    await devPost(page, 'customer-service-link', { customer_service_link: url })
    await expect(service).toHaveAttribute('href', url)
  })

  test('the sponsor page reloads its list when the operator changes it (mobile template)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    await page.goto('/sponsor')
    await expect(page.locator('[data-slot="sponsor-page"] article').first()).toBeVisible()
    await liveUpdates(page)
    const title = `New partner ${Date.now()}`
    await devPost(page, 'model-lists', {
      kind: 'sponsor',
      language: 'en_US',
      items: [
        {
          title,
          content: 'Fresh from the operator.',
          photo_path: '/media/banner/1-v1.svg',
          url: 'https://partner.example.com',
        },
      ],
    })
    await expect(page.locator('[data-slot="sponsor-page"] article')).toHaveCount(1)
    await expect(page.getByText(title)).toBeVisible()

    // A change in another language is not this visitor's: the list stays.
    await devPost(page, 'model-lists', { kind: 'sponsor', language: 'zh_CN', items: [] })
    await page.waitForLoadState('networkidle')
    await expect(page.getByText(title)).toBeVisible()
    await context.close()
  })

  test('site variants: rb16 hides the money links, r88 refuses every game launch', async ({ page }) => {
    const footer = page.locator('[data-slot="footer"]')
    const header = page.locator('[data-slot="header"]')
    const account = await freshMember(page)
    try {
      await page.goto('/')
      await logInThroughModal(page, account, DEMO_PASSWORD, () =>
        header.getByRole('button', { name: text('header.login') }).click(),
      )
      await expect(header.getByRole('button', { name: text('header.logout') })).toBeVisible()
      await expect(footer.getByRole('button', { name: text('footer.deposit') })).toBeVisible()
      await liveUpdates(page)

      // The operator switches the variant: the open page refetches the site details (customer_service_link_change).
      await devPost(page, 'site-env', { site_variant: 'rb16' })
      await expect(footer.getByRole('button', { name: text('footer.deposit') })).toHaveCount(0)
      await expect(footer.getByRole('button', { name: text('footer.withdraw') })).toHaveCount(0)
      await expect(footer.getByRole('button', { name: text('footer.wallet') })).toBeVisible()

      await devPost(page, 'site-env', { site_variant: 'r88' })
      await expect(footer.getByRole('button', { name: text('footer.deposit') })).toBeVisible()
      await expect(page.locator('[data-slot="site-layout"]')).toHaveAttribute('data-member-channel', 'joined')
      await categoryTab(page, 2).click()
      await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
      // The provider's own games: the home's template sections (issue 21) have game tiles too.
      await page
        .getByRole('region', { name: 'Axolotl Reels games' })
        .locator('[data-slot="game-grid-play"]')
        .first()
        .click()
      await expect(page.getByText(text('pg.r88close_msg'))).toBeVisible()
      // Nothing started: no game window, no play flag.
      expect(page.context().pages()).toHaveLength(1)
      expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBeNull()
    } finally {
      await devPost(page, 'site-env', { site_variant: '' })
    }
  })

  test('the operator’s app links show on /app; a link that is not http(s) is refused', async ({ page }) => {
    const bad = await page.request.post('/api/dev/site-env', { data: { app_ios_url: 'javascript:alert(1)' } })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('app_ios_url')
    try {
      await devPost(page, 'site-env', { app_android_url: 'https://play.example.com/store/apps/lobby' })
      await page.goto('/app')
      const app = page.locator('[data-slot="app-download-page"]')
      await expect(app).toHaveAttribute('data-state', 'offered')
      await expect(app.getByRole('link', { name: text('agent_join.app_android') })).toHaveAttribute(
        'href',
        'https://play.example.com/store/apps/lobby',
      )
      await expect(app.getByText(text('agent_join.app_ios_soon'))).toBeVisible()
    } finally {
      await devPost(page, 'site-env', { app_ios_url: '', app_android_url: '' })
    }
  })

  test('a bad variant name is refused with the field named and nothing written', async ({ page }) => {
    const response = await page.request.post('/api/dev/site-env', { data: { site_variant: 'R-88!' } })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('site_variant')
    const detail = await page.request.post('/api/arks/web/site/detail', { data: { site_id: 'lobby-demo' } })
    const body = (await detail.json()) as { data: { env_config: { site_variant?: string } } }
    expect(body.data.env_config.site_variant ?? '').toBe('')
  })

  test('the mobile template chosen in the site config picks the home sections and the category layout', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await bulletinsAlreadyClosed(page)
    const jackpot = page.locator('[data-slot="jackpot-counter"]')
    const navList = page.getByRole('tablist', { name: text('lobby.categories') })
    try {
      // H5_1 (the seeded one): every section, the categories in a strip.
      await page.goto('/')
      await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
      await expect(jackpot).toBeVisible()
      await expect(navList).not.toHaveAttribute('data-arrangement', 'grid')

      // H5_4: banner, marquee and the categories as a grid; no jackpot.
      await devPost(page, 'site-env', { mobile_template: 'H5_4' })
      await page.reload()
      await expect(navList).toHaveAttribute('data-arrangement', 'grid')
      await expect(jackpot).toHaveCount(0)
      await expect(page.locator('[data-slot="announcement-marquee"]')).toBeVisible()
    } finally {
      await devPost(page, 'site-env', { mobile_template: 'H5_1' })
      await context.close()
    }
  })

  test('an unknown mobile template is refused with the field named', async ({ page }) => {
    const response = await page.request.post('/api/dev/site-env', { data: { mobile_template: 'H5_9' } })
    expect(response.status()).toBe(400)
    expect(await response.text()).toContain('mobile_template')
  })
})

import { expect, test, type Page } from '@playwright/test'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

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
})

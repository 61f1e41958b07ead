import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryLabel, SITE_ID } from '../support/catalogue.ts'

/**
 * Demo mode from the server's site details at run time (spec section 5:
 * IS_DEMO blocks play and banner actions and skips login; section 4:
 * registration is blocked): the operator turns `env_config.is_demo` on for
 * the running site, an open page hears of it, real play and registration are
 * refused with a notice; turned off again, they work as before.
 */
test.describe.configure({ mode: 'serial' })

async function setDemo(page: Page, isDemo: boolean) {
  // The open page refetches the site details on `customer_service_link_change`, which it hears only once its
  // socket is connected: a change made before that is one it would never be told of.
  await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
  const refetched = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/site/detail'))
  const response = await page.request.post('/api/dev/site-demo', { data: { site_id: SITE_ID, is_demo: isDemo } })
  expect(response.status(), await response.text()).toBe(200)
  await refetched
}

async function realLiveGame(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/v2/get_template_game_list', {
    data: { site_id: SITE_ID, currency: 'USD', support_device: 0 },
  })
  const { data } = (await response.json()) as {
    data: { info: { gt_id: number; game_list: { game_name: string; is_demo: 0 | 1 }[] }[] }
  }
  const live = data.info.find((s) => s.gt_id === 3)
  const game = live?.game_list.find((g) => g.is_demo === 0)
  expect(game, 'the live section has a game played for real').toBeDefined()
  return game!.game_name
}

const sectionGrid = (page: Page, title: string) =>
  page.locator('[data-slot="lobby-sections"]').getByRole('region', { name: title, exact: true })

test.describe('demo mode from the site details', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))
  test.afterEach(async ({ request }) => {
    await request.post('/api/dev/site-demo', { data: { site_id: SITE_ID, is_demo: false } })
  })

  test('turned on while a visitor is on the lobby, it blocks real play and registration; off, they work again', async ({
    page,
    request,
  }) => {
    const gameName = await realLiveGame(request)
    await page.goto('/')
    await expect(page.locator('[data-slot="connection-status"]')).toHaveAttribute('data-status', 'connected')
    const game = sectionGrid(page, categoryLabel(3)).getByRole('button', { name: gameName, exact: true })
    await expect(game).toBeVisible()

    await setDemo(page, true)
    await game.click()
    await expect(page.getByText(text('session_flows.demo_play'))).toBeVisible()
    // Demo mode skips the login it would ask for.
    await expect(page.getByText(text('login_required.body'))).toHaveCount(0)

    await page
      .locator('[data-slot="header"]')
      .getByRole('button', { name: text('header.register') })
      .click()
    await expect(page.getByText(text('signup.demo_mode'))).toBeVisible()
    await expect(page.locator('[data-slot="register-form"]')).toHaveCount(0)

    await setDemo(page, false)
    await game.click()
    await expect(page.getByText(text('login_required.body'))).toBeVisible()
  })

  test('a page opened in demo mode refuses registration from the address too', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await setDemo(page, true)
    await page.goto('/faq?modal=register')
    await expect(page.getByText(text('signup.demo_mode'))).toBeVisible()
    await expect(page.locator('[data-slot="register-form"]')).toHaveCount(0)
  })
})

import { expect, test, type APIRequestContext } from '@playwright/test'
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryLabel, categoryTab, seededCatalogue, SITE_ID } from '../support/catalogue.ts'

async function api<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { data })
  const body = (await response.json()) as { code: string; data: T }
  expect(body.code).toBe('100')
  return body.data
}

test.describe('a visitor around the lobby', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('the favourites and recent tabs ask a visitor to log in', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('tab', { name: 'Favourites', exact: true }).click()
    await expect(page).toHaveURL(/\?tab=my_favorite$/)
    await page
      .getByRole('tabpanel', { name: 'Favourites' })
      .getByRole('button', { name: /log in/i })
      .click()
    await expect(page.getByRole('dialog')).toContainText(/log in/i)
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /cancel|close|not now/i })
      .first()
      .click()

    // The tab is in the address: a reload keeps it.
    await page.reload()
    await expect(page.getByRole('tab', { name: 'Favourites', exact: true })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Recently played', exact: true }).click()
    await expect(page).toHaveURL(/\?tab=last_play$/)
    await page.getByRole('tab', { name: 'All games', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a game hall shows its category providers and the Popular page of slots', async ({ page, request }, info) => {
    const device = info.project.name === 'mobile' ? 1 : 0
    const catalogue = await seededCatalogue(request, 'USD', device)
    const slots = catalogue.find((c) => c.gt_id === 2)!
    const hot = await api<{ list: { game_name: string }[] }>(request, '/arks/web/member-games/hot-games', {
      site_id: SITE_ID,
      currency: 'USD',
      gt_id: 2,
    })

    // Reached from the lobby's category panel.
    await page.goto('/')
    await categoryTab(page, 2).click()
    await page.getByRole('link', { name: `All of ${categoryLabel(2)} →` }).click()
    await expect(page).toHaveURL(/\/gameHall\/2$/)
    const hall = page.locator('[data-slot="game-hall-screen"]')
    await expect(hall.getByRole('heading', { level: 1 })).toHaveText(categoryLabel(2))
    for (const provider of slots.gp_list.slice(0, 5)) {
      await expect(hall.getByRole('link', { name: new RegExp(provider.game_name) }).first()).toBeVisible()
    }
    if (hot.list.length > 0) await expect(page.getByText(hot.list[0]!.game_name, { exact: true }).first()).toBeVisible()

    // Popular: the slot link with house 0, the category's hot games across providers.
    await hall
      .getByRole('link', { name: /popular/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/slotgame\?gt_id=2&house=0&popular=1$/)
    await expect(page.locator('[data-slot="game-grid-tile"]').first()).toBeVisible({ timeout: 15_000 })
    // The slot page has no navbar or footer, only its own way back.
    await expect(page.locator('[data-slot="header"]')).toHaveCount(0)
    await expect(page.locator('[data-slot="footer"]')).toHaveCount(0)
    await page.getByRole('link', { name: /back to the lobby/i }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the header opens a category hall @desktop', async ({ page }) => {
    await page.goto('/')
    await page
      .locator('[data-slot="header"]')
      .getByRole('link', { name: categoryLabel(3), exact: true })
      .click()
    await expect(page).toHaveURL(/\/gameHall\/3$/)
    await expect(page.locator('[data-slot="game-hall-screen"]').getByRole('heading', { level: 1 })).toHaveText(
      categoryLabel(3),
    )
  })

  test('the sidebar opens the lobby on a category (/main/{id}) @desktop', async ({ page }) => {
    await page.goto('/')
    await page
      .locator('[data-slot="sidebar"]')
      .getByRole('link', { name: categoryLabel(5), exact: true })
      .click()
    await expect(page).toHaveURL(/\/main\/5$/)
    await expect(categoryTab(page, 5)).toHaveAttribute('aria-selected', 'true')
    // /main/{id} is a real address: it opens on that category after a reload too.
    await page.reload()
    await expect(categoryTab(page, 5)).toHaveAttribute('aria-selected', 'true')
  })

  test('full-path visits to /main, /gameHall and /slotgame go to the lobby; /fastDeposit sets its flag', async ({
    page,
    context,
  }) => {
    for (const path of ['/main', '/gameHall', '/slotgame?gt_id=2&gp_id=GPR8&house=0']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/$/)
    }
    await page.goto('/fastDeposit')
    await expect(page).toHaveURL(/\/$/)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'isFastDeposit')?.value).toBe('true')
  })

  test('an unknown path is Page Not Found', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible()
  })
})

test.describe('content pages', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('promotions list the running offers of the currency and open their terms', async ({ page, request }) => {
    const { list } = await api<{ list: { id: number; title: string; gt_id: number | null }[] }>(
      request,
      '/arks/web/promotion/list',
      { site_id: SITE_ID, currency: 'USD', language: 'en_US' },
    )
    expect(list.length).toBeGreaterThan(2)
    await page.goto('/discount')
    for (const promotion of list) await expect(page.getByRole('link', { name: promotion.title })).toBeVisible()

    // A category tab keeps that category's offers and the ones for every category.
    const live = list.filter((p) => p.gt_id === 3 || p.gt_id === null)
    await page.getByRole('tab', { name: categoryLabel(3), exact: true }).click()
    await expect(page.locator('[data-slot="discount-page"] article')).toHaveCount(live.length)

    const first = live[0]!
    await page.getByRole('link', { name: first.title }).click()
    await expect(page).toHaveURL(new RegExp(`/discount/${first.id}$`))
    await expect(page.getByRole('heading', { name: first.title, exact: true })).toBeVisible()
    // The operator's HTML arrives sanitised: its links open in a new tab without an opener.
    for (const link of await page.locator('[data-slot="discount-page"] a[href^="http"]').all()) {
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await page.getByRole('button', { name: /back/i }).click()
    await expect(page).toHaveURL(/\/discount$/)
  })

  test('the FAQ opens an answer by address and filters questions', async ({ page, request }) => {
    const { list } = await api<{ list: { id: number; title: string }[] }>(request, '/arks/web/faq/list', {
      site_id: SITE_ID,
      language: 'en_US',
    })
    const about = list.find((f) => f.id === 1)!
    await page.goto('/faq/1')
    await expect(page.getByRole('heading', { name: about.title, exact: true })).toBeVisible()

    await page.goto('/faq')
    const other = list.find((f) => f.id !== 1)!
    await page.getByRole('searchbox').fill(other.title.slice(0, 12))
    const questions = page.locator('[data-slot="faq-page"]')
    await expect(questions.getByRole('link', { name: other.title })).toBeVisible()
    await expect(questions.getByRole('link', { name: about.title, exact: true })).toHaveCount(0)
  })

  test('sponsors show the operator list and link out safely', async ({ page, request }) => {
    const { list } = await api<{ list: { title: string; url: string }[] }>(request, '/web/model_sponsor', {
      site_id: SITE_ID,
      language: 'en_US',
      model_version: 'desktop',
    })
    await page.goto('/sponsor')
    for (const sponsor of list) {
      const link = page.getByRole('link', { name: new RegExp(sponsor.title) }).first()
      await expect(link).toHaveAttribute('href', sponsor.url)
      await expect(link).toHaveAttribute('target', '_blank')
    }
  })

  test('/app offers the web app and shows a QR code of itself while no native app is configured', async ({ page }) => {
    await page.goto('/app')
    const app = page.locator('[data-slot="app-download-page"]')
    await expect(app).toHaveAttribute('data-state', 'none')
    await expect(app.getByRole('link')).toHaveCount(0)
    await expect(app.getByText(text('agent_join.app_ios_soon'))).toBeVisible()
    await expect(app.locator('[data-slot="app-download-page-web-app"]')).toBeVisible()
    const origin = new URL(page.url()).origin
    // The QR code is for a desktop visitor's phone; a phone has the page already.
    const desktop = (page.viewportSize()?.width ?? 0) >= 992
    if (desktop) await expect(app.locator('[data-slot="qr-code"]')).toHaveAttribute('data-value', `${origin}/app`)
    else await expect(app.locator('[data-slot="qr-code"]')).toHaveCount(0)
  })

  test('the footer links to the FAQ', async ({ page }) => {
    await page.goto('/')
    await page.locator('[data-slot="footer"]').getByRole('link', { name: 'Help centre' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

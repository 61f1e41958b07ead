import { expect, test, type Page } from '@playwright/test'
import vi from '../../packages/ui/src/locales/vi_VN.json' with { type: 'json' }
import { DEMO_PASSWORD, freshMember, logInThroughModal, memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab } from '../support/catalogue.ts'

const layoutOf = (page: Page) => page.locator('[data-slot="site-layout"]')
const header = (page: Page) => page.locator('[data-slot="header"]')
const footer = (page: Page) => page.locator('[data-slot="footer"]')
const helpCentre = (page: Page) => footer(page).getByRole('link', { name: 'Help centre' })

/** Counts full page loads of the main frame (a reload, a navigation that is not the router's). */
function countLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => loads++)
  return () => loads
}

/**
 * Fails the lazy chunk that holds the FAQ page (lazy chunks are named by
 * hash, so it is found by what it holds) whenever `fail()` says so; every
 * other file loads as usual.
 */
async function failFaqChunk(page: Page, fail: () => boolean): Promise<void> {
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    try {
      const response = await route.fetch()
      const body = await response.text()
      if (/[`"']faq-page[`"']/.test(body) && fail()) return await route.abort('failed')
      return await route.fulfill({ response, body })
    } catch (error) {
      // The reload the test waits for can land while a file is in flight: that request is gone with its
      // page. Or the test has passed and ended with a file still in flight (CI: "route.fetch: Test ended").
      if (!/disposed|closed|Target page|Test ended/i.test(String(error))) throw error
    }
  })
}

/** Marks the running page: a full load forgets the mark, an in-site navigation keeps it. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { lobbyMark: number }).lobbyMark = 1))
const marked = (page: Page) => page.evaluate(() => (window as unknown as { lobbyMark?: number }).lobbyMark === 1)

test.describe('the platform shell', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('desktop and mobile layouts switch at 992 px once resizing stops @desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 })
    await page.goto('/')
    await expect(layoutOf(page)).toHaveAttribute('data-layout', 'layout-desktop')
    await page.setViewportSize({ width: 991, height: 800 })
    await expect(layoutOf(page)).toHaveAttribute('data-layout', 'layout-mobile')
    await expect(page.locator('[data-slot="mobile-footer-nav"]')).toBeVisible()
    await page.setViewportSize({ width: 992, height: 800 })
    await expect(layoutOf(page)).toHaveAttribute('data-layout', 'layout-desktop')
    await expect(page.locator('[data-slot="mobile-footer-nav"]')).toHaveCount(0)
  })

  test('an unknown path is the fatal screen with 404 and the customer service', async ({ page }) => {
    await page.goto('/no-such-page')
    const screen = page.locator('[data-slot="fatal-error-screen"]')
    await expect(screen).toHaveAttribute('data-status', '404')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(screen.getByText('Page Not Found: /no-such-page')).toBeVisible()
    await expect(screen.getByText(/網站版本升級中/)).toBeVisible()
    await expect(screen.getByText(/The website is being upgraded/)).toBeVisible()
    await expect(screen.getByRole('link', { name: /Online customer service/ })).toHaveAttribute(
      'href',
      'https://support.example.com/chat',
    )
  })

  test('a chunk that fails to load reloads the page once, and the page then works', async ({ page }) => {
    let failed = 0
    await failFaqChunk(page, () => failed++ === 0)
    const loads = countLoads(page)
    await page.goto('/faq')
    await expect(page.locator('[data-slot="faq-page"]')).toBeVisible()
    expect(failed).toBe(2)
    expect(loads()).toBe(2)
  })

  test('a chunk that stays missing reloads once, then shows the fatal screen (no reload loop)', async ({ page }) => {
    let requests = 0
    await failFaqChunk(page, () => {
      requests++
      return true
    })
    const loads = countLoads(page)
    await page.goto('/faq')
    const screen = page.locator('[data-slot="fatal-error-screen"]')
    await expect(screen).toHaveAttribute('data-status', '500')
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error')
    // The first load and the one reload; the second failure is inside the 10 s guard.
    expect(loads()).toBe(2)
    expect(requests).toBe(2)
  })

  test('a newer build turns the next in-site navigation into a page load', async ({ page }) => {
    await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'e2e-newer', timestamp: 1 } }))
    await page.route('**/builds/meta/e2e-newer.json', (route) =>
      route.fulfill({ json: { id: 'e2e-newer', timestamp: 1 } }),
    )
    const meta = page.waitForRequest('**/builds/meta/e2e-newer.json')
    await page.goto('/')
    await meta
    await mark(page)
    await helpCentre(page).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await marked(page)).toBe(false)
  })

  test('the same build keeps in-site navigation in the page', async ({ page }) => {
    const latest = page.waitForResponse('**/builds/latest.json')
    await page.goto('/')
    expect((await latest).status()).toBe(200)
    await mark(page)
    await helpCentre(page).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await marked(page)).toBe(true)
  })

  test('the default locale’s unprefixed routes carry the route-name suffix', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.locator('html')).toHaveAttribute('data-route-name', 'faq___en_US___default')
    await page.goto('/no-such-page')
    await expect(page.locator('html')).toHaveAttribute('data-route-name', '404___en_US___default')
  })

  test('going home is a history-reset root: back does not return to the page left', async ({ page }) => {
    await page.goto('/')
    await helpCentre(page).click()
    await expect(page).toHaveURL(/\/faq$/)
    await header(page).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack()
    // Without the reset this would be /faq again.
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
  })

  test('/register on desktop leaves its flag and goes to /, where the register modal opens once @desktop', async ({
    page,
    context,
  }) => {
    const flag = async () => (await context.cookies()).find((c) => c.name === 'isRouteRegister')
    await page.goto('/register')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-slot="register-form"]')).toBeVisible()
    // The flag is taken when the modal opens: a reload of / does not open it again.
    await expect.poll(flag).toBeUndefined()
    await page.reload()
    await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
    await expect(page.locator('[data-slot="register-form"]')).toHaveCount(0)
  })

  test('a new page starts at its top', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
    await helpCentre(page).scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await helpCentre(page).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('appPage shows the one part an app embeds; header=false and footer=false hide theirs', async ({ page }) => {
    const main = page.locator('main')
    await page.goto('/?appPage=header')
    await expect(header(page)).toBeVisible()
    await expect(main).toHaveCount(0)
    await expect(footer(page)).toHaveCount(0)

    await page.goto('/?appPage=content')
    await expect(main.locator('[data-slot="lobby-screen"]')).toBeVisible()
    await expect(header(page)).toHaveCount(0)
    await expect(footer(page)).toHaveCount(0)

    await page.goto('/?appPage=footer')
    await expect(footer(page)).toBeVisible()
    await expect(header(page)).toHaveCount(0)
    await expect(main).toHaveCount(0)

    await page.goto('/?header=false&footer=false')
    await expect(main.locator('[data-slot="lobby-screen"]')).toBeVisible()
    await expect(header(page)).toHaveCount(0)
    await expect(footer(page)).toHaveCount(0)
  })

  test('a member page sends a visitor to log in, then on to the page', async ({ page }, info) => {
    const account = await freshMember(page)
    await page.goto('/user/Info')
    await expect(page).toHaveURL(/\/$/)
    const gate = page.getByRole('dialog', { name: text('login_required.page_title') })
    await expect(gate).toBeVisible()
    if (info.project.name === 'desktop') {
      // On desktop /user pages open in their own 1500x800 window (spec section 2).
      const popup = page.waitForEvent('popup')
      await logInThroughModal(page, account, DEMO_PASSWORD, () =>
        gate.getByRole('button', { name: text('login_required.confirm') }).click(),
      )
      await expect(await popup).toHaveURL(/\/user\/Info$/)
    } else {
      await logInThroughModal(page, account, DEMO_PASSWORD, () =>
        gate.getByRole('button', { name: text('login_required.confirm') }).click(),
      )
      await expect(page).toHaveURL(/\/user\/Info$/)
    }
  })

  test('a locale-prefixed address sets the language and keeps its prefix', async ({ page, context }) => {
    await page.goto('/vi_VN/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN')
    await expect(header(page).getByRole('button', { name: vi['header.login'] })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('vi_VN')
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('vi_VN')
    // The named route in its locale variant (spec section 2).
    await expect(page.locator('html')).toHaveAttribute('data-route-name', 'index___vi_VN')
    await footer(page).locator('a[href="/faq"]').click()
    await expect(page).toHaveURL(/\/vi_VN\/faq$/)
    await expect(page.locator('html')).toHaveAttribute('data-route-name', 'faq___vi_VN')
    await page.goto('/vi_VN/no-such-page')
    await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible()
  })

  test('an app shell hears of login and logout through the bridge', async ({ page }) => {
    await page.addInitScript(() => {
      const notices: string[] = []
      Object.assign(window, {
        lobbyNotices: notices,
        LobbyAndroid: { postMessage: (message: string) => notices.push(message) },
      })
    })
    const account = await freshMember(page)
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const notices = () =>
      page.evaluate(() =>
        (window as unknown as { lobbyNotices: string[] }).lobbyNotices.map((n) => JSON.parse(n) as { type: string }),
      )
    await expect.poll(notices).toContainEqual(expect.objectContaining({ type: 'login', member_account: account }))
    await header(page)
      .getByRole('button', { name: text('header.logout') })
      .click()
    await expect.poll(notices).toContainEqual(expect.objectContaining({ type: 'logout' }))
  })

  test('an app shell hears of a game launch, and the launch plays as the app @desktop', async ({ page, context }) => {
    await page.addInitScript(() => {
      const notices: string[] = []
      Object.assign(window, {
        lobbyNotices: notices,
        LobbyAndroid: { postMessage: (message: string) => notices.push(message) },
      })
    })
    await memberWithMoney(page, 10_000)
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
    const play1 = page.waitForRequest('**/member/game/play1')
    const [game] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('[data-slot="game-grid-play"]').first().click(),
    ])
    expect((await play1).postDataJSON()).toMatchObject({ device: 2 })
    await expect(game).toHaveURL(/\/house\/play\//, { timeout: 15_000 })
    const notices = () =>
      page.evaluate(() =>
        (window as unknown as { lobbyNotices: string[] }).lobbyNotices.map((n) => JSON.parse(n) as { type: string }),
      )
    await expect.poll(notices).toContainEqual(expect.objectContaining({ type: 'game_launch', gp_id: 'GPAX' }))
    await game.close()
  })

  test('the site runs under the server’s Content-Security-Policy without a violation', async ({ page }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      Object.assign(window, { cspViolations: violations })
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      )
    })
    const response = await page.goto('/')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
    await helpCentre(page).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.goto('/discount')
    await expect(page.locator('[data-slot="discount-page"]')).toBeVisible()
    await page.goto('/')
    await header(page)
      .getByRole('button', { name: text('header.login') })
      .click()
    await expect(page.getByRole('dialog', { name: text('login.title') })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([])
  })
})

test.describe('the installed app', () => {
  // The suite blocks service workers; this journey is about one.
  test.use({ serviceWorkers: 'allow' })
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('the pwa flag registers the service worker; without it none is registered', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(layoutOf(page)).toBeVisible()
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0)

    await page.goto('/?pwa=true')
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.scope ?? null)))
      .toMatch(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('pwa'))).toBe('1')
    const manifest = await page.request.get('/manifest.webmanifest')
    expect(manifest.status()).toBe(200)
    expect(((await manifest.json()) as { start_url: string }).start_url).toBe('/?pwa=true')
  })
})

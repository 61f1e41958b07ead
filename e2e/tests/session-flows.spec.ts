import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryNav, categoryTab, seededCatalogue } from '../support/catalogue.ts'

/**
 * Session flows (issue 21, spec sections 2, 3 and 5): query parameters read
 * on any page (`currency`, `modal`), history-reset roots reached every way,
 * and the device information a login sends, recorded by the server with the
 * address it saw on the connection.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
const footer = (page: Page) => page.locator('[data-slot="footer"]')
const deviceOf = (project: string): 0 | 1 => (project === 'mobile' ? 1 : 0)

async function ccyCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'ccy')?.value
}

test.describe('query parameters read on any page', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('?currency= on a page other than home switches the visitor’s currency; one the brand does not offer is ignored', async ({
    page,
    request,
  }, info) => {
    const device = deviceOf(info.project.name)
    const [usd, vnd] = await Promise.all([
      seededCatalogue(request, 'USD', device),
      seededCatalogue(request, 'VND', device),
    ])
    const usdIds = new Set(usd.flatMap((c) => c.gp_list.map((p) => p.gp_id)))
    const vndOnly = vnd
      .flatMap((c) => c.gp_list.map((p) => ({ ...p, gt_id: c.gt_id })))
      .find((p) => !usdIds.has(p.gp_id))
    expect(vndOnly, 'the seed has a provider offered only in VND').toBeDefined()

    // BRL is a currency, but not one this brand offers: nothing changes.
    await page.goto('/faq?currency=BRL')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await ccyCookie(page)).toBeUndefined()

    await page.goto('/faq?currency=vnd')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect.poll(() => ccyCookie(page)).toBe('VND')
    // Home through the site's own link: the lobby is VND's.
    await header(page).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/(?:\?.*)?$/)
    await categoryTab(page, vndOnly!.gt_id).click()
    await expect(
      categoryNav(page).getByRole('tabpanel').getByRole('button', { name: vndOnly!.game_name, exact: true }),
    ).toBeVisible()
  })

  test('?modal=login opens the login modal on any page and leaves the address', async ({ page }) => {
    await page.goto('/faq?modal=login&footer=true')
    await expect(page.getByRole('dialog', { name: text('login.title') })).toBeVisible()
    await expect(page).toHaveURL(/\/faq\?footer=true$/)
  })

  test('?modal=protocol opens the terms; an unknown name opens nothing', async ({ page }) => {
    await page.goto('/sponsor?modal=roulette')
    await expect(page).toHaveURL(/\/sponsor$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.goto('/faq?modal=protocol')
    await expect(page.getByRole('dialog', { name: text('protocol.title') })).toBeVisible()
  })

  test('?modal=register opens the register modal on desktop @desktop', async ({ page }) => {
    await page.goto('/faq?modal=register')
    await expect(page.locator('[data-slot="register-form"]')).toBeVisible()
    await expect(page).toHaveURL(/\/faq$/)
  })

  test('?modal=register goes to the register page on mobile @mobile', async ({ page }) => {
    await page.goto('/faq?modal=register')
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.locator('[data-slot="register-form"]')).toBeVisible()
  })

  test('a member is not shown the login modal from the address', async ({ page }) => {
    const account = await freshMember(page)
    await page.goto('/')
    const dialog = await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    await expect(dialog).toBeHidden()
    await page.goto('/faq?modal=login')
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('dialog', { name: text('login.title') })).toHaveCount(0)
  })
})

test.describe('history-reset roots (spec section 2)', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('“Back to promotions” replaces the promotion: back does not return to it', async ({ page }) => {
    await page.goto('/discount')
    const promotions = page.locator('[data-slot="discount-page"]')
    await promotions.locator('a[href^="/discount/"]').first().click()
    await expect(page).toHaveURL(/\/discount\/\d+$/)
    await promotions.getByRole('button', { name: text('pages.discount.back') }).click()
    await expect(page).toHaveURL(/\/discount$/)
    await page.goBack()
    // Without the reset this would be the promotion again.
    await expect(page).toHaveURL(/\/discount$/)
    await expect(promotions.locator('a[href^="/discount/"]').first()).toBeVisible()
  })

  test('the mobile bottom bar’s Home replaces the page left @mobile', async ({ page }) => {
    await page.goto('/')
    await footer(page).getByRole('link', { name: 'Help centre' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await page.locator('[data-slot="mobile-footer-nav-item"][data-variant="home"]').click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('[data-slot="lobby-screen"]')).toBeVisible()
  })
})

test.describe('the login’s device information (spec section 3)', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('the login names the device; the server records it with the connection’s address', async ({ page }, info) => {
    const account = await freshMember(page)
    await page.goto('/')
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login') && r.method() === 'POST')
    const dialog = await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const body = (await sent).postDataJSON() as Record<string, unknown>
    await expect(dialog).toBeHidden()

    const mobile = info.project.name === 'mobile'
    const origin = new URL(page.url())
    expect(body).toMatchObject({
      device: mobile ? 1 : 0,
      login_type: mobile ? 2 : 1,
      host: origin.host,
      cdn: origin.host,
      system_group: mobile ? 'android' : expect.stringMatching(/^(?:windows|macos|linux|chromeos)$/),
      system: mobile ? 'Android' : expect.stringMatching(/\S/),
      browser: expect.stringMatching(/^Chrome \d+/),
      udid: await page.evaluate(() => localStorage.getItem('udid')),
    })
    if (mobile) expect(body.system_version).toMatch(/^\d+/)
    // The client never tells the server its address.
    expect(body.remote_addr ?? '').toBe('')

    const response = await page.request.get(`/api/dev/members/logins?account=${account}`)
    expect(response.status()).toBe(200)
    const { list } = ((await response.json()) as { data: { list: Record<string, unknown>[] } }).data
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({
      kind: 'login',
      ip: expect.stringMatching(/^(?:::ffff:)?127\.0\.0\.1$/),
      device: body.device,
      login_type: body.login_type,
      host: body.host,
      cdn: body.cdn,
      system_group: body.system_group,
      system: body.system,
      system_version: body.system_version,
      browser: body.browser,
      udid: body.udid,
    })
  })

  /** Logs a fresh member in from `/`; answers the `/api/login` body the page sent. */
  async function loginBody(page: Page): Promise<Record<string, unknown>> {
    const account = await freshMember(page)
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/login') && r.method() === 'POST')
    const dialog = await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    const body = (await sent).postDataJSON() as Record<string, unknown>
    await expect(dialog).toBeHidden()
    return body
  }

  test('inside the Android app shell the login is an app login (login_type 3, device 2)', async ({ page }) => {
    // The shell injects its bridge (docs/native-bridge.md); this one only records.
    await page.addInitScript(() => {
      ;(window as unknown as { LobbyAndroid: { postMessage: (m: string) => void } }).LobbyAndroid = {
        postMessage: () => {},
      }
    })
    await page.goto('/')
    expect(await loginBody(page)).toMatchObject({ login_type: 3, device: 2 })
  })

  test('the installed web app (?pwa=true) logs in as pwa (login_type 7)', async ({ page }, info) => {
    await page.goto('/?pwa=true')
    // The flag is remembered once the page is idle.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pwa'))).toBe('1')
    expect(await loginBody(page)).toMatchObject({ login_type: 7, device: deviceOf(info.project.name) })
  })
})

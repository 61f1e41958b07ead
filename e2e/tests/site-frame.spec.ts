import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'

/** What frames the site, as the operator configured it: news pop-ups, the mobile bar, float buttons, the terms. */

/** The seeded ads (`/web/model_setting`) per language, in their order. */
const ADS = {
  en_US: ['Weekend reload bonus', 'Refer a friend', 'Slots tournament'],
  vi_VN: ['Thưởng nạp cuối tuần', 'Giới thiệu bạn bè'],
}

const footer = (page: Page) => page.locator('[data-slot="footer"]')

async function closeNews(page: Page, title: string) {
  const popup = page.getByRole('dialog', { name: title })
  await expect(popup).toBeVisible()
  await popup
    .getByRole('button', { name: text('news.close') })
    .last()
    .click()
  await expect(popup).toBeHidden()
}

test.describe('news pop-ups', () => {
  test('the lobby shows the operator’s ads one after another, once per session', async ({ page }) => {
    await bulletinsAlreadyClosed(page, { news: 'open' })
    const asked = page.waitForRequest((r) => r.url().endsWith('/api/web/model_setting'))
    await page.goto('/')
    expect((await asked).postDataJSON()).toMatchObject({ language: 'en_US' })
    const first = page.getByRole('dialog', { name: ADS.en_US[0] })
    await expect(first).toBeVisible()
    // The operator's picture is in the pop-up.
    await expect(first.getByRole('img', { name: ADS.en_US[0] })).toBeVisible()
    await expectNoAxeViolations(page, { include: '[role="dialog"]' })
    for (const title of ADS.en_US) await closeNews(page, title)
    expect(await page.evaluate(() => sessionStorage.getItem('newsClosedAt'))).not.toBeNull()

    // Closed for the rest of the session: a reload asks for the ads again and shows none.
    const again = page.waitForResponse((r) => r.url().endsWith('/api/web/model_setting'))
    await page.reload()
    await again
    await expect(page.locator('[data-slot="banner-carousel"]')).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a Vietnamese visitor gets the Vietnamese ads; the picture leads to the offer', async ({ page }) => {
    await bulletinsAlreadyClosed(page, { news: 'open' })
    await page.addInitScript(() => localStorage.setItem('lang', 'vi_VN'))
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: ADS.vi_VN[0] })
    await expect(popup).toBeVisible()
    await expect(page.getByRole('dialog', { name: ADS.en_US[0] })).toHaveCount(0)
    await popup.getByRole('button', { name: ADS.vi_VN[0] }).click()
    await expect(page).toHaveURL(/\/discount$/)
    // Following an ad ends the pop-ups for the session.
    await page.goto('/')
    await expect(page.locator('[data-slot="banner-carousel"]')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('newsClosedAt'))).not.toBeNull()
  })
})

test.describe('the operator’s frame', () => {
  test('the mobile bar shows the operator’s items, each going where it should @mobile', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/web-mobile-footer'))
    await page.goto('/')
    const asked = (await answered).request().postDataJSON() as { template: string }
    expect(asked.template).toBe('H5_1')
    const bar = page.getByRole('navigation', { name: text('footer.mobile_nav') })
    await expect(bar.getByRole('link')).toHaveText([
      text('footer.home'),
      text('footer.deposit'),
      text('footer.withdraw'),
      text('footer.wallet'),
      text('footer.signup'),
      `${text('site.customer_service')} ${text('footer.new_tab')}`,
    ])
    await expect(bar.getByRole('link', { name: text('footer.home') })).toHaveAttribute('aria-current', 'page')
    const service = bar.getByRole('link', { name: new RegExp(text('site.customer_service')) })
    await expect(service).toHaveAttribute('target', '_blank')
    await expect(service).toHaveAttribute('href', /^https:\/\//)

    await bar.getByRole('link', { name: text('footer.signup') }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.locator('[data-slot="register-form"]')).toBeVisible()

    // A member item asks a visitor to log in first, then goes where it was asked to.
    await bar.getByRole('link', { name: text('footer.withdraw') }).click()
    const gate = page.getByRole('dialog', { name: text('login_required.page_title') })
    const account = await freshMember(page)
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      gate.getByRole('button', { name: text('login_required.confirm') }).click(),
    )
    await expect(page).toHaveURL(/\/user\/Withdrawal$/)
    // A member's bar has Profile where a visitor's has Sign up.
    await expect(bar.getByRole('link', { name: text('footer.profile') })).toHaveAttribute('href', '/user/Info')
    await expect(bar.getByRole('link', { name: text('footer.signup') })).toHaveCount(0)
    await expect(bar.getByRole('link', { name: text('footer.withdraw') })).toHaveAttribute('aria-current', 'page')
  })

  test('the float buttons show beside the page and go where the operator set them', async ({ page }, info) => {
    await bulletinsAlreadyClosed(page)
    // On a desktop they float beside the page's column only where there is room for them.
    if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const float = page.locator('[data-slot="float-buttons"]')
    const app = float.getByRole('link', { name: 'Download the app' })
    await expect(app).toBeVisible()
    await expect(app.locator('xpath=ancestor::ul[@data-side]')).toHaveAttribute('data-side', 'left')
    const service = float.getByRole('link', { name: /Customer service/ })
    await expect(service).toHaveAttribute('target', '_blank')
    await expect(service).toHaveAttribute('rel', 'noopener noreferrer')
    await app.click()
    await expect(page).toHaveURL(/\/app$/)
    await expect(page.locator('[data-slot="app-download-page"]')).toBeVisible()
  })

  test('the terms open from the footer and close', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    const terms = page.waitForRequest((r) => r.url().endsWith('/api/arks/web/register-settings/service-agreement'))
    await page.goto('/faq')
    await footer(page)
      .getByRole('button', { name: text('footer.terms') })
      .click()
    expect((await terms).postDataJSON()).toMatchObject({ language: 'en_US' })
    const dialog = page.getByRole('dialog', { name: text('protocol.title') })
    await expect(dialog.locator('[data-slot="protocol-modal-item"]').first()).toBeVisible()
    await expectNoAxeViolations(page, { include: '[role="dialog"]' })
    await dialog.getByRole('button', { name: text('protocol.close') }).click()
    await expect(dialog).toBeHidden()
  })

  test('the service agreement opens from registration’s agreement; agreeing ticks it', async ({ page }) => {
    await bulletinsAlreadyClosed(page)
    await page.goto('/register')
    const register = page.locator('[data-slot="register-form"]')
    const agree = register.getByRole('checkbox', { name: text('signup.agreement_accept') })
    await expect(agree).not.toBeChecked()
    await register.getByRole('button', { name: text('signup.agreement_read') }).click()
    const dialog = page.getByRole('dialog', { name: text('signup.agreement_title') })
    await expect(dialog.locator('[data-slot="protocol-modal-item"]').first()).toBeVisible()
    // Closing is not agreeing.
    await dialog.getByRole('button', { name: text('protocol.close') }).click()
    await expect(dialog).toBeHidden()
    await expect(agree).not.toBeChecked()

    await register.getByRole('button', { name: text('signup.agreement_read') }).click()
    await dialog.getByRole('button', { name: text('protocol.agree') }).click()
    await expect(dialog).toBeHidden()
    await expect(agree).toBeChecked()
  })
})

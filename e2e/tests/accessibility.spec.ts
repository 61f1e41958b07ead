import { expect, test, type Locator, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'
import { expectNoAxeViolations } from '../support/axe.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryLabel, categoryTab } from '../support/catalogue.ts'
import { liftRegistrationLimits, registerForm } from '../support/register.ts'

/**
 * axe (WCAG 2.2 AA) on the built site against the real server, as a visitor
 * and as a member, on both layouts: what the stories check one component at a
 * time, checked again on the pages people meet (their real data, the header,
 * the footer, the modals over them). Each page is checked once it has settled:
 * its own content is visible and nothing is loading.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')

/** Waits for `ready`, then for the page to stop loading (no busy region, no loading state), then runs axe. */
async function checkPage(page: Page, ready: Locator): Promise<void> {
  await expect(ready.first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"], [data-state="loading"]')).toHaveCount(0)
  // Soft: a run names every page with findings, not only the first.
  await expectNoAxeViolations(page, { soft: true })
}

test.describe('accessibility of the real pages (axe, WCAG 2.2 AA)', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a visitor: home, a game hall, a provider page, promotions, sponsors, FAQ, registration', async ({
    page,
  }, info) => {
    test.slow()
    await page.goto('/')
    await checkPage(page, page.locator('[data-slot="game-category-nav"]'))

    // The game hall and a provider's page are reached from the lobby (a full-path visit goes to /).
    await categoryTab(page, 2).click()
    await page.getByRole('link', { name: `All of ${categoryLabel(2)} →` }).click()
    const hall = page.locator('[data-slot="game-hall-screen"]')
    await checkPage(page, hall.getByRole('heading', { level: 1 }))

    await hall
      .getByRole('link', { name: /popular/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/slotgame\?/)
    await checkPage(page, page.locator('[data-slot="game-grid-tile"]'))

    // A provider of slots: the slot page on a phone, the game room on desktop (spec section 2).
    await page.goto('/')
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
    await expect(page).toHaveURL(info.project.name === 'mobile' ? /\/slotgame\?/ : /\/gameRoom\?/)
    await checkPage(page, page.locator('[data-slot="game-grid-tile"]'))

    await page.goto('/discount')
    await checkPage(page, page.locator('[data-slot="discount-page"] article'))
    await page.goto('/sponsor')
    await checkPage(page, page.getByRole('link', { name: /./ }).and(page.locator('[target="_blank"]')))
    await page.goto('/faq')
    await checkPage(page, page.locator('[data-slot="faq-page"]').getByRole('link'))
    await page.goto('/faq/1')
    await checkPage(page, page.locator('[data-slot="faq-page"]').getByRole('heading', { level: 1 }))

    await liftRegistrationLimits(page)
    await page.goto('/register?currency=USD')
    await checkPage(page, registerForm(page).getByRole('textbox').first())
  })

  test('a visitor: the login and the sign-up modals over the lobby', async ({ page }, info) => {
    test.slow()
    await page.goto('/')
    await expect(page.locator('[data-slot="game-category-nav"]')).toBeVisible()
    await header(page)
      .getByRole('button', { name: text('header.login') })
      .click()
    const login = page.getByRole('dialog', { name: text('login.title') })
    await checkPage(page, login.getByRole('img', { name: text('login.captcha_image') }))
    await page.keyboard.press('Escape')
    await expect(login).toBeHidden()

    await header(page)
      .getByRole('button', { name: text('header.register') })
      .click()
    // Desktop signs up in a modal; a phone goes to the register page.
    if (info.project.name === 'mobile') await expect(page).toHaveURL(/\/register/)
    else await expect(page.getByRole('dialog', { name: text('signup.title') })).toBeVisible()
    await checkPage(page, registerForm(page).getByRole('textbox').first())
  })

  test('a member (an agent): home, member centre pages, agent centre', async ({ page }) => {
    test.slow()
    const account = await freshMember(page, { member_type: 2, withdraw_password: '1357' })
    await page.goto('/')
    await logInThroughModal(page, account, DEMO_PASSWORD, () =>
      header(page)
        .getByRole('button', { name: text('header.login') })
        .click(),
    )
    await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
    await checkPage(page, page.locator('[data-slot="game-category-nav"]'))

    for (const path of [
      '/user/Info',
      '/user/MyWallet',
      '/user/InfoCenter/Announcement',
      '/user/InfoCenter/Letter',
      '/user/Fund/Deposit',
      '/user/Fund/Withdrawal',
      '/user/TransactionRecord/Transaction',
      '/user/TransactionRecord/DWRecord',
      '/user/BindAccount',
      '/user/RecommendAward/RecommendProject',
    ]) {
      await test.step(path, async () => {
        await page.goto(path)
        await checkPage(page, page.locator('[data-slot="member-centre-balance"]'))
      })
    }
    for (const path of ['/proxy', '/proxy?page=DownlineInfo', '/proxy?page=PerformanceSettlement']) {
      await test.step(path, async () => {
        await page.goto(path)
        await checkPage(page, page.locator('[data-slot="member-centre-balance"]'))
      })
    }
  })
})

import { expect, test, type Page } from '@playwright/test'
import { DEMO_PASSWORD, freshMember, logInThroughModal, text } from '../support/account.ts'

/**
 * Bulletins shown once (spec section 4, "Bulletin modal"): with the site's
 * `display_frequency` 0, a member who closes the bulletin modal hides those
 * bulletins on the server (`/arks/web/bulletin/member/hide`) and the list
 * reloads; they do not show again, not even once this browser session's
 * close time is gone. The setting is the whole site's (a dev hook), so this
 * is an operator journey, and it puts the setting back in `finally`.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
/** Waits end well inside the test's time, so `finally` can still put the site's setting back. */
const WAIT = 20_000
const isMemberBulletins = (url: string) => url.endsWith('/api/arks/web/bulletin/member')

async function setFrequency(page: Page, displayFrequency: 0 | 1) {
  const response = await page.request.post('/api/dev/bulletin-setting', {
    data: { display_frequency: displayFrequency },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Forgets this session's close time and reloads: only the server decides whether the bulletins show. */
async function reloadWithoutCloseTime(page: Page) {
  await page.evaluate(() => sessionStorage.removeItem('bulletinClosedAt'))
  const [answer] = await Promise.all([
    page.waitForResponse((r) => isMemberBulletins(r.url()), { timeout: WAIT }),
    page.reload(),
  ])
  return (
    (await answer.json()) as {
      data: { list: { id: number; display_content: string }[]; setting: { display_frequency: number } }
    }
  ).data
}

test.describe('bulletins with display_frequency 0', () => {
  test('a member who closes them hides them on the server; after a reload they stay hidden', async ({ page }) => {
    test.slow()
    // The visitor's bulletins and the news pop-ups do not cover the login (first load of this session only).
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e-started')) return
      sessionStorage.setItem('e2e-started', '1')
      const later = String(Date.now() + 365 * 24 * 3600 * 1000)
      sessionStorage.setItem('bulletinClosedAt', later)
      sessionStorage.setItem('newsClosedAt', later)
    })
    const account = await freshMember(page)
    await setFrequency(page, 0)
    try {
      await page.goto('/')
      await logInThroughModal(page, account, DEMO_PASSWORD, () =>
        header(page)
          .getByRole('button', { name: text('header.login') })
          .click(),
      )
      await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()

      // The member's bulletins show (the site's setting says once).
      const shown = await reloadWithoutCloseTime(page)
      expect(shown.setting.display_frequency).toBe(0)
      expect(shown.list.length).toBeGreaterThan(0)
      // The modal is named by the bulletin it shows first.
      const modal = page.getByRole('dialog', { name: shown.list[0]!.display_content })
      await expect(modal).toBeVisible()

      // Closing hides them on the server, for this device and the site's pages, and the list reloads empty.
      const hide = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/bulletin/member/hide'), {
        timeout: WAIT,
      })
      const reloaded = page.waitForResponse((r) => isMemberBulletins(r.url()), { timeout: WAIT })
      await modal
        .locator('[data-slot="dialog-footer"]')
        .getByRole('button', { name: text('bulletin.close') })
        .click()
      const hidden = await hide
      expect(hidden.request().postDataJSON()).toMatchObject({ display_location: 2 })
      expect(((await hidden.json()) as { code: string }).code).toBe('100')
      expect(((await (await reloaded).json()) as { data: { list: unknown[] } }).data.list).toEqual([])
      await expect(modal).toBeHidden()

      // A new look at the page, with no close time in this session: the server no longer shows them.
      const after = await reloadWithoutCloseTime(page)
      expect(after.list).toEqual([])
      await expect(header(page).getByRole('button', { name: text('header.logout') })).toBeVisible()
      await expect(modal).toBeHidden()
    } finally {
      await setFrequency(page, 1)
    }
  })
})

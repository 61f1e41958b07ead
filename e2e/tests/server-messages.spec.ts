import { expect, test, type Page } from '@playwright/test'
import enServer from '../../packages/api/src/messages/en_US.json' with { type: 'json' }
import thServer from '../../packages/api/src/messages/th_TH.json' with { type: 'json' }
import thUi from '../../packages/ui/src/locales/th_TH.json' with { type: 'json' }
import { memberWithMoney, text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryNav } from '../support/catalogue.ts'
import { pickLanguage } from '../support/language.ts'

/**
 * The server answers in the player's language (the `lang` header the site
 * sends on every call): a refusal the site shows as the server wrote it
 * reaches a Thai player in Thai.
 */

/** A slot provider's games, reached the way a Thai reader does: the Thai slot tab, then the provider. */
async function openSlotProvider(page: Page, providerName: string): Promise<void> {
  await categoryNav(page).getByRole('tab', { name: thUi['game_type.slot'], exact: true }).click()
  await page.getByRole('button', { name: providerName, exact: true }).click()
  await expect(page.locator('[data-slot="game-grid-tile"]').first()).toBeVisible({ timeout: 20_000 })
}

test.describe('server messages in the player language', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('a Thai player launching a game with a frozen wallet reads the refusal in Thai', async ({ page }) => {
    const account = await memberWithMoney(page, 10_000)
    await pickLanguage(page, text('language.current').replace('{name}', 'English'), 'ไทย', text('language.choose'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH')
    await openSlotProvider(page, 'Axolotl Reels')

    // The operator freezes the wallet: the launch is refused with 106, a failure the site shows as the server words it.
    const frozen = await page.request.post('/api/dev/members/update', { data: { account, wallet_status: 0 } })
    expect(frozen.status(), await frozen.text()).toBe(200)
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/member/game/play1'))
    await page.locator('[data-slot="game-grid-play"]').first().click()
    const answer = await refused
    expect(answer.request().headers()['lang']).toBe('th_TH')
    expect(await answer.json()).toMatchObject({ code: '106', message: thServer['server.wallet.frozen'] })

    await expect(page.getByText(thServer['server.wallet.frozen'])).toBeVisible()
    await expect(page.getByText(enServer['server.wallet.frozen'])).toHaveCount(0)
  })
})

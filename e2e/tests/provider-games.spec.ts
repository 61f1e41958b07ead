import { expect, test } from '@playwright/test'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { categoryTab, seededCatalogue } from '../support/catalogue.ts'

test.describe('a visitor on a provider page', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  test('scrolls and searches 2,000+ games with fewer than 300 tiles in the page', async ({ page, request }, info) => {
    const device = info.project.name === 'mobile' ? 1 : 0
    const catalogue = await seededCatalogue(request, 'USD', device)
    const slots = catalogue.find((c) => c.gt_id === 2)!
    // The seeded provider with the most games (2,000+).
    const labels = await request.post('/api/v2/game_label', {
      data: { site_id: 'lobby-demo', currency: 'USD', device, gp_id: 'GPR8', game_type_id: 2, house: 0 },
    })
    const games = ((await labels.json()) as { data: { main: { game_name: string }[] } }).data.main
    expect(games.length).toBeGreaterThan(2000)
    const provider = slots.gp_list.find((p) => p.gp_id === 'GPR8')!

    await page.goto('/')
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: provider.game_name, exact: true }).click()
    // Desktop with the site's game-room flag on opens slot providers in the game room (spec section 2).
    await expect(page).toHaveURL(
      info.project.name === 'mobile' ? /\/slotgame\?.*gp_id=GPR8/ : /\/gameRoom\?.*gp_id=GPR8/,
    )

    const tiles = page.locator('[data-slot="game-grid-tile"]')
    // 2,400 games are fetched and parsed before the first tile: give a busy 2-core CI machine time.
    await expect(tiles.first()).toBeVisible({ timeout: 20_000 })
    expect(await tiles.count()).toBeLessThan(300)

    // Scroll the grid to the end: the last game comes into the page, the tile count stays bounded.
    const last = games.at(-1)!.game_name
    const scroller = page.locator('[data-slot="game-grid-viewport"]')
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await expect(page.getByText(last, { exact: true })).toBeVisible()
    expect(await tiles.count()).toBeLessThan(300)

    // Search narrows to the games whose name matches.
    const target = games[1234]!.game_name
    await page.getByRole('searchbox').fill(target)
    await expect(page.getByText(target, { exact: true })).toBeVisible()
    const names = await page.locator('[data-slot="game-grid-name"]').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThan(games.length)
    for (const name of names) expect(name.toLowerCase()).toContain(target.toLowerCase())
  })

  test('plays a demo game without logging in', async ({ page }) => {
    await page.goto('/')
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Reel Eight Studios', exact: true }).click()
    await page.locator('[data-slot="game-grid-demo"]').first().click()

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const game = dialog.frameLocator('iframe')
    const credits = game.locator('#credits')
    // The house page loads inside the modal's iframe and opens its demo session first.
    await expect(credits).toHaveText(/\d/, { timeout: 15_000 })
    const before = await credits.textContent()
    await game.locator('#spin').click()
    await expect(credits).not.toHaveText(before ?? '')
  })

  test('is asked to log in before playing for real', async ({ page }) => {
    await page.goto('/')
    await categoryTab(page, 2).click()
    await page.getByRole('button', { name: 'Axolotl Reels', exact: true }).click()
    await page.locator('[data-slot="game-grid-play"]').first().click()
    await expect(page.getByRole('dialog')).toContainText(/log in/i)
  })
})

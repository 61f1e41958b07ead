import { expect, test, type Locator, type Page } from '@playwright/test'
import { GAME_CATEGORIES } from '../../packages/domain/src/categories.ts'
import { pageMetaFor } from '../../packages/domain/src/page-meta.ts'
import th from '../../packages/ui/src/locales/th_TH.json' with { type: 'json' }
import { text } from '../support/account.ts'
import { bulletinsAlreadyClosed } from '../support/bulletins.ts'
import { pickLanguage } from '../support/language.ts'

/*
 * Issue 21, "seen in the browser": on the real site and server, no header
 * link is cut, the first banner's words stay clear of its arrows, and every
 * public page has a title and description in the chosen language.
 */

const header = (page: Page) => page.locator('[data-slot="header"]')
const CATEGORY_LABELS = GAME_CATEGORIES.map(({ name }) => text(`game_type.${name}`))

/**
 * Every category link is either shown whole in the header's navigation (its
 * text not clipped, its box inside the navigation and the window) or listed
 * in the More menu; each exactly once.
 */
async function expectEveryCategoryWholeOrInMore(page: Page): Promise<void> {
  const nav = header(page).getByRole('navigation', { name: text('header.nav') })
  await expect(nav.getByRole('link', { name: CATEGORY_LABELS[0], exact: true })).toBeAttached()
  // The nav measures itself again when the fonts or the layout settle; the links it shows and the ones in More are
  // read in one pass, and the pass is taken again if the nav moved a link between the two readings.
  await expect(async () => {
    await everyCategoryWholeOrInMore(page, nav)
  }).toPass({ timeout: 30_000 })
}

async function everyCategoryWholeOrInMore(page: Page, nav: Locator): Promise<void> {
  const shown = await nav.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return Array.from(element.querySelectorAll<HTMLAnchorElement>('[data-slot="header-nav-link"]'), (link) => {
      const rect = link.getBoundingClientRect()
      return {
        label: link.textContent ?? '',
        whole:
          link.scrollWidth <= link.clientWidth &&
          rect.width > 0 &&
          rect.left >= box.left - 0.5 &&
          rect.right <= box.right + 0.5 &&
          rect.right <= window.innerWidth,
      }
    })
  })
  for (const link of shown) expect(link, `${link.label} is shown whole`).toMatchObject({ whole: true })

  const more = nav.getByRole('button', { name: text('header.more') })
  let inMenu: string[] = []
  if ((await more.count()) > 0) {
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`)
    await expect(menu).toBeVisible()
    inMenu = await menu.getByRole('link').allTextContents()
    for (const label of inMenu) await expect(menu.getByRole('link', { name: label, exact: true })).toBeInViewport()
    await page.keyboard.press('Escape')
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(more).toBeFocused()
  }
  expect([...shown.map((link) => link.label), ...inMenu].sort()).toEqual([...CATEGORY_LABELS].sort())
}

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * The current banner's words, drawn as the picture draws them at the size
 * shown: the picture (the server's SVG) is laid over the banner inline, so its
 * text boxes can be measured against the banner's box and the arrow buttons'.
 */
async function expectBannerWordsClearOfArrows(page: Page): Promise<void> {
  const carousel = page.getByRole('region', { name: text('banner.label') })
  const image = carousel.locator('[data-slot="banner-carousel-slide"][aria-current="true"] img')
  await expect(image).toBeVisible()
  await expect(carousel.getByRole('button', { name: text('banner.prev') })).toBeVisible()
  await expect(carousel.getByRole('button', { name: text('banner.next') })).toBeVisible()
  const drawn = await carousel.evaluate(async (section) => {
    const img = section.querySelector<HTMLImageElement>('[data-slot="banner-carousel-slide"][aria-current="true"] img')!
    const box = img.getBoundingClientRect()
    const svg = await (await fetch(img.currentSrc || img.src)).text()
    const holder = document.createElement('div')
    Object.assign(holder.style, {
      position: 'fixed',
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      visibility: 'hidden',
      pointerEvents: 'none',
    })
    holder.innerHTML = svg
    const picture = holder.querySelector('svg')!
    picture.setAttribute('width', '100%')
    picture.setAttribute('height', '100%')
    document.body.append(holder)
    const words = Array.from(picture.querySelectorAll('text'), (node) => node.getBoundingClientRect().toJSON() as Box)
    holder.remove()
    const arrows = Array.from(
      section.querySelectorAll('[data-slot="banner-carousel-prev"], [data-slot="banner-carousel-next"]'),
      (button) => button.getBoundingClientRect().toJSON() as Box,
    )
    return { box: box.toJSON() as Box, words, arrows }
  })
  expect(drawn.words.length).toBeGreaterThan(0)
  expect(drawn.arrows).toHaveLength(2)
  for (const word of drawn.words) {
    expect(word.left).toBeGreaterThanOrEqual(drawn.box.left)
    expect(word.right).toBeLessThanOrEqual(drawn.box.right)
    expect(word.top).toBeGreaterThanOrEqual(drawn.box.top)
    expect(word.bottom).toBeLessThanOrEqual(drawn.box.bottom)
    for (const arrow of drawn.arrows) expect(intersects(word, arrow), JSON.stringify({ word, arrow })).toBe(false)
  }
}

/** The page's title and meta description as the browser has them now. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    siteName: document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ?? '',
  }))

/** The title and description the server wrote into a page's HTML (the first load, what a crawler reads). */
function servedHead(html: string) {
  const decode = (value: string | undefined) =>
    value
      ?.replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
    description: decode(/<meta name="description" content="([^"]*)" \/>/.exec(html)?.[1]),
  }
}

const PUBLIC_PAGES = ['/', '/discount', '/faq', '/sponsor', '/gameHall/8', '/gameHall/9', '/register']

test.describe('seen in the browser (issue 21)', () => {
  test.beforeEach(({ page }) => bulletinsAlreadyClosed(page))

  for (const width of [992, 1280]) {
    test(`at ${width} px no header category link is cut: each is whole or in More @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await expectEveryCategoryWholeOrInMore(page)
    })
  }

  test('at 992 px a category in More is reached by keyboard and opens its hall @desktop', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 })
    await page.goto('/')
    const nav = header(page).getByRole('navigation', { name: text('header.nav') })
    const more = nav.getByRole('button', { name: text('header.more') })
    await expect(more).toBeVisible()
    await more.focus()
    await page.keyboard.press('Enter')
    const menu = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`)
    const last = menu.getByRole('link').last()
    const label = (await last.textContent()) ?? ''
    const href = (await last.getAttribute('href')) ?? ''
    expect(CATEGORY_LABELS).toContain(label)
    await last.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(more).toHaveAttribute('aria-expanded', 'false')
  })

  for (const width of [992, 1280]) {
    test(`at ${width} px the first banner's words stay inside it, clear of the arrows @desktop`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      await expectBannerWordsClearOfArrows(page)
    })
  }

  test("on a phone the first banner's words stay inside it, clear of the arrows @mobile", async ({ page }) => {
    await page.goto('/')
    await expectBannerWordsClearOfArrows(page)
  })

  test('every public page has its title and description in the chosen language, served and kept', async ({ page }) => {
    const first = await page.goto('/faq')
    const english = await headOf(page)
    expect(english.siteName).not.toBe('')
    const faq = pageMetaFor('en_US', english.siteName, '/faq')
    expect(servedHead(await first!.text())).toEqual({ title: faq.title, description: faq.description })
    await expect(page).toHaveTitle(pageMetaFor('en_US', english.siteName, '/faq').title)

    await pickLanguage(page, 'Language: English', 'ไทย', text('language.choose'))
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH')
    for (const path of PUBLIC_PAGES) {
      const expected = pageMetaFor('th_TH', english.siteName, path)
      const response = await page.goto(path)
      // The server's HTML already says it, for crawlers and the first paint.
      expect(servedHead(await response!.text()), path).toMatchObject({
        title: expected.title,
        description: expected.description,
      })
      // The browser's head says what the page shown is (on desktop `/register` goes on to `/`, spec section 2).
      await expect
        .poll(
          async () => {
            const shown = await page.evaluate(() => ({
              path: location.pathname,
              title: document.title,
              description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
            }))
            const want = pageMetaFor('th_TH', english.siteName, shown.path)
            return shown.title === want.title && shown.description === want.description ? 'its own, in Thai' : shown
          },
          { message: path },
        )
        .toBe('its own, in Thai')
    }
    // In Thai words, not English ones.
    expect(pageMetaFor('th_TH', english.siteName, '/faq').title).toContain('คำถามที่พบบ่อย')
  })

  test('the title and description follow a navigation inside the site @desktop', async ({ page }) => {
    await page.goto('/')
    await pickLanguage(page, 'Language: English', 'ไทย', text('language.choose'))
    const { siteName } = await headOf(page)
    await expect(page).toHaveTitle(pageMetaFor('th_TH', siteName, '/').title)
    const slots = (th as Record<string, string>)['game_type.slot']!
    await header(page).getByRole('link', { name: slots, exact: true }).click()
    await expect(page).toHaveURL(/\/gameHall\/2$/)
    const expected = pageMetaFor('th_TH', siteName, '/gameHall/2')
    await expect(page).toHaveTitle(expected.title)
    expect(await headOf(page)).toMatchObject({ title: expected.title, description: expected.description })
  })
})

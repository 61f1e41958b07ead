import type { APIRequestContext, Page } from '@playwright/test'
import en from '../../packages/ui/src/locales/en_US.json' with { type: 'json' }
import zh from '../../packages/ui/src/locales/zh_CN.json' with { type: 'json' }

export const SITE_ID = 'lobby-demo'

export interface SeededCategory {
  gt_id: number
  gt_name: string
  gp_list: { gp_id: string; game_name: string }[]
}

const NAMES: Record<number, string> = {
  2: 'slot',
  3: 'live',
  4: 'sport',
  5: 'lottery',
  6: 'chess',
  7: 'virtual_sport',
  8: 'cockfight',
  9: 'esport',
}

/** The catalogue as the real server answers it; the journeys compare the page with it. */
export async function seededCatalogue(
  request: APIRequestContext,
  currency: string,
  device: 0 | 1,
): Promise<SeededCategory[]> {
  const response = await request.post('/api/v3/game_list', {
    data: { currency, site_id: SITE_ID, support_device: device, template: device === 0 ? 'desktop' : 'H5_1' },
  })
  const body = (await response.json()) as { code: string; data: SeededCategory[] }
  if (body.code !== '100') throw new Error(`game_list answered ${body.code}`)
  return body.data
}

const catalogues = { en_US: en as Record<string, string>, zh_CN: zh as Record<string, string> }

/** The tab label a person reads for a category in a language. */
export function categoryLabel(gtId: number, language: keyof typeof catalogues = 'en_US'): string {
  const label = catalogues[language][`game_type.${NAMES[gtId]}`]
  if (!label) throw new Error(`no ${language} label for category ${gtId}`)
  return label
}

/** The lobby's category nav: its tabs are the categories (the lobby tabs all_game / my_favorite / last_play sit outside it). */
export function categoryNav(page: Page) {
  return page.locator('[data-slot="game-category-nav"]')
}

/** The category tab a person reads in a language. */
export function categoryTab(page: Page, gtId: number, language: keyof typeof catalogues = 'en_US') {
  return categoryNav(page).getByRole('tab', { name: categoryLabel(gtId, language), exact: true })
}

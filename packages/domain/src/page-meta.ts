import type { LanguageCode } from './languages.ts'

/*
 * Its own entry point (`@lobby/domain/page-meta`), not in the index: the
 * title and meta tags are not needed to paint, so the site loads them
 * lazily, off the first route.
 */

/** The page title: Chinese for zh_CN, English otherwise (spec section 2). */
export function pageTitle(language: LanguageCode, siteName: string): string {
  return language === 'zh_CN' ? `${siteName} - 线上娱乐城` : `${siteName} - Online Casino, Slots and Sports`
}
/**
 * The keyword and description meta tags, for vi_VN only (spec section 2:
 * about a betting brand); null for every other language.
 */
export function pageMeta(language: LanguageCode, siteName: string): { keywords: string; description: string } | null {
  if (language !== 'vi_VN') return null
  return {
    keywords: `${siteName}, nhà cái ${siteName}, cá cược thể thao, casino trực tuyến, nổ hũ, bắn cá, xổ số, đá gà, game bài`,
    description: `${siteName} là nhà cái trực tuyến uy tín: cá cược thể thao, casino trực tuyến, nổ hũ, xổ số, đá gà và game bài, nạp rút nhanh, hỗ trợ 24/7.`,
  }
}

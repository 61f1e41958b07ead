import type { Locale } from '@lobby/ui'

type Part = () => Promise<{ default: Record<string, string> }>

/**
 * The second part of each catalogue (the copy dialogs, forms and other pages
 * use; `app/i18n.ts`). Its own chunk: eleven loaders the first route does
 * not need.
 */
export const restParts: Record<Locale, Part> = {
  zh_TW: () => import('virtual:lobby-catalogue/zh_TW/rest'),
  zh_CN: () => import('virtual:lobby-catalogue/zh_CN/rest'),
  en_US: () => import('virtual:lobby-catalogue/en_US/rest'),
  vi_VN: () => import('virtual:lobby-catalogue/vi_VN/rest'),
  ko_KR: () => import('virtual:lobby-catalogue/ko_KR/rest'),
  ja_JP: () => import('virtual:lobby-catalogue/ja_JP/rest'),
  th_TH: () => import('virtual:lobby-catalogue/th_TH/rest'),
  hi_IN: () => import('virtual:lobby-catalogue/hi_IN/rest'),
  my_MM: () => import('virtual:lobby-catalogue/my_MM/rest'),
  ta_IN: () => import('virtual:lobby-catalogue/ta_IN/rest'),
  bn_BD: () => import('virtual:lobby-catalogue/bn_BD/rest'),
}

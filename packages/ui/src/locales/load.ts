import type { Locale } from './locales.ts'

/**
 * One catalogue, loaded on demand: a site bundles only the language it shows
 * (each catalogue is its own chunk), where `catalogues` holds them all.
 */
const loaders: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  zh_TW: () => import('./zh_TW.json'),
  zh_CN: () => import('./zh_CN.json'),
  en_US: () => import('./en_US.json'),
  vi_VN: () => import('./vi_VN.json'),
  ko_KR: () => import('./ko_KR.json'),
  ja_JP: () => import('./ja_JP.json'),
  th_TH: () => import('./th_TH.json'),
  hi_IN: () => import('./hi_IN.json'),
  my_MM: () => import('./my_MM.json'),
  ta_IN: () => import('./ta_IN.json'),
  bn_BD: () => import('./bn_BD.json'),
}

export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return (await loaders[locale]()).default
}

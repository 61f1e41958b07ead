import type { Locale } from './locales.ts'

/**
 * One catalogue, loaded on demand: a site bundles only the language it shows
 * (each catalogue is its own chunk), where `catalogues` holds them all.
 */
const loaders: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en_US: () => import('./en_US.json'),
  zh_CN: () => import('./zh_CN.json'),
}

export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return (await loaders[locale]()).default
}

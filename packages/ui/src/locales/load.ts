import enUS from './en_US.json'
import type { Locale } from './locales.ts'

/**
 * One catalogue, loaded on demand: a site bundles only the language it shows
 * (each catalogue is its own chunk), where `catalogues` holds them all.
 * en_US is the exception: it is every component's fallback copy
 * (`TextProvider`), so it is always in the bundle already.
 */
const loaders: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  en_US: async () => ({ default: enUS }),
  zh_CN: () => import('./zh_CN.json'),
}

export async function loadCatalogue(locale: Locale): Promise<Record<string, string>> {
  return (await loaders[locale]()).default
}

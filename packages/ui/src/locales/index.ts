import enUS from './en_US.json'
import zhCN from './zh_CN.json'

/** Locales whose catalogues the package ships so far. */
export const LOCALES = ['en_US', 'zh_CN'] as const
export type Locale = (typeof LOCALES)[number]

/** Flat message catalogues (dot-namespaced keys, `{param}` placeholders), one per locale. */
export const catalogues: Record<Locale, Record<string, string>> = {
  en_US: enUS,
  zh_CN: zhCN,
}

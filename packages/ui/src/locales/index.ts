import enUS from './en_US.json'
import { LOCALES, type Locale } from './locales.ts'
import zhCN from './zh_CN.json'

export { LOCALES, type Locale }

/** Flat message catalogues (dot-namespaced keys, `{param}` placeholders), one per locale. */
export const catalogues: Record<Locale, Record<string, string>> = {
  en_US: enUS,
  zh_CN: zhCN,
}

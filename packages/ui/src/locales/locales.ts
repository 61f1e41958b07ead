/** Locales whose catalogues the package ships so far. */
export const LOCALES = ['en_US', 'zh_CN'] as const
export type Locale = (typeof LOCALES)[number]

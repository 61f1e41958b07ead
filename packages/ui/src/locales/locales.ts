/**
 * Locales whose catalogues the package ships: every interface language of
 * the spec (section 1), in the order of their ids (zh_TW 0 … bn_BD 10).
 */
export const LOCALES = [
  'zh_TW',
  'zh_CN',
  'en_US',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'th_TH',
  'hi_IN',
  'my_MM',
  'ta_IN',
  'bn_BD',
] as const
export type Locale = (typeof LOCALES)[number]

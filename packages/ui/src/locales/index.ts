import bnBD from './bn_BD.json'
import enUS from './en_US.json'
import hiIN from './hi_IN.json'
import jaJP from './ja_JP.json'
import koKR from './ko_KR.json'
import { LOCALES, type Locale } from './locales.ts'
import myMM from './my_MM.json'
import taIN from './ta_IN.json'
import thTH from './th_TH.json'
import viVN from './vi_VN.json'
import zhCN from './zh_CN.json'
import zhTW from './zh_TW.json'

export { LOCALES, type Locale }

/** Flat message catalogues (dot-namespaced keys, `{param}` placeholders), one per locale. */
export const catalogues: Record<Locale, Record<string, string>> = {
  zh_TW: zhTW,
  zh_CN: zhCN,
  en_US: enUS,
  vi_VN: viVN,
  ko_KR: koKR,
  ja_JP: jaJP,
  th_TH: thTH,
  hi_IN: hiIN,
  my_MM: myMM,
  ta_IN: taIN,
  bn_BD: bnBD,
}

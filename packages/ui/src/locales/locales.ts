import { LANGUAGE_CODES, type LanguageCode } from '@lobby/domain'

/**
 * Locales whose catalogues the package ships: every interface language of
 * the spec (section 1), in the order of their ids (zh_TW 0 … bn_BD 10).
 */
export const LOCALES = LANGUAGE_CODES
export type Locale = LanguageCode

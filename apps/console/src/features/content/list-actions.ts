import { adminModelList, adminModelListSave, adminSiteLinks, adminSiteLinksSave, type ModelListKind } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { api } from '../../app/api.ts'
import { copy } from '../../copy.ts'
import { MODEL_ENTRY_FIELDS } from '../../screens/content-model-lists/index.ts'
import { SITE_LINK_FIELDS, type FooterKind } from '../../screens/content-site-links/index.ts'
import { itemListActions } from './item-list.ts'
import { floatButtons, footers, modelLists } from './store.ts'

/** The version a save names: the one the list was read at (none before a first read). */
const versionOf = (version: string) => (version === '' ? {} : { version })

/** The float buttons (`adminSiteLinks` / `adminSiteLinksSave`, kind `float`). */
export const floatActions = itemListActions(floatButtons, {
  load: () => api.call(adminSiteLinks, { kind: 'float' }),
  save: (items, version) => api.call(adminSiteLinksSave, { kind: 'float', items, ...versionOf(version) }),
  fields: SITE_LINK_FIELDS,
  words: () => copy.content.siteLinks.float,
  titleOf: (item) => item.title,
})

/** The footer shown: desktop (`footer`) or mobile (`mobile_footer`). */
export const footerActions = itemListActions(footers, {
  load: () => api.call(adminSiteLinks, { kind: footers.kind }),
  save: (items, version) => api.call(adminSiteLinksSave, { kind: footers.kind, items, ...versionOf(version) }),
  fields: SITE_LINK_FIELDS,
  words: () => copy.content.siteLinks[footers.kind],
  titleOf: (item) => item.title,
})

/** Shows the other footer (not while something is sent): its list is read. */
export function showFooter(kind: FooterKind): void {
  if (footers.pending || kind === footers.kind) return
  footers.kind = kind
  footers.notice = null
  void footerActions.load()
}

/** The model list shown, in its language (`adminModelList` / `adminModelListSave`). */
export const modelListActions = itemListActions(modelLists, {
  load: () => api.call(adminModelList, { kind: modelLists.kind, language: modelLists.language }),
  save: (items, version) =>
    api.call(adminModelListSave, {
      kind: modelLists.kind,
      language: modelLists.language,
      items,
      ...versionOf(version),
    }),
  fields: MODEL_ENTRY_FIELDS,
  words: () => copy.content.models,
  titleOf: (item) => item.title || copy.content.models.untitled,
})

/** Shows another model list or language (not while something is sent): its list is read. */
export function showModelList(kind: ModelListKind, language: LanguageCode): void {
  if (modelLists.pending || (kind === modelLists.kind && language === modelLists.language)) return
  modelLists.kind = kind
  modelLists.language = language
  modelLists.notice = null
  void modelListActions.load()
}

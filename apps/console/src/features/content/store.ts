import type {
  AdminAnnouncement,
  AdminBanner,
  AdminFaq,
  AdminFaqGroup,
  AdminPromotion,
  ModelListItem,
  ModelListKind,
  SiteLink,
} from '@lobby/api'
import { DEFAULT_LANGUAGE, type LanguageCode } from '@lobby/domain'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type { ListStatus } from '../../lib/list.ts'
import type { BannerFieldErrors } from '../../screens/banner-list/index.ts'
import type { AnnouncementFieldErrors } from '../../screens/content-marquee/index.ts'
import type { FaqEditing, FaqRemoving, PageKind, TextEditing, TextRemoving } from '../../screens/content-pages/index.ts'
import type { FooterKind } from '../../screens/content-site-links/index.ts'
import { itemListState } from './item-list.ts'
import { recordListState } from './record-list.ts'

/** The site's banners as the console shows them, with the editor and the Remove confirmation. */
export const banners = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminBanner[],
  notice: null as ScreenNotice | null,
  editing: null as AdminBanner | 'new' | null,
  saving: false,
  saveError: '',
  fieldErrors: {} as BannerFieldErrors,
  removing: null as AdminBanner | null,
  removingBusy: false,
  removeError: '',
})

/** The site's marquee announcements, with the editor and the Remove confirmation. */
export const marquee = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  rows: [] as AdminAnnouncement[],
  notice: null as ScreenNotice | null,
  editing: null as AdminAnnouncement | 'new' | null,
  saving: false,
  saveError: '',
  fieldErrors: {} as AnnouncementFieldErrors,
  removing: null as AdminAnnouncement | null,
  removingBusy: false,
  removeError: '',
})

/** The site's customer-service link. */
export const serviceLink = proxy({
  status: 'loading' as ListStatus,
  errorMessage: '',
  link: '',
  notice: null as ScreenNotice | null,
  saving: false,
  saveError: '',
})

/** The site's float buttons (one list, saved whole). */
export const floatButtons = proxy(itemListState<SiteLink>())

/** The footer shown (desktop or mobile), saved whole. */
export const footers = proxy({ ...itemListState<SiteLink>(), kind: 'footer' as FooterKind })

/** The model list shown (ads, sponsors or login content) in one language, saved whole. */
export const modelLists = proxy({
  ...itemListState<ModelListItem>(),
  kind: 'setting' as ModelListKind,
  language: DEFAULT_LANGUAGE as LanguageCode,
})

/** The Pages section: which page (promotions or FAQ) and which language is shown. */
export const pages = proxy({
  page: 'promotions' as PageKind,
  language: DEFAULT_LANGUAGE as LanguageCode,
})

/** The promotions with a text in the language shown, with the editor and the Remove confirmation. */
export const promotions = proxy({
  ...recordListState<TextEditing<AdminPromotion>, TextRemoving<AdminPromotion>>(),
  rows: [] as AdminPromotion[],
  /** When the list was read (ms): the Running / Future / Ended states are taken at this instant. */
  loadedAt: 0,
})

/** The FAQ in the language shown: its groups and articles, with the editors and the Remove confirmation. */
export const faqs = proxy({
  ...recordListState<FaqEditing, FaqRemoving>(),
  groups: [] as AdminFaqGroup[],
  rows: [] as AdminFaq[],
})

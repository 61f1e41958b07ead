import type { AdminFaq, AdminPromotion, ModelListItem, SiteLink } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { useEffect } from 'react'
import { useSnapshot, type Snapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { BannerList } from '../../screens/banner-list/index.ts'
import { MarqueeList } from '../../screens/content-marquee/index.ts'
import { ModelList } from '../../screens/content-model-lists/index.ts'
import {
  FaqBoard,
  PromotionList,
  type FaqEditing,
  type FaqRemoving,
  type TextEditing,
  type TextRemoving,
} from '../../screens/content-pages/index.ts'
import { ServiceLinkForm } from '../../screens/content-service-link/index.ts'
import { SiteLinkList } from '../../screens/content-site-links/index.ts'
import {
  askRemoveAnnouncement,
  askRemoveBanner,
  confirmRemoveAnnouncement,
  confirmRemoveBanner,
  editAnnouncement,
  editBanner,
  forbidBanners,
  forbidMarquee,
  forbidServiceLink,
  loadBanners,
  loadMarquee,
  loadServiceLink,
  saveAnnouncement,
  saveBanner,
  saveServiceLink,
  stopEditingAnnouncement,
  stopEditingBanner,
  stopRemovingAnnouncement,
  stopRemovingBanner,
} from './actions.ts'
import type { itemListActions, ItemListState } from './item-list.ts'
import { floatActions, footerActions, modelListActions, showFooter, showModelList } from './list-actions.ts'
import {
  askRemoveFaq,
  askRemoveFaqGroup,
  askRemovePromotion,
  confirmRemoveFaq,
  confirmRemovePromotion,
  editFaq,
  editFaqGroup,
  editPromotion,
  faqActions,
  newFaq,
  newFaqGroup,
  newPromotion,
  promotionActions,
  saveFaq,
  saveFaqGroup,
  savePromotion,
  showPages,
  translateFaq,
  translatePromotion,
} from './page-actions.ts'
import type { RecordListState, recordListActions } from './record-list.ts'
import { banners, faqs, floatButtons, footers, marquee, modelLists, pages, promotions, serviceLink } from './store.ts'

/** What the session's role may do with content. */
function useContentPermissions() {
  const permissions = useSnapshot(session).operator?.permissions ?? []
  return { mayRead: holds(permissions, 'content.read'), mayManage: holds(permissions, 'content.manage') }
}

/** The banners, wired to the admin calls; a role without `content.read` sees the forbidden state. */
export function BannersContainer() {
  const state = useSnapshot(banners)
  const { mayRead, mayManage } = useContentPermissions()
  useEffect(() => {
    if (mayRead) void loadBanners()
    else forbidBanners()
  }, [mayRead])
  return (
    <BannerList
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      onRetry={() => void loadBanners()}
      canManage={mayManage}
      notice={state.notice}
      onCreate={() => editBanner('new')}
      onEdit={editBanner}
      onRemove={askRemoveBanner}
      editing={state.editing}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSave={(draft) => void saveBanner(draft)}
      onEditCancel={stopEditingBanner}
      removing={state.removing}
      removingBusy={state.removingBusy}
      removeError={state.removeError}
      onRemoveConfirm={() => void confirmRemoveBanner()}
      onRemoveCancel={stopRemovingBanner}
    />
  )
}

/** The marquee, wired to the admin calls. */
export function MarqueeContainer() {
  const state = useSnapshot(marquee)
  const { mayRead, mayManage } = useContentPermissions()
  useEffect(() => {
    if (mayRead) void loadMarquee()
    else forbidMarquee()
  }, [mayRead])
  return (
    <MarqueeList
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      onRetry={() => void loadMarquee()}
      canManage={mayManage}
      notice={state.notice}
      onCreate={() => editAnnouncement('new')}
      onEdit={editAnnouncement}
      onRemove={askRemoveAnnouncement}
      editing={state.editing}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSave={(draft) => void saveAnnouncement(draft)}
      onEditCancel={stopEditingAnnouncement}
      removing={state.removing}
      removingBusy={state.removingBusy}
      removeError={state.removeError}
      onRemoveConfirm={() => void confirmRemoveAnnouncement()}
      onRemoveCancel={stopRemovingAnnouncement}
    />
  )
}

/** The customer-service link, wired to the admin calls. */
export function ServiceLinkContainer() {
  const state = useSnapshot(serviceLink)
  const { mayRead, mayManage } = useContentPermissions()
  useEffect(() => {
    if (mayRead) void loadServiceLink()
    else forbidServiceLink()
  }, [mayRead])
  return (
    <ServiceLinkForm
      status={state.status}
      errorMessage={state.errorMessage}
      link={state.link}
      onRetry={() => void loadServiceLink()}
      canManage={mayManage}
      notice={state.notice}
      saving={state.saving}
      saveError={state.saveError}
      onSave={(link) => void saveServiceLink(link)}
    />
  )
}

/** Reads a whole-saved list once the role may (else the forbidden state); its props for ItemListScreen's screens. */
function useItemList<Item>(
  state: Snapshot<ItemListState<Item>>,
  actions: ReturnType<typeof itemListActions<Item>>,
  mayRead: boolean,
  canManage: boolean,
) {
  useEffect(() => {
    if (mayRead) void actions.load()
    else actions.forbid()
  }, [mayRead, actions])
  return {
    status: state.status,
    errorMessage: state.errorMessage,
    items: state.items,
    onRetry: () => void actions.load(),
    canManage,
    notice: state.notice,
    pending: state.pending,
    onCreate: () => actions.edit('new'),
    onEdit: (index: number) => actions.edit(index),
    onRemove: (index: number) => actions.askRemove(index),
    onMove: (index: number, delta: -1 | 1) => void actions.move(index, delta),
    removing: state.removing,
    removeError: state.removeError,
    onRemoveConfirm: () => void actions.confirmRemove(),
    onRemoveCancel: () => actions.stopRemoving(),
    editing: state.editing,
    saveError: state.saveError,
    fieldErrors: state.fieldErrors,
    onSave: (item: Item) => void actions.saveItem(item),
    onEditCancel: () => actions.stopEditing(),
  }
}

/** The float buttons, wired to the admin calls. */
export function FloatButtonsContainer() {
  const state = useSnapshot(floatButtons)
  const { mayRead, mayManage } = useContentPermissions()
  return <SiteLinkList kind="float" {...useItemList<SiteLink>(state, floatActions, mayRead, mayManage)} />
}

/** The desktop and mobile footers (one shown at a time), wired to the admin calls. */
export function FootersContainer() {
  const state = useSnapshot(footers)
  const { mayRead, mayManage } = useContentPermissions()
  const list = useItemList<SiteLink>(state, footerActions, mayRead, mayManage)
  return <SiteLinkList kind={state.kind} onKind={showFooter} {...list} />
}

/** The model lists (one kind in one language at a time), wired to the admin calls. */
export function ModelListsContainer() {
  const state = useSnapshot(modelLists)
  const { mayRead, mayManage } = useContentPermissions()
  const list = useItemList<ModelListItem>(state, modelListActions, mayRead, mayManage)
  return <ModelList kind={state.kind} language={state.language} onShow={showModelList} {...list} />
}

/**
 * Reads a page of the Pages section once the role may (else the forbidden state), and again in another language;
 * the props its screen shares with the other page's.
 */
function usePageScreen<Editing, Removing>(
  state: Snapshot<RecordListState<Editing, Removing>>,
  actions: ReturnType<typeof recordListActions<Editing, Removing>>,
  language: LanguageCode,
) {
  const { mayRead, mayManage } = useContentPermissions()
  // `language` is read by the action from the store; listed so that another language is read again.
  useEffect(() => {
    if (mayRead) void actions.load()
    else actions.forbid()
  }, [mayRead, actions, language])
  return {
    language,
    onShow: showPages,
    status: state.status,
    errorMessage: state.errorMessage,
    onRetry: () => void actions.load(),
    canManage: mayManage,
    notice: state.notice,
    saving: state.saving,
    saveError: state.saveError,
    onEditCancel: () => actions.stopEditing(),
    removingBusy: state.removingBusy,
    removeError: state.removeError,
    onRemoveCancel: () => actions.stopRemoving(),
  }
}

function PromotionsContainer({ language }: { language: LanguageCode }) {
  const state = useSnapshot(promotions)
  return (
    <PromotionList
      {...usePageScreen(state, promotionActions, language)}
      rows={state.rows as AdminPromotion[]}
      now={state.loadedAt}
      onCreate={newPromotion}
      onEdit={editPromotion}
      onTranslate={translatePromotion}
      onRemove={askRemovePromotion}
      editing={state.editing as TextEditing<AdminPromotion> | null}
      fieldErrors={state.fieldErrors}
      onSave={(draft) => void savePromotion(draft)}
      removing={state.removing as TextRemoving<AdminPromotion> | null}
      onRemoveConfirm={() => void confirmRemovePromotion()}
    />
  )
}

function FaqContainer({ language }: { language: LanguageCode }) {
  const state = useSnapshot(faqs)
  return (
    <FaqBoard
      {...usePageScreen(state, faqActions, language)}
      groups={state.groups}
      rows={state.rows as AdminFaq[]}
      onCreateGroup={newFaqGroup}
      onEditGroup={editFaqGroup}
      onRemoveGroup={askRemoveFaqGroup}
      onCreate={newFaq}
      onEdit={editFaq}
      onTranslate={translateFaq}
      onRemove={askRemoveFaq}
      editing={state.editing as FaqEditing | null}
      fieldErrors={state.fieldErrors}
      onSaveGroup={(draft) => void saveFaqGroup(draft)}
      onSave={(draft) => void saveFaq(draft)}
      removing={state.removing as FaqRemoving | null}
      onRemoveConfirm={() => void confirmRemoveFaq()}
    />
  )
}

/** The Pages section: the promotions or the FAQ (one at a time) in one language, wired to the admin calls. */
export function PagesContainer() {
  const { page, language } = useSnapshot(pages)
  return page === 'promotions' ? <PromotionsContainer language={language} /> : <FaqContainer language={language} />
}

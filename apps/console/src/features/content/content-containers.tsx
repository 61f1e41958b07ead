import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { BannerList } from '../../screens/banner-list/index.ts'
import { MarqueeList } from '../../screens/content-marquee/index.ts'
import { ServiceLinkForm } from '../../screens/content-service-link/index.ts'
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
import { banners, marquee, serviceLink } from './store.ts'

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

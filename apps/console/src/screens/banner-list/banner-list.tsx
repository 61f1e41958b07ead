import type { AdminBanner } from '@lobby/api'
import { CreateButton, ListScreen, listStateTexts, onePage } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { BannerEditor, type BannerDraft, type BannerFieldErrors } from './banner-editor.tsx'
import { BannerTable } from './banner-table.tsx'
import { RemoveDialog } from './remove-dialog.tsx'

export interface BannerListProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The site's banners, desktop carousel first, in carousel order. */
  rows: readonly AdminBanner[]
  onRetry: () => void
  /** The role holds `content.manage`: New banner, Edit and Remove are offered. */
  canManage: boolean
  /** What the last save or removal came to, or null. */
  notice: ScreenNotice | null
  onCreate: () => void
  onEdit: (banner: AdminBanner) => void
  onRemove: (banner: AdminBanner) => void
  /** The banner in the editor, `new` for a new one, or null (closed). */
  editing: AdminBanner | 'new' | null
  saving: boolean
  saveError?: string
  fieldErrors?: BannerFieldErrors
  onSave: (draft: BannerDraft) => void
  onEditCancel: () => void
  /** The banner whose removal is being confirmed, or null. */
  removing: AdminBanner | null
  removingBusy: boolean
  removeError?: string
  onRemoveConfirm: () => void
  onRemoveCancel: () => void
  formatTime?: FormatInstant
  /** Where the dialogs portal (a story's frame). */
  portalContainer?: HTMLElement | null
}

const NO_FIELD_ERRORS: BannerFieldErrors = {}
const words = copy.content.banners

/**
 * The lobby's carousel banners: title, carousel, currency, link, order and schedule; for a role that manages
 * content, New banner, Edit (the editor dialog) and Remove (a confirmation).
 *
 * Contract
 * - MUST NOT fetch or save: retries, saves and removals are the caller's (`on*`), as is which dialog is open.
 * - MUST offer New banner, Edit and Remove only when `canManage`; while a save or a removal is out the row buttons wait.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; an outcome (`notice`) is announced
 *   above it.
 */
export function BannerList({
  status,
  errorMessage = '',
  rows,
  onRetry,
  canManage,
  notice,
  onCreate,
  onEdit,
  onRemove,
  editing,
  saving,
  saveError = '',
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  onEditCancel,
  removing,
  removingBusy,
  removeError = '',
  onRemoveConfirm,
  onRemoveCancel,
  formatTime = formatInstant,
  portalContainer,
}: BannerListProps) {
  const busy = saving || removingBusy
  return (
    <ListScreen
      slot="banner-list"
      {...listStateTexts(words, canManage)}
      status={status}
      rowCount={rows.length}
      count={words.count(rows.length)}
      actions={<CreateButton canManage={canManage} busy={busy} label={words.create} onCreate={onCreate} />}
      controls={<NoticeBanner notice={notice} />}
      errorBody={errorMessage}
      onRetry={onRetry}
      pages={onePage(words.pages, rows.length)}
      dialogs={
        <>
          <BannerEditor
            key={`editor:${editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}`}
            editing={editing}
            saving={saving}
            error={saveError}
            fieldErrors={fieldErrors}
            onSave={onSave}
            onCancel={onEditCancel}
            portalContainer={portalContainer}
          />
          <RemoveDialog
            key={`remove:${removing?.id ?? 'closed'}`}
            open={removing !== null}
            title={words.removeTitle}
            description={words.removeDescription(removing?.title ?? '')}
            confirmLabel={words.removeConfirm}
            busy={removingBusy}
            error={removeError}
            onConfirm={onRemoveConfirm}
            onCancel={onRemoveCancel}
            portalContainer={portalContainer}
          />
        </>
      }
    >
      <BannerTable
        rows={rows}
        canManage={canManage}
        busy={busy}
        onEdit={onEdit}
        onRemove={onRemove}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}

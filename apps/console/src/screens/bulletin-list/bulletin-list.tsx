import type { AdminBulletin } from '@lobby/api'
import { CreateButton, ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { BulletinEditor, type BulletinDraft, type BulletinFieldErrors } from './bulletin-editor.tsx'
import { BulletinFrequencyControl, type BulletinFrequency } from './bulletin-frequency.tsx'
import { BulletinTable } from './bulletin-table.tsx'
import { EndBulletinDialog } from './end-bulletin-dialog.tsx'

export interface BulletinListProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The page of bulletins shown, newest first. */
  rows: readonly AdminBulletin[]
  /** Bulletins over every page. */
  total: number
  /** The page shown, from 1. */
  page: number
  pageSize: number
  /** The instant the Live / Scheduled / Ended states are taken at (ms; when the list loaded). */
  now: number
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `content.manage`: New bulletin, Edit and End are offered. */
  canManage: boolean
  /** What the last save, end or setting change came to, or null. */
  notice: ScreenNotice | null
  /** How often members see the bulletins (the site's setting), or null until the list has loaded. */
  displayFrequency: BulletinFrequency | null
  /** The setting whose confirmation is open, or null. */
  frequencyAsking: BulletinFrequency | null
  /** The setting is being changed. */
  frequencySaving: boolean
  /** Why the open confirmation's change failed, or empty. */
  frequencyError?: string
  /** Asks to confirm changing the setting to this value. */
  onFrequencyAsk: (value: BulletinFrequency) => void
  onFrequencyConfirm: () => void
  onFrequencyCancel: () => void
  /** Asks to open the editor for a new bulletin. */
  onCreate: () => void
  /** Asks to open the editor for a bulletin. */
  onEdit: (bulletin: AdminBulletin) => void
  /** Asks to confirm ending a bulletin. */
  onEnd: (bulletin: AdminBulletin) => void
  /** The bulletin in the editor, `new` for a new one, or null (closed). */
  editing: AdminBulletin | 'new' | null
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  saveError?: string
  /** The fields the server refused on the last save. */
  fieldErrors?: BulletinFieldErrors
  onSave: (draft: BulletinDraft) => void
  onEditCancel: () => void
  /** The bulletin whose End confirmation is open, or null. */
  ending: AdminBulletin | null
  /** The end is being sent. */
  endingBusy: boolean
  /** Why the open confirmation's end failed, or empty. */
  endError?: string
  onEndConfirm: () => void
  onEndCancel: () => void
  formatTime?: FormatInstant
  /** Now, in ms, for the editor's checks; the clock by default. */
  clock?: () => number
  /** Where the dialogs portal (a story's frame). */
  portalContainer?: HTMLElement | null
}

const NO_FIELD_ERRORS: BulletinFieldErrors = {}

/**
 * The site's bulletins: how often members see them (the site's setting), then title, device, audience, where members
 * see each, the window it shows in and its state (Live, Scheduled, Ended), and pages; for a role that manages content,
 * New bulletin, Edit (the editor dialog), End (a confirmation) on a live or scheduled one, and the setting's choice
 * (a confirmation).
 *
 * Contract
 * - MUST NOT fetch or save: pages, retries, saves, ends and the setting are the caller's (`on*`), as is which dialog
 *   is open (`editing`, `ending`, `frequencyAsking`).
 * - MUST offer New bulletin, Edit, End and the setting's choice only when `canManage`, End only on a live or scheduled
 *   bulletin; while a save or an end is out the row buttons wait.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; a save's or an end's outcome
 *   (`notice`) is announced above it, a refusal as an alert.
 */
export function BulletinList({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  now,
  onPage,
  onRetry,
  canManage,
  notice,
  displayFrequency,
  frequencyAsking,
  frequencySaving,
  frequencyError = '',
  onFrequencyAsk,
  onFrequencyConfirm,
  onFrequencyCancel,
  onCreate,
  onEdit,
  onEnd,
  editing,
  saving,
  saveError = '',
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  onEditCancel,
  ending,
  endingBusy,
  endError = '',
  onEndConfirm,
  onEndCancel,
  formatTime = formatInstant,
  clock,
  portalContainer,
}: BulletinListProps) {
  const busy = saving || endingBusy
  return (
    <ListScreen
      slot="bulletin-list"
      title={copy.bulletins.title}
      description={copy.bulletins.description}
      status={status}
      rowCount={rows.length}
      count={copy.bulletins.count(total)}
      actions={<CreateButton canManage={canManage} busy={busy} label={copy.bulletins.create} onCreate={onCreate} />}
      controls={
        <>
          {displayFrequency === null ? null : (
            <BulletinFrequencyControl
              value={displayFrequency}
              canManage={canManage}
              asking={frequencyAsking}
              saving={frequencySaving}
              error={frequencyError}
              onAsk={onFrequencyAsk}
              onConfirm={onFrequencyConfirm}
              onCancel={onFrequencyCancel}
              portalContainer={portalContainer}
            />
          )}
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={copy.bulletins.forbiddenWhat}
      loadingLabel={copy.bulletins.loading}
      errorTitle={copy.bulletins.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.bulletins.emptyTitle}
      emptyBody={canManage ? copy.bulletins.emptyBody : copy.bulletins.emptyBodyReadOnly}
      pages={{ label: copy.bulletins.pages, page, total, pageSize, onPage }}
      dialogs={
        <>
          <BulletinEditor
            key={`editor:${editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}`}
            editing={editing}
            saving={saving}
            error={saveError}
            fieldErrors={fieldErrors}
            onSave={onSave}
            onCancel={onEditCancel}
            clock={clock}
            portalContainer={portalContainer}
          />
          <EndBulletinDialog
            key={`end:${ending?.id ?? 'closed'}`}
            bulletin={ending}
            ending={endingBusy}
            error={endError}
            onConfirm={onEndConfirm}
            onCancel={onEndCancel}
            portalContainer={portalContainer}
          />
        </>
      }
    >
      <BulletinTable
        rows={rows}
        now={now}
        canManage={canManage}
        busy={busy}
        onEdit={onEdit}
        onEnd={onEnd}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}

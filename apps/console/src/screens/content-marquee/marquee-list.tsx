import type { AdminAnnouncement } from '@lobby/api'
import { Button, cn } from '@lobby/ui'
import { CreateButton, ListScreen, listStateTexts, onePage } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { RemoveDialog } from '../banner-list/remove-dialog.tsx'
import { MarqueeEditor, type AnnouncementDraft, type AnnouncementFieldErrors } from './marquee-editor.tsx'

export interface MarqueeListProps {
  status: ListStatus
  errorMessage?: string
  /** The site's announcements in marquee order. */
  rows: readonly AdminAnnouncement[]
  onRetry: () => void
  /** The role holds `content.manage`: New announcement, Edit and Remove are offered. */
  canManage: boolean
  notice: ScreenNotice | null
  onCreate: () => void
  onEdit: (announcement: AdminAnnouncement) => void
  onRemove: (announcement: AdminAnnouncement) => void
  editing: AdminAnnouncement | 'new' | null
  saving: boolean
  saveError?: string
  fieldErrors?: AnnouncementFieldErrors
  onSave: (draft: AnnouncementDraft) => void
  onEditCancel: () => void
  removing: AdminAnnouncement | null
  removingBusy: boolean
  removeError?: string
  onRemoveConfirm: () => void
  onRemoveCancel: () => void
  formatTime?: FormatInstant
  portalContainer?: HTMLElement | null
}

const NO_FIELD_ERRORS: AnnouncementFieldErrors = {}
const words = copy.content.marquee

function audienceOf(row: AdminAnnouncement): string {
  if (row.display_before_login === 1 && row.display_after_login === 1) return words.audiences.both
  if (row.display_before_login === 1) return words.audiences.visitors
  if (row.display_after_login === 1) return words.audiences.members
  return words.audiences.nobody
}

/**
 * The lobby's marquee announcements: text, who sees each, order and when it was added; for a role that manages
 * content, New announcement, Edit and Remove.
 *
 * Contract
 * - MUST NOT fetch or save: the caller owns every call and which dialog is open.
 * - MUST offer New, Edit and Remove only when `canManage`; while a save or a removal is out the row buttons wait.
 */
export function MarqueeList({
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
}: MarqueeListProps) {
  const busy = saving || removingBusy
  const headers = headersOf(words.columns, canManage)
  return (
    <ListScreen
      slot="marquee-list"
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
          <MarqueeEditor
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
            description={words.removeDescription(removing?.content ?? '')}
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
      <TableFrame label={words.caption}>
        <table data-slot="marquee-table" className="w-full border-collapse">
          <caption className="sr-only">{words.caption}</caption>
          <TableHead headers={headers} />
          <tbody className="divide-y">
            {rows.map((row) => {
              const guard = (action: (announcement: AdminAnnouncement) => void) => () => {
                if (!busy) action(row)
              }
              return (
                <tr key={row.id} data-slot="marquee-row" className="hover:bg-muted/50">
                  <th scope="row" className={cn(bodyCell, 'min-w-56 text-start font-medium break-words')}>
                    {row.content}
                  </th>
                  <td className={bodyCell}>{audienceOf(row)}</td>
                  <td className={cn(bodyCell, 'tabular-nums')}>{row.sort}</td>
                  <td className={cn(bodyCell, 'min-w-28')}>
                    <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
                  </td>
                  {canManage ? (
                    <td className={bodyCell}>
                      <div className="flex flex-col items-stretch gap-2 desktop:flex-row desktop:items-center">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={words.editAnnouncement(row.content)}
                          aria-disabled={busy || undefined}
                          onClick={guard(onEdit)}
                        >
                          {copy.content.edit}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={words.removeAnnouncement(row.content)}
                          aria-disabled={busy || undefined}
                          onClick={guard(onRemove)}
                        >
                          {copy.content.remove}
                        </Button>
                      </div>
                    </td>
                  ) : null}
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableFrame>
    </ListScreen>
  )
}

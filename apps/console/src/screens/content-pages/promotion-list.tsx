import type { AdminPromotion } from '@lobby/api'
import { ToneBadge, type BadgeTone } from '@lobby/ui'
import type { ItemColumn } from '../../components/item-list-screen.tsx'
import { copy } from '../../copy.ts'
import { bulletinState, type BulletinState } from '../../lib/bulletins.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import { editorPropsOf, PageFrame, removalPropsOf } from './page-frame.tsx'
import type { PageScreenProps, TextEditing, TextRemoving } from './page-text.ts'
import { PromotionEditor, type PromotionDraft, type PromotionFieldErrors } from './promotion-editor.tsx'
import { TextRemoveDialog } from './text-remove-dialog.tsx'
import { TextTable } from './text-table.tsx'

export interface PromotionListProps extends PageScreenProps {
  /** The promotions that have a text in `language`, by order then id. */
  rows: readonly AdminPromotion[]
  /** The instant the Running / Future / Ended states are taken at (ms; when the list loaded). */
  now: number
  onCreate: () => void
  onEdit: (promotion: AdminPromotion) => void
  /** Asks to add the promotion's text in a language it lacks. */
  onTranslate: (promotion: AdminPromotion) => void
  /** Asks to confirm removing this language's text, or (`everywhere`) the promotion. */
  onRemove: (promotion: AdminPromotion, everywhere: boolean) => void
  editing: TextEditing<AdminPromotion> | null
  fieldErrors?: PromotionFieldErrors
  onSave: (draft: PromotionDraft) => void
  removing: TextRemoving<AdminPromotion> | null
}

const NO_FIELD_ERRORS: PromotionFieldErrors = {}
const words = copy.content.pages.promotions
const stateTones: Record<BulletinState, BadgeTone> = { live: 'success', scheduled: 'pending', ended: 'neutral' }
const muted = (text: string) => <span className="text-muted-foreground">{text}</span>

function columnsOf(now: number, formatTime: FormatInstant): ItemColumn<AdminPromotion>[] {
  const columns = words.columns
  return [
    { header: columns.currency, cell: (row) => row.currency ?? muted(words.everyCurrency) },
    {
      header: columns.category,
      cell: (row) => (row.gt_id === null ? muted(words.everyCategory) : words.categoryName(row.gt_id)),
    },
    {
      header: columns.window,
      className: 'min-w-40',
      cell: (row) => {
        const state = bulletinState(row, now)
        return (
          <>
            <ToneBadge tone={stateTones[state]} label={words.states[state]} />
            <span className="mt-1 block">{words.from(formatTime(row.start_at))}</span>
            <span className="block text-muted-foreground">
              {row.end_at === null ? words.noEnd : words.until(formatTime(row.end_at))}
            </span>
          </>
        )
      },
    },
    { header: columns.sort, className: 'tabular-nums', cell: (row) => row.sort },
    { header: columns.languages, className: 'min-w-24', cell: (row) => copy.content.pages.languagesOf(row.languages) },
  ]
}

/**
 * The promotions of the /discount page in one language: title and summary, currency, category, when each runs (and
 * whether it runs now), order and the languages it is written in; a choice of page and language. For a role that
 * manages content: New promotion, Edit, Add language, Remove text (this language) and Remove everywhere.
 *
 * Contract
 * - MUST NOT fetch or save: the caller loads the promotions of `language` (`onShow` asks for another page or
 *   language), saves, removes and owns which dialog is open (`editing`, `removing`).
 * - MUST offer the write buttons only when `canManage`; while a save or a removal is out the buttons and the choice
 *   of page and language wait.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; an outcome (`notice`) is announced
 *   above it, a refusal as an alert.
 */
export function PromotionList({
  rows,
  now,
  onCreate,
  onEdit,
  onTranslate,
  onRemove,
  editing,
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  removing,
  ...screen
}: PromotionListProps) {
  const { language, formatTime = formatInstant } = screen
  return (
    <PageFrame
      {...screen}
      slot="promotion-list"
      page="promotions"
      words={words}
      rowCount={rows.length}
      count={words.count(rows.length)}
      creates={[{ label: words.create, onClick: onCreate }]}
      dialogs={
        <>
          <PromotionEditor
            {...editorPropsOf(screen)}
            key={`editor:${language}:${editing === null ? 'closed' : editing.mode === 'new' ? 'new' : `${editing.mode}:${editing.text.id}`}`}
            language={language}
            editing={editing}
            fieldErrors={fieldErrors}
            onSave={onSave}
          />
          <TextRemoveDialog {...removalPropsOf(screen)} removing={removing} words={words} />
        </>
      }
    >
      <TextTable
        slot="promotion-table"
        caption={words.caption}
        title={{ header: words.columns.title, under: (row) => row.summary }}
        columns={columnsOf(now, formatTime)}
        rows={rows}
        stateOf={(row) => bulletinState(row, now)}
        canManage={screen.canManage}
        busy={screen.saving || screen.removingBusy}
        onEdit={onEdit}
        onTranslate={onTranslate}
        onRemove={onRemove}
      />
    </PageFrame>
  )
}

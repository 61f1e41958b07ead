import type { AdminLetterSend } from '@lobby/api'
import { Button, cn } from '@lobby/ui'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { LetterComposer, type LetterDraft, type LetterFieldErrors } from './letter-composer.tsx'
import type { LetterTarget } from '@lobby/api'

export interface LetterListProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly AdminLetterSend[]
  total: number
  page: number
  pageSize: number
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `content.manage`: Write a letter is offered. */
  canManage: boolean
  notice: ScreenNotice | null
  onCompose: () => void
  /** The composer is open. */
  composing: boolean
  /** The target the composer opens on. */
  composeTarget?: LetterTarget
  sending: boolean
  sendError?: string
  fieldErrors?: LetterFieldErrors
  onSend: (draft: LetterDraft) => void
  onComposeCancel: () => void
  formatTime?: FormatInstant
  portalContainer?: HTMLElement | null
}

const NO_ERRORS: LetterFieldErrors = {}
const c = copy.letters

/**
 * The letters the site's members were sent: title, target, language, how many members each reached and read it,
 * who sent it and when; for a role that manages content, Write a letter (the composer dialog).
 *
 * Contract
 * - MUST NOT fetch or send: pages, retries and sends are the caller's (`on*`), as is whether the composer is open.
 * - MUST offer Write a letter only when `canManage`.
 */
export function LetterList({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  onPage,
  onRetry,
  canManage,
  notice,
  onCompose,
  composing,
  composeTarget,
  sending,
  sendError = '',
  fieldErrors = NO_ERRORS,
  onSend,
  onComposeCancel,
  formatTime = formatInstant,
  portalContainer,
}: LetterListProps) {
  return (
    <ListScreen
      slot="letter-list"
      title={c.title}
      description={c.description}
      status={status}
      rowCount={rows.length}
      count={c.count(total)}
      actions={
        canManage ? (
          <Button
            aria-disabled={sending || undefined}
            onClick={() => {
              if (!sending) onCompose()
            }}
          >
            {c.compose}
          </Button>
        ) : null
      }
      controls={<NoticeBanner notice={notice} />}
      forbiddenWhat={c.forbiddenWhat}
      loadingLabel={c.loading}
      errorTitle={c.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={c.emptyTitle}
      emptyBody={canManage ? c.emptyBody : c.emptyBodyReadOnly}
      pages={{ label: c.pages, page, total, pageSize, onPage }}
      dialogs={
        <LetterComposer
          key={composing ? 'open' : 'closed'}
          open={composing}
          sending={sending}
          error={sendError}
          fieldErrors={fieldErrors}
          {...(composeTarget ? { initialTarget: composeTarget } : {})}
          onSend={onSend}
          onCancel={onComposeCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <TableFrame label={c.caption}>
        <table data-slot="letter-table" className="w-full border-collapse">
          <caption className="sr-only">{c.caption}</caption>
          <thead>
            <tr className="border-b">
              {Object.values(c.columns).map((header) => (
                <th key={header} scope="col" className={headCell}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.map((row) => (
              <tr key={row.id} data-slot="letter-row" className="hover:bg-muted/50">
                <th scope="row" className={cn(bodyCell, 'min-w-48 text-start font-medium break-words')}>
                  {row.title}
                </th>
                <td className={cn(bodyCell, 'break-words')}>{c.targetOf(row)}</td>
                <td className={bodyCell}>{row.language ?? c.anyLanguage}</td>
                <td className={bodyCell}>{c.members(row.reached)}</td>
                <td className={bodyCell}>{row.read_count}</td>
                <td className={bodyCell}>{row.sent_by}</td>
                <td className={cn(bodyCell, 'min-w-28')}>
                  <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </ListScreen>
  )
}

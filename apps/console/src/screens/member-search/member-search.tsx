import type { AdminMemberRow } from '@lobby/api'
import { StatusMessage } from '@lobby/ui'
import { ListScreen } from '../../components/list-screen.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { MemberSearchForm } from './member-search-form.tsx'
import { MemberTable } from './member-table.tsx'

/** The search's state: nothing searched yet (`idle`), or a list's. */
export type MemberSearchStatus = 'idle' | ListStatus

export interface MemberSearchProps {
  status: MemberSearchStatus
  /** Why the search failed (status `error`), in a sentence. */
  errorMessage?: string
  /** The search shown (trimmed); empty while idle. */
  query: string
  /** The page of members found, newest first. */
  rows: readonly AdminMemberRow[]
  /** Members matching the search, over every page. */
  total: number
  /** The page shown, from 1. */
  page: number
  pageSize: number
  /** The agent the search is limited to (trimmed); empty for none. */
  agent?: string
  /** Called with a search of at least two characters, trimmed (or empty with an agent), and the agent if given. */
  onSearch: (query: string, agent?: string) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The address of a member's page (a link, so it opens in a new tab too). */
  hrefOf: (row: AdminMemberRow) => string
  /** A plain click on a member: open their page. */
  onOpen: (row: AdminMemberRow) => void
  formatTime?: FormatInstant
}

/**
 * The member search: account, phone or e-mail, and optionally the agent, the members found (account, site, currency, status,
 * wallet, phone, e-mail, registered), each account a link to the member's page, and pages.
 *
 * Contract
 * - MUST NOT fetch or route: searches, pages, retries and opening a member are the caller's (`on*`).
 * - MUST NOT report a search shorter than two characters: it is named under the field, announced and focused.
 * - Idle (nothing searched yet) shows a hint; loading, empty, error (with Try again) and forbidden (403) replace
 *   the table.
 */
export function MemberSearch({
  status,
  errorMessage = '',
  query,
  agent = '',
  rows,
  total,
  page,
  pageSize,
  onSearch,
  onPage,
  onRetry,
  hrefOf,
  onOpen,
  formatTime = formatInstant,
}: MemberSearchProps) {
  return (
    <ListScreen
      slot="member-search"
      title={copy.members.title}
      description={copy.members.description}
      status={status}
      rowCount={rows.length}
      count={copy.members.count(total)}
      controls={<MemberSearchForm query={query} agent={agent} onSearch={onSearch} />}
      idle={<StatusMessage tone="empty" title={copy.members.idleTitle} body={copy.members.idleBody} />}
      forbiddenWhat={copy.members.forbiddenWhat}
      loadingLabel={copy.members.loading}
      errorTitle={copy.members.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.members.emptyTitle}
      emptyBody={agent === '' ? copy.members.emptyBody(query) : copy.memberActions.emptyByAgent(agent)}
      pages={{ label: copy.members.pages, page, total, pageSize, onPage }}
    >
      <MemberTable rows={rows} hrefOf={hrefOf} onOpen={onOpen} formatTime={formatTime} />
    </ListScreen>
  )
}

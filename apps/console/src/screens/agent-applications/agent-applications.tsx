import type { AdminAgentApplication } from '@lobby/api'
import { Button, Field, Select, TextInput } from '@lobby/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { ApplicationTable } from './application-table.tsx'
import { DecisionDialog, type PendingDecision } from './decision-dialog.tsx'

export type ApplicationStatusFilter = 'all' | AdminAgentApplication['status']
export const APPLICATION_STATUS_FILTERS: readonly ApplicationStatusFilter[] = ['all', 'pending', 'approved', 'rejected']

/** What the queue shows: a status (every one by default: pending come first) and, if given, one member's account. */
export interface ApplicationFilter {
  status: ApplicationStatusFilter
  member: string
}

export interface AgentApplicationsProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly AdminAgentApplication[]
  total: number
  page: number
  pageSize: number
  filter: ApplicationFilter
  onFilter: (filter: ApplicationFilter) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The role holds `agents.manage`: pending rows get Approve and Reject. */
  canDecide: boolean
  /** The decision whose dialog is open, or null. */
  pending: PendingDecision | null
  /** The application a decision is being sent for, or null. */
  deciding: number | null
  decisionError?: string
  notice: ScreenNotice | null
  /** Asks to open the dialog for a decision. */
  onDecide: (decision: PendingDecision) => void
  onConfirm: (reason: string) => void
  onCancel: () => void
  formatTime?: FormatInstant
  portalContainer?: HTMLElement | null
  /** Above the header: the desk's section links (the route's). */
  nav?: ReactNode
}

function ApplicationFilters({
  filter,
  onFilter,
}: {
  filter: ApplicationFilter
  onFilter: (f: ApplicationFilter) => void
}) {
  const [status, setStatus] = useState(filter.status)
  const [member, setMember] = useState(filter.member)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onFilter({ status, member: member.trim() })
  }
  return (
    <form
      role="search"
      aria-label={copy.agents.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 desktop:grid-cols-[12rem_16rem_auto] desktop:justify-start"
    >
      <Field label={copy.agents.status}>
        <Select
          name="status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatusFilter)}
        >
          {APPLICATION_STATUS_FILTERS.map((value) => (
            <option key={value} value={value}>
              {copy.agents.statuses[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={copy.agents.member}>
        <TextInput
          name="member"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.agents.memberPlaceholder}
          maxLength={64}
          value={member}
          onChange={(event) => setMember(event.target.value)}
        />
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1">
        {copy.agents.apply}
      </Button>
    </form>
  )
}

/**
 * The agent applications queue: filters, the applications (pending first), Approve and Reject on pending ones for a
 * role holding `agents.manage`, each through a dialog (a rejection needs a reason), and pages.
 *
 * Contract
 * - MUST NOT fetch or decide: filters, pages, decisions and retries are the caller's, as is the open dialog.
 * - MUST show Approve and Reject only on pending rows and only when `canDecide`; while a decision is out every
 *   decision button waits.
 * - Loading, empty, error (with Try again) and forbidden replace the table; a decision's outcome is announced.
 */
export function AgentApplications({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  filter,
  onFilter,
  onPage,
  onRetry,
  canDecide,
  pending,
  deciding,
  decisionError = '',
  notice,
  onDecide,
  onConfirm,
  onCancel,
  formatTime = formatInstant,
  portalContainer,
  nav,
}: AgentApplicationsProps) {
  return (
    <ListScreen
      slot="agent-applications"
      title={copy.agents.title}
      description={copy.agents.description}
      status={status}
      rowCount={rows.length}
      count={copy.agents.count(total)}
      controls={
        <>
          {nav}
          <ApplicationFilters filter={filter} onFilter={onFilter} />
          <NoticeBanner notice={notice} />
        </>
      }
      forbiddenWhat={copy.agents.forbiddenWhat}
      loadingLabel={copy.agents.loading}
      errorTitle={copy.agents.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.agents.emptyTitle}
      emptyBody={copy.agents.emptyBody}
      pages={{ label: copy.agents.pages, page, total, pageSize, onPage }}
      dialogs={
        <DecisionDialog
          key={pending ? `${pending.application.id}-${pending.decision}` : 'closed'}
          deciding={pending}
          submitting={pending !== null && deciding === pending.application.id}
          error={decisionError}
          onConfirm={onConfirm}
          onCancel={onCancel}
          portalContainer={portalContainer}
        />
      }
    >
      <ApplicationTable
        rows={rows}
        canDecide={canDecide}
        deciding={deciding}
        onApprove={(application) => onDecide({ application, decision: 'approve' })}
        onReject={(application) => onDecide({ application, decision: 'reject' })}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}

import type { AdminAgent, DownlineMember, Settlement } from '@lobby/api'
import { Button, cn, Field, StatusPanel, StatusPanelSkeleton, TextInput, ToneBadge } from '@lobby/ui'
import { useState, type FormEvent, type ReactNode } from 'react'
import { ListScreen } from '../../components/list-screen.tsx'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { AgentTree, type TreeLevel } from './agent-tree.tsx'
import { SettlementTable } from './settlement-table.tsx'

/** The opened agent's settlements as loaded. */
export interface SettlementsView {
  status: 'loading' | 'ready' | 'error'
  list: readonly Settlement[]
}

export interface AgentNetworkProps {
  status: ListStatus
  errorMessage?: string
  rows: readonly AdminAgent[]
  total: number
  page: number
  pageSize: number
  query: string
  onSearch: (query: string) => void
  onPage: (page: number) => void
  onRetry: () => void
  /** The agent opened (its tree and settlements show instead of the list), or null. */
  selected: AdminAgent | null
  onOpen: (agent: AdminAgent) => void
  onClose: () => void
  root: TreeLevel
  branches: Readonly<Record<number, TreeLevel>>
  expanded: readonly number[]
  onToggle: (node: DownlineMember) => void
  settlements: SettlementsView
  formatTime?: FormatInstant
  /** Above the header: the desk's section links (the route's). */
  nav?: ReactNode
}

const columns = copy.agents.agentColumns

function AgentSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form
      role="search"
      aria-label={copy.agents.search}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 items-end gap-3 desktop:grid-cols-[16rem_auto] desktop:justify-start"
    >
      <Field label={copy.agents.query}>
        <TextInput
          name="query"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={copy.agents.queryPlaceholder}
          maxLength={64}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </Field>
      <Button type="submit">{copy.agents.find}</Button>
    </form>
  )
}

function AgentTable({
  rows,
  onOpen,
  formatTime,
}: {
  rows: readonly AdminAgent[]
  onOpen: (agent: AdminAgent) => void
  formatTime: FormatInstant
}) {
  return (
    <TableFrame label={copy.agents.agentsCaption}>
      <table data-slot="agent-table" className="w-full border-collapse">
        <caption className="sr-only">{copy.agents.agentsCaption}</caption>
        <thead>
          <tr className="border-b">
            <th scope="col" className={headCell}>
              {columns.account}
            </th>
            <th scope="col" className={headCell}>
              {columns.state}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.direct}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.downline}
            </th>
            <th scope="col" className={cn(headCell, 'text-end')}>
              {columns.subAgents}
            </th>
            <th scope="col" className={headCell}>
              {columns.since}
            </th>
            <th scope="col" className={headCell}>
              {columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.id} data-slot="agent-row" className="hover:bg-muted/50">
              <th scope="row" className={cn(bodyCell, 'text-start font-medium whitespace-nowrap')}>
                {row.account}
              </th>
              <td className={bodyCell}>
                <ToneBadge
                  tone={row.agent_active === 1 ? 'success' : 'neutral'}
                  label={row.agent_active === 1 ? copy.agents.active : copy.agents.inactive}
                />
              </td>
              <td className={cn(bodyCell, 'text-end tabular-nums')}>{row.direct_count}</td>
              <td className={cn(bodyCell, 'text-end tabular-nums')}>{row.downline_count}</td>
              <td className={cn(bodyCell, 'text-end tabular-nums')}>{row.sub_agent_count}</td>
              <td className={cn(bodyCell, 'min-w-28')}>
                <time dateTime={row.created_at}>{formatTime(row.created_at)}</time>
              </td>
              <td className={bodyCell}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={copy.agents.openAgent(row.account)}
                  onClick={() => onOpen(row)}
                >
                  {copy.agents.open}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}

function AgentDetail({
  agent,
  onClose,
  root,
  branches,
  expanded,
  onToggle,
  settlements,
  formatTime,
  nav,
}: Pick<AgentNetworkProps, 'onClose' | 'root' | 'branches' | 'expanded' | 'onToggle' | 'settlements' | 'nav'> & {
  agent: AdminAgent
  formatTime: FormatInstant
}) {
  return (
    <section data-slot="agent-detail" className="flex flex-col gap-5">
      {nav}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-2xl font-semibold text-foreground">{copy.agents.agentTitle(agent.account)}</h1>
          <p className="text-sm text-muted-foreground">
            {copy.agents.agentSummary(agent.direct_count, agent.downline_count, agent.sub_agent_count)}
          </p>
        </div>
        <Button variant="outline" onClick={onClose}>
          {copy.agents.closeAgent}
        </Button>
      </div>
      <section aria-labelledby="agent-tree-title" className="flex flex-col gap-2">
        <h2 id="agent-tree-title" className="text-lg font-semibold">
          {copy.agents.treeTitle}
        </h2>
        <AgentTree
          agentAccount={agent.account}
          root={root}
          branches={branches}
          expanded={expanded}
          onToggle={onToggle}
        />
      </section>
      <section aria-labelledby="agent-settlements-title" className="flex flex-col gap-2">
        <h2 id="agent-settlements-title" className="text-lg font-semibold">
          {copy.agents.settlementsTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{copy.agents.settlementsNote}</p>
        <StatusPanel
          status={settlements.status}
          loadingLabel={copy.agents.settlementsLoading}
          placeholder={<StatusPanelSkeleton rows={3} />}
          errorTitle={copy.agents.settlementsFailed}
          errorBody=""
          emptyTitle=""
          emptyBody=""
        >
          <SettlementTable list={settlements.list} currency={agent.currency} formatTime={formatTime} />
        </StatusPanel>
      </section>
    </section>
  )
}

/**
 * The agents of the site, found by account, each opening its downline tree (expandable level by level, sub-agents
 * and members with their counts) and its settlements as the agent centre computes them. Read only.
 *
 * Contract
 * - MUST NOT fetch: searching, pages, opening an agent and expanding a node are the caller's (`on*`).
 * - Loading, empty, error (with Try again) and forbidden replace the list.
 */
export function AgentNetwork({
  status,
  errorMessage = '',
  rows,
  total,
  page,
  pageSize,
  query,
  onSearch,
  onPage,
  onRetry,
  selected,
  onOpen,
  onClose,
  root,
  branches,
  expanded,
  onToggle,
  settlements,
  formatTime = formatInstant,
  nav,
}: AgentNetworkProps) {
  if (selected && status !== 'forbidden') {
    return (
      <AgentDetail
        agent={selected}
        onClose={onClose}
        root={root}
        branches={branches}
        expanded={expanded}
        onToggle={onToggle}
        settlements={settlements}
        formatTime={formatTime}
        nav={nav}
      />
    )
  }
  return (
    <ListScreen
      slot="agent-network"
      title={copy.agents.networkTitle}
      description={copy.agents.networkDescription}
      status={status}
      rowCount={rows.length}
      count={copy.agents.agentCount(total)}
      controls={
        <>
          {nav}
          <AgentSearch query={query} onSearch={onSearch} />
        </>
      }
      forbiddenWhat={copy.agents.forbiddenWhat}
      loadingLabel={copy.agents.agentsLoading}
      errorTitle={copy.agents.agentsErrorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.agents.agentsEmptyTitle}
      emptyBody={copy.agents.agentsEmptyBody}
      pages={{ label: copy.agents.agentPages, page, total, pageSize, onPage }}
    >
      <AgentTable rows={rows} onOpen={onOpen} formatTime={formatTime} />
    </ListScreen>
  )
}

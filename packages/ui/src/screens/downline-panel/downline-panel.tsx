import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'
import { SearchForm } from '../../primitives/search-form/search-form.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
import { DownlineTree } from './downline-tree.tsx'
import type { DownlineMemberView, DownlineTreeState, DownlineView } from './downline-types.ts'

export type { DownlineMemberView, DownlineTreeState, DownlineView } from './downline-types.ts'

export interface DownlinePanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onToggle'> {
  /** The tab shown (controlled). */
  view: DownlineView
  /** Called with the tab a person picks. */
  onViewChange: (view: DownlineView) => void
  /** The list's load: `loading` skeleton rows; `error` a message and `onRetry`. */
  status: 'idle' | 'loading' | 'error'
  /** The list's `error`: called from the retry button. */
  onRetry?: () => void
  /** The members of `page` matching `keyword`, newest first. */
  members: readonly DownlineMemberView[]
  /** Members matching `keyword` in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Members a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** The account searched for; `''` for everyone. The search input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** The tree tab's state. */
  tree: DownlineTreeState
  /** Called with a node's id from its toggle (or the arrow keys) to open or close it; the caller loads its children. */
  onToggle: (id: number) => void
  /** The tree's `error`: called from the retry button. */
  onTreeRetry?: () => void
  /** The site's names for agent levels; "Level {level}" for a level without one. */
  levelNames?: LevelNames
  /** An ISO instant as the agent reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
  /** Called from a row's Transfer button with its member; without it the list has no Actions column. */
  onTransfer?: (member: DownlineMemberView) => void
}

/** Mobile: the full width of a phone, the list as cards; desktop: a panel in the agent centre. */
export const downlinePanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-3 bg-card px-3 py-4 text-card-foreground desktop:gap-4 desktop:px-5 desktop:py-5',
)

const VIEWS: readonly DownlineView[] = ['list', 'tree']
const isView = (value: string): value is DownlineView => value === 'list' || value === 'tree'

/**
 * The agent's downline (DownlineInfo): a List tab (a search by account and
 * a page of members with their level, role, registration, last login and
 * how many registered under them, each with Transfer when `onTransfer` is
 * given) and a Tree tab (the agent's direct members, each opening onto the
 * members under it). Controlled: the caller owns the tab, the keyword, the
 * page, what is open in the tree, and loads everything.
 */
export function DownlinePanel({
  view,
  onViewChange,
  status,
  onRetry,
  members,
  total,
  page,
  pageSize,
  onPage,
  keyword,
  onSearch,
  tree,
  onToggle,
  onTreeRetry,
  levelNames,
  formatTime,
  onTransfer,
  className,
  ...props
}: DownlinePanelProps) {
  const { t } = useText()
  const titleId = useId()

  const columns: RecordColumn<DownlineMemberView>[] = [
    {
      key: 'member_account',
      label: t('agent_team.col_account'),
      render: (row) => <span className="font-medium break-all">{row.member_account}</span>,
    },
    { key: 'level', label: t('agent_team.col_level'), render: (row) => levelName(t, row.level, levelNames) },
    { key: 'role', label: t('agent_team.col_role'), render: (row) => <RoleBadge isAgent={row.is_agent === 1} /> },
    {
      key: 'created_at',
      label: t('agent_team.col_registered'),
      render: (row) => (
        <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
          {formatTime(row.created_at)}
        </time>
      ),
    },
    {
      key: 'last_login_at',
      label: t('agent_team.col_last_login'),
      render: (row) =>
        row.last_login_at ? (
          <time dateTime={row.last_login_at} className="whitespace-nowrap tabular-nums">
            {formatTime(row.last_login_at)}
          </time>
        ) : (
          <span data-slot="downline-panel-never" className="text-muted-foreground">
            {t('agent_team.never')}
          </span>
        ),
    },
    {
      key: 'children_count',
      label: t('agent_team.col_children'),
      align: 'end',
      render: (row) => row.children_count,
    },
  ]
  if (onTransfer) {
    columns.push({
      key: 'actions',
      label: t('fund.col_actions'),
      align: 'end',
      render: (row) => (
        <Button
          variant="outline"
          size="sm"
          aria-label={t('agent_team.transfer_to', { account: row.member_account })}
          onClick={() => onTransfer(row)}
        >
          {t('agent_team.transfer')}
        </Button>
      ),
    })
  }

  return (
    <section
      data-slot="downline-panel"
      data-variant={view}
      aria-labelledby={titleId}
      className={cn(downlinePanelVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('agent_team.downline_title')}
      </h2>
      <Tabs
        value={view}
        onValueChange={(next) => {
          if (isView(next)) onViewChange(next)
        }}
        activationMode="automatic"
      >
        <TabsList variant="segmented" aria-label={t('agent_team.downline_title')}>
          {VIEWS.map((value) => (
            <TabsTrigger key={value} value={value} data-variant={value}>
              {t(`agent_team.view_${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="list" className="flex flex-col gap-4">
          <SearchForm
            label={t('agent_team.search_label')}
            fieldLabel={t('agent_team.search_account')}
            keyword={keyword}
            onSearch={onSearch}
          />
          {status === 'idle' ? (
            <p data-slot="downline-panel-total" className="text-sm text-muted-foreground tabular-nums">
              {t('agent_team.total', { count: total })}
            </p>
          ) : null}
          <RecordTable
            caption={t('agent_team.list_caption')}
            columns={columns}
            rows={members}
            rowKey={(row) => row.id}
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={onPage}
            status={status}
            onRetry={onRetry}
            emptyText={keyword ? t('agent_team.no_match', { keyword }) : t('agent_team.empty')}
          />
        </TabsContent>
        <TabsContent value="tree" className="flex flex-col gap-4">
          <DownlineTree tree={tree} onToggle={onToggle} onRetry={onTreeRetry} levelNames={levelNames} />
        </TabsContent>
      </Tabs>
    </section>
  )
}

function RoleBadge({ isAgent }: { isAgent: boolean }) {
  const { t } = useText()
  return isAgent ? (
    <ToneBadge data-slot="downline-panel-agent" tone="success" label={t('agent_team.role_agent')} />
  ) : (
    <span data-slot="downline-panel-member" className="text-sm text-muted-foreground">
      {t('agent_team.role_member')}
    </span>
  )
}

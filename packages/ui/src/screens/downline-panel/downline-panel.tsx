import type { ComponentProps } from 'react'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import type { RecordColumn, RecordPageProps } from '../../components/record-table/record-table-types.ts'
import { memberColumns, timeColumn } from '../../components/record-table/record-columns.tsx'
import { RecordPanel, recordPanelVariants } from '../../components/record-table/record-panel.tsx'
import { SearchableRecords } from '../../components/record-table/searchable-records.tsx'
import { splitRecordPage } from '../../components/record-table/record-list.ts'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
import { DownlineTree } from './downline-tree.tsx'
import type { DownlineMemberView, DownlineTreeState, DownlineView } from './downline-types.ts'

export type { DownlineMemberView, DownlineTreeState, DownlineView } from './downline-types.ts'

export interface DownlinePanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onToggle'>, RecordPageProps {
  /** The tab shown (controlled). */
  view: DownlineView
  /** Called with the tab a person picks. */
  onViewChange: (view: DownlineView) => void
  /** The members of `page` matching `keyword`, newest first. */
  members: readonly DownlineMemberView[]
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

/** Mobile: the full width of a phone, the list as cards; desktop: a panel in the agent centre (`recordPanelVariants`). */
export const downlinePanelVariants = () => recordPanelVariants()

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
  members,
  keyword,
  onSearch,
  tree,
  onToggle,
  onTreeRetry,
  levelNames,
  formatTime,
  onTransfer,
  ...rest
}: DownlinePanelProps) {
  const { t } = useText()
  const [paging, props] = splitRecordPage(rest)

  const [account, registered] = memberColumns<DownlineMemberView>(t, formatTime)
  const columns: RecordColumn<DownlineMemberView>[] = [
    account,
    { key: 'level', label: t('agent_team.col_level'), render: (row) => levelName(t, row.level, levelNames) },
    { key: 'role', label: t('agent_team.col_role'), render: (row) => <RoleBadge isAgent={row.is_agent === 1} /> },
    registered,
    timeColumn({
      key: 'last_login_at',
      label: t('agent_team.col_last_login'),
      value: (row) => row.last_login_at,
      formatTime,
      missing: () => (
        <span data-slot="downline-panel-never" className="text-muted-foreground">
          {t('agent_team.never')}
        </span>
      ),
    }),
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
    <RecordPanel data-slot="downline-panel" data-variant={view} title={t('agent_team.downline_title')} {...props}>
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
          <SearchableRecords
            searchLabel={t('agent_team.search_label')}
            fieldLabel={t('agent_team.search_account')}
            keyword={keyword}
            onSearch={onSearch}
            totalText={t('agent_team.total', { count: paging.total })}
            caption={t('agent_team.list_caption')}
            columns={columns}
            rows={members}
            rowKey={(row) => row.id}
            emptyText={keyword ? t('agent_team.no_match', { keyword }) : t('agent_team.empty')}
            {...paging}
          />
        </TabsContent>
        <TabsContent value="tree" className="flex flex-col gap-4">
          <DownlineTree tree={tree} onToggle={onToggle} onRetry={onTreeRetry} levelNames={levelNames} />
        </TabsContent>
      </Tabs>
    </RecordPanel>
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

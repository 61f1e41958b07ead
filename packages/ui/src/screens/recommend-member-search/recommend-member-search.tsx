import type { ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import type { RecordColumn, RecordPageProps } from '../../components/record-table/record-table-types.ts'
import { memberColumns, moneyColumn, timeColumn } from '../../components/record-table/record-columns.tsx'
import { RecordPanel, recordPanelVariants } from '../../components/record-table/record-panel.tsx'
import { SearchableRecords } from '../../components/record-table/searchable-records.tsx'
import { splitRecordPage, type RecordFormatProps } from '../../components/record-table/record-list.ts'

/** A friend who registered with the member's invite code. */
export interface RecommendFriendView {
  member_account: string
  /** ISO 8601 UTC. */
  created_at: string
  /** ISO 8601 UTC of the first deposit; `null` before it. */
  first_deposit_at: string | null
  /** What the first deposit paid the member, in the currency's minor unit; `null` when it paid nothing (none yet, or under the least). */
  reward: number | null
}

export interface RecommendMemberSearchProps
  extends Omit<ComponentProps<'section'>, 'children'>, RecordPageProps, RecordFormatProps {
  /** The friends of `page` matching `keyword`, newest first. */
  friends: readonly RecommendFriendView[]
  /** The account searched for; `''` for every friend. The search input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
}

/** Mobile first; `desktop:` for the agent centre's panel (`recordPanelVariants`). */
export const recommendMemberSearchVariants = () => recordPanelVariants()

/**
 * The friends who registered with the member's invite code
 * (RecommendMemberSearch): a search by account and a page of friends with
 * when they registered, when they first deposited ("Not yet" before) and
 * what that paid the member. Controlled: the caller owns the keyword and
 * the page, and loads them.
 */
export function RecommendMemberSearch({
  friends,
  keyword,
  onSearch,
  currency,
  formatTime,
  ...rest
}: RecommendMemberSearchProps) {
  const { t } = useText()
  const [paging, props] = splitRecordPage(rest)

  const columns: RecordColumn<RecommendFriendView>[] = [
    ...memberColumns<RecommendFriendView>(t, formatTime),
    timeColumn({
      key: 'first_deposit_at',
      label: t('recommend.col_first_deposit_at'),
      value: (row) => row.first_deposit_at,
      formatTime,
      missing: () => (
        <span data-slot="recommend-member-search-not-yet" className="text-muted-foreground">
          {t('recommend.not_yet')}
        </span>
      ),
    }),
    moneyColumn({
      key: 'reward',
      label: t('recommend.col_reward'),
      value: (row) => row.reward,
      currency,
      strong: true,
      missing: () => (
        <span data-slot="recommend-member-search-no-reward" className="text-muted-foreground">
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('recommend.no_reward')}</span>
        </span>
      ),
    }),
  ]

  return (
    <RecordPanel data-slot="recommend-member-search" title={t('member_centre.menu_RecommendMemberSearch')} {...props}>
      <SearchableRecords
        searchLabel={t('recommend.search_label')}
        fieldLabel={t('agent_team.search_account')}
        keyword={keyword}
        onSearch={onSearch}
        totalText={t('recommend.friends_total', { count: paging.total })}
        caption={t('recommend.friends_caption')}
        columns={columns}
        rows={friends}
        rowKey={(row) => row.member_account}
        emptyText={keyword ? t('recommend.friends_no_match', { keyword }) : t('recommend.friends_empty')}
        {...paging}
      />
    </RecordPanel>
  )
}

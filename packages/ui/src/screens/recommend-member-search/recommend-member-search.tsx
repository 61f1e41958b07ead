import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { SearchForm } from '../../primitives/search-form/search-form.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'

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

export interface RecommendMemberSearchProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the rows, or the empty state. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The friends of `page` matching `keyword`, newest first. */
  friends: readonly RecommendFriendView[]
  /** Friends matching `keyword` in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Friends a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** The account searched for; `''` for every friend. The search input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const recommendMemberSearchVariants = cva(
  'flex w-full min-w-0 flex-col gap-3 bg-card px-3 py-4 text-card-foreground desktop:gap-4 desktop:px-5 desktop:py-5',
)

/**
 * The friends who registered with the member's invite code
 * (RecommendMemberSearch): a search by account and a page of friends with
 * when they registered, when they first deposited ("Not yet" before) and
 * what that paid the member. Controlled: the caller owns the keyword and
 * the page, and loads them.
 */
export function RecommendMemberSearch({
  status,
  onRetry,
  friends,
  total,
  page,
  pageSize,
  onPage,
  keyword,
  onSearch,
  currency,
  formatTime,
  className,
  ...props
}: RecommendMemberSearchProps) {
  const { t, locale } = useText()
  const titleId = useId()

  const columns: RecordColumn<RecommendFriendView>[] = [
    {
      key: 'member_account',
      label: t('agent_team.col_account'),
      render: (row) => <span className="font-medium break-all">{row.member_account}</span>,
    },
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
      key: 'first_deposit_at',
      label: t('recommend.col_first_deposit_at'),
      render: (row) =>
        row.first_deposit_at ? (
          <time dateTime={row.first_deposit_at} className="whitespace-nowrap tabular-nums">
            {formatTime(row.first_deposit_at)}
          </time>
        ) : (
          <span data-slot="recommend-member-search-not-yet" className="text-muted-foreground">
            {t('recommend.not_yet')}
          </span>
        ),
    },
    {
      key: 'reward',
      label: t('recommend.col_reward'),
      align: 'end',
      render: (row) =>
        row.reward !== null ? (
          <span className="font-semibold whitespace-nowrap">{formatMoney(row.reward, currency, locale)}</span>
        ) : (
          <span data-slot="recommend-member-search-no-reward" className="text-muted-foreground">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('recommend.no_reward')}</span>
          </span>
        ),
    },
  ]

  return (
    <section
      data-slot="recommend-member-search"
      aria-labelledby={titleId}
      className={cn(recommendMemberSearchVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('member_centre.menu_RecommendMemberSearch')}
      </h2>
      <SearchForm
        label={t('recommend.search_label')}
        fieldLabel={t('agent_team.search_account')}
        keyword={keyword}
        onSearch={onSearch}
      />
      {status === 'idle' ? (
        <p data-slot="recommend-member-search-total" className="text-sm text-muted-foreground tabular-nums">
          {t('recommend.friends_total', { count: total })}
        </p>
      ) : null}
      <RecordTable
        caption={t('recommend.friends_caption')}
        columns={columns}
        rows={friends}
        rowKey={(row) => row.member_account}
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        status={status}
        onRetry={onRetry}
        emptyText={keyword ? t('recommend.friends_no_match', { keyword }) : t('recommend.friends_empty')}
      />
    </section>
  )
}

import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'

/** One reward the member earned: a friend's first deposit and what it paid. */
export interface RecommendRewardView {
  id: number
  /** The friend who registered with the member's code. */
  friend_account: string
  /** The friend's first deposit, in the currency's minor unit. */
  deposit_amount: number
  /** What it paid into the member's main wallet, in the minor unit. */
  reward: number
  /** ISO 8601 UTC, when the reward was paid. */
  created_at: string
}

export interface RecommendRecordProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the rows, or the empty state. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The rewards of `page`, newest first. */
  rewards: readonly RecommendRewardView[]
  /** Rewards in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Rewards a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** Every reward of every page summed, in the minor unit; the row under the rows. */
  totalReward: number
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const recommendRecordVariants = cva(
  'flex w-full min-w-0 flex-col gap-3 bg-card px-3 py-4 text-card-foreground desktop:gap-4 desktop:px-5 desktop:py-5',
)

/**
 * The rewards the member earned from friends' first deposits
 * (RecommendRecord): a page of rewards with the time, the friend, the first
 * deposit and the reward, and under them the sum of every page. Controlled:
 * the caller owns the page and loads it.
 */
export function RecommendRecord({
  status,
  onRetry,
  rewards,
  total,
  page,
  pageSize,
  onPage,
  totalReward,
  currency,
  formatTime,
  className,
  ...props
}: RecommendRecordProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const money = (minor: number) => formatMoney(minor, currency, locale)

  const columns: RecordColumn<RecommendRewardView>[] = [
    {
      key: 'created_at',
      label: t('fund.col_time'),
      render: (row) => (
        <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
          {formatTime(row.created_at)}
        </time>
      ),
    },
    {
      key: 'friend_account',
      label: t('recommend.col_friend'),
      render: (row) => <span className="font-medium break-all">{row.friend_account}</span>,
    },
    {
      key: 'deposit_amount',
      label: t('recommend.col_first_deposit'),
      align: 'end',
      render: (row) => <span className="whitespace-nowrap">{money(row.deposit_amount)}</span>,
    },
    {
      key: 'reward',
      label: t('recommend.col_reward'),
      align: 'end',
      render: (row) => <span className="font-semibold whitespace-nowrap">{money(row.reward)}</span>,
    },
  ]

  return (
    <section
      data-slot="recommend-record"
      aria-labelledby={titleId}
      className={cn(recommendRecordVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
        {t('member_centre.menu_RecommendRecord')}
      </h2>
      <RecordTable
        caption={t('recommend.rewards_caption')}
        columns={columns}
        rows={rewards}
        rowKey={(row) => row.id}
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        status={status}
        onRetry={onRetry}
        emptyText={t('recommend.rewards_empty')}
        footer={{
          label: t('fund.sum'),
          cells: { reward: <span className="whitespace-nowrap">{money(totalReward)}</span> },
        }}
      />
    </section>
  )
}

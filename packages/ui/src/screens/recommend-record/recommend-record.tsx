import type { ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { RecordTable } from '../../components/record-table/record-table.tsx'
import type { RecordColumn, RecordPageProps } from '../../components/record-table/record-table-types.ts'
import { accountColumn, moneyColumn, timeColumn } from '../../components/record-table/record-columns.tsx'
import { RecordPanel, recordPanelVariants } from '../../components/record-table/record-panel.tsx'
import { splitRecordPage, type RecordFormatProps } from '../../components/record-table/record-list.ts'

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

export interface RecommendRecordProps
  extends Omit<ComponentProps<'section'>, 'children'>, RecordPageProps, RecordFormatProps {
  /** The rewards of `page`, newest first. */
  rewards: readonly RecommendRewardView[]
  /** Every reward of every page summed, in the minor unit; the row under the rows. */
  totalReward: number
}

/** Mobile first; `desktop:` for the agent centre's panel (`recordPanelVariants`). */
export const recommendRecordVariants = () => recordPanelVariants()

/**
 * The rewards the member earned from friends' first deposits
 * (RecommendRecord): a page of rewards with the time, the friend, the first
 * deposit and the reward, and under them the sum of every page. Controlled:
 * the caller owns the page and loads it.
 */
export function RecommendRecord({ rewards, totalReward, currency, formatTime, ...rest }: RecommendRecordProps) {
  const { t } = useText()
  const [paging, props] = splitRecordPage(rest)

  const columns: RecordColumn<RecommendRewardView>[] = [
    timeColumn({ key: 'created_at', label: t('fund.col_time'), value: (row) => row.created_at, formatTime }),
    accountColumn({ key: 'friend_account', label: t('recommend.col_friend'), value: (row) => row.friend_account }),
    moneyColumn({
      key: 'deposit_amount',
      label: t('recommend.col_first_deposit'),
      value: (row) => row.deposit_amount,
      currency,
    }),
    moneyColumn({
      key: 'reward',
      label: t('recommend.col_reward'),
      value: (row) => row.reward,
      currency,
      strong: true,
    }),
  ]

  return (
    <RecordPanel data-slot="recommend-record" title={t('member_centre.menu_RecommendRecord')} {...props}>
      <RecordTable
        caption={t('recommend.rewards_caption')}
        columns={columns}
        rows={rewards}
        rowKey={(row) => row.id}
        emptyText={t('recommend.rewards_empty')}
        footer={{ label: t('fund.sum'), cells: { reward: <Money amount={totalReward} currency={currency} /> } }}
        {...paging}
      />
    </RecordPanel>
  )
}

import type { DashboardCurrency, DashboardFigures } from '@lobby/api'
import { Card, cn, Money } from '@lobby/ui'
import type { ReactNode } from 'react'
import { copy } from '../../copy.ts'

const words = copy.dashboard

/** One figure: its name (a term) and its value, with an optional line under it. */
function Figure({ name, children, detail }: { name: string; children: ReactNode; detail?: string }) {
  return (
    <Card asChild padding="md" gap="none" className="min-w-0">
      <div data-slot="dashboard-figure">
        <dt className="text-xs font-medium text-muted-foreground">{name}</dt>
        <dd className="mt-1 text-xl font-semibold break-words text-foreground tabular-nums">{children}</dd>
        {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
      </div>
    </Card>
  )
}

const grid = 'grid grid-cols-2 gap-3 desktop:grid-cols-4'

/** A period's figures in one currency: money in and out, play, and members. */
export function PeriodFigures({
  title,
  currency,
  figures,
}: {
  title: string
  currency: string
  figures: DashboardFigures
}) {
  return (
    <section aria-label={words.periodOf(title, currency)} data-slot="dashboard-period" className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <dl className={grid}>
        <Figure name={words.figures.deposits} detail={words.count(figures.deposits.count, words.deposit)}>
          <Money amount={figures.deposits.amount} currency={currency} />
        </Figure>
        <Figure name={words.figures.withdrawals} detail={words.count(figures.withdrawals.count, words.withdrawal)}>
          <Money amount={figures.withdrawals.amount} currency={currency} />
        </Figure>
        <Figure name={words.figures.bets}>
          <Money amount={figures.bets} currency={currency} />
        </Figure>
        <Figure name={words.figures.wins}>
          <Money amount={figures.wins} currency={currency} />
        </Figure>
        <Figure name={words.figures.ggr}>
          <Money amount={figures.ggr} currency={currency} tone="signed" />
        </Figure>
        <Figure name={words.figures.newMembers}>{figures.new_members.toLocaleString('en-US')}</Figure>
        <Figure name={words.figures.activeMembers}>{figures.active_members.toLocaleString('en-US')}</Figure>
      </dl>
    </section>
  )
}

/** What stands now: who is online and what waits in the queues. */
export function NowFigures({ entry }: { entry: DashboardCurrency }) {
  const count = (value: number) => (
    <span className={cn(value === 0 && 'text-muted-foreground')}>{value.toLocaleString('en-US')}</span>
  )
  return (
    <section
      aria-label={words.periodOf(words.now, entry.currency)}
      data-slot="dashboard-now"
      className="flex flex-col gap-3"
    >
      <h2 className="text-lg font-semibold text-foreground">{words.now}</h2>
      <dl className={grid}>
        <Figure name={words.online}>{count(entry.online)}</Figure>
        <Figure name={words.pendingWithdrawals}>{count(entry.pending.withdrawals)}</Figure>
        <Figure name={words.pendingDeposits}>{count(entry.pending.deposits)}</Figure>
        <Figure name={words.pendingApplications}>{count(entry.pending.agent_applications)}</Figure>
      </dl>
    </section>
  )
}

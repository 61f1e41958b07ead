import { statusTone, type DepositStatus, type WithdrawalStatus } from '@lobby/domain'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'

export const statusBadgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs leading-4 font-medium text-foreground',
  {
    variants: {
      tone: {
        pending: 'border-warning/50 bg-warning/10',
        success: 'border-success/40 bg-success/10',
        failure: 'border-destructive/40 bg-destructive/10',
        neutral: 'bg-muted',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
)

const dotVariants = cva('size-1.5 shrink-0 rounded-full', {
  variants: {
    tone: { pending: 'bg-warning', success: 'bg-success', failure: 'bg-destructive', neutral: 'bg-muted-foreground' },
  },
  defaultVariants: { tone: 'neutral' },
})

export type BadgeTone = NonNullable<VariantProps<typeof statusBadgeVariants>['tone']>

export type ToneBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The colour of the dot and the tint: `pending`, `success`, `failure` or `neutral`. */
  tone: BadgeTone
  /** The text, already translated. */
  label: string
}

/** A pill with a coloured dot; the text stays in the foreground colour, so it reads on every tint. */
export function ToneBadge({ tone, label, className, ...props }: ToneBadgeProps) {
  return (
    <span data-slot="tone-badge" data-tone={tone} className={cn(statusBadgeVariants({ tone }), className)} {...props}>
      <span aria-hidden="true" className={dotVariants({ tone })} />
      {label}
    </span>
  )
}

export type StatusBadgeProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** A deposit or withdrawal status; its tone is `statusTone`, its text `fund.status_<status>`. */
  status: DepositStatus | WithdrawalStatus
}

/** The status of a deposit or withdrawal order. */
export function StatusBadge({ status, ...props }: StatusBadgeProps) {
  const { t } = useText()
  return (
    <ToneBadge
      data-slot="status-badge"
      data-status={status}
      tone={statusTone(status)}
      label={t(`fund.status_${status}`)}
      {...props}
    />
  )
}

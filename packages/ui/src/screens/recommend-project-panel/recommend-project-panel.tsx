import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatRate } from '../../lib/commission-rate.ts'
import { formatMoney, intlLocale } from '../../lib/format-money.ts'
import { cardVariants } from '../../primitives/card/card.tsx'
import { useCopy } from '../../primitives/copy-field/copy-field.tsx'
import { Money } from '../../primitives/money/money.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { InviteShare } from '../../components/invite-share/invite-share.tsx'

/** The programme's terms for the member's currency. */
export interface RecommendRuleView {
  /** The reward in basis points of the friend's first deposit: 2000 = 20%. */
  rate_bp: number
  /** Most a friend's reward may be, in the currency's minor unit. */
  cap: number
  /** Least first deposit that earns a reward, in the currency's minor unit. */
  min_deposit: number
}

/** How the member's referrals went so far. */
export interface RecommendTotalsView {
  /** Friends who registered with the member's code. */
  friends: number
  /** Of them, friends whose first deposit earned a reward. */
  rewarded: number
  /** Every reward paid, in the currency's minor unit. */
  total_reward: number
}

/** What a copy button copies. */
export type RecommendCopyTarget = 'invite_code' | 'invite_link'

export interface RecommendProjectPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onCopy'> {
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: what is given of the code, the rule and the totals. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The member's invite (recommend) code; with `inviteLink`, `null` says the member has none yet. */
  inviteCode: string | null
  /** `https://host/register?invite=CODE`, or `null`; it has a QR code. */
  inviteLink: string | null
  /** The terms; `null` leaves them out. */
  rule: RecommendRuleView | null
  /** The member's figures; `null` leaves them out. */
  totals: RecommendTotalsView | null
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** Called once a text is on the clipboard, with what it was. */
  onCopy?: (which: RecommendCopyTarget, text: string) => void
  /** How long a button says "Copied" after a copy, in ms (2 s by default). */
  copiedMs?: number
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const recommendProjectPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

/** Mobile: two figures a row, the total reward on its own; desktop: the three in a row. */
const totalsClass = 'grid grid-cols-2 gap-2 desktop:grid-cols-3'
const wideFigure = 'col-span-2 desktop:col-span-1'

/** How long "Copied" stays on a button. */
const COPIED_MS = 2_000

/**
 * The member's recommend-a-friend programme (RecommendProject): the invite
 * code and link to share (each with Copy: the clipboard, or the text
 * selected with a hint where the clipboard is refused), the link's QR code
 * to show or download, the reward rule in words and the member's totals.
 * Props in, callbacks out.
 */
export function RecommendProjectPanel({
  status,
  onRetry,
  inviteCode,
  inviteLink,
  rule,
  totals,
  currency,
  onCopy,
  copiedMs = COPIED_MS,
  className,
  ...props
}: RecommendProjectPanelProps) {
  const { t, locale } = useText()
  const titleId = useId()
  const copy = useCopy(onCopy, copiedMs)
  const money = (minor: number) => formatMoney(minor, currency, locale)
  const count = new Intl.NumberFormat(intlLocale(locale))

  return (
    <section
      data-slot="recommend-project-panel"
      data-state={status === 'idle' ? 'ready' : status}
      aria-labelledby={titleId}
      className={cn(recommendProjectPanelVariants(), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
          {t('member_centre.menu_RecommendProject')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('recommend.project_intro')}</p>
      </div>
      <StatusPanel
        status={status === 'idle' ? 'ready' : status}
        errorTitle={t('fund.error_title')}
        errorBody={t('recommend.project_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div data-slot="recommend-project-panel-loading" className="flex flex-col gap-3">
            <Skeleton className="h-44 w-full rounded-xl" />
            <Skeleton className="h-16 w-full rounded-xl" />
            <div className={totalsClass}>
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className={cn('h-16 rounded-xl', wideFigure)} />
            </div>
          </div>
        }
      >
        <>
          <InviteShare
            title={t('recommend.share_title')}
            hint={t('recommend.share_hint')}
            inviteCode={inviteCode}
            inviteLink={inviteLink}
            copy={copy}
            noCode={
              <p data-slot="recommend-project-panel-no-code" role="note" className="text-sm text-muted-foreground">
                {t('recommend.no_invite_code')}
              </p>
            }
          />
          {rule ? (
            <Section
              slot="recommend-project-panel-rule"
              title={t('recommend.rule_title')}
              className="gap-1.5 rounded-xl bg-muted px-4 py-3"
            >
              <p data-slot="recommend-project-panel-rule-text" className="text-sm break-words text-foreground">
                {t('recommend.rule', {
                  rate: formatRate(rule.rate_bp, locale),
                  min: money(rule.min_deposit),
                  cap: money(rule.cap),
                })}
              </p>
            </Section>
          ) : null}
          {totals ? (
            <Section slot="recommend-project-panel-totals" title={t('recommend.totals_title')} className="gap-2">
              <dl className={totalsClass}>
                <Figure slot="recommend-project-panel-friends" label={t('recommend.friends')}>
                  {count.format(totals.friends)}
                </Figure>
                <Figure slot="recommend-project-panel-rewarded" label={t('recommend.rewarded')}>
                  {count.format(totals.rewarded)}
                </Figure>
                <Figure
                  slot="recommend-project-panel-total-reward"
                  label={t('recommend.total_reward')}
                  className={wideFigure}
                >
                  <Money amount={totals.total_reward} currency={currency} className="whitespace-normal" />
                </Figure>
              </dl>
            </Section>
          ) : null}
        </>
      </StatusPanel>
    </section>
  )
}

/** A titled part of the panel: a `<section>` named by its `<h3>`. */
function Section({
  slot,
  title,
  className,
  children,
}: {
  slot: string
  title: string
  className: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section data-slot={slot} aria-labelledby={id} className={cn('flex flex-col', className)}>
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

function Figure({
  slot,
  label,
  className,
  children,
}: {
  slot: string
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={cn('min-w-0 rounded-xl border px-3 py-2', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd data-slot={slot} className="text-lg font-bold break-all tabular-nums">
        {children}
      </dd>
    </div>
  )
}

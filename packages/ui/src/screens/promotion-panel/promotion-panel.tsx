import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { useCopy } from '../../primitives/copy-field/copy-field.tsx'
import { ShareBlock } from '../../primitives/copy-field/share-block.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { InviteShare, ShareCopyField, shareQr } from '../../components/invite-share/invite-share.tsx'

/** What a copy button copies. */
export type PromotionCopyTarget = 'agent_link' | 'invite_link' | 'invite_code'

export interface PromotionPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onCopy'> {
  /** `loading`: skeleton; `error`: a message and `onRetry`; `idle`: the links. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** `https://host/register?id=123`; `null` until it comes. */
  agentLink: string | null
  /** `https://host/register?invite=CODE`; `null` when the agent has no invite code. */
  inviteLink: string | null
  /** The agent's invite (recommend) code, or `null`. */
  inviteCode: string | null
  /** Called once a text is on the clipboard, with what it was. */
  onCopy?: (which: PromotionCopyTarget, text: string) => void
  /** How long a button says "Copied" after a copy, in ms (2 s by default). */
  copiedMs?: number
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const promotionPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

/** How long "Copied" stays on a button. */
const COPIED_MS = 2_000

/**
 * The agent's promotion page (Promotion): the agent link (whoever registers
 * through it joins the downline) and, when the agent has one, the invite
 * code and its link. Each can be copied (the clipboard, or the text
 * selected with a hint where the clipboard is refused); each link has a QR
 * code to show or download. Props in, callbacks out.
 */
export function PromotionPanel({
  status,
  onRetry,
  agentLink,
  inviteLink,
  inviteCode,
  onCopy,
  copiedMs = COPIED_MS,
  className,
  ...props
}: PromotionPanelProps) {
  const { t } = useText()
  const titleId = useId()
  const ready = status === 'idle' && agentLink !== null
  const copy = useCopy(onCopy, copiedMs)

  return (
    <section
      data-slot="promotion-panel"
      data-state={ready ? 'ready' : status === 'idle' ? 'loading' : status}
      aria-labelledby={titleId}
      className={cn(promotionPanelVariants(), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
          {t('agent_centre.menu_Promotion')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('agent_report.promotion_intro')}</p>
      </div>
      <StatusPanel
        status={status === 'error' ? 'error' : ready ? 'ready' : 'loading'}
        errorTitle={t('fund.error_title')}
        errorBody={t('agent_report.promotion_error')}
        onRetry={onRetry}
        retryLabel={t('fund.retry')}
        loadingLabel={t('fund.loading')}
        placeholder={
          <div data-slot="promotion-panel-loading" className="flex flex-col gap-3">
            <Skeleton className="h-40 w-full rounded-xl" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        }
      >
        {agentLink !== null ? (
          <>
            <ShareBlock title={t('agent_report.agent_link')} qr={shareQr(t, 'agent_link', agentLink)}>
              <p className="text-sm text-muted-foreground">{t('agent_report.agent_link_hint')}</p>
              <ShareCopyField which="agent_link" value={agentLink} copy={copy} />
            </ShareBlock>
            <InviteShare
              title={t('agent_report.invite_title')}
              hint={t('agent_report.invite_hint')}
              inviteCode={inviteCode}
              inviteLink={inviteLink}
              copy={copy}
              noCode={
                <p data-slot="promotion-panel-no-invite" role="note" className="text-sm text-muted-foreground">
                  {t('agent_report.no_invite_code')}
                </p>
              }
            />
          </>
        ) : null}
      </StatusPanel>
    </section>
  )
}

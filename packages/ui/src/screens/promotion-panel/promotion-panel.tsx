import { cva } from 'class-variance-authority'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { CopyField, useCopy, type CopyState } from '../../primitives/copy-field/copy-field.tsx'
import { ShareBlock, type ShareQr } from '../../primitives/copy-field/share-block.tsx'
import type { Translate } from '../../text/create-translator.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

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
export const promotionPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-5 desktop:py-5',
)

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
      {status === 'error' ? (
        <StatusMessage
          tone="error"
          title={t('fund.error_title')}
          body={t('agent_report.promotion_error')}
          action={onRetry ? <Button onClick={onRetry}>{t('fund.retry')}</Button> : undefined}
        />
      ) : !ready ? (
        <div data-slot="promotion-panel-loading" className="flex flex-col gap-3">
          <span role="status" className="sr-only">
            {t('fund.loading')}
          </span>
          <Skeleton className="h-40 w-full rounded-xl" />
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : (
        <>
          <ShareBlock title={t('agent_report.agent_link')} qr={shareQr(t, 'agent_link', agentLink)}>
            <p className="text-sm text-muted-foreground">{t('agent_report.agent_link_hint')}</p>
            <PromotionCopyField which="agent_link" value={agentLink} copy={copy} />
          </ShareBlock>
          <ShareBlock
            title={t('agent_report.invite_title')}
            qr={inviteLink !== null ? shareQr(t, 'invite_link', inviteLink) : null}
          >
            {inviteCode === null && inviteLink === null ? (
              <p data-slot="promotion-panel-no-invite" role="note" className="text-sm text-muted-foreground">
                {t('agent_report.no_invite_code')}
              </p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('agent_report.invite_hint')}</p>
                {inviteCode !== null ? <PromotionCopyField which="invite_code" value={inviteCode} copy={copy} /> : null}
                {inviteLink !== null ? <PromotionCopyField which="invite_link" value={inviteLink} copy={copy} /> : null}
              </>
            )}
          </ShareBlock>
        </>
      )}
    </section>
  )
}

const FIELD_LABEL = {
  agent_link: 'agent_report.agent_link',
  invite_link: 'agent_report.invite_link',
  invite_code: 'agent_report.invite_code',
} as const satisfies Record<PromotionCopyTarget, string>

/** One of the panel's copy fields: the shared `CopyField` with this panel's slots and names. */
function PromotionCopyField({
  which,
  value,
  copy,
}: {
  which: PromotionCopyTarget
  value: string
  copy: CopyState<PromotionCopyTarget>
}) {
  const { t } = useText()
  return (
    <CopyField
      which={which}
      value={value}
      label={t(FIELD_LABEL[which])}
      copyLabel={t(`agent_report.copy_${which}`)}
      copiedLabel={t(`agent_report.copied_${which}`)}
      copy={copy}
      code={which === 'invite_code'}
    />
  )
}

const QR_FILE = { agent_link: 'agent-link-qr.svg', invite_link: 'invite-link-qr.svg' } as const

/** The QR code of a link, its names and its file. */
const shareQr = (t: Translate, which: 'agent_link' | 'invite_link', value: string): ShareQr => ({
  value,
  label: t(`agent_report.qr_${which}`),
  downloadLabel: t(`agent_report.download_qr_${which}`),
  fileName: QR_FILE[which],
})

import { useId } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { CopyField, type CopyState } from '../../primitives/copy-field/copy-field.tsx'
import { QrCode, qrSvgDataUrl } from '../../primitives/qr-code/qr-code.tsx'
import { DownloadIcon } from '../../primitives/icon/icon.tsx'

/** Mobile: the QR code under the fields; desktop: beside them. */
const shareClass = 'flex min-w-0 flex-col gap-4 rounded-xl border p-4 desktop:flex-row desktop:items-start'

/** The invite code and link to copy, and the link's QR code to show or download; a note when there is no code. */
export function RecommendShare({
  inviteCode,
  inviteLink,
  copy,
}: {
  inviteCode: string | null
  inviteLink: string | null
  copy: CopyState<'invite_code' | 'invite_link'>
}) {
  const { t } = useText()
  const shareId = useId()
  return (
    <section data-slot="recommend-project-panel-share" aria-labelledby={shareId} className={shareClass}>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h3 id={shareId} className="text-base font-semibold">
          {t('recommend.share_title')}
        </h3>
        {inviteCode === null && inviteLink === null ? (
          <p data-slot="recommend-project-panel-no-code" role="note" className="text-sm text-muted-foreground">
            {t('recommend.no_invite_code')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">{t('recommend.share_hint')}</p>
            {inviteCode !== null ? (
              <CopyField
                which="invite_code"
                value={inviteCode}
                label={t('agent_report.invite_code')}
                copyLabel={t('agent_report.copy_invite_code')}
                copiedLabel={t('agent_report.copied_invite_code')}
                copy={copy}
                code
              />
            ) : null}
            {inviteLink !== null ? (
              <CopyField
                which="invite_link"
                value={inviteLink}
                label={t('agent_report.invite_link')}
                copyLabel={t('agent_report.copy_invite_link')}
                copiedLabel={t('agent_report.copied_invite_link')}
                copy={copy}
              />
            ) : null}
          </>
        )}
      </div>
      {inviteLink !== null ? (
        <div data-slot="recommend-project-panel-qr" className="flex shrink-0 flex-col items-center gap-2 self-center">
          <QrCode value={inviteLink} label={t('agent_report.qr_invite_link')} className="size-36 rounded-lg border" />
          <Button asChild variant="outline" size="sm">
            <a
              download="invite-link-qr.svg"
              href={qrSvgDataUrl(inviteLink)}
              aria-label={t('agent_report.download_qr_invite_link')}
            >
              <DownloadIcon />
              {t('agent_report.download_qr')}
            </a>
          </Button>
        </div>
      ) : null}
    </section>
  )
}

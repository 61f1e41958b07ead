import { useText } from '../../text/text-provider.tsx'
import { CopyField, type CopyState } from '../../primitives/copy-field/copy-field.tsx'
import { ShareBlock } from '../../primitives/copy-field/share-block.tsx'

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
  const qr =
    inviteLink === null
      ? null
      : {
          value: inviteLink,
          label: t('agent_report.qr_invite_link'),
          downloadLabel: t('agent_report.download_qr_invite_link'),
          fileName: 'invite-link-qr.svg',
        }
  return (
    <ShareBlock title={t('recommend.share_title')} qr={qr}>
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
    </ShareBlock>
  )
}

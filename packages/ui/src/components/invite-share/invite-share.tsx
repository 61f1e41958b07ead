import type { ReactNode } from 'react'
import { useText } from '../../text/text-provider.tsx'
import type { Translate } from '../../text/create-translator.ts'
import { CopyField, type CopyState } from '../../primitives/copy-field/copy-field.tsx'
import { ShareBlock, type ShareQr } from '../../primitives/copy-field/share-block.tsx'

/** A text a member or an agent shares: the agent link, the invite code or the invite link. */
export type ShareTarget = 'agent_link' | 'invite_code' | 'invite_link'

/** A link that has a QR code. */
type ShareLink = Exclude<ShareTarget, 'invite_code'>

const FIELD_LABEL = {
  agent_link: 'agent_report.agent_link',
  invite_link: 'agent_report.invite_link',
  invite_code: 'agent_report.invite_code',
} as const satisfies Record<ShareTarget, string>

const QR_FILE = { agent_link: 'agent-link-qr.svg', invite_link: 'invite-link-qr.svg' } as const satisfies Record<
  ShareLink,
  string
>

/** The QR code of a shared link: its value, its names and the downloaded file's name. */
export const shareQr = (t: Translate, which: ShareLink, value: string): ShareQr => ({
  value,
  label: t(`agent_report.qr_${which}`),
  downloadLabel: t(`agent_report.download_qr_${which}`),
  fileName: QR_FILE[which],
})

/**
 * One shared text in a `CopyField`, named by what it is (`agent_report.*`: "Invite code", "Copy invite code",
 * "Invite code copied."); the invite code in wide monospace.
 *
 * Contract
 * - MUST take its state from the caller's shared `useCopy` (`copy`), so one field at a time says Copied.
 * - MUST NOT pass a `data-slot`: the parts are `CopyField`'s.
 */
export function ShareCopyField<Which extends string>({
  which,
  value,
  copy,
}: {
  which: ShareTarget & Which
  value: string
  copy: CopyState<Which>
}) {
  const { t } = useText()
  const target: ShareTarget = which
  return (
    <CopyField
      which={which}
      value={value}
      label={t(FIELD_LABEL[target])}
      copyLabel={t(`agent_report.copy_${target}`)}
      copiedLabel={t(`agent_report.copied_${target}`)}
      copy={copy}
      code={target === 'invite_code'}
    />
  )
}

export interface InviteShareProps<Which extends string> {
  /** The block's heading, which names the section. */
  title: string
  /** The line above the fields. */
  hint: string
  /** What stands instead of the hint and the fields when there is neither a code nor a link (a `role="note"`). */
  noCode: ReactNode
  /** The invite code, or `null`. */
  inviteCode: string | null
  /** `https://host/register?invite=CODE`, or `null`; it has a QR code. */
  inviteLink: string | null
  /** The copy state the panel's fields share (`useCopy`). */
  copy: CopyState<Which | 'invite_code' | 'invite_link'>
}

/**
 * The invite code and link to copy in a `ShareBlock`, with the link's QR code to show or download.
 *
 * Contract
 * - MUST show a field only for what is given (the code, the link) and the QR code only for a link; with neither
 *   it MUST show the caller's `noCode` note instead of the hint and the fields.
 * - The parts keep `ShareBlock`'s and `CopyField`'s slots; the note is the caller's own element.
 * - MUST NOT build the link: the caller passes it.
 */
export function InviteShare<Which extends string>({
  title,
  hint,
  noCode,
  inviteCode,
  inviteLink,
  copy,
}: InviteShareProps<Which>) {
  const { t } = useText()
  return (
    <ShareBlock title={title} qr={inviteLink === null ? null : shareQr(t, 'invite_link', inviteLink)}>
      {inviteCode === null && inviteLink === null ? (
        noCode
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{hint}</p>
          {inviteCode !== null ? <ShareCopyField which="invite_code" value={inviteCode} copy={copy} /> : null}
          {inviteLink !== null ? <ShareCopyField which="invite_link" value={inviteLink} copy={copy} /> : null}
        </>
      )}
    </ShareBlock>
  )
}

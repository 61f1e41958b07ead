import { AlertDialog, CopyField, useCopy } from '@lobby/ui'
import { copy } from '../../copy.ts'
import type { OneTimeSecret } from './types.ts'

export interface OperatorSecretDialogProps {
  /** The password and / or second factor the server answered once; the dialog is open while there is one. */
  secret: OneTimeSecret | null
  /** The owner has handed them over: the caller forgets them. */
  onDone: () => void
  portalContainer?: HTMLElement | null
}

type Which = 'password' | 'secret' | 'uri'

/**
 * Shows a new operator's (or a reset's) one-time password, second factor secret and `otpauth://` address, each
 * with a Copy button, once. No QR code: the address is pasted or the secret typed into the authenticator app.
 *
 * Contract
 * - MUST NOT keep the secrets: they live in `secret` until `onDone`, which the caller answers by forgetting them.
 * - MUST say they are shown this once.
 */
export function OperatorSecretDialog({ secret, onDone, portalContainer }: OperatorSecretDialogProps) {
  const state = useCopy<Which>(undefined, 2_000)
  const o = copy.operators
  return (
    <AlertDialog
      open={secret !== null}
      onOpenChange={(open) => {
        if (!open) onDone()
      }}
      portalContainer={portalContainer}
      title={secret ? o.secretTitles[secret.kind](secret.account) : ''}
      description={o.secretDescription}
      bodyClassName="flex flex-col gap-3 px-5 pb-2"
      confirm={{ label: o.secretDone, onClick: onDone }}
    >
      {secret?.password ? (
        <CopyField
          which="password"
          copy={state}
          value={secret.password}
          label={o.password}
          copyLabel={o.copyPassword}
          copiedLabel={o.passwordCopied}
          code
        />
      ) : null}
      {secret?.totp_secret ? (
        <CopyField
          which="secret"
          copy={state}
          value={secret.totp_secret}
          label={o.totpSecret}
          copyLabel={o.copySecret}
          copiedLabel={o.secretCopied}
          code
        />
      ) : null}
      {secret?.totp_uri ? (
        <>
          <CopyField
            which="uri"
            copy={state}
            value={secret.totp_uri}
            label={o.totpUri}
            copyLabel={o.copyUri}
            copiedLabel={o.uriCopied}
          />
          <p className="text-xs text-muted-foreground">{o.totpHowTo}</p>
        </>
      ) : null}
    </AlertDialog>
  )
}

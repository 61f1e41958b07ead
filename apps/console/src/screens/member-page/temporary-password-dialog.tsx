import { AlertDialog } from '@lobby/ui'
import { useId } from 'react'
import { copy } from '../../copy.ts'

const text = copy.memberActions

/** What a password reset answered: the one-time password and the sessions it ended. */
export interface TemporaryPassword {
  password: string
  ended: number
}

export interface TemporaryPasswordDialogProps {
  account: string
  /** The reset's answer; the dialog is open while there is one. */
  reset: TemporaryPassword | null
  /** Done, Escape or a click outside: the caller forgets the password. */
  onDone: () => void
  portalContainer?: HTMLElement | null
}

/**
 * Shows the temporary password a reset made, once: the operator passes it on to the member, who must change it at
 * the next login. The password is selectable text in a monospace face; the caller drops it on Done.
 */
export function TemporaryPasswordDialog({ account, reset, onDone, portalContainer }: TemporaryPasswordDialogProps) {
  const labelId = useId()
  return (
    <AlertDialog
      open={reset !== null}
      onOpenChange={(open) => {
        if (!open) onDone()
      }}
      portalContainer={portalContainer}
      title={text.passwordTitle(account)}
      description={text.passwordDescription}
      confirm={{ label: text.passwordDone, onClick: onDone }}
    >
      <div data-slot="temporary-password" className="flex flex-col gap-2">
        <span id={labelId} className="text-sm text-muted-foreground">
          {text.passwordLabel}
        </span>
        <output
          aria-labelledby={labelId}
          className="rounded-md border bg-muted px-3 py-2 font-mono text-lg tracking-wider select-all"
        >
          {reset?.password}
        </output>
        <p className="text-sm text-muted-foreground">{text.passwordSessions(reset?.ended ?? 0)}</p>
      </div>
    </AlertDialog>
  )
}

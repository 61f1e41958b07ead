import { LoginRequiredConfirm } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { closeLoginGate, loginGate } from '../app/login-gate.ts'
import { openLogin } from '../features/account/actions.ts'

/** The site's one login-required confirm; loaded with the first request for it. */
export function LoginGateDialog() {
  const snap = useSnapshot(loginGate)
  return (
    <LoginRequiredConfirm
      open={snap.open}
      onOpenChange={(open) => {
        if (!open) closeLoginGate()
      }}
      onConfirm={() => openLogin()}
      reason={snap.reason}
    />
  )
}

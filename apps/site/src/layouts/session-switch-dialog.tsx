import { SessionSwitchConfirm } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { acceptHandover, declineHandover } from '../features/account/actions.ts'
import { accountStore } from '../features/account/store.ts'

/** A link's session while another member is signed in: asks before it replaces the session (app/handover.ts). */
export function SessionSwitchDialog() {
  const pending = useSnapshot(accountStore).handover
  return (
    <SessionSwitchConfirm
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) declineHandover()
      }}
      onConfirm={() => void acceptHandover()}
      currentAccount={pending?.current ?? ''}
      incomingAccount={pending?.incoming.member_account ?? ''}
      switching={pending?.switching ?? false}
    />
  )
}

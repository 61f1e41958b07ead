import type { AdminMemberRow } from '@lobby/api'
import { ToneBadge, type BadgeTone } from '@lobby/ui'
import { copy } from '../copy.ts'

const statusTones: Record<AdminMemberRow['status'], BadgeTone> = {
  active: 'success',
  frozen: 'pending',
  disabled: 'failure',
}

/** A member account's status: active, frozen or disabled (cannot log in). */
export function MemberStatusBadge({ status }: { status: AdminMemberRow['status'] }) {
  return <ToneBadge data-status={status} tone={statusTones[status]} label={copy.members.statuses[status]} />
}

/** Whether a member's wallet moves (1, active) or is frozen (0: no withdrawal, no transfer). */
export function WalletBadge({ walletStatus }: { walletStatus: AdminMemberRow['wallet_status'] }) {
  return (
    <ToneBadge
      data-wallet={walletStatus === 1 ? 'active' : 'frozen'}
      tone={walletStatus === 1 ? 'success' : 'pending'}
      label={copy.members.wallets[walletStatus]}
    />
  )
}

import { LimitReachedDialog } from '@lobby/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { accountStore } from '../account/store.ts'
import { closeLimitReached, limitReached, openLimitSettings } from './limit-reached.ts'

/**
 * The site's one limit-reached dialog (limit-reached.ts), loaded with the first one asked for and mounted from then
 * on. Logging out closes it: the next member never sees the last one's limit.
 */
export function SiteLimitReachedDialog() {
  const snap = useSnapshot(limitReached)
  const navigate = useNavigate()
  const signedIn = useSnapshot(accountStore).member !== null
  useEffect(() => {
    if (!signedIn) closeLimitReached()
  }, [signedIn])
  return (
    <LimitReachedDialog
      open={snap.open && signedIn}
      onOpenChange={(open) => {
        if (!open) closeLimitReached()
      }}
      reason={snap.reason}
      message={snap.message}
      renewsAt={snap.renewsAt ?? undefined}
      onOpenSettings={() => openLimitSettings((url) => void navigate(url))}
    />
  )
}

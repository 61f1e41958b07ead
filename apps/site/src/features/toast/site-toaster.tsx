import { Toaster } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { dismissToast, toastStore } from './store.ts'

/** The site's toasts: the store's list on screen; a toast leaves when it asks to (time, close, Esc). */
export function SiteToaster() {
  const { toasts } = useSnapshot(toastStore)
  return <Toaster toasts={toasts} onDismiss={dismissToast} />
}

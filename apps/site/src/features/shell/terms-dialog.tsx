import { ProtocolModal } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { closeTerms } from './actions.ts'
import { shellStore } from './store.ts'

/** The site's terms (the protocol screen, spec section 2), opened from the footer. Loaded on demand. */
export function TermsDialog() {
  const terms = useSnapshot(shellStore.terms)
  return (
    <ProtocolModal
      open={terms.open}
      onOpenChange={(open) => {
        if (!open) closeTerms()
      }}
      items={terms.items}
      loading={terms.status === 'loading' || terms.status === 'idle'}
    />
  )
}

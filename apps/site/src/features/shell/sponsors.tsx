import { SponsorPage } from '@lobby/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { loadModel } from './actions.ts'
import { shellStore } from './store.ts'

/** Container of `/sponsor`: the operator's sponsor list in the site language (reloaded on `model_sponsor.url`). */
export function Sponsors({ layout }: { layout: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(shellStore.models.sponsor)

  useEffect(() => {
    void loadModel('sponsor', layout)
  }, [layout])

  return (
    <SponsorPage
      // A reload keeps the list on screen; only the first load shows skeletons.
      status={snap.status === 'error' ? 'error' : snap.list.length > 0 || snap.status === 'ready' ? 'ready' : 'loading'}
      onRetry={() => void loadModel('sponsor', layout)}
      sponsors={snap.list.map((s) => ({
        id: s.id,
        title: s.title,
        content: s.content,
        imageUrl: s.photo_path,
        url: s.url,
      }))}
    />
  )
}

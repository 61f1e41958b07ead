import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { demoStore } from './demo-gate.ts'
import { useOpenedOnce } from './opened-once.ts'

/** The modal's code (Radix Dialog, the player frame) loads with the first demo opened, not with the lobby. */
const DemoModal = lazy(() => import('./demo-modal.tsx'))

/**
 * The demo game's modal; mounted by every page that starts a demo
 * (`openDemoGame`). Nothing until the first demo opens; from then on the
 * modal stays mounted, so it closes as any dialog does.
 */
export function DemoDialog({ device }: { device: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(demoStore)
  if (!useOpenedOnce(snap.open)) return null
  return (
    <Suspense fallback={null}>
      <DemoModal device={device} />
    </Suspense>
  )
}

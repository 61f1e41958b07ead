import { DemoGameModal, useText } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { closeDemo, demoStore, openDemoGame } from './demo-gate.ts'

/** The demo game's modal itself: loaded with the first demo opened (`demo-dialog.tsx`). */
export default function DemoModal({ device }: { device: 'desktop' | 'mobile' }) {
  const { t } = useText()
  const snap = useSnapshot(demoStore)
  return (
    <DemoGameModal
      open={snap.open}
      onOpenChange={(open) => {
        if (!open) closeDemo()
      }}
      title={snap.title}
      gameUrl={snap.url}
      error={snap.error !== null}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => snap.game && void openDemoGame(snap.game, device)}
    />
  )
}

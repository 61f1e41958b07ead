import { AgeGateDialog } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { ageGate, confirmAge, leaveAgeGate } from '../app/age-gate.ts'

/** The site's one age gate (app/age-gate.ts); loaded with the first launch that asks. */
export function SiteAgeGateDialog() {
  const snap = useSnapshot(ageGate)
  return (
    <AgeGateDialog
      open={snap.open}
      onOpenChange={(open) => {
        if (!open) leaveAgeGate()
      }}
      onConfirm={confirmAge}
      onLeave={leaveAgeGate}
    />
  )
}

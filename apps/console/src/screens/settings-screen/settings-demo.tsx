import { AlertDialog, Button, FormAlert, ToneBadge } from '@lobby/ui'
import { copy } from '../../copy.ts'
import { SectionFrame } from './section-frame.tsx'

export interface SettingsDemoProps {
  isDemo: boolean
  canManage: boolean
  /** The confirmation is open. */
  confirming: boolean
  saving: boolean
  /** Why the last switch failed (shown in the confirmation), or empty. */
  error: string
  onAsk: () => void
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const d = copy.settings.demo

/** Demo mode: on or off, and (for an owner) the switch, after a confirmation. */
export function SettingsDemo({
  isDemo,
  canManage,
  confirming,
  saving,
  error,
  onAsk,
  onConfirm,
  onCancel,
  portalContainer,
}: SettingsDemoProps) {
  return (
    <SectionFrame slot="settings-demo" title={d.title} description={d.description}>
      <div className="flex flex-wrap items-center gap-3">
        <ToneBadge tone={isDemo ? 'pending' : 'success'} label={isDemo ? d.on : d.off} />
        {canManage ? (
          <Button
            variant={isDemo ? 'outline' : 'destructive'}
            aria-disabled={saving || undefined}
            onClick={() => {
              if (!saving) onAsk()
            }}
          >
            {isDemo ? d.turnOff : d.turnOn}
          </Button>
        ) : null}
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !saving) onCancel()
        }}
        portalContainer={portalContainer}
        title={isDemo ? d.confirmOffTitle : d.confirmOnTitle}
        description={isDemo ? d.confirmOff : d.confirmOn}
        cancel={{ label: d.cancel, disabled: saving }}
        confirm={{
          label: saving ? copy.settings.saving : isDemo ? d.turnOff : d.turnOn,
          variant: isDemo ? 'primary' : 'destructive',
          'aria-disabled': saving || undefined,
          'data-state': saving ? 'submitting' : 'idle',
          onClick: () => {
            if (!saving) onConfirm()
          },
        }}
      >
        {error ? <FormAlert>{error}</FormAlert> : undefined}
      </AlertDialog>
    </SectionFrame>
  )
}

import type { adminBulletinSetting, ResponseOf } from '@lobby/api'
import { AlertDialog, Button, FormAlert } from '@lobby/ui'
import { useId, useState } from 'react'
import { copy } from '../../copy.ts'

/** The site's bulletin display frequency: 1, at every visit; 0, once until a bulletin changes. */
export type BulletinFrequency = ResponseOf<typeof adminBulletinSetting>['display_frequency']

/** The choices, in the order the control offers them. */
const FREQUENCIES: readonly BulletinFrequency[] = [1, 0]

export interface BulletinFrequencyProps {
  /** The site's setting. */
  value: BulletinFrequency
  /** The role holds `content.manage`: the choice is offered; otherwise the setting is only shown. */
  canManage: boolean
  /** The value whose confirmation is open, or null (closed). */
  asking: BulletinFrequency | null
  /** The change is being sent: Confirm waits, Cancel is off, the choice waits. */
  saving: boolean
  /** Why the last change failed (shown in the confirmation), or empty. */
  error: string
  /** Asks to change the setting to `value` (the caller opens the confirmation). */
  onAsk: (value: BulletinFrequency) => void
  onConfirm: () => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const f = copy.bulletins.frequency

/**
 * How often members see the site's bulletins: the setting, what it means and, for a role that manages content, the
 * two choices (the current one pressed), each change after a confirmation.
 *
 * Contract
 * - MUST NOT change anything itself: choosing the other value asks (`onAsk`), the caller owns `asking` and the call.
 * - MUST offer the choice only when `canManage`; the current value asks nothing, and nothing asks while `saving`.
 */
export function BulletinFrequencyControl({
  value,
  canManage,
  asking,
  saving,
  error,
  onAsk,
  onConfirm,
  onCancel,
  portalContainer,
}: BulletinFrequencyProps) {
  const titleId = useId()
  // The confirmation keeps the words of what it asked while it closes (by then `value` may be that answer).
  const [next, setNext] = useState<BulletinFrequency>(asking ?? value)
  if (asking !== null && asking !== next) setNext(asking)
  return (
    <section
      data-slot="bulletin-frequency"
      data-value={value}
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 desktop:flex-row desktop:items-center desktop:justify-between"
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-sm font-semibold">
          {f.title}
        </h2>
        {canManage ? null : <p className="text-sm font-medium">{f.options[value]}</p>}
        <p className="text-sm text-muted-foreground">{f.explain[value]}</p>
      </div>
      {canManage ? (
        <div role="group" aria-labelledby={titleId} className="flex flex-col gap-2 desktop:flex-row">
          {FREQUENCIES.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === value ? 'primary' : 'outline'}
              aria-pressed={option === value}
              aria-disabled={(saving && option !== value) || undefined}
              onClick={() => {
                if (option !== value && !saving) onAsk(option)
              }}
            >
              {f.options[option]}
            </Button>
          ))}
        </div>
      ) : null}
      <AlertDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !saving) onCancel()
        }}
        portalContainer={portalContainer}
        title={f.confirmTitle[next]}
        description={f.confirmBody[next]}
        cancel={{ label: copy.bulletins.cancel, disabled: saving }}
        confirm={{
          label: saving ? f.saving : f.confirm[next],
          'aria-disabled': saving || undefined,
          'data-state': saving ? 'submitting' : 'idle',
          onClick: () => {
            if (!saving) onConfirm()
          },
        }}
      >
        {error ? <FormAlert>{error}</FormAlert> : undefined}
      </AlertDialog>
    </section>
  )
}

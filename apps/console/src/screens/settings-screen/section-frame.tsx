import { Button } from '@lobby/ui'
import type { ReactNode } from 'react'
import { copy } from '../../copy.ts'

/** One section of the settings screen: a titled card with its description. */
export function SectionFrame({
  slot,
  title,
  description,
  children,
}: {
  slot: string
  title: string
  description: string
  children: ReactNode
}) {
  const id = `${slot}-title`
  return (
    <section
      data-slot={slot}
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4 text-card-foreground desktop:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  )
}

/** A section form's Save (submits it): says "Saving…" and does nothing more while the save is out. */
export function SectionSave({ label, saving }: { label: string; saving: boolean }) {
  return (
    <div>
      <Button type="submit" aria-disabled={saving || undefined} data-state={saving ? 'submitting' : 'idle'}>
        {saving ? copy.settings.saving : label}
      </Button>
    </div>
  )
}

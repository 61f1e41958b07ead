import type { ReactNode } from 'react'

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

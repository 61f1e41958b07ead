import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { Card } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { LockIcon } from '../../primitives/icon/icon.tsx'

/** The panel's column: one on mobile, gaps wider on desktop. */
export const profilePanelVariants = cva(
  'flex w-full flex-col gap-4 px-3 py-4 text-foreground desktop:gap-6 desktop:px-0 desktop:py-0',
)

/** The fields' grid: one column on mobile, two on desktop. */
export const profileGridVariants = cva('grid grid-cols-1 gap-4 desktop:grid-cols-2 desktop:gap-x-6 desktop:gap-y-4')

/** A success note (saved, withdraw password set). */
export function SavedNote({ slot, children }: { slot: string; children: ReactNode }) {
  return (
    <p
      role="status"
      data-slot={slot}
      className="rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm text-foreground"
    >
      {children}
    </p>
  )
}

/** One label and value of a `<dl>`; a locked field adds why under it. */
export function Row({
  slot,
  fieldKey,
  label,
  hint,
  children,
}: {
  slot: string
  fieldKey?: string
  label: string
  hint?: string
  children: ReactNode
}) {
  return (
    <div
      data-slot={slot}
      data-key={fieldKey}
      data-locked={hint ? true : undefined}
      className="flex min-w-0 flex-col gap-1"
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words">{children}</dd>
      {hint ? (
        <dd data-slot={`${slot}-hint`} className="flex items-center gap-1 text-xs text-muted-foreground">
          <LockIcon className="size-3.5 shrink-0" />
          {hint}
        </dd>
      ) : null}
    </div>
  )
}

/** Placeholders while the profile loads (StatusPanel announces the loading). */
export function ProfileSkeleton() {
  return (
    <Card>
      <div className={profileGridVariants()}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex flex-col gap-2">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-5 w-40 max-w-full" />
          </div>
        ))}
      </div>
    </Card>
  )
}

import { cn } from '@lobby/ui'

/** What the last action came to: `success` is a quiet status, `error` an alert (a refusal). */
export interface ScreenNotice {
  tone: 'success' | 'error'
  text: string
}

/** A line above a screen's content saying what the last action came to; nothing without a notice. */
export function NoticeBanner({ notice }: { notice: ScreenNotice | null }) {
  if (!notice) return null
  return (
    <p
      data-slot="screen-notice"
      data-tone={notice.tone}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-lg border px-3 py-2 text-sm',
        notice.tone === 'error'
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-success/40 bg-success/10 text-foreground',
      )}
    >
      {notice.text}
    </p>
  )
}

import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

/*
 * Parts shared by the content pages (DiscountPage, FaqPage, SponsorPage): the
 * page heading, the error panel with retry, the back button and the screen
 * reader's loading notice. Not exported from the package.
 */

export const pageVariants = cva('flex w-full flex-col', {
  variants: { layout: { desktop: 'gap-6', mobile: 'gap-4' } },
})

const titleVariants = cva('font-bold tracking-tight break-words text-foreground', {
  variants: { layout: { desktop: 'text-2xl', mobile: 'text-xl' } },
})

/** The page's `<h1>`, in a header that may carry more (a search box). */
export function PageHeader({
  slot,
  layout,
  titleId,
  title,
  children,
}: {
  slot: string
  layout: Layout
  titleId: string
  title: string
  children?: ReactNode
}) {
  return (
    <header
      data-slot={`${slot}-header`}
      className={cn('flex flex-wrap items-center justify-between', layout === 'desktop' ? 'gap-4' : 'gap-3')}
    >
      <h1 id={titleId} data-slot={`${slot}-title`} className={titleVariants({ layout })}>
        {title}
      </h1>
      {children}
    </header>
  )
}

/** The error panel; with `onRetry`, a retry button under the text. */
export function PageError({
  slot,
  layout,
  title,
  body,
  onRetry,
}: {
  slot: string
  layout: Layout
  title: string
  body: string
  onRetry: (() => void) | undefined
}) {
  const { t } = useText()
  return (
    <StatusMessage
      slot={slot}
      layout={layout}
      tone="error"
      title={title}
      body={body}
      action={
        onRetry ? (
          <Button data-slot={`${slot}-retry`} size={layout === 'mobile' ? 'sm' : 'md'} onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null
      }
    />
  )
}

/** Back from a detail view to its list; the caller navigates. */
export function BackButton({
  slot,
  layout,
  label,
  onBack,
}: {
  slot: string
  layout: Layout
  label: string
  onBack: () => void
}) {
  return (
    <Button
      data-slot={`${slot}-back`}
      variant="ghost"
      size={layout === 'mobile' ? 'sm' : 'md'}
      onClick={onBack}
      className="-ml-2 self-start px-2"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m15 18-6-6 6-6" />
      </svg>
      {label}
    </Button>
  )
}

/** Tells screen readers what is loading while the skeletons show. */
export function LoadingNotice({ label }: { label: string }) {
  return (
    <span role="status" className="sr-only">
      {label}
    </span>
  )
}

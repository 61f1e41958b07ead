/**
 * ContentPage: the shell of every content page (promotions, FAQ, sponsors): a `<section>` named by its `<h1>`, the
 * heading row, a back button when a detail view has a list to go back to, and the page's content under them.
 *
 * Contract
 * - MUST name the section by its heading (`aria-labelledby`) and say `aria-busy` while the page loads.
 * - MUST be mobile first (`desktop:` wider gaps, a larger title); no `layout` prop.
 * - The root's `data-slot` is the page's kind (`discount-page`, `faq-page`, `sponsor-page`): pages are styled and
 *   found by it; its parts are `content-page-header` and `content-page-title`; the back button is a Button.
 * - MUST NOT fetch or route: the caller passes `state`, the content and `back.onBack`.
 */
import type { ComponentProps, ReactNode } from 'react'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { Button } from '../../primitives/button/button.tsx'
import { BackIcon } from '../../primitives/icon/icon.tsx'

export interface ContentPageProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** The page's kind, the root's `data-slot`, e.g. `faq-page`. */
  slot: string
  /** The page's `<h1>`, already translated. */
  title: string
  /** What the page shows (`loading`, `error`, `empty`, `ready`, `detail`...), stamped as `data-state`. */
  state: string
  /** The page is loading (`aria-busy`). */
  busy?: boolean
  /** A back button above the content (a detail view back to its list); the caller navigates. */
  back?: { label: string; onBack: () => void }
  /** Beside the title, e.g. a search box. */
  actions?: ReactNode
}

/** The shell of a content page: heading, optional back button, content. */
export function ContentPage({
  slot,
  title,
  state,
  busy = false,
  back,
  actions,
  className,
  children,
  ...props
}: ContentPageProps) {
  const titleId = useId()
  return (
    <section
      data-slot={slot}
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      className={cn('flex w-full flex-col gap-4 desktop:gap-6', className)}
      {...props}
    >
      <PageHeader titleId={titleId} title={title}>
        {actions}
      </PageHeader>
      {back ? <BackButton label={back.label} onBack={back.onBack} /> : null}
      {children}
    </section>
  )
}

/** The page's `<h1>`, in a header that may carry more (a search box). */
export function PageHeader({ titleId, title, children }: { titleId: string; title: string; children?: ReactNode }) {
  return (
    <header data-slot="content-page-header" className="flex flex-wrap items-center justify-between gap-3 desktop:gap-4">
      <h1
        id={titleId}
        data-slot="content-page-title"
        className="text-xl font-bold tracking-tight break-words text-foreground desktop:text-2xl"
      >
        {title}
      </h1>
      {children}
    </header>
  )
}

/** Back from a detail view to its list; the caller navigates. */
export function BackButton({ label, onBack }: { label: string; onBack: () => void }) {
  // The button's size is a prop of the primitive, not a class: read the layout.
  const size = useLayout() === 'mobile' ? 'sm' : 'md'
  return (
    <Button variant="ghost" size={size} onClick={onBack} className="-ml-2 self-start px-2">
      <BackIcon />
      {label}
    </Button>
  )
}

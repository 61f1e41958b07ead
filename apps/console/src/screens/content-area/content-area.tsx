import { cn } from '@lobby/ui'
import type { ReactNode } from 'react'
import { RouteLink } from '../../components/route-link.tsx'
import { copy } from '../../copy.ts'

/** The sections of the content area, in menu order. */
export const CONTENT_SECTIONS = ['banners', 'marquee', 'service', 'float', 'footers', 'models', 'pages'] as const
export type ContentSection = (typeof CONTENT_SECTIONS)[number]

export interface ContentAreaProps {
  /** The section shown. */
  section: ContentSection
  /** The address of a section (the router's). */
  hrefOf: (section: ContentSection) => string
  /** A plain click on a section's link: the caller routes. */
  onNavigate: (section: ContentSection) => void
  /** The section's screen. */
  children: ReactNode
}

/**
 * The content area: a menu of its sections (banners, marquee, customer service, float buttons, footers, model lists,
 * pages), the current one marked, above the section's own screen.
 *
 * Contract
 * - MUST NOT route: each section is a real link (a new tab opens it) whose plain click asks `onNavigate`.
 * - MUST mark the section shown with `aria-current="page"`.
 */
export function ContentArea({ section, hrefOf, onNavigate, children }: ContentAreaProps) {
  return (
    <div data-slot="content-area" className="flex flex-col gap-5">
      <nav aria-label={copy.content.area.nav}>
        <ul className="flex gap-1 overflow-x-auto rounded-xl border bg-card p-1">
          {CONTENT_SECTIONS.map((id) => {
            const current = id === section
            return (
              <li key={id}>
                <RouteLink
                  href={hrefOf(id)}
                  onNavigate={() => onNavigate(id)}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-9 items-center rounded-lg px-4 text-sm font-medium whitespace-nowrap text-muted-foreground',
                    'outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
                    current && 'bg-primary text-primary-foreground hover:text-primary-foreground',
                  )}
                >
                  {copy.content.area.sections[id]}
                </RouteLink>
              </li>
            )
          })}
        </ul>
      </nav>
      {children}
    </div>
  )
}

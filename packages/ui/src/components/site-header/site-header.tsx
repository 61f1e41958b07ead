import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'

export interface SiteHeaderProps extends ComponentProps<'header'> {
  /** The brand's name, shown as the wordmark until a logo is configured. */
  brandName: string
  /** Logo URL; replaces the wordmark. */
  logoUrl?: string
  layout?: Layout
  /** Right-hand side: status, actions. */
  status?: ReactNode
}

/**
 * The bar at the top of every page. Issue 3 grows it into the full Header with
 * navigation, balance and login; this is its brand and status row.
 */
export function SiteHeader({ brandName, logoUrl, layout = 'desktop', status, className, ...props }: SiteHeaderProps) {
  return (
    <header
      data-slot="site-header"
      data-layout={layout}
      className={cn(
        'sticky top-0 z-10 border-b border-border bg-background/90 backdrop-blur',
        layout === 'desktop' ? 'mb-6' : 'mb-3',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'mx-auto flex w-full items-center justify-between',
          layout === 'desktop' ? 'h-16 max-w-6xl px-6' : 'h-12 px-3',
        )}
      >
        <a
          href="/"
          data-slot="site-header-brand"
          className="flex items-center gap-2 rounded-md font-bold text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {logoUrl ? (
            <img src={logoUrl} alt={brandName} height={32} width={120} className="h-8 w-auto" />
          ) : (
            <>
              <span
                aria-hidden="true"
                className="grid size-8 place-items-center rounded-lg bg-primary text-primary-foreground"
              >
                {brandName.slice(0, 1)}
              </span>
              <span className={layout === 'desktop' ? 'text-xl' : 'text-lg'}>{brandName}</span>
            </>
          )}
        </a>
        {status ? <div data-slot="site-header-status">{status}</div> : null}
      </div>
    </header>
  )
}

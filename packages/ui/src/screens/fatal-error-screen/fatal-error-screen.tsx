import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../../primitives/button/button.tsx'

export interface FatalErrorScreenProps extends ComponentProps<'section'> {
  /** The status the page failed with: 404 for an unmatched route, 500 otherwise. */
  statusCode: number
  /** What failed, shown as given (an unmatched route: 'Page Not Found: {path}'). */
  message?: string
  /** The operator's online customer service; no link without one. */
  serviceUrl?: string | null
  /** Where the home link leads; no link without one. */
  homeHref?: string
}

/**
 * The fatal-error screen (spec section 2): a bilingual notice that the
 * website is being upgraded, the status code and the online customer
 * service. Its copy is fixed in Chinese and English, not taken from a
 * catalogue: it shows when the page's own code or copy could not load.
 */
export function FatalErrorScreen({
  statusCode,
  message,
  serviceUrl,
  homeHref,
  className,
  ...props
}: FatalErrorScreenProps) {
  const title = statusCode === 404 ? 'Page Not Found' : 'Internal Server Error'
  return (
    <section
      data-slot="fatal-error-screen"
      data-status={statusCode}
      aria-labelledby="fatal-error-title"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center', className)}
      {...props}
    >
      <p className="text-6xl font-black text-primary">{statusCode}</p>
      <h1 id="fatal-error-title" className="text-xl font-bold text-foreground">
        {title}
      </h1>
      {message ? <p className="text-sm break-all text-muted-foreground">{message}</p> : null}
      <p lang="zh-Hant" className="text-sm text-foreground">
        網站版本升級中，請稍後再試。如需協助，請聯繫線上客服。
      </p>
      <p lang="en" className="text-sm text-foreground">
        The website is being upgraded. Please try again shortly, or contact our online customer service.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {serviceUrl ? (
          <Button asChild variant="primary">
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer">
              線上客服 Online customer service
            </a>
          </Button>
        ) : null}
        {homeHref ? (
          <Button asChild variant="outline">
            <a href={homeHref}>首頁 Home</a>
          </Button>
        ) : null}
      </div>
    </section>
  )
}

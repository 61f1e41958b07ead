import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'

export interface NotFoundScreenProps extends ComponentProps<'section'> {
  /** The path that matched no route; shown as 'Page Not Found: {path}' (spec section 2). */
  path: string
  /** Where the home button leads. */
  homeHref: string
}

/** The 404 screen of an unmatched route. */
export function NotFoundScreen({ path, homeHref, className, ...props }: NotFoundScreenProps) {
  const { t } = useText()
  return (
    <section
      data-slot="not-found-screen"
      aria-labelledby="not-found-title"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center', className)}
      {...props}
    >
      <p aria-hidden="true" className="text-6xl font-black text-primary">
        404
      </p>
      <h1 id="not-found-title" className="text-xl font-bold break-all text-foreground">
        {t('error.page_not_found', { path })}
      </h1>
      <Button asChild variant="primary">
        <a href={homeHref}>{t('error.back_home')}</a>
      </Button>
    </section>
  )
}

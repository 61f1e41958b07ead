import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import type { Layout } from '../../lib/theme.ts'
import { PageHeader as ContentPageHeader } from './content-page.tsx'

/*
 * The old parts of the content pages, kept for the one page not yet on ContentPage (AppDownloadPage). New pages
 * use ContentPage (content-page.tsx), which holds the heading, the back button and the page's gaps.
 */

/** @deprecated ContentPage sets the page's gaps (`gap-4`, `desktop:gap-6`). */
export const pageVariants = cva('flex w-full flex-col', {
  variants: { layout: { desktop: 'gap-6', mobile: 'gap-4' } },
})

/** @deprecated Use ContentPage, or PageHeader from content-page.tsx; `slot` and `layout` are ignored. */
export function PageHeader({
  titleId,
  title,
  children,
}: {
  slot?: string
  layout?: Layout
  titleId: string
  title: string
  children?: ReactNode
}) {
  return (
    <ContentPageHeader titleId={titleId} title={title}>
      {children}
    </ContentPageHeader>
  )
}

import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/** Typography for operator HTML (bulletins, news): paragraphs, lists, headings, links, images. */
export const richTextClass = cn(
  'text-sm leading-relaxed break-words text-card-foreground',
  '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-base [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold',
  '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5',
  '[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
)

export interface RichTextProps extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /**
   * HTML ALREADY SANITISED by the caller (the site runs DOMPurify on server
   * content). This component inserts it as is; never pass raw server HTML.
   */
  sanitizedHtml: string
}

/** Operator HTML, already sanitised, with the house typography. */
export function RichText({ sanitizedHtml, className, ...props }: RichTextProps) {
  return (
    <div
      data-slot="rich-text"
      className={cn(richTextClass, className)}
      dangerouslySetInnerHTML={{ __html: sanitizedHtml }}
      {...props}
    />
  )
}

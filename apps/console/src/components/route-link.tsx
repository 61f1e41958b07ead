import type { ComponentProps, MouseEvent } from 'react'

/** A click the page handles itself: the main button, no key that opens a new tab or window. */
export function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export type RouteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'onClick'> & {
  /** The page's address (the router's, under `/console`), so a new tab or a copied link opens it. */
  href: string
  /** Called on a plain click, in place of following the link: the caller routes. */
  onNavigate: () => void
}

/** A real link to a console page whose plain click the caller routes (screens do not know the router). */
export function RouteLink({ href, onNavigate, children, ...props }: RouteLinkProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        if (!plainClick(event)) return
        event.preventDefault()
        onNavigate()
      }}
    >
      {children}
    </a>
  )
}

import { DESKTOP_MIN_WIDTH, RESIZE_DEBOUNCE_MS } from '@lobby/domain'
import { setLayout } from '@lobby/ui'
import { useSyncExternalStore } from 'react'

export type LayoutName = 'layout-desktop' | 'layout-mobile'

/**
 * The viewport's width through a media query, as the style sheet sees it:
 * reading `innerWidth` makes the browser lay the page out first (whether a
 * scroll bar shows depends on it), the whole server-rendered lobby inside
 * the boot's first task on a slow phone (issue 23).
 */
const desktopQuery = `(min-width: ${DESKTOP_MIN_WIDTH}px)`
const measure = (): LayoutName => (window.matchMedia(desktopQuery).matches ? 'layout-desktop' : 'layout-mobile')

/** In the server's render (app/server-render.tsx) there is no window: the layout is the one the server guessed. */
const inBrowser = typeof window !== 'undefined'
let layout: LayoutName = inBrowser ? measure() : 'layout-mobile'
/** The one attribute the components' CSS reads (`desktop:` variant, docs/design-system.md), on `<html>` so dialogs see it too. */
const stamp = () => setLayout(layout === 'layout-desktop' ? 'desktop' : 'mobile')
if (inBrowser) stamp()

/** The server's render: the layout it renders the page for (the client hydrates only when its window agrees). */
export function setRenderedLayout(name: LayoutName): void {
  if (inBrowser) return
  layout = name
  stamp()
}
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setTimeout> | undefined

/** The layout follows the window once it has stopped resizing for 1 s (spec section 9): a drag does not re-render at every step. */
function onResize() {
  clearTimeout(timer)
  timer = setTimeout(() => {
    const next = measure()
    if (next === layout) return
    layout = next
    stamp()
    for (const listener of listeners) listener()
  }, RESIZE_DEBOUNCE_MS)
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('resize', onResize)
    // A window resized before anything listened (while the server's first view hydrated) is followed all the same.
    if (measure() !== layout) onResize()
  }
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('resize', onResize)
  }
}

/** The layout the page shows now. */
export function currentLayout(): LayoutName {
  return layout
}

/** Desktop layout from 992 px up (spec section 9), re-rendering when the window settles on the other side. */
export function useLayout(): LayoutName {
  return useSyncExternalStore(subscribe, currentLayout, currentLayout)
}

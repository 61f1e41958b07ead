import { useSyncExternalStore } from 'react'
import type { Layout } from './theme.ts'

/**
 * The page's layout is one attribute on `<html>`: `data-layout="desktop"` or `"mobile"` (the site sets it from the
 * window's width, 992 px with a debounce, spec section 9; Storybook from its Layout toolbar). Components style
 * themselves with the `desktop:` (and, rarely, `mobile:`) variants of the stylesheet, mobile first: without the
 * attribute a component shows its mobile look. Only a component whose markup differs (not just its styles) reads
 * the layout in script, with `useLayout()`.
 */
export const LAYOUT_ATTRIBUTE = 'data-layout'

function readLayout(): Layout {
  return document.documentElement.getAttribute(LAYOUT_ATTRIBUTE) === 'desktop' ? 'desktop' : 'mobile'
}

const listeners = new Set<() => void>()
let observer: MutationObserver | undefined

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange)
  if (!observer) {
    observer = new MutationObserver(() => {
      for (const listener of listeners) listener()
    })
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [LAYOUT_ATTRIBUTE] })
  }
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) {
      observer?.disconnect()
      observer = undefined
    }
  }
}

/** Without a document (a server's render): the layout `setLayout` was given, `'desktop'` until then. */
let renderedLayout: Layout = 'desktop'

/**
 * The layout React renders with on a server and while it hydrates that
 * markup: on the server the one set for the render, in the page the one on
 * `<html>` (a page hydrates server markup only when it is for its layout).
 */
function serverSnapshot(): Layout {
  return typeof document === 'undefined' ? renderedLayout : readLayout()
}

/** The layout on `<html>`, re-rendering when it changes. */
export function useLayout(): Layout {
  return useSyncExternalStore(subscribe, readLayout, serverSnapshot)
}

/**
 * Sets the page's layout (the site's width watcher and Storybook's decorator call this; nothing else should).
 * Without a document, the layout of a server's render.
 */
export function setLayout(layout: Layout): void {
  if (typeof document === 'undefined') {
    renderedLayout = layout
    return
  }
  if (document.documentElement.getAttribute(LAYOUT_ATTRIBUTE) !== layout) {
    document.documentElement.setAttribute(LAYOUT_ATTRIBUTE, layout)
  }
}

import { DESKTOP_MIN_WIDTH } from '@lobby/domain'
import { useSyncExternalStore } from 'react'

export type LayoutName = 'layout-desktop' | 'layout-mobile'

const query = `(min-width: ${DESKTOP_MIN_WIDTH}px)`

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(query)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

/** The layout the window has now. */
export function currentLayout(): LayoutName {
  return window.matchMedia(query).matches ? 'layout-desktop' : 'layout-mobile'
}

/** Desktop layout from 992 px up (spec section 9), re-rendering when the window crosses it. */
export function useLayout(): LayoutName {
  return useSyncExternalStore(subscribe, currentLayout, () => 'layout-desktop')
}

import { setLayout } from '@lobby/ui'

/** From this width the ui components take their desktop look (the site's breakpoint, spec section 9). */
const DESKTOP_MIN_WIDTH = 992

/**
 * Keeps `data-layout` on `<html>` in step with the window: desktop from 992 px, the compact look below (a tablet
 * held upright). The ui components style themselves from the attribute.
 */
export function followLayout(): void {
  const query = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`)
  const apply = () => setLayout(query.matches ? 'desktop' : 'mobile')
  apply()
  query.addEventListener('change', apply)
}

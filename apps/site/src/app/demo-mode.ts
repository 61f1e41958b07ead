import { subscribe } from 'valtio'
import { shellStore } from '../features/shell/store.ts'
import { siteConfig } from './site-config.ts'

/**
 * Demo mode (spec section 5, IS_DEMO): the build flag, or the operator's
 * `env_config.is_demo` from the site details (`/arks/web/site/detail`), read
 * at the moment of the action, so a change the page hears of (the site
 * details are refetched on `customer_service_link_change`) holds at once. It
 * blocks real play (without asking a visitor to log in first) and banner
 * actions, and refuses registration (so none of its field checks are sent).
 */
export function demoMode(): boolean {
  return siteConfig.demoMode || shellStore.detail.env?.is_demo === true
}

/**
 * `demoMode()` once the site details have answered (or failed): what a flow
 * that is not inside a click (registration opening from the address or the
 * /register page) asks, so a page opened in demo mode never slips through
 * before the details arrive.
 */
export function demoModeSettled(): Promise<boolean> {
  const settled = () => shellStore.detail.status === 'ready' || shellStore.detail.status === 'error'
  if (siteConfig.demoMode || settled()) return Promise.resolve(demoMode())
  return new Promise((resolve) => {
    const stop = subscribe(shellStore.detail, () => {
      if (!settled()) return
      stop()
      resolve(demoMode())
    })
  })
}

import { isCurrencyCode, type CurrencyCode } from '@lobby/domain'

/**
 * What the build knows about its brand. A white-label build sets these through
 * VITE_* variables; the defaults are the demo brand the server seeds.
 */
export const siteConfig = {
  siteId: import.meta.env.VITE_SITE_ID ?? 'lobby-demo',
  currencies: (import.meta.env.VITE_SITE_CURRENCIES ?? 'USD,RMB,VND')
    .split(',')
    .map((c) => c.trim())
    .filter(isCurrencyCode) as CurrencyCode[],
  brand: import.meta.env.VITE_BRAND ?? 'lobby',
  /** IS_DEMO (spec section 5): blocks play and banner actions, skips login and verification. */
  demoMode: import.meta.env.VITE_DEMO_MODE === '1',
  desktopTemplate: 'desktop',
  mobileTemplate: 'H5_1',
} as const

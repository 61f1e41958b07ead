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
  /** Minutes a registration link's introducer and currency are kept in cookies (spec section 4). */
  linkExpiryMinutes: Number(import.meta.env.VITE_LINK_EXPIRY_MINUTES ?? 1_440),
  desktopTemplate: 'desktop',
  mobileTemplate: 'H5_1',
} as const

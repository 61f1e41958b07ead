import { DEMO_PROVIDER_IDS } from './categories.ts'

/** Whether a visitor may play a provider's games in demo mode (spec section 9: GPR8, GPJD, GPFC, GPJL). */
export function isDemoProviderId(gpId: string): boolean {
  return (DEMO_PROVIDER_IDS as readonly string[]).includes(gpId)
}

/**
 * What a login does to the lobby when the member's currency is not the one the
 * visitor browsed in (spec section 4: "Currency change on login reloads the
 * game list (page reload on mobile)"): nothing when it is the same, the game
 * lists, sections, crash menu and jackpot reload on desktop, the page reloads
 * on mobile.
 */
export type LoginCurrencyStep = 'none' | 'reload-lists' | 'reload-page'

export function loginCurrencyStep(before: string, after: string, layout: 'desktop' | 'mobile'): LoginCurrencyStep {
  if (before === after) return 'none'
  return layout === 'desktop' ? 'reload-lists' : 'reload-page'
}

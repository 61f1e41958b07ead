import type { Translate } from '../text/create-translator.ts'
import { formatRate } from './commission-rate.ts'
import { formatMoney } from './format-money.ts'
import type { CommissionTierView } from './views.ts'

/** The three cells of a commission tier as people read them: "Net from $ 1,000.00", "At least 5 active", "30%". */
export function tierText(
  t: Translate,
  tier: CommissionTierView,
  currency: string,
  locale: string,
): { net: string; active: string; rate: string } {
  return {
    net: t('agent_join.net_from', { amount: formatMoney(tier.min_net, currency, locale) }),
    active: t('agent_join.active_at_least', { count: tier.min_active }),
    rate: t('agent_join.rate', { rate: formatRate(tier.rate_bp, locale) }),
  }
}

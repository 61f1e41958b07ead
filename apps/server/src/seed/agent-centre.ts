import type { Insertable } from 'kysely'
import type { AgentLevelNameTable, RecommendSettingTable } from '../db/agent-centre-schema.ts'
import { DEMO_SITE } from './catalogue.ts'

/** The demo brand's agent level names (`/arks/web/agent-level-rename`). */
export function agentLevelNameRows(): Insertable<AgentLevelNameTable>[] {
  return ['Partner', 'Silver partner', 'Gold partner', 'Diamond partner'].map((name, i) => ({
    site_id: DEMO_SITE.site_id,
    level: i + 1,
    name,
  }))
}

/** The recommend programme is on for every demo currency but VND (so both cases can be seen). */
export function recommendSettingRows(): Insertable<RecommendSettingTable>[] {
  return DEMO_SITE.currencies.map((currency) => ({
    site_id: DEMO_SITE.site_id,
    currency,
    is_friend: currency === 'VND' ? 0 : 1,
  }))
}

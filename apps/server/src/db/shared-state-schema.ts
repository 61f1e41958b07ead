/** Row types of migration 0018-shared-state; `Database` in schema.ts extends `SharedStateDatabase`. */

/** A site's registration lookup limits set through a dev hook (members/lookup-limits.ts); 0 turns one off. */
export interface LookupLimitSettingsTable {
  site_id: string
  per_minute: number
  per_hour: number
}

export interface SharedStateDatabase {
  lookup_limit_settings: LookupLimitSettingsTable
}

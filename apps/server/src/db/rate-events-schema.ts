/** Row types of migration 0020-rate-events; `Database` in schema.ts extends `RateEventsDatabase`. */

export interface RateEventTable {
  /** The window's scope and the counted key, e.g. `login-address:203.0.113.9` (members/sliding-window.ts). */
  bucket: string
  /** Epoch milliseconds of the event. */
  at_ms: number
}

export interface RateEventsDatabase {
  rate_events: RateEventTable
}

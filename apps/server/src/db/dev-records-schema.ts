/** Row types of migration 0021-dev-records-demo-sessions; `Database` in schema.ts extends `DevRecordsDatabase`. */

/** A dev hooks' record (dev/records.ts): only written and read when dev hooks are on. */
export interface DevRecordTable {
  /** `captcha`, `sms`, `fault` or `provider-fault`. */
  kind: string
  /** A captcha token, a phone, a faulted path, a provider id. */
  record_key: string
  /** The record: text or JSON. */
  value: string
  /** Epoch milliseconds of the write. */
  created_at: number
}

/** A house demo session (house/sessions.ts): play credits, never money. */
export interface DemoSessionTable {
  /** 32 hex characters. */
  id: string
  /** JSON of the session without its id and last use. */
  data: string
  /** Epoch milliseconds of the last use; sessions idle for 2 h are gone. */
  last_seen_ms: number
  /** Bumped by every save: a save names the version it read (conditional update). */
  version: number
}

export interface DevRecordsDatabase {
  dev_records: DevRecordTable
  demo_sessions: DemoSessionTable
}

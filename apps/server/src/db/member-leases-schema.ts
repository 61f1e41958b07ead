/** Row types of migration 0019-member-leases; `Database` in schema.ts extends `MemberLeasesDatabase`. */

export interface MemberLeaseTable {
  /** The queue's scope and the member id, e.g. `wallet:42`. */
  lease_key: string
  /** The process and turn holding it (wallet/locks.ts); only the holder renews or ends it. */
  holder: string
  /** Epoch milliseconds after which another process may take the lease. */
  expires_at: number
}

export interface MemberLeasesDatabase {
  member_leases: MemberLeaseTable
}

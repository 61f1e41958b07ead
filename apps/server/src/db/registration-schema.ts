import type { Generated } from 'kysely'

/** Row types of migration 0006-registration; `Database` in schema.ts extends `RegistrationDatabase`. */

type Flag = 0 | 1

/**
 * One register setting item (spec section 3): how a currency's registration
 * form treats one profile field. `name` is the profile key (`member_phone`,
 * ...) or `member_currency`, whose `is_display` says the currency is open
 * for registration.
 */
export interface RegisterSettingTable {
  site_id: string
  currency: string
  name: string
  is_display: Flag
  is_required: Flag
  is_unique: Flag
  is_member_center: Flag
  is_verification: Flag
  /** Phone only; null for the other fields. */
  is_member_center_verification: Flag | null
  sort: number
}

/** One article of the service agreement, in one language; `id` names it in every language. */
export interface ServiceAgreementTable {
  id: number
  site_id: string
  language: string
  title: string
  /** Operator HTML; the client sanitises it. */
  content: string
  sort: number
}

export type RecommendCodeStatus = 'open' | 'closed' | 'disabled'

/** A member's invite (recommend) code: `open`, `closed` (registration 107) or `disabled` (110). */
export interface RecommendCodeTable {
  site_id: string
  /** Upper case; unique per site. */
  code: string
  /** The member who invites; registration answers 109 when that member is no longer active. */
  member_id: number
  status: RecommendCodeStatus
  created_at: string
}

/** A host that belongs to an agent: visitors there register under that agent, in the agent's currency. */
export interface AgentDomainTable {
  /** Lower case, no port. */
  host: string
  site_id: string
  /** `members.id` of the agent. */
  agent_id: number
}

export type BlacklistKind = 'name' | 'email' | 'phone' | 'ip'

/**
 * Values registration refuses: a name (214), an email or `@domain` (216), a
 * phone (215, answering `message`), an address or CIDR block (218).
 */
export interface RegisterBlacklistTable {
  id: Generated<number>
  site_id: string
  kind: BlacklistKind
  /** Normalised as registration compares it (lower case; phone digits only). */
  value: string
  /** The text 215 answers for a phone; '' otherwise. */
  message: Generated<string>
}

export type SmsState = 'ok' | 'no_balance' | 'contact_service'

/** Per-site registration limits and SMS state; a site without a row uses `DEFAULT_REGISTRATION_CONFIG`. */
export interface RegistrationConfigTable {
  site_id: string
  /** Seconds after a registration during which the same address is refused with 996; 0 turns it off. */
  register_interval_seconds: number
  /** Registrations one address may make in 24 hours before 997; 0 turns it off. */
  register_per_ip_per_day: number
  /** SMS codes one address may ask for in an hour before 102; 0 turns it off. */
  sms_per_ip_per_hour: number
  /** `no_balance` answers SMS 103, `contact_service` 104. */
  sms_state: SmsState
}

/** `profile_phone`: a member's new phone in the member centre (`/member/profile/sms`). */
export type SmsPurpose = 'register' | 'forget_password' | 'profile_phone'

/** An SMS code sent (or, for forgotten passwords of unknown accounts, pretended to be sent). */
export interface SmsCodeTable {
  id: Generated<number>
  site_id: string
  purpose: SmsPurpose
  /** Digits only. */
  phone: string
  /** Forgotten password: the member the code may reset; null when the account and phone did not match. */
  member_id: number | null
  /** Forgotten password: the account asked for, lower case; '' for registration. */
  account: string
  /** The connection's address, for the per-address limit. */
  ip: string
  /** SHA-256 hex of `salt:code`; the code itself is never stored. */
  code_hash: string
  salt: string
  wrong_attempts: Generated<number>
  created_at: string
  expires_at: string
  used_at: string | null
}

/** How a member came to register: the address (for the limits) and the introducer. */
export interface MemberRegistrationTable {
  member_id: number
  site_id: string
  ip: string
  /** The agent the member registered under, or null. */
  agent_id: number | null
  /** The recommend code used, or null. */
  recommend_code: string | null
  /** The member who owns that code, or null. */
  referrer_id: number | null
  created_at: string
}

export interface RegistrationDatabase {
  register_settings: RegisterSettingTable
  service_agreements: ServiceAgreementTable
  recommend_codes: RecommendCodeTable
  agent_domains: AgentDomainTable
  register_blacklist: RegisterBlacklistTable
  registration_config: RegistrationConfigTable
  sms_codes: SmsCodeTable
  member_registrations: MemberRegistrationTable
}

export const REGISTRATION_TABLES = [
  'register_settings',
  'service_agreements',
  'recommend_codes',
  'agent_domains',
  'register_blacklist',
  'registration_config',
  'sms_codes',
  'member_registrations',
] as const satisfies readonly (keyof RegistrationDatabase)[]

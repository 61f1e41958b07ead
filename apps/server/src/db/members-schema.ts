import type { Generated } from 'kysely'

/** Row types of migration 0004-members; `Database` in schema.ts extends `MemberDatabase`. */

export type MemberStatus = 'active' | 'disabled' | 'frozen'
type Flag = 0 | 1

export interface MemberTable {
  id: Generated<number>
  site_id: string
  /** Lower case; unique per site. */
  account: string
  /** argon2id, PHC string. */
  password_hash: string
  currency: string
  member_type: Generated<number>
  agent_type: Generated<number>
  agent_level: Generated<number>
  is_agent: Generated<Flag>
  agent_active: Generated<Flag>
  status: Generated<MemberStatus>
  member_name: Generated<string>
  member_email: Generated<string>
  member_phone: Generated<string>
  member_birthday: Generated<string>
  member_line: Generated<string>
  member_others: Generated<string>
  member_qq: Generated<string>
  member_skype: Generated<string>
  member_wechat: Generated<string>
  member_fb: Generated<string>
  member_zalo: Generated<string>
  member_telegram: Generated<string>
  member_whats_app: Generated<string>
  identity_id: Generated<string>
  /** argon2id, or null when the member has none. */
  withdraw_password_hash: string | null
  /** Main wallet in the currency's minor unit. */
  cash: Generated<number>
  cash_back_status: Generated<Flag>
  wallet_status: Generated<Flag>
  first_login_to_change_password: Generated<Flag>
  need_bank_account_deposit_verified: Generated<Flag>
  /** Login answers 802 while set. */
  need_transfer_verification: Generated<Flag>
  /** An unknown udid triggers 107 while set (and questions can be asked). */
  double_validation: Generated<Flag>
  vx_failures: Generated<number>
  vx_locked_until: string | null
  created_at: string
  last_login_at: string | null
  last_login_ip: string | null
}

export interface MemberDeviceTable {
  member_id: number
  udid: string
  first_seen_at: string
  last_seen_at: string
}

export interface MemberIpRuleTable {
  id: Generated<number>
  member_id: number
  match_type: 'in' | 'not_in'
  pattern: string
  code: string
}

export interface MemberTokenTable {
  /** SHA-256 hex of the bearer token. */
  token_hash: string
  member_id: number
  udid: string
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export interface CaptchaTable {
  token: string
  site_id: string
  type: number
  /** SHA-256 hex of token + answer. */
  answer_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface LoginNonceTable {
  nonce_hash: string
  site_id: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface LoginChallengeTable {
  /** SHA-256 hex of member_login_id. */
  id_hash: string
  member_id: number
  udid: string
  /** JSON array of question keys left; the first is the one being asked. */
  questions: string
  /** JSON of the interrupted login's device information (`LoginDevice`), recorded when the challenge logs in. */
  device_info: Generated<string>
  wrong_answers: Generated<number>
  created_at: string
  expires_at: string
  closed_at: string | null
}

export interface VxTokenTable {
  token_hash: string
  member_id: number
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface InfoCodeTable {
  /** SHA-256 hex of the `/get_info_data` enc. */
  code_hash: string
  member_id: number
  udid: string
  created_at: string
  expires_at: string
  used_at: string | null
}

/** One session a member started, with the device it named and the address the server saw (migration 0022). */
export interface MemberLoginTable {
  id: Generated<number>
  member_id: number
  /** login | double_validation | register */
  kind: string
  /** The connection's address (`request.ip`), never the body's `remote_addr`. */
  ip: string
  host: string
  device: number
  system_group: string
  udid: string
  login_type: number
  cdn: string
  system: string
  browser: string
  system_version: string
  created_at: string
}

export interface MemberDatabase {
  members: MemberTable
  member_logins: MemberLoginTable
  member_devices: MemberDeviceTable
  member_ip_rules: MemberIpRuleTable
  member_tokens: MemberTokenTable
  captchas: CaptchaTable
  login_nonces: LoginNonceTable
  login_challenges: LoginChallengeTable
  vx_tokens: VxTokenTable
  info_codes: InfoCodeTable
}

export const MEMBER_TABLES = [
  'members',
  'member_devices',
  'member_ip_rules',
  'member_tokens',
  'captchas',
  'login_nonces',
  'login_challenges',
  'vx_tokens',
  'info_codes',
  'member_logins',
] as const satisfies readonly (keyof MemberDatabase)[]

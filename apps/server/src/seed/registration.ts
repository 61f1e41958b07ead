/**
 * Registration data of site `lobby-demo` (documented in docs/contract.md,
 * "Registration", seeded data).
 *
 * Register settings, always:
 * - USD: phone shown, required, unique and verified by SMS; name, email
 *   (unique), birthday, withdraw password shown and optional.
 * - RMB: name (Chinese characters), email, phone and identity id shown,
 *   required and unique; QQ and WeChat optional. No SMS step.
 * - VND: name required (two words or more); Zalo required; phone (10
 *   digits), email, Telegram, WhatsApp, Facebook and Skype optional.
 * - All three open for registration (`member_currency`).
 *
 * Blacklist, always: name `Blocked Name` (214), email `blocked@example.com`
 * and every `@spam.example` address (216), phone `0900000000` (215), the
 * documentation block `203.0.113.0/24` (218).
 *
 * Agents and invite codes, only with the demo members (public data):
 * | id | account    | currency | what it shows                                          |
 * | -- | ---------- | -------- | ------------------------------------------------------ |
 * | 20 | agent01    | USD      | an active agent: `member_agent` 20 registers under it  |
 * | 21 | agent02    | USD      | a disabled agent (108)                                 |
 * | 22 | agentvnd01 | VND      | active; host `vnd-agent.lobby.test` locks VND          |
 * Host `off-agent.lobby.test` belongs to agent02 (`is_valid` false).
 * Codes: `DEMO01REF` open (demo01 invites), `CLOSED01` closed (107),
 * `DISABLED01` disabled (110), `NOREC03` of the disabled member disabled01 (109).
 */
import { MEMBER_CURRENCY_SETTING, devMemberSchema, type DevMember } from '@lobby/api/contract'
import { PROFILE_FIELDS, type ProfileFieldKey } from '@lobby/domain'
import type { Insertable } from 'kysely'
import type { Db } from '../db/connection.ts'
import type {
  RecommendCodeStatus,
  RegisterBlacklistTable,
  RegisterSettingTable,
  ServiceAgreementTable,
} from '../db/registration-schema.ts'
import type { Flag } from '../db/schema.ts'
import { createMember } from '../members/store.ts'
import { DEMO_SITE } from './catalogue.ts'
import { DEMO_MEMBER_PASSWORD, demoMembersWanted } from './members.ts'

const SITE = DEMO_SITE.site_id

type FieldSetting = Partial<
  Pick<RegisterSettingTable, 'is_required' | 'is_unique' | 'is_verification' | 'is_member_center'>
>

/** Per currency, the fields shown and how; every other profile field is seeded hidden. */
const SHOWN: Record<(typeof DEMO_SITE.currencies)[number], Partial<Record<ProfileFieldKey, FieldSetting>>> = {
  USD: {
    member_name: { is_member_center: 1 },
    member_email: { is_unique: 1, is_member_center: 1 },
    member_birthday: {},
    member_phone: { is_required: 1, is_unique: 1, is_verification: 1, is_member_center: 1 },
    withdraw_password: {},
  },
  RMB: {
    member_name: { is_required: 1, is_unique: 1, is_member_center: 1 },
    member_email: { is_required: 1, is_unique: 1, is_member_center: 1 },
    member_phone: { is_required: 1, is_unique: 1, is_member_center: 1 },
    identity_id: { is_required: 1, is_unique: 1 },
    member_qq: {},
    member_wechat: {},
  },
  VND: {
    member_name: { is_required: 1, is_member_center: 1 },
    member_phone: { is_member_center: 1 },
    member_email: {},
    member_zalo: { is_required: 1 },
    member_telegram: {},
    member_whats_app: {},
    member_fb: {},
    member_skype: {},
  },
}

const flag = (value: Flag | undefined): Flag => value ?? 0

export function registerSettingRows(): RegisterSettingTable[] {
  return DEMO_SITE.currencies.flatMap((currency) => {
    const open: RegisterSettingTable = {
      site_id: SITE,
      currency,
      name: MEMBER_CURRENCY_SETTING,
      is_display: 1,
      is_required: 1,
      is_unique: 0,
      is_member_center: 1,
      is_verification: 0,
      is_member_center_verification: null,
      sort: 0,
    }
    const fields = (Object.keys(PROFILE_FIELDS) as ProfileFieldKey[]).map((name, index): RegisterSettingTable => {
      const shown = SHOWN[currency][name]
      return {
        site_id: SITE,
        currency,
        name,
        is_display: shown ? 1 : 0,
        is_required: flag(shown?.is_required),
        is_unique: flag(shown?.is_unique),
        is_member_center: flag(shown?.is_member_center),
        is_verification: flag(shown?.is_verification),
        is_member_center_verification: name === 'member_phone' ? flag(shown?.is_verification) : null,
        sort: index + 1,
      }
    })
    return [open, ...fields]
  })
}

const AGREEMENT: Record<'en_US' | 'zh_CN', [string, string][]> = {
  en_US: [
    [
      'Eligibility',
      '<p>You must be of legal age to gamble where you live. One account per person; accounts may not be transferred.</p>',
    ],
    [
      'Your account',
      '<p>Keep your password and withdrawal password secret. We never ask for them by phone or message.</p>',
    ],
    [
      'Responsible play',
      '<p>Play for fun and set limits. Customer service can pause or close your account at any time on request.</p>',
    ],
  ],
  zh_CN: [
    ['参与资格', '<p>您必须达到所在地区法定的博彩年龄。每人仅限一个账户，账户不得转让。</p>'],
    ['账户安全', '<p>请妥善保管登录密码和取款密码。我们不会通过电话或短信向您索取密码。</p>'],
    ['理性娱乐', '<p>请理性娱乐并为自己设定限额。如有需要，客服可随时为您暂停或关闭账户。</p>'],
  ],
}

export function serviceAgreementRows(): ServiceAgreementTable[] {
  return Object.entries(AGREEMENT).flatMap(([language, articles]) =>
    articles.map(([title, content], index) => ({
      id: index + 1,
      site_id: SITE,
      language,
      title,
      content,
      sort: index + 1,
    })),
  )
}

export const BLACKLIST: readonly Insertable<RegisterBlacklistTable>[] = [
  { site_id: SITE, kind: 'name', value: 'blocked name', message: '' },
  { site_id: SITE, kind: 'email', value: 'blocked@example.com', message: '' },
  { site_id: SITE, kind: 'email', value: '@spam.example', message: '' },
  {
    site_id: SITE,
    kind: 'phone',
    value: '0900000000',
    message: 'This phone number cannot be used to register. Please contact customer service.',
  },
  { site_id: SITE, kind: 'ip', value: '203.0.113.0/24', message: '' },
]

const agent = { site_id: SITE, password: DEMO_MEMBER_PASSWORD, member_type: 2, agent_type: 1 } as const

export const DEMO_AGENTS: readonly (DevMember & { id: number; agent_active: Flag })[] = [
  { ...agent, id: 20, account: 'agent01', currency: 'USD', agent_active: 1 },
  { ...agent, id: 21, account: 'agent02', currency: 'USD', agent_active: 0 },
  { ...agent, id: 22, account: 'agentvnd01', currency: 'VND', agent_active: 1 },
]

export const AGENT_DOMAINS = [
  { host: 'vnd-agent.lobby.test', site_id: SITE, agent_id: 22 },
  { host: 'off-agent.lobby.test', site_id: SITE, agent_id: 21 },
] as const

export const RECOMMEND_CODES: readonly { code: string; member_id: number; status: RecommendCodeStatus }[] = [
  { code: 'DEMO01REF', member_id: 1, status: 'open' },
  { code: 'CLOSED01', member_id: 1, status: 'closed' },
  { code: 'DISABLED01', member_id: 1, status: 'disabled' },
  { code: 'NOREC03', member_id: 3, status: 'open' },
]

/** Seeds the registration data; runs after the demo members, whose ids the invite codes name. */
export async function seedRegistration(db: Db): Promise<void> {
  await db.insertInto('register_settings').values(registerSettingRows()).execute()
  await db.insertInto('service_agreements').values(serviceAgreementRows()).execute()
  await db
    .insertInto('register_blacklist')
    .values([...BLACKLIST])
    .execute()
  if (!demoMembersWanted()) return

  for (const { id, agent_active, ...member } of DEMO_AGENTS) {
    await createMember(db, devMemberSchema.parse(member), id)
    await db.updateTable('members').set({ agent_active }).where('id', '=', id).execute()
  }
  await db
    .insertInto('agent_domains')
    .values(AGENT_DOMAINS.map((d) => ({ ...d })))
    .execute()
  const now = new Date().toISOString()
  await db
    .insertInto('recommend_codes')
    .values(RECOMMEND_CODES.map((c) => ({ ...c, site_id: SITE, created_at: now })))
    .execute()
}

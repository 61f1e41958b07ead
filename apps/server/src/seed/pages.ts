import type { FaqGroupTable, FaqTable, PromotionTable } from '../db/schema.ts'
import { DEMO_SITE } from './catalogue.ts'
import { CUSTOMER_SERVICE_LINK } from './content.ts'

/**
 * The demo brand's /discount and /faq pages. Fixed ids and timestamps, so
 * every fresh database is identical and tests may name rows by id. An id
 * names the promotion or article in every language (the zh_CN text of
 * promotion 1 is the same offer as the en_US one), so a link such as the
 * footer's /faq/1 (About us) and /faq/2 (Responsible gaming) works in each.
 */
const SITE = DEMO_SITE.site_id
const SEEDED_AT = '2024-06-01T00:00:00.000Z'
const TERMS_URL = 'https://help.example.com/promotion-terms'

/** Far enough ahead that the seeded "coming soon" promotion stays unlisted. */
export const FUTURE_START = '2099-06-01T00:00:00.000Z'

/** The promotion's own fields; its texts per language come from `PROMOTION_TEXTS`. */
interface Campaign {
  currency: string | null
  gt_id: number | null
  start_at: string
  end_at: string | null
  sort: number
}

/**
 * en_US shows 1, 3, 2, 4, 6 in USD and RMB (5 is VND only; 7 has ended;
 * 8 starts in 2099). 9 is a zh_CN-only RMB offer, 10 a vi_VN-only VND offer.
 */
export const CAMPAIGNS: Record<number, Campaign> = {
  1: { currency: null, gt_id: null, start_at: SEEDED_AT, end_at: null, sort: 1 },
  2: { currency: null, gt_id: null, start_at: SEEDED_AT, end_at: null, sort: 3 },
  3: { currency: null, gt_id: 2, start_at: SEEDED_AT, end_at: null, sort: 2 },
  4: { currency: null, gt_id: 3, start_at: SEEDED_AT, end_at: null, sort: 3 },
  5: { currency: 'VND', gt_id: 4, start_at: SEEDED_AT, end_at: null, sort: 5 },
  6: { currency: null, gt_id: null, start_at: SEEDED_AT, end_at: null, sort: 6 },
  7: { currency: null, gt_id: 2, start_at: '2024-07-01T00:00:00.000Z', end_at: '2024-08-31T16:00:00.000Z', sort: 0 },
  8: { currency: null, gt_id: 9, start_at: FUTURE_START, end_at: null, sort: 0 },
  9: { currency: 'RMB', gt_id: 2, start_at: SEEDED_AT, end_at: null, sort: 4 },
  10: { currency: 'VND', gt_id: 5, start_at: SEEDED_AT, end_at: null, sort: 6 },
}

interface PromotionText {
  id: number
  title: string
  summary: string
  content: string
}

const terms = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`

const PROMOTION_TEXTS: Record<string, readonly PromotionText[]> = {
  en_US: [
    {
      id: 1,
      title: 'Welcome bonus: 100% on your first deposit',
      summary: 'Double your first deposit up to 500 USD, 3,500 RMB or 12,000,000 VND, and play any category with it.',
      content:
        '<p>New to Lobby? Your first deposit is matched <strong>100%</strong>, up to 500 USD, 3,500 RMB or 12,000,000 VND. Learn <a href="/faq/1">who we are</a> before you start.</p>' +
        '<h3>How to claim</h3><p>Sign up, make your first deposit and tick <em>Welcome bonus</em> on the deposit form. The bonus is credited as soon as the deposit arrives.</p>' +
        terms([
          'Minimum deposit: 20 USD, 150 RMB or 500,000 VND.',
          'Wagering: 15 times the deposit plus the bonus within 30 days.',
          'Slots count 100%, live casino 10%, sport bets at odds of 1.50 or more 50%.',
          'One welcome bonus per person, household, phone number and payment account.',
        ]) +
        `<p>The <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a> apply.</p>`,
    },
    {
      id: 2,
      title: 'Weekend reload: 50% every Saturday and Sunday',
      summary: 'Top up on a Saturday or Sunday and get 50% extra, up to 200 USD, once each weekend day.',
      content:
        '<p>Make the weekend count: deposit on <strong>Saturday or Sunday</strong> (UTC) and receive a 50% reload bonus, up to 200 USD, 1,400 RMB or 5,000,000 VND.</p>' +
        terms([
          'Once per weekend day, on the first deposit of that day.',
          'Wagering: 10 times the bonus within 7 days.',
          'Not combinable with the welcome bonus on the same deposit.',
        ]) +
        `<p>See <a href="/faq/6">how to deposit</a> and the <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a>.</p>`,
    },
    {
      id: 3,
      title: 'Reel Eight slots tournament: 10,000 USD prize pool',
      summary: 'Climb the monthly leaderboard on Reel Eight Studios slots. The top 100 players share 10,000 USD.',
      content:
        '<p>Every spin of 0.20 USD or more on a <strong>Reel Eight Studios</strong> slot earns points: one point per 0.20 USD wagered, double points on new games.</p>' +
        '<h3>Prizes</h3><ol><li>3,000 USD</li><li>1,500 USD</li><li>800 USD</li><li>Places 4 to 100 share the rest</li></ol>' +
        terms([
          'The tournament runs from the 1st to the last day of each month (UTC).',
          'Prizes are paid as cash, with no wagering, within 3 working days.',
          'Demo play does not earn points.',
        ]) +
        `<p>The <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a> apply.</p>`,
    },
    {
      id: 4,
      title: 'Live casino cashback: 10% every week',
      summary: 'Get back 10% of your weekly net losses on live dealer tables, paid every Monday with no wagering.',
      content:
        '<p>Play baccarat, roulette and blackjack at our live tables, and if the week goes against you we return <strong>10% of your net losses</strong>, up to 1,000 USD.</p>' +
        terms([
          'Net losses are counted Monday 00:00 to Sunday 23:59 (UTC) on live casino games only.',
          'Cashback is credited every Monday by 12:00 UTC, as cash with no wagering.',
          'Minimum cashback: 1 USD, 7 RMB or 25,000 VND.',
          'Bets placed with bonus money do not count.',
        ]) +
        `<p>Questions? Read <a href="/faq/1">about us</a> or the <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a>.</p>`,
    },
    {
      id: 5,
      title: 'Sports accumulator boost: up to 50% more winnings',
      summary: 'Win an accumulator of 3 or more legs and we add up to 50% to your winnings. VND accounts only.',
      content:
        '<p>Build an accumulator on any football, basketball or tennis market and every winning slip gets a boost on its winnings:</p>' +
        '<table><thead><tr><th>Legs</th><th>Boost</th></tr></thead><tbody><tr><td>3-4</td><td>5%</td></tr><tr><td>5-7</td><td>15%</td></tr><tr><td>8-11</td><td>30%</td></tr><tr><td>12+</td><td>50%</td></tr></tbody></table>' +
        terms([
          'Each leg must have odds of 1.30 or more.',
          'The boost is paid on settled slips only; cashed-out slips are not boosted.',
          'Maximum boost per slip: 25,000,000 VND.',
        ]) +
        `<p>The <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a> apply.</p>`,
    },
    {
      id: 6,
      title: 'Refer a friend: 20 USD for both of you',
      summary: 'Share your invite code. When your friend deposits and plays, you both get 20 USD in bonus money.',
      content:
        '<p>Find your invite code under <em>Recommend award</em> in your account centre and share it with friends.</p>' +
        '<p>When a friend signs up with your code, deposits at least 50 USD and wagers it once, you <strong>both</strong> receive 20 USD (140 RMB or 500,000 VND).</p>' +
        terms([
          'Up to 20 referred friends per month.',
          'The friend must be new to Lobby and use a different payment account.',
          'Wagering: 5 times the bonus within 14 days.',
        ]) +
        `<p>Read <a href="/faq/1">about us</a> and the <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a>.</p>`,
    },
    {
      id: 7,
      title: 'Summer slots race',
      summary: 'Spin your way up the summer leaderboard for a share of 25,000 USD.',
      content:
        '<p>The summer slots race ran from 1 July to 31 August 2024. Thank you to everyone who took part.</p>' +
        terms(['Winners were paid by 5 September 2024.']),
    },
    {
      id: 8,
      title: 'Esports world finals: free bet on the final',
      summary: 'Place a bet on any semi-final and get a free bet on the grand final.',
      content:
        '<p>Bet 10 USD or more on either semi-final and receive a <strong>10 USD free bet</strong> for the grand final.</p>' +
        terms(['One free bet per account.', 'The free bet stake is not returned with winnings.']) +
        `<p>The <a href="${TERMS_URL}" target="_blank" rel="noopener">general promotion terms</a> apply.</p>`,
    },
  ],
  zh_CN: [
    {
      id: 1,
      title: '新会员首存100%奖励',
      summary: '首次存款即享100%红利，最高3,500元（其他币种等值），所有游戏均可使用。',
      content:
        '<p>欢迎加入Lobby！首次存款可获<strong>100%</strong>红利，最高3,500元。开始游戏前，欢迎先<a href="/faq/1">了解我们</a>。</p>' +
        '<h3>申请方式</h3><p>注册并完成首次存款，在存款页面勾选“新会员首存奖励”，到账后红利自动派发。</p>' +
        terms([
          '最低存款150元。',
          '需在30天内完成（存款+红利）15倍流水。',
          '电子游艺流水100%计算，真人视讯10%，体育（赔率1.50及以上）50%。',
          '每位会员、每个家庭、手机号码及支付账户仅限申请一次。',
        ]) +
        `<p>本活动适用<a href="${TERMS_URL}" target="_blank" rel="noopener">一般优惠条款</a>。</p>`,
    },
    {
      id: 2,
      title: '周末充值50%加赠',
      summary: '每逢周六、周日存款，加赠50%，最高1,400元。',
      content:
        '<p>周末好运加倍：周六或周日（UTC时间）存款，即可获得<strong>50%</strong>加赠红利，最高1,400元。</p>' +
        terms([
          '每个周末日限当日首笔存款申请一次。',
          '红利需在7天内完成10倍流水。',
          '同一笔存款不可与新会员首存奖励同时申请。',
        ]) +
        `<p>查看<a href="/faq/6">存款方式</a>及<a href="${TERMS_URL}" target="_blank" rel="noopener">一般优惠条款</a>。</p>`,
    },
    {
      id: 9,
      title: '电子游艺每日救援金',
      summary: '人民币会员专享：电子游艺当日净亏损达500元，次日返还最高8%救援金。',
      content:
        '<p>手气不佳也别灰心！当日在电子游艺的<strong>净亏损</strong>达到500元，次日中午12点前自动派发救援金：</p>' +
        '<table><thead><tr><th>当日净亏损</th><th>救援金比例</th></tr></thead><tbody><tr><td>500元以上</td><td>3%</td></tr><tr><td>5,000元以上</td><td>5%</td></tr><tr><td>50,000元以上</td><td>8%</td></tr></tbody></table>' +
        terms(['仅限人民币账户。', '救援金只需1倍流水即可提款。', '使用红利投注的部分不计入净亏损。']) +
        `<p>本活动适用<a href="${TERMS_URL}" target="_blank" rel="noopener">一般优惠条款</a>。</p>`,
    },
  ],
  vi_VN: [
    {
      id: 1,
      title: 'Thưởng chào mừng 100% cho lần nạp đầu',
      summary:
        'Nhân đôi lần nạp đầu tiên, thưởng tối đa 12.000.000 VND (hoặc số tiền tương đương), dùng cho mọi trò chơi.',
      content:
        '<p>Chào mừng bạn đến với Lobby! Lần nạp đầu tiên được thưởng <strong>100%</strong>, tối đa 12.000.000 VND. Tìm hiểu <a href="/faq/1">về chúng tôi</a> trước khi bắt đầu.</p>' +
        '<h3>Cách nhận thưởng</h3><p>Đăng ký, nạp tiền lần đầu và chọn <em>Thưởng chào mừng</em> trên trang nạp tiền. Tiền thưởng được cộng ngay khi khoản nạp về tài khoản.</p>' +
        terms([
          'Nạp tối thiểu 500.000 VND.',
          'Cần đạt doanh thu cược gấp 15 lần (tiền nạp + tiền thưởng) trong 30 ngày.',
          'Mỗi người, mỗi hộ gia đình, số điện thoại và tài khoản thanh toán chỉ nhận một lần.',
        ]) +
        `<p>Áp dụng <a href="${TERMS_URL}" target="_blank" rel="noopener">điều khoản khuyến mãi chung</a>.</p>`,
    },
    {
      id: 5,
      title: 'Tăng thưởng cược xiên thể thao lên đến 50%',
      summary: 'Thắng vé cược xiên từ 3 trận trở lên, tiền thắng được cộng thêm đến 50%.',
      content:
        '<p>Đặt cược xiên bóng đá, bóng rổ hoặc quần vợt, mỗi vé thắng đều được tăng thưởng:</p>' +
        '<table><thead><tr><th>Số trận</th><th>Tăng thưởng</th></tr></thead><tbody><tr><td>3-4</td><td>5%</td></tr><tr><td>5-7</td><td>15%</td></tr><tr><td>8-11</td><td>30%</td></tr><tr><td>12+</td><td>50%</td></tr></tbody></table>' +
        terms([
          'Mỗi trận phải có tỷ lệ cược từ 1.30 trở lên.',
          'Chỉ áp dụng cho vé đã kết toán; vé rút tiền sớm không được tăng thưởng.',
          'Tăng thưởng tối đa 25.000.000 VND mỗi vé.',
        ]) +
        `<p>Áp dụng <a href="${TERMS_URL}" target="_blank" rel="noopener">điều khoản khuyến mãi chung</a>.</p>`,
    },
    {
      id: 10,
      title: 'Hoàn trả xổ số mỗi ngày 1,2%',
      summary: 'Chơi xổ số mỗi ngày, nhận hoàn trả 1,2% tổng tiền cược, không giới hạn.',
      content:
        '<p>Mọi vé xổ số đều được tính: nhận lại <strong>1,2%</strong> tổng tiền cược xổ số của ngày hôm trước, thắng hay thua đều được hoàn.</p>' +
        terms([
          'Tiền hoàn trả được cộng trước 12:00 (UTC) mỗi ngày.',
          'Chỉ cần 1 vòng cược là có thể rút tiền.',
          'Không áp dụng cho cược bằng tiền thưởng.',
        ]) +
        `<p>Áp dụng <a href="${TERMS_URL}" target="_blank" rel="noopener">điều khoản khuyến mãi chung</a>.</p>`,
    },
  ],
}

export function promotionRows(): PromotionTable[] {
  return Object.entries(PROMOTION_TEXTS).flatMap(([language, texts]) =>
    texts.map((text) => {
      const campaign = CAMPAIGNS[text.id]
      if (!campaign) throw new Error(`promotion ${text.id} has no campaign`)
      return { ...text, language, site_id: SITE, ...campaign, updated_at: SEEDED_AT }
    }),
  )
}

// ---------- FAQ ----------

/** Group keys in page order. */
export const FAQ_GROUP_KEYS = ['account', 'deposit', 'games', 'about'] as const
type FaqGroupKey = (typeof FAQ_GROUP_KEYS)[number]

const FAQ_GROUP_TITLES: Record<string, Record<FaqGroupKey, string>> = {
  en_US: {
    account: 'Account',
    deposit: 'Deposits & withdrawals',
    games: 'Games',
    about: 'About us & responsible gaming',
  },
  zh_CN: { account: '账户', deposit: '存款与提款', games: '游戏', about: '关于我们与理性游戏' },
}

export function faqGroupRows(): FaqGroupTable[] {
  return Object.entries(FAQ_GROUP_TITLES).flatMap(([language, titles]) =>
    FAQ_GROUP_KEYS.map((key, sort) => ({ site_id: SITE, language, key, title: titles[key], sort: sort + 1 })),
  )
}

interface FaqText {
  id: number
  group: FaqGroupKey
  sort: number
  title: string
  content: string
}

const FAQ_TEXTS: Record<string, readonly FaqText[]> = {
  en_US: [
    {
      id: 1,
      group: 'about',
      sort: 1,
      title: 'About us',
      content:
        '<p>Lobby is an online casino and sportsbook with slots, live dealers, sport, lottery, card games, crash games and esports in one place, in several languages and currencies.</p>' +
        '<p>We work only with audited game providers, pay winnings in the currency you play in and keep your data encrypted.</p>' +
        '<p>Our licence can be checked at <a href="https://licence.example.com/lobby" target="_blank" rel="noopener">licence.example.com</a>.</p>',
    },
    {
      id: 2,
      group: 'about',
      sort: 2,
      title: 'Responsible gaming',
      content:
        '<p>Gaming should be fun. If it stops being fun, take a break; we will help you do it.</p>' +
        '<ul><li><strong>Deposit limits</strong>: set a daily, weekly or monthly limit in your account centre. Lowering it works at once; raising it takes 24 hours.</li>' +
        '<li><strong>Time out</strong>: pause your account for 1 day to 6 weeks.</li>' +
        '<li><strong>Self-exclusion</strong>: close your account for 6 months or longer. We will not send you offers during that time.</li></ul>' +
        '<p>You must be 18 or older to play. Free, confidential advice is available from <a href="https://help.example.com/responsible-gaming" target="_blank" rel="noopener">our support partners</a>.</p>',
    },
    {
      id: 3,
      group: 'account',
      sort: 1,
      title: 'How do I open an account?',
      content:
        '<p>Tap <strong>Sign up</strong>, choose your currency, then fill in an account name (6 to 12 letters and digits) and a password (6 to 12 characters, at least one letter and one digit).</p>' +
        '<p>Depending on your currency we may also ask for your name, phone number or email. The currency cannot be changed later, so pick the one you deposit in.</p>',
    },
    {
      id: 4,
      group: 'account',
      sort: 2,
      title: 'I forgot my password. What do I do?',
      content:
        '<p>Choose <em>Forgot password</em> in the login window. After you confirm your withdrawal password and your phone number or email, you can set a new login password.</p>' +
        '<p>We never ask for your password by phone, message or email.</p>',
    },
    {
      id: 5,
      group: 'account',
      sort: 3,
      title: 'Why do you ask me to verify my phone number?',
      content:
        '<p>A verified phone number protects your account: it lets us confirm that withdrawals and password changes really come from you.</p>' +
        '<p>The 6-digit code we send is valid for 5 minutes. If it does not arrive, wait for the countdown and send a new one.</p>',
    },
    {
      id: 6,
      group: 'deposit',
      sort: 1,
      title: 'How do I make a deposit?',
      content:
        '<p>Log in, open <strong>Deposit</strong> and pick a payment method available for your currency. Enter the amount and follow the steps of the payment provider.</p>' +
        '<ul><li>Bank transfer: usually credited within 10 minutes.</li><li>E-wallets: usually credited at once.</li></ul>' +
        '<p>If a deposit has not arrived after 30 minutes, contact customer service with your order number.</p>',
    },
    {
      id: 7,
      group: 'deposit',
      sort: 2,
      title: 'How long does a withdrawal take?',
      content:
        '<p>Most withdrawals are approved within 15 minutes and reach your bank within 1 working day.</p>' +
        '<p>Before your first withdrawal we may ask you to bind a bank account in your own name. Open bonuses must be wagered first.</p>',
    },
    {
      id: 8,
      group: 'deposit',
      sort: 3,
      title: 'What is a withdrawal password?',
      content:
        '<p>A 4-digit code, separate from your login password, that you enter for every withdrawal. Keep it secret: nobody from Lobby will ever ask for it.</p>',
    },
    {
      id: 9,
      group: 'games',
      sort: 1,
      title: 'Can I play without an account?',
      content:
        '<p>Yes. Many slot, card and lottery games have a <strong>demo</strong> button: you play with demo credits, which have no value and cannot be withdrawn. Real-money play needs an account.</p>',
    },
    {
      id: 10,
      group: 'games',
      sort: 3,
      title: 'What happens if my connection drops during a game?',
      content:
        '<p>Your bet is settled by the game provider whether or not you stay connected. Open the game again to see the result; the balance is updated in your wallet either way.</p>',
    },
    {
      id: 11,
      group: 'games',
      sort: 2,
      title: 'How does the jackpot work?',
      content:
        '<p>A small part of every qualifying bet feeds the progressive jackpot shown in the lobby. It grows until one lucky spin wins it, then starts again from its base amount.</p>',
    },
    {
      id: 12,
      group: 'about',
      sort: 3,
      title: 'How do I contact customer service?',
      content: `<p>Our team is online 24 hours a day, 7 days a week. Open the <a href="${CUSTOMER_SERVICE_LINK}" target="_blank" rel="noopener">live chat</a> or use the customer service button at the side of the page.</p>`,
    },
  ],
  zh_CN: [
    {
      id: 1,
      group: 'about',
      sort: 1,
      title: '关于我们',
      content:
        '<p>Lobby是一个综合性线上娱乐平台，汇集电子游艺、真人视讯、体育、彩票、棋牌、电竞等多种游戏，支持多语言与多币种。</p>' +
        '<p>我们只与经过审核的游戏供应商合作，以您的游戏币种派彩，并对您的资料全程加密。</p>' +
        '<p>牌照信息可在<a href="https://licence.example.com/lobby" target="_blank" rel="noopener">licence.example.com</a>查询。</p>',
    },
    {
      id: 2,
      group: 'about',
      sort: 2,
      title: '理性游戏',
      content:
        '<p>游戏应当是一种娱乐。如果感觉不再轻松，请适时休息，我们会协助您。</p>' +
        '<ul><li><strong>存款限额</strong>：可在会员中心设置每日、每周或每月限额。调低立即生效，调高需24小时后生效。</li>' +
        '<li><strong>暂停账户</strong>：可暂停1天至6周。</li>' +
        '<li><strong>自我禁止</strong>：可关闭账户6个月或更久，期间我们不会向您发送任何优惠信息。</li></ul>' +
        '<p>未满18岁不得参与游戏。如需免费、保密的帮助，请联系<a href="https://help.example.com/responsible-gaming" target="_blank" rel="noopener">我们的合作机构</a>。</p>',
    },
    {
      id: 3,
      group: 'account',
      sort: 1,
      title: '如何注册账户？',
      content:
        '<p>点击<strong>注册</strong>，选择币种，然后填写账号（6至12位字母和数字）及密码（6至12位，须同时包含字母和数字）。</p>' +
        '<p>币种注册后无法更改，请选择您常用的存款币种。</p>',
    },
    {
      id: 6,
      group: 'deposit',
      sort: 1,
      title: '如何存款？',
      content:
        '<p>登录后点击<strong>存款</strong>，选择您币种可用的支付方式，输入金额并按支付页面提示操作。</p>' +
        '<p>如30分钟后仍未到账，请携带订单号联系客服。</p>',
    },
    {
      id: 9,
      group: 'games',
      sort: 1,
      title: '不注册可以试玩吗？',
      content:
        '<p>可以。许多电子游艺、棋牌和彩票游戏设有<strong>试玩</strong>按钮，使用不具价值、不可提取的试玩币进行游戏。真钱游戏需要注册账户。</p>',
    },
  ],
}

export function faqRows(): FaqTable[] {
  return Object.entries(FAQ_TEXTS).flatMap(([language, texts]) =>
    texts.map(({ group, ...text }) => ({
      ...text,
      language,
      site_id: SITE,
      group_key: group,
      updated_at: SEEDED_AT,
    })),
  )
}

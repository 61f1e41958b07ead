import type { HouseGameKind } from '@lobby/api/contract'
import {
  BACCARAT_PAYS,
  DRAGON_TIGER_PAYS,
  LOTTERY_PAYS,
  LOTTERY_PICKS,
  LOTTERY_POOL,
  SPORT_BOARD,
  SPORT_PICKS,
  SPORT_QUICK_BETS,
  type SportPick,
} from './games.ts'
import { SLOT_PAYS } from '../sessions.ts'

/**
 * The house's real-money game pages: one HTML template per kind, a shared
 * stylesheet and script (`play.js`) and one script per kind. Every script
 * and style is a separate same-origin file, so the pages run under the
 * strict HOUSE_CSP (no inline script or style, no event attributes).
 *
 * Test ids: house-balance, house-stake, house-play (the bet button),
 * house-result, house-leave, house-cashout (crash), plus the kinds' own
 * controls (house-side-*, house-pick-*, house-quick-*, house-number-*), and
 * the lobby's reality check when it shows here (house-reality-check, with
 * house-reality-check-keep and house-reality-check-stop).
 */

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const odds = (hundredths: number) => (hundredths / 100).toFixed(2)
const times = (hundredths: number) => `${odds(hundredths).replace(/\.?0+$/, '')}x`

interface KindPage {
  title: string
  play: string
  body: string
  controls?: string
  rules: string
}

const PICK_LABEL: Record<SportPick, string> = { home: '1', draw: 'X', away: '2' }

function sportBoard(): string {
  const rows = SPORT_BOARD.map((m) => {
    const picks = SPORT_PICKS.map(
      (p) =>
        `<button type="button" class="pick lockable" data-match="${m.id}" data-pick="${p}" data-testid="house-pick-${m.id}-${p}" aria-pressed="false" aria-label="${esc(
          `${p === 'draw' ? 'Draw' : p === 'home' ? m.home : m.away} at ${odds(m.odds[p])}`,
        )}"><span class="pick-key">${PICK_LABEL[p]}</span> ${odds(m.odds[p])}</button>`,
    ).join('')
    return `<li class="match"><span class="league">${esc(m.league)}</span><span class="teams">${esc(m.home)} v ${esc(
      m.away,
    )}</span><span class="picks">${picks}</span></li>`
  }).join('\n')
  const quick = SPORT_QUICK_BETS.map((q) => {
    const m = SPORT_BOARD.find((x) => x.id === q.match)
    if (!m) return ''
    const name = q.pick === 'draw' ? `${m.home} v ${m.away}: draw` : `${q.pick === 'home' ? m.home : m.away} to win`
    return `<button type="button" class="quick lockable" data-match="${m.id}" data-pick="${q.pick}" data-testid="house-quick-${m.id}">${esc(
      name,
    )} <b>${odds(q.odds)}</b></button>`
  }).join('\n')
  return `<section class="quickbet" aria-labelledby="quick-title"><h2 id="quick-title">Quick bet</h2>
<div class="quick-list">
${quick}
</div></section>
<section aria-labelledby="board-title"><h2 id="board-title">Matches</h2>
<ol class="board" id="board">
${rows}
</ol></section>
<p class="slip" id="slip" data-testid="house-slip">Pick a result: 1 home, X draw, 2 away.</p>`
}

function sides(names: readonly [string, string, string][]): string {
  const buttons = names
    .map(
      ([value, label, pays], i) =>
        `<button type="button" class="side lockable" data-side="${value}" data-testid="house-side-${value}" aria-pressed="${
          i === 0 ? 'true' : 'false'
        }">${label} <small>${pays}</small></button>`,
    )
    .join('')
  return `<div class="sides" role="group" aria-label="Bet on">${buttons}</div>`
}

const hand = (id: string, label: string) =>
  `<div class="hand"><h2>${label} <span class="total" id="${id}-total"></span></h2><div class="cards" id="${id}" data-testid="house-${id}-cards"></div></div>`

const slotPays = (Object.entries(SLOT_PAYS) as [string, number][])
  .sort((a, b) => b[1] - a[1])
  .map(([symbol, pays]) => `3 x ${symbol} pays ${pays}x`)
  .join(', ')

const PAGES: Record<HouseGameKind, KindPage> = {
  slot: {
    title: 'Slot',
    play: 'Spin',
    body: `<section class="machine" aria-label="Reels">
<div class="reels" id="reels" data-testid="house-reels">
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
</div>
<div class="payline" aria-hidden="true"></div>
</section>`,
    rules: `<p>Three reels; the middle line pays. ${slotPays}; two cherries pay 2x. Wins are paid as stake x the multiplier, the stake included.</p>`,
  },
  crash: {
    title: 'Crash',
    play: 'Start',
    body: `<section class="sky" id="sky" aria-label="Multiplier">
<div class="rocket" id="rocket" aria-hidden="true">▲</div>
<p class="multiplier" id="multiplier" data-testid="house-multiplier">1.00x</p>
</section>`,
    controls: `<button id="cashout" class="big cash" type="button" data-testid="house-cashout" disabled>Cash out</button>`,
    rules: `<p>Start a round: the multiplier climbs from 1.00x until it crashes at a point the server drew when the round started. Cash out before the crash to win stake x the multiplier at that moment (rounded down); after the crash the stake is lost. Leaving while a round runs loses its stake. The crash point has a 3 % house edge.</p>`,
  },
  live: {
    title: 'Baccarat',
    play: 'Deal',
    body: `<section class="table" aria-label="Table">${hand('player', 'Player')}${hand('banker', 'Banker')}</section>
${sides([
  ['player', 'Player', times(BACCARAT_PAYS.player)],
  ['banker', 'Banker', times(BACCARAT_PAYS.banker)],
  ['tie', 'Tie', times(BACCARAT_PAYS.tie)],
])}`,
    rules: `<p>Punto banco: two cards each, a third by the standard tableau; aces count 1, tens and faces 0, totals are modulo 10 and the higher total wins. Player pays ${times(
      BACCARAT_PAYS.player,
    )}, banker ${times(BACCARAT_PAYS.banker)} (rounded down), tie ${times(
      BACCARAT_PAYS.tie,
    )}; on a tie, player and banker stakes are returned. Payouts include the stake.</p>`,
  },
  card: {
    title: 'Dragon Tiger',
    play: 'Deal',
    body: `<section class="table" aria-label="Table">${hand('dragon', 'Dragon')}${hand('tiger', 'Tiger')}</section>
${sides([
  ['dragon', 'Dragon', times(DRAGON_TIGER_PAYS.dragon)],
  ['tiger', 'Tiger', times(DRAGON_TIGER_PAYS.tiger)],
  ['tie', 'Tie', times(DRAGON_TIGER_PAYS.tie)],
])}`,
    rules: `<p>One card each for Dragon and Tiger; ace is low, king high; the higher card wins, equal ranks tie. Dragon and Tiger pay ${times(
      DRAGON_TIGER_PAYS.dragon,
    )}, tie ${times(
      DRAGON_TIGER_PAYS.tie,
    )}; on a tie, half of a Dragon or Tiger stake is returned (rounded down). Payouts include the stake.</p>`,
  },
  sport: {
    title: 'Sports board',
    play: 'Place bet',
    body: sportBoard(),
    rules: `<p>Pick home (1), draw (X) or away (2). The result is drawn by the probabilities the odds imply, with the house margin taken out of the odds. A winning pick pays stake x the odds (rounded down), the stake included. Quick bets pick each match's favourite.</p>`,
  },
  lottery: {
    title: 'Lottery',
    play: 'Draw',
    body: `<section aria-labelledby="numbers-title"><h2 id="numbers-title">Pick ${LOTTERY_PICKS} numbers</h2>
<div class="numbers" id="numbers" role="group" aria-label="Numbers">${Array.from(
      { length: LOTTERY_POOL },
      (_, i) =>
        `<button type="button" class="number lockable" data-number="${i + 1}" data-testid="house-number-${i + 1}" aria-pressed="false">${i + 1}</button>`,
    ).join('')}</div>
<p><button type="button" id="quick-pick" class="small lockable" data-testid="house-quick-pick">Quick pick</button></p>
</section>
<section class="drawn" aria-label="Drawn numbers"><h2>Drawn</h2><div class="balls" id="drawn" data-testid="house-drawn"></div></section>`,
    rules: `<p>Pick ${LOTTERY_PICKS} different numbers from 1 to ${LOTTERY_POOL}; the house draws ${LOTTERY_PICKS}. ${LOTTERY_PAYS.map(
      (pays, matches) => (pays > 0 ? `${matches} matches pay ${pays}x` : ''),
    )
      .filter(Boolean)
      .join(', ')}, the stake included; fewer matches pay nothing.</p>`,
  },
}

/** The page of a kind, the same for every session: the page reads its session with the token in its address. */
export function playPageHtml(kind: HouseGameKind): string {
  const p = PAGES[kind]
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${p.title}</title>
<link rel="stylesheet" href="/house/play/assets/play.css">
<script src="/house/play/assets/play.js" defer></script>
<script src="/house/play/assets/${kind}.js" defer></script>
</head>
<body>
<main class="house" data-kind="${kind}">
<header class="bar">
<span class="badge">HOUSE</span>
<h1 id="game-name">${p.title}</h1>
<button id="leave" class="leave" type="button" data-testid="house-leave" aria-label="Leave game">Leave</button>
</header>
<p class="kind-name">${p.title}</p>
<p class="wallet">Balance <strong id="balance" data-testid="house-balance">-</strong></p>
${p.body}
<div class="controls">
<label class="stake">Stake <select id="stake" class="lockable" data-testid="house-stake" disabled></select></label>
<button id="play" class="big lockable" type="button" data-testid="house-play" disabled>${p.play}</button>
${p.controls ?? ''}
</div>
<p id="result" class="result" data-testid="house-result" aria-live="polite"></p>
<p id="status" class="status" role="status"></p>
<details class="rules"><summary>Rules</summary>
${p.rules}
<p>Bets are real money from your balance at this game. Results are drawn by the server.</p>
</details>
</main>
</body>
</html>
`
}

export const PLAY_EXPIRED_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Game session ended</title><link rel="stylesheet" href="/house/play/assets/play.css"></head>
<body><main class="house"><h1>Game session ended</h1><p class="note">This game session is closed. Open the game again from the lobby.</p></main></body></html>
`

export const PLAY_CSS = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#0d1117;color:#e6edf3;font-family:"DejaVu Sans",system-ui,sans-serif}
body{display:flex;justify-content:center;align-items:flex-start;padding:16px}
.house{width:100%;max-width:640px;display:flex;flex-direction:column;gap:14px;align-items:stretch;text-align:center}
.bar{display:flex;align-items:center;gap:12px;justify-content:space-between}
.bar h1{font-size:1.2rem;margin:0;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badge{background:#2ea043;color:#fff;font-weight:700;border-radius:6px;padding:2px 8px;font-size:.8rem}
h2{font-size:1rem;margin:0 0 8px;color:#9da7b3}
button{font:inherit;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #e5b33a;outline-offset:2px}
button:disabled{cursor:not-allowed}
.leave{background:#30363d;color:#e6edf3;border:1px solid #484f58;border-radius:10px;padding:8px 16px;min-height:44px}
.leave:hover{background:#484f58}
.kind-name{margin:0;color:#8b949e;font-size:.85rem;text-transform:uppercase;letter-spacing:.08em}
.wallet{margin:0;font-size:1rem;color:#9da7b3}.wallet strong{color:#7ee787;font-size:1.3rem;font-variant-numeric:tabular-nums}
.controls{display:flex;gap:12px;justify-content:center;flex-wrap:wrap;align-items:center}
.stake{display:flex;align-items:center;gap:8px}
select{font:inherit;font-size:1.1rem;padding:10px 12px;border-radius:10px;background:#161b22;color:#e6edf3;border:1px solid #30363d;min-height:48px}
.big{font-size:1.25rem;font-weight:700;min-width:150px;min-height:56px;padding:12px 24px;border:0;border-radius:14px;background:#2f81f7;color:#fff}
.big:hover:not(:disabled){background:#1f6feb}
.big:disabled{background:#30363d;color:#8b949e}
.big.cash{background:#2ea043}.big.cash:hover:not(:disabled){background:#238636}.big.cash:disabled{background:#30363d}
.small{background:#161b22;color:#e6edf3;border:1px solid #30363d;border-radius:10px;padding:8px 14px;min-height:44px}
.result{min-height:1.6em;font-size:1.2rem;font-weight:700;margin:0;color:#e6edf3}
.result.win{color:#e5b33a}.result.lose{color:#9da7b3}
.status{color:#f85149;min-height:1em;margin:0}
.rules{text-align:left;color:#9da7b3;font-size:.9rem}.rules p{margin:8px 0 0}
.note{color:#8b949e;font-size:.9rem}
.machine{position:relative;background:#161b22;border:2px solid #30363d;border-radius:16px;padding:16px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.reel{display:flex;flex-direction:column;background:#0d1117;border-radius:10px;overflow:hidden}
.reel span{display:flex;align-items:center;justify-content:center;height:72px;font-size:44px;line-height:1}
.reel span:nth-child(2){background:#1f2a37}
.reels.spinning .reel span{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-8px);opacity:.5}100%{transform:translateY(8px);opacity:.5}}
.payline{position:absolute;left:8px;right:8px;top:50%;height:2px;background:#e5b33a55;pointer-events:none}
.sym{font-weight:800}.sym-cherry{color:#f85149}.sym-lemon{color:#e3d547}.sym-bell{color:#e5b33a}.sym-star{color:#f0c000}.sym-seven{color:#ff7b72;font-family:"DejaVu Serif",serif}.sym-diamond{color:#56d4dd}
.sky{position:relative;height:220px;border-radius:16px;background:linear-gradient(180deg,#0b1d3a,#161b22);border:2px solid #30363d;overflow:hidden;display:flex;align-items:center;justify-content:center}
.rocket{position:absolute;left:12%;bottom:12%;font-size:40px;color:#e5b33a;transition:transform .1s linear}
.multiplier{font-size:3.4rem;font-weight:800;margin:0;font-variant-numeric:tabular-nums}
.sky.crashed .multiplier{color:#f85149}.sky.cashed .multiplier{color:#7ee787}
.table{display:grid;grid-template-columns:1fr 1fr;gap:12px;background:#0f3d2e;border:2px solid #1a5c45;border-radius:16px;padding:14px}
.hand h2{color:#d2e8dd}
.total{color:#e5b33a}
.cards{display:flex;gap:6px;justify-content:center;min-height:84px;flex-wrap:wrap}
.card{display:flex;flex-direction:column;justify-content:center;width:56px;height:80px;border-radius:8px;background:#f6f8fa;color:#1f2328;font-size:1.3rem;font-weight:700;box-shadow:0 2px 4px #0006}
.card.red{color:#cf222e}
.sides{display:flex;gap:10px;justify-content:center;flex-wrap:wrap}
.side,.pick,.number,.quick{background:#161b22;color:#e6edf3;border:2px solid #30363d;border-radius:12px;min-height:48px;padding:8px 14px}
.side{min-width:110px;font-size:1.1rem}.side small{color:#9da7b3}
.side[aria-pressed="true"],.pick[aria-pressed="true"],.number[aria-pressed="true"],.quick[aria-pressed="true"]{border-color:#e5b33a;background:#2d2410}
.board{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}
.match{display:grid;grid-template-columns:1fr auto;grid-template-areas:"league league" "teams picks";gap:4px 10px;align-items:center;background:#161b22;border:1px solid #30363d;border-radius:12px;padding:8px 12px;text-align:left}
.league{grid-area:league;color:#8b949e;font-size:.8rem}.teams{grid-area:teams}.picks{grid-area:picks;display:flex;gap:6px}
.pick{min-width:72px;padding:6px 8px;font-variant-numeric:tabular-nums}.pick-key{color:#8b949e}
.quickbet{background:#161b22;border:1px solid #30363d;border-radius:12px;padding:10px}
.quick-list{display:flex;gap:8px;flex-wrap:wrap;justify-content:center}.quick b{color:#e5b33a}
.slip{margin:0;color:#d2e8dd}
.numbers{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
.number{font-size:1.2rem;font-weight:700}
.balls{display:flex;gap:8px;justify-content:center;min-height:52px}
.ball{display:flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:#30363d;font-weight:800;font-size:1.2rem}
.ball.hit{background:#e5b33a;color:#1a1200}
.check{position:fixed;inset:0;z-index:10;display:flex;align-items:center;justify-content:center;padding:16px;background:#010409cc}
.check[hidden]{display:none}
.check-box{width:100%;max-width:420px;display:flex;flex-direction:column;gap:10px;background:#161b22;border:2px solid #e5b33a;border-radius:16px;padding:20px;text-align:left;box-shadow:0 8px 32px #000a}
.check-title{font-size:1.2rem;margin:0;color:#e6edf3}
.check-line{margin:0;font-size:1rem;color:#e6edf3}.check-net{font-weight:700}
.check-text{margin:0;font-size:.9rem;color:#9da7b3}
.check-buttons{display:flex;gap:10px;justify-content:flex-end;flex-wrap:wrap;margin-top:6px}
.check-buttons button{min-height:48px;padding:10px 18px;border-radius:12px;font-weight:700}
.check-keep{background:#30363d;color:#e6edf3;border:1px solid #484f58}.check-keep:hover{background:#484f58}
.check-stop{background:#2f81f7;color:#fff;border:0}.check-stop:hover{background:#1f6feb}
@media (max-width:480px){.bar h1{font-size:1rem}.big{min-width:0;flex:1}.multiplier{font-size:2.6rem}.match{grid-template-columns:1fr;grid-template-areas:"league" "teams" "picks"}.pick{flex:1}}
`

export const PLAY_JS = `'use strict'
window.house = (function () {
  var token = new URLSearchParams(location.search).get('token') || ''
  var info = null
  var lobbyUrl = '/close'
  var busy = false
  function el(id) { return document.getElementById(id) }
  function status(text) { el('status').textContent = text || '' }
  function result(text, tone) {
    var r = el('result')
    r.textContent = text || ''
    r.className = 'result' + (tone ? ' ' + tone : '')
  }
  function money(n) {
    var digits = info ? info.minor_digits : 0
    var text = (Number(n) / Math.pow(10, digits)).toLocaleString('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    return info ? text + ' ' + info.currency : text
  }
  function setBalance(n) { el('balance').textContent = money(n) }
  function roundId() {
    if (window.crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID()
    var bytes = new Uint8Array(16)
    crypto.getRandomValues(bytes)
    return Array.prototype.map.call(bytes, function (b) { return (b + 256).toString(16).slice(1) }).join('')
  }
  var MESSAGES = {
    '301': 'Not enough balance for this stake.',
    '302': 'A round is still running.',
    '303': 'That round is unknown.',
    '404': 'This game session has ended. Leave and open the game again from the lobby.',
  }
  /**
   * The lobby's language (this page is on the site's origin: its local storage, else its cookie), sent as \`lang\`:
   * the server answers a refusal it has no words for here (a loss or wager limit) in the member's language.
   */
  function language() {
    var chosen = null
    try { chosen = localStorage.getItem('lang') } catch (e) { chosen = null }
    if (!chosen) {
      var match = /(?:^|;\\s*)i18n_redirected=([^;]*)/.exec(document.cookie || '')
      chosen = match ? decodeURIComponent(match[1]) : null
    }
    return chosen && /^[a-z]{2}_[A-Z]{2}$/.test(chosen) ? chosen : null
  }
  function request(path, body) {
    var payload = JSON.stringify(Object.assign({ token: token }, body || {}))
    var headers = { 'content-type': 'application/json' }
    var lang = language()
    if (lang) headers.lang = lang
    return fetch('/house/play/api/' + path, {
      method: 'POST',
      headers: headers,
      body: payload,
      cache: 'no-store',
      credentials: 'omit',
    }).then(
      function (res) {
        return res.json().catch(function () { return { code: String(res.status), message: 'request failed' } })
          .then(function (json) {
            if (json.code !== '100') {
              var error = new Error(MESSAGES[json.code] || json.message || 'request failed')
              error.code = json.code
              throw error
            }
            return json.data
          })
      },
      function () {
        var error = new Error('Network error: please try again.')
        error.network = true
        throw error
      }
    )
  }
  /** One call; after a network error the very same call (same round id) once more: the server answers what it stored. */
  function call(path, body) {
    return request(path, body).catch(function (e) {
      if (e.network) return request(path, body)
      throw e
    })
  }
  /** A bet: a fresh round id and the chosen stake. */
  function bet(path, body) {
    return call(path, Object.assign({ round: roundId(), stake: Number(el('stake').value) }, body || {}))
  }
  var api = {
    el: el,
    status: status,
    result: result,
    money: money,
    setBalance: setBalance,
    call: call,
    bet: bet,
    /** Whether the bet button may be pressed (a kind may need a choice first). */
    ready: function () { return true },
    /** Disables every control while a call runs (Leave stays usable). */
    lock: function (on) {
      busy = on
      document.querySelectorAll('.lockable').forEach(function (node) { node.disabled = on || !info })
      if (!on && info) el('play').disabled = !api.ready()
    },
    refresh: function () { if (!busy && info) el('play').disabled = !api.ready() },
    fail: function (e) {
      status(e.message)
      if (e.code === '404') { info = null; api.lock(false) }
    },
    info: function () { return info },
    load: function () {
      return request('session').then(function (data) {
        info = data
        lobbyUrl = data.lobby_url || lobbyUrl
        el('game-name').textContent = data.game_name
        document.title = data.game_name
        setBalance(data.balance)
        var select = el('stake')
        select.textContent = ''
        data.stakes.forEach(function (s) {
          var option = document.createElement('option')
          option.value = String(s)
          option.textContent = money(s)
          select.appendChild(option)
        })
        api.lock(false)
        return data
      }).catch(function (e) { status(e.message); return null })
    },
  }
  function safeUrl(url) {
    // Only a path of this site (the server refuses anything else at play1; older rows are not trusted).
    return /^\\/(?![\\/\\\\])/.test(url) && !/[\\\\\\s%]/.test(url) ? url : '/close'
  }
  el('leave').addEventListener('click', function () {
    try {
      localStorage.setItem('window-msg', JSON.stringify({ type: 'quickGame', waitingWindow: 'gameWindow', at: Date.now() }))
      localStorage.removeItem('window-msg')
    } catch (e) {
      // Storage blocked: the lobby hears nothing; the page still goes back.
    }
    location.href = safeUrl(lobbyUrl)
  })
  /*
   * The lobby's reality check (docs/contract.md "Messages to a game's window"): this window may cover the lobby, so
   * the lobby (its opener, on this origin) sends the check's words here while it shows, and the member may answer
   * here. Its words are text only (textContent), never markup.
   */
  var check = null
  var checkReturn = null
  function checkPart(tag, className, testId) {
    var node = document.createElement(tag)
    node.className = className
    if (testId) node.setAttribute('data-testid', testId)
    return node
  }
  function buildCheck() {
    var root = checkPart('div', 'check', 'house-reality-check')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-modal', 'true')
    root.setAttribute('aria-labelledby', 'check-title')
    root.setAttribute('aria-describedby', 'check-played check-net')
    root.hidden = true
    var box = checkPart('div', 'check-box')
    var title = checkPart('h2', 'check-title')
    title.id = 'check-title'
    var played = checkPart('p', 'check-line')
    played.id = 'check-played'
    var net = checkPart('p', 'check-line check-net')
    net.id = 'check-net'
    var text = checkPart('p', 'check-text')
    var buttons = checkPart('div', 'check-buttons')
    var keep = checkPart('button', 'check-keep', 'house-reality-check-keep')
    keep.type = 'button'
    var stop = checkPart('button', 'check-stop', 'house-reality-check-stop')
    stop.type = 'button'
    keep.addEventListener('click', function () { answerCheck('keep') })
    stop.addEventListener('click', function () { answerCheck('stop') })
    root.addEventListener('keydown', function (event) {
      // A modal: Tab stays on its two buttons; Esc is Keep playing, as in the lobby.
      if (event.key === 'Escape') { event.preventDefault(); answerCheck('keep') }
      if (event.key !== 'Tab') return
      var last = event.shiftKey ? keep : stop
      if (document.activeElement === last || !root.contains(document.activeElement)) {
        event.preventDefault()
        ;(event.shiftKey ? stop : keep).focus()
      }
    })
    buttons.appendChild(keep)
    buttons.appendChild(stop)
    box.appendChild(title)
    box.appendChild(played)
    box.appendChild(net)
    box.appendChild(text)
    box.appendChild(buttons)
    root.appendChild(box)
    document.body.appendChild(root)
    return { root: root, title: title, played: played, net: net, text: text, keep: keep, stop: stop }
  }
  function words(value) { return typeof value === 'string' ? value : '' }
  function showCheck(message) {
    if (!check) check = buildCheck()
    check.title.textContent = words(message.title)
    check.played.textContent = words(message.played)
    check.net.textContent = words(message.net)
    check.text.textContent = words(message.text)
    check.keep.textContent = words(message.keep) || 'Keep playing'
    check.stop.textContent = words(message.stop) || 'Stop playing'
    if (!check.root.hidden) return
    checkReturn = document.activeElement
    check.root.hidden = false
    document.querySelector('main').setAttribute('inert', '')
    check.keep.focus()
  }
  function hideCheck() {
    if (!check || check.root.hidden) return
    check.root.hidden = true
    document.querySelector('main').removeAttribute('inert')
    if (checkReturn && checkReturn.focus && document.contains(checkReturn)) checkReturn.focus()
    checkReturn = null
  }
  function answerCheck(answer) {
    hideCheck()
    var lobby = window.opener
    if (lobby && !lobby.closed) {
      lobby.postMessage({ type: 'lobby.reality_check.answer', answer: answer }, location.origin)
    } else if (answer === 'stop') {
      // No lobby to quit the game: leave the way the Leave button does.
      el('leave').click()
    }
  }
  window.addEventListener('message', function (event) {
    if (!window.opener || event.source !== window.opener || event.origin !== location.origin) return
    var message = event.data
    if (!message || typeof message !== 'object' || message.type !== 'lobby.reality_check') return
    if (message.open === true) showCheck(message)
    else if (message.open === false) hideCheck()
  })
  return api
})()
`

export const SLOT_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
  // Plain glyphs in DejaVu Sans: no emoji font needed.
  var ICON = { cherry: '♥', lemon: '●', bell: '♪', star: '★', seven: '7', diamond: '♦' }
  var reels = h.el('reels')
  function draw(detail) {
    var cols = reels.querySelectorAll('.reel')
    detail.reels.forEach(function (reel, i) {
      var spans = cols[i].querySelectorAll('span')
      reel.forEach(function (symbol, j) {
        spans[j].textContent = ICON[symbol] || '?'
        spans[j].className = 'sym sym-' + symbol
        spans[j].title = symbol
      })
    })
  }
  h.el('play').addEventListener('click', function () {
    h.lock(true)
    h.status('')
    h.result('')
    reels.classList.add('spinning')
    h.bet('slot/spin').then(function (a) {
      draw(a.detail)
      h.setBalance(a.balance)
      if (a.payout > 0) h.result('You win ' + h.money(a.payout) + ' (' + a.detail.multiplier + 'x)', 'win')
      else h.result('No win this time', 'lose')
    }).catch(h.fail).then(function () {
      reels.classList.remove('spinning')
      h.lock(false)
    })
  })
  h.load()
})()
`

export const CRASH_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
  var K = 0.00006
  var play = h.el('play'), cash = h.el('cashout'), sky = h.el('sky')
  var mult = h.el('multiplier'), rocket = h.el('rocket')
  var round = null, startedAt = 0, timer = 0, poll = 0, checking = false
  function show(m) {
    mult.textContent = m.toFixed(2) + 'x'
    var lift = Math.min(1, Math.log(m) / Math.log(10))
    rocket.style.transform = 'translate(' + (lift * 220) + 'px,' + (-lift * 150) + 'px)'
  }
  function stop() { clearInterval(timer); clearInterval(poll); timer = 0; poll = 0 }
  function finish(a) {
    if (a.round !== round) return
    stop()
    round = null
    var d = a.detail
    sky.classList.add(d.state)
    show(d.state === 'crashed' ? d.crash_point : d.multiplier)
    h.setBalance(a.balance)
    if (d.state === 'cashed') h.result('Cashed out at ' + d.multiplier.toFixed(2) + 'x: you win ' + h.money(a.payout), 'win')
    else h.result('Crashed at ' + d.crash_point.toFixed(2) + 'x', 'lose')
    cash.disabled = true
    h.lock(false)
  }
  function follow(a) {
    round = a.round
    if (a.detail.state !== 'running') return finish(a)
    h.lock(true)
    startedAt = Date.now() - a.detail.elapsed_ms
    cash.disabled = false
    h.result('Cash out before it crashes!')
    stop()
    timer = setInterval(function () { show(Math.floor(Math.exp(K * (Date.now() - startedAt)) * 100) / 100) }, 50)
    poll = setInterval(check, 400)
  }
  function check() {
    if (!round || checking) return
    checking = true
    h.call('crash/status', { round: round }).then(function (a) {
      if (a.detail.state !== 'running') finish(a)
    }).catch(h.fail).then(function () { checking = false })
  }
  play.addEventListener('click', function () {
    h.lock(true)
    h.status('')
    h.result('')
    sky.classList.remove('crashed', 'cashed')
    show(1)
    h.bet('crash/start').then(function (a) {
      h.setBalance(a.balance)
      follow(a)
    }).catch(function (e) { h.fail(e); h.lock(false) })
  })
  cash.addEventListener('click', function () {
    if (!round) return
    cash.disabled = true
    h.call('crash/cashout', { round: round }).then(finish).catch(function (e) {
      h.fail(e)
      if (round && e.code !== '404') cash.disabled = false
    })
  })
  show(1)
  h.load().then(function (data) {
    if (data && data.running) follow(Object.assign({ balance: data.balance, payout: 0 }, data.running))
  })
})()
`

/** Shared by the two card tables: side buttons and card faces. */
const CARDS_JS = `
  var RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
  var SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' }
  var side = null
  document.querySelectorAll('.side').forEach(function (button) {
    if (button.getAttribute('aria-pressed') === 'true') side = button.getAttribute('data-side')
    button.addEventListener('click', function () {
      side = button.getAttribute('data-side')
      document.querySelectorAll('.side').forEach(function (b) { b.setAttribute('aria-pressed', String(b === button)) })
    })
  })
  function cardsInto(id, cards) {
    var box = h.el(id)
    box.textContent = ''
    cards.forEach(function (c) {
      var face = document.createElement('span')
      face.className = 'card' + (c.suit === 'H' || c.suit === 'D' ? ' red' : '')
      face.textContent = RANKS[c.rank] + SUITS[c.suit]
      box.appendChild(face)
    })
  }
  function deal(path, show, say) {
    h.el('play').addEventListener('click', function () {
      h.lock(true)
      h.status('')
      h.result('')
      h.bet(path, { side: side }).then(function (a) {
        show(a.detail)
        h.setBalance(a.balance)
        var text = say(a.detail)
        if (a.payout > a.stake) h.result(text + ': you win ' + h.money(a.payout), 'win')
        else if (a.payout > 0) h.result(text + ': ' + h.money(a.payout) + ' returned', 'lose')
        else h.result(text + ': no win', 'lose')
      }).catch(h.fail).then(function () { h.lock(false) })
    })
  }
`

export const LIVE_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
${CARDS_JS}
  var NAMES = { player: 'Player', banker: 'Banker', tie: 'Tie' }
  deal('live/deal', function (d) {
    cardsInto('player', d.player)
    cardsInto('banker', d.banker)
    h.el('player-total').textContent = String(d.player_total)
    h.el('banker-total').textContent = String(d.banker_total)
  }, function (d) {
    return d.winner === 'tie' ? 'Tie ' + d.player_total + ' to ' + d.banker_total : NAMES[d.winner] + ' wins ' + Math.max(d.player_total, d.banker_total) + ' to ' + Math.min(d.player_total, d.banker_total)
  })
  h.load()
})()
`

export const CARD_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
${CARDS_JS}
  deal('card/deal', function (d) {
    cardsInto('dragon', [d.dragon])
    cardsInto('tiger', [d.tiger])
  }, function (d) {
    return d.winner === 'tie' ? 'Tie' : d.winner === 'dragon' ? 'Dragon wins' : 'Tiger wins'
  })
  h.load()
})()
`

export const SPORT_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
  var chosen = null
  var RESULT = { home: 'home win', draw: 'draw', away: 'away win' }
  function teams(match) {
    var row = document.querySelector('.pick[data-match="' + match + '"]')
    return row ? row.closest('.match').querySelector('.teams').textContent : ''
  }
  function choose(match, pick) {
    chosen = { match: Number(match), pick: pick }
    document.querySelectorAll('.pick, .quick').forEach(function (b) {
      var on = b.getAttribute('data-match') === String(match) && b.getAttribute('data-pick') === pick
      b.setAttribute('aria-pressed', String(on))
    })
    var button = document.querySelector('.pick[data-match="' + match + '"][data-pick="' + pick + '"]')
    h.el('slip').textContent = 'Your pick: ' + teams(match) + ', ' + RESULT[pick] + ' at ' + (button ? button.textContent.replace(/^\\S+\\s/, '') : '')
    h.refresh()
  }
  document.querySelectorAll('.pick, .quick').forEach(function (b) {
    b.addEventListener('click', function () { choose(b.getAttribute('data-match'), b.getAttribute('data-pick')) })
  })
  h.ready = function () { return chosen !== null }
  h.el('play').addEventListener('click', function () {
    if (!chosen) return
    h.lock(true)
    h.status('')
    h.result('')
    h.bet('sport/bet', chosen).then(function (a) {
      var d = a.detail
      h.setBalance(a.balance)
      var text = d.home + ' ' + d.score[0] + ' - ' + d.score[1] + ' ' + d.away + ' (' + RESULT[d.result] + ')'
      if (a.payout > 0) h.result(text + ': you win ' + h.money(a.payout), 'win')
      else h.result(text + ': no win', 'lose')
    }).catch(h.fail).then(function () { h.lock(false) })
  })
  h.load()
})()
`

export const LOTTERY_PLAY_JS = `'use strict'
;(function () {
  var h = window.house
  var PICKS = ${LOTTERY_PICKS}
  var picked = []
  var buttons = document.querySelectorAll('.number')
  function paint() {
    buttons.forEach(function (b) {
      b.setAttribute('aria-pressed', String(picked.indexOf(Number(b.getAttribute('data-number'))) >= 0))
    })
    h.refresh()
  }
  buttons.forEach(function (b) {
    b.addEventListener('click', function () {
      var n = Number(b.getAttribute('data-number'))
      var at = picked.indexOf(n)
      if (at >= 0) picked.splice(at, 1)
      else if (picked.length < PICKS) picked.push(n)
      else { picked.shift(); picked.push(n) }
      paint()
    })
  })
  h.el('quick-pick').addEventListener('click', function () {
    var pool = []
    for (var i = 1; i <= buttons.length; i++) pool.push(i)
    var rnd = new Uint32Array(PICKS)
    crypto.getRandomValues(rnd)
    picked = []
    for (var j = 0; j < PICKS; j++) picked.push(pool.splice(rnd[j] % pool.length, 1)[0])
    paint()
  })
  h.ready = function () { return picked.length === PICKS }
  h.el('play').addEventListener('click', function () {
    if (picked.length !== PICKS) return
    h.lock(true)
    h.status('')
    h.result('')
    h.bet('lottery/draw', { numbers: picked.slice() }).then(function (a) {
      var d = a.detail
      var box = h.el('drawn')
      box.textContent = ''
      d.drawn.forEach(function (n) {
        var ball = document.createElement('span')
        ball.className = 'ball' + (d.numbers.indexOf(n) >= 0 ? ' hit' : '')
        ball.textContent = String(n)
        box.appendChild(ball)
      })
      h.setBalance(a.balance)
      var text = d.matches + (d.matches === 1 ? ' match' : ' matches')
      if (a.payout > 0) h.result(text + ': you win ' + h.money(a.payout), 'win')
      else h.result(text + ': no win', 'lose')
    }).catch(h.fail).then(function () { h.lock(false) })
  })
  h.load()
})()
`

const JS = 'text/javascript; charset=utf-8'

/** Files under /house/play/assets/. */
export const PLAY_ASSETS: Record<string, { type: string; body: string } | undefined> = {
  'play.css': { type: 'text/css; charset=utf-8', body: PLAY_CSS },
  'play.js': { type: JS, body: PLAY_JS },
  'slot.js': { type: JS, body: SLOT_PLAY_JS },
  'crash.js': { type: JS, body: CRASH_PLAY_JS },
  'live.js': { type: JS, body: LIVE_PLAY_JS },
  'card.js': { type: JS, body: CARD_PLAY_JS },
  'sport.js': { type: JS, body: SPORT_PLAY_JS },
  'lottery.js': { type: JS, body: LOTTERY_PLAY_JS },
}

/**
 * The house demo pages. HTML, CSS and JS are separate files so the pages run
 * under a strict Content-Security-Policy (no inline script or style).
 */

function page(title: string, kind: 'slot' | 'crash', body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${title}</title>
<link rel="stylesheet" href="/house/demo/assets/demo.css">
<script src="/house/demo/assets/common.js" defer></script>
<script src="/house/demo/assets/${kind}.js" defer></script>
</head>
<body>
<main class="demo" data-kind="${kind}">
<header class="bar">
<span class="badge">DEMO</span>
<h1 id="game-name">${title}</h1>
<span class="credits" aria-live="polite">Credits <strong id="credits">-</strong></span>
</header>
${body}
<p class="note">Demo credits are play credits, not money. They are never paid out and reset when the session ends.</p>
<p id="status" class="status" role="status"></p>
</main>
</body>
</html>
`
}

export const SLOT_HTML = page(
  'Demo slot',
  'slot',
  `<section class="machine" aria-label="Reels">
<div class="reels" id="reels">
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
<div class="reel"><span>?</span><span>?</span><span>?</span></div>
</div>
<div class="payline" aria-hidden="true"></div>
</section>
<p class="win" id="win" aria-live="polite">&nbsp;</p>
<div class="controls">
<label class="bet">Bet <select id="bet"><option>10</option><option>20</option><option selected>50</option><option>100</option><option>200</option><option>500</option></select></label>
<button id="spin" class="big" type="button">Spin</button>
</div>
<details class="pays"><summary>Pay table</summary>
<ul><li>3 x <b class="sym sym-diamond">♦</b> pays 100x</li><li>3 x <b class="sym sym-seven">7</b> pays 50x</li><li>3 x <b class="sym sym-star">★</b> pays 25x</li><li>3 x <b class="sym sym-bell">♪</b> pays 15x</li><li>3 x <b class="sym sym-lemon">●</b> pays 8x</li><li>3 x <b class="sym sym-cherry">♥</b> pays 5x, 2 x <b class="sym sym-cherry">♥</b> pays 2x</li></ul>
</details>`,
)

export const CRASH_HTML = page(
  'Demo crash',
  'crash',
  `<section class="sky" aria-label="Multiplier">
<div class="rocket" id="rocket" aria-hidden="true">▲</div>
<p class="multiplier" id="multiplier">1.00x</p>
</section>
<p class="win" id="win" aria-live="polite">&nbsp;</p>
<div class="controls">
<label class="bet">Bet <select id="bet"><option>10</option><option>20</option><option selected>50</option><option>100</option><option>200</option><option>500</option></select></label>
<button id="start" class="big" type="button">Place bet</button>
<button id="cashout" class="big cash" type="button" disabled>Cash out</button>
</div>
<ol class="history" id="history" aria-label="Last rounds"></ol>`,
)

export const EXPIRED_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo session ended</title><link rel="stylesheet" href="/house/demo/assets/demo.css"></head>
<body><main class="demo"><h1>Demo session ended</h1><p class="note">Open the game again from the lobby to get fresh demo credits.</p></main></body></html>
`

export const DEMO_CSS = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#0d1117;color:#e6edf3;font-family:"DejaVu Sans",system-ui,sans-serif}
body{display:flex;justify-content:center;align-items:flex-start;padding:16px}
.demo{width:100%;max-width:560px;display:flex;flex-direction:column;gap:16px;align-items:stretch;text-align:center}
.bar{display:flex;align-items:center;gap:12px;justify-content:space-between;flex-wrap:wrap}
.bar h1{font-size:1.2rem;margin:0;flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.badge{background:#e5b33a;color:#1a1200;font-weight:700;border-radius:6px;padding:2px 8px;font-size:.8rem}
.credits{font-size:1rem;color:#9da7b3}.credits strong{color:#7ee787;font-size:1.2rem}
.machine{position:relative;background:#161b22;border:2px solid #30363d;border-radius:16px;padding:16px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}
.reel{display:flex;flex-direction:column;background:#0d1117;border-radius:10px;overflow:hidden}
.reel span{display:flex;align-items:center;justify-content:center;height:72px;font-size:44px;line-height:1}
.reel span:nth-child(2){background:#1f2a37}
.reels.spinning .reel span{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-8px);opacity:.5}100%{transform:translateY(8px);opacity:.5}}
.payline{position:absolute;left:8px;right:8px;top:50%;height:2px;background:#e5b33a55;pointer-events:none}
.win{min-height:1.6em;font-size:1.3rem;font-weight:700;color:#e5b33a;margin:0}
.controls{display:flex;gap:12px;justify-content:center;flex-wrap:wrap;align-items:center}
.bet{display:flex;align-items:center;gap:8px;font-size:1rem}
select{font:inherit;font-size:1.1rem;padding:10px 12px;border-radius:10px;background:#161b22;color:#e6edf3;border:1px solid #30363d;min-height:48px}
.big{font:inherit;font-size:1.25rem;font-weight:700;min-width:150px;min-height:56px;padding:12px 24px;border:0;border-radius:14px;background:#2f81f7;color:#fff;cursor:pointer}
.big:hover{background:#1f6feb}.big:focus-visible{outline:3px solid #e5b33a;outline-offset:2px}
.big:disabled{background:#30363d;color:#8b949e;cursor:not-allowed}
.big.cash{background:#2ea043}.big.cash:hover:not(:disabled){background:#238636}
.sky{position:relative;height:240px;border-radius:16px;background:linear-gradient(180deg,#0b1d3a,#161b22);border:2px solid #30363d;overflow:hidden;display:flex;align-items:center;justify-content:center}
.rocket{position:absolute;left:12%;bottom:12%;font-size:40px;color:#e5b33a;transform-origin:center;transition:transform .1s linear}
.sym{font-weight:800}.sym-cherry{color:#f85149}.sym-lemon{color:#e3d547}.sym-bell{color:#e5b33a}.sym-star{color:#f0c000}.sym-seven{color:#ff7b72;font-family:"DejaVu Serif",serif}.sym-diamond{color:#56d4dd}
.multiplier{font-size:3.4rem;font-weight:800;margin:0;font-variant-numeric:tabular-nums}
.sky.crashed .multiplier{color:#f85149}.sky.cashed .multiplier{color:#7ee787}
.history{list-style:none;display:flex;gap:8px;justify-content:center;flex-wrap:wrap;padding:0;margin:0}
.history li{background:#161b22;border:1px solid #30363d;border-radius:8px;padding:4px 8px;font-size:.9rem}
.history li.low{color:#f85149}.history li.high{color:#7ee787}
.pays{text-align:left;color:#9da7b3}.pays ul{margin:8px 0 0;padding-left:20px}
.note{color:#8b949e;font-size:.85rem;margin:0}
.status{color:#f85149;min-height:1em;margin:0}
@media (max-width:420px){.bar h1{order:3;flex-basis:100%;white-space:normal}.reel span{height:60px;font-size:36px}.big{min-width:0;flex:1}.multiplier{font-size:2.6rem}}
`

export const COMMON_JS = `'use strict'
window.demo = (function () {
  var session = new URLSearchParams(location.search).get('session') || ''
  function el(id) { return document.getElementById(id) }
  function setCredits(n) { el('credits').textContent = Number(n).toLocaleString('en-US') }
  function status(text) { el('status').textContent = text || '' }
  function post(path, body) {
    var payload = Object.assign({ session: session }, body || {})
    return fetch('/house/demo/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok || json.code !== '100') throw new Error(json.message || 'request failed')
        return json.data
      })
    })
  }
  function load() {
    return post('session').then(function (data) {
      el('game-name').textContent = data.game_name
      document.title = data.game_name + ' (demo)'
      setCredits(data.credits)
      return data
    }).catch(function (e) { status(e.message) })
  }
  return { el: el, post: post, setCredits: setCredits, status: status, load: load }
})()
`

export const SLOT_JS = `'use strict'
;(function () {
  var d = window.demo
  // Plain glyphs in DejaVu Sans: no emoji font needed.
  var ICON = { cherry: '♥', lemon: '●', bell: '♪', star: '★', seven: '7', diamond: '♦' }
  var button = d.el('spin')
  var reels = d.el('reels')
  function draw(result) {
    var cols = reels.querySelectorAll('.reel')
    result.reels.forEach(function (reel, i) {
      var spans = cols[i].querySelectorAll('span')
      reel.forEach(function (symbol, j) {
        spans[j].textContent = ICON[symbol] || '?'
        spans[j].className = 'sym sym-' + symbol
      })
    })
  }
  button.addEventListener('click', function () {
    button.disabled = true
    d.status('')
    d.el('win').textContent = '\\u00a0'
    reels.classList.add('spinning')
    var started = Date.now()
    d.post('spin', { bet: Number(d.el('bet').value) })
      .then(function (result) {
        var wait = Math.max(0, 600 - (Date.now() - started))
        setTimeout(function () {
          reels.classList.remove('spinning')
          draw(result)
          d.setCredits(result.credits)
          d.el('win').textContent = result.win > 0 ? 'You win ' + result.win + ' credits!' : 'No win, try again'
          button.disabled = false
        }, wait)
      })
      .catch(function (e) {
        reels.classList.remove('spinning')
        d.status(e.message)
        button.disabled = false
      })
  })
  d.load()
})()
`

export const CRASH_JS = `'use strict'
;(function () {
  var d = window.demo
  var K = 0.00006
  var start = d.el('start'), cash = d.el('cashout'), sky = document.querySelector('.sky')
  var mult = d.el('multiplier'), rocket = d.el('rocket'), history = d.el('history')
  var round = null, startedAt = 0, timer = 0, poll = 0
  function show(m) {
    mult.textContent = m.toFixed(2) + 'x'
    var lift = Math.min(1, Math.log(m) / Math.log(10))
    rocket.style.transform = 'translate(' + (lift * 220) + 'px,' + (-lift * 150) + 'px)'
  }
  function remember(point) {
    var li = document.createElement('li')
    li.textContent = point.toFixed(2) + 'x'
    li.className = point < 2 ? 'low' : 'high'
    history.insertBefore(li, history.firstChild)
    while (history.children.length > 8) history.removeChild(history.lastChild)
  }
  function finish(data, text) {
    clearInterval(timer); clearInterval(poll)
    round = null
    sky.classList.add(data.state)
    if (data.crash_point) { show(data.state === 'crashed' ? data.crash_point : data.multiplier); remember(data.crash_point) }
    d.setCredits(data.credits)
    d.el('win').textContent = text
    cash.disabled = true
    start.disabled = false
  }
  function check() {
    if (!round) return
    d.post('crash/status', { round: round }).then(function (data) {
      if (data.state === 'crashed') finish(data, 'Crashed at ' + data.crash_point.toFixed(2) + 'x')
    }).catch(function (e) { d.status(e.message) })
  }
  start.addEventListener('click', function () {
    start.disabled = true
    d.status('')
    sky.classList.remove('crashed', 'cashed')
    d.el('win').textContent = '\\u00a0'
    d.post('crash/start', { bet: Number(d.el('bet').value) }).then(function (data) {
      round = data.round
      startedAt = Date.now()
      d.setCredits(data.credits)
      cash.disabled = false
      timer = setInterval(function () { show(Math.floor(Math.exp(K * (Date.now() - startedAt)) * 100) / 100) }, 50)
      poll = setInterval(check, 250)
    }).catch(function (e) { d.status(e.message); start.disabled = false })
  })
  cash.addEventListener('click', function () {
    if (!round) return
    cash.disabled = true
    d.post('crash/cashout', { round: round }).then(function (data) {
      if (data.state === 'cashed') finish(data, 'Cashed out at ' + data.multiplier.toFixed(2) + 'x: +' + data.win + ' credits')
      else finish(data, 'Too late: crashed at ' + data.crash_point.toFixed(2) + 'x')
    }).catch(function (e) { d.status(e.message) })
  })
  show(1)
  d.load()
})()
`

/** The house sport board's quick-bet page (static, no script). */
export const QUICKBET_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quick bet</title><link rel="stylesheet" href="/house/demo/assets/demo.css"></head>
<body><main class="demo"><header class="bar"><span class="badge">HOUSE</span><h1>Sideline Board: quick bet</h1></header>
<table class="pays"><thead><tr><th>Match</th><th>1</th><th>X</th><th>2</th></tr></thead><tbody>
<tr><td>Harbour City v Lotus Rovers</td><td>1.85</td><td>3.40</td><td>4.10</td></tr>
<tr><td>Northern Stars v Blue Ridge</td><td>2.20</td><td>3.10</td><td>3.25</td></tr>
<tr><td>Iron Bay v Jade Valley</td><td>1.55</td><td>3.90</td><td>5.60</td></tr>
</tbody></table><p class="note">Log in to place bets.</p></main></body></html>
`

#!/usr/bin/env node
/**
 * The consumer check (scripts/lobby.sh test; docs/releasing.md): can another brand's site install @lobby/ui and
 * @lobby/domain and see the screens styled?
 *
 * 1. `pnpm pack` both packages (their prepack builds dist/: ESM, .d.ts, the compiled stylesheet) into a temp folder;
 * 2. publint (strict) and @arethetypeswrong/cli (esm-only profile: the packages ship no CommonJS) on the tarballs;
 * 3. a throwaway app OUTSIDE the workspace (under os.tmpdir()) npm-installs the two tarballs, react and react-dom
 *    from the registry (pinned; no workspace links, no Tailwind), typechecks and bundles app/src/main.tsx with its
 *    own TypeScript and esbuild;
 * 4. serves it on 127.0.0.1 and opens it in Debian's Chromium (the workspace's playwright drives the browser): the
 *    primary buttons wear the brand's --primary, the dialog its radius, `desktop:` styles follow data-layout on
 *    <html>, brand and dark switch the tokens, the font resolves, and the console stays clean.
 *
 * CONSUMER_CHECK_KEEP=1 keeps the temp folder (printed) for a look at the app and its screenshots.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const started = Date.now()
const log = (message) => console.log(`[consumer-check ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`)

/** What the throwaway app installs from the registry besides the tarballs: exact versions, the workspace's own. */
const PINS = {
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1' },
  devDependencies: { esbuild: '0.28.2', typescript: '6.0.3', '@types/react': '19.3.0', '@types/react-dom': '19.3.0' },
}

/** Runs a command; its output is shown only when it fails (pnpm pack lists every file). */
function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) return resolve(output)
      process.stdout.write(output)
      reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))
    })
  })
}

/** npm in the throwaway app sees none of the npm_* / pnpm settings of the `npm test` or pnpm that started us. */
function cleanEnv() {
  const keep = /^npm_config_(registry|cache|userconfig|proxy|https_proxy|noproxy|strict_ssl|cafile|ca)$/i
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm|pnpm)_/i.test(key) || keep.test(key)))
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-consumer-'))
const tarballs = path.join(temp, 'tarballs')
const app = path.join(temp, 'app')
let ok = false
try {
  // 1. Pack. Each package's prepack builds its dist/ first.
  fs.mkdirSync(tarballs)
  const packed = {}
  for (const name of ['domain', 'ui']) {
    const dir = path.join(root, 'packages', name)
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    await run('pnpm', ['pack', '--pack-destination', tarballs], { cwd: dir })
    packed[name] = path.join(tarballs, `lobby-${name}-${version}.tgz`)
    if (!fs.existsSync(packed[name])) throw new Error(`pnpm pack wrote no ${packed[name]}`)
  }
  log(
    `packed ${Object.values(packed)
      .map((file) => path.basename(file))
      .join(', ')}`,
  )

  // 2. Lint what would be published: publint (strict: warnings fail too) and attw, beside the install below.
  const bin = (name) => path.join(root, 'node_modules/.bin', name)
  const linted = Promise.all(
    ['domain', 'ui'].flatMap((name) => [
      run(bin('publint'), ['--strict', packed[name]], { cwd: root }),
      // esm-only: both packages are `type: module` with import-only exports, so node10 and require() from
      // CommonJS are out of scope; node16 from ESM and bundlers must resolve. The stylesheet has no types.
      run(
        bin('attw'),
        ['--pack', packed[name], '--profile', 'esm-only', '--format', 'ascii'].concat(
          name === 'ui' ? ['--exclude-entrypoints', './styles.css'] : [],
        ),
        { cwd: root },
      ),
    ]),
  ).then(() => log('publint and attw pass on both tarballs'))
  linted.catch(() => {}) // awaited at the end; a failure meanwhile must not crash the run unreported

  // 3. A brand site of its own, outside the workspace.
  fs.cpSync(path.join(here, 'app'), app, { recursive: true })
  const manifest = {
    name: 'lobby-consumer-check',
    private: true,
    type: 'module',
    dependencies: {
      '@lobby/domain': `file:${packed.domain}`,
      '@lobby/ui': `file:${packed.ui}`,
      ...PINS.dependencies,
    },
    devDependencies: PINS.devDependencies,
  }
  fs.writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const env = cleanEnv()
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', '--loglevel=error'], {
    cwd: app,
    env,
  })
  for (const name of ['@lobby/ui', '@lobby/domain']) {
    const installed = fs.realpathSync(path.join(app, 'node_modules', name))
    if (!installed.startsWith(fs.realpathSync(app))) throw new Error(`${name} is a link to ${installed}`)
  }
  for (const name of ['tailwindcss', '@tailwindcss/cli', '@tailwindcss/vite']) {
    if (fs.existsSync(path.join(app, 'node_modules', name))) throw new Error(`${name} got installed: it must not be`)
  }
  log('installed the tarballs, react and react-dom into a throwaway app (no Tailwind, no links)')

  // The app typechecks against the published .d.ts (its own TypeScript, lib checks on) while it is bundled and looked at.
  const typechecked = run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.'], { cwd: app, env }).then(
    () => log('the app typechecks against the published .d.ts'),
  )
  typechecked.catch(() => {})
  await run(
    process.execPath,
    [
      'node_modules/esbuild/bin/esbuild',
      'src/main.tsx',
      '--bundle',
      '--format=esm',
      '--jsx=automatic',
      '--outdir=dist',
      '--define:process.env.NODE_ENV="development"',
      '--log-level=warning',
    ],
    { cwd: app, env },
  )
  log('bundled with esbuild')

  // 4. Serve it and look at it.
  const files = {
    '/': ['index.html', 'text/html'],
    '/main.js': ['dist/main.js', 'text/javascript'],
    '/main.css': ['dist/main.css', 'text/css'],
  }
  const server = http.createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://x').pathname]
    if (!file) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': file[1] }).end(fs.readFileSync(path.join(app, file[0])))
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${server.address().port}/`
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const problems = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`))
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
    })
    await page.goto(url)
    await page.getByRole('dialog').waitFor()
    for (const slot of ['lobby-screen', 'wallet-list']) await page.locator(`[data-slot="${slot}"]`).first().waitFor()
    await page.locator('[data-check="register"] form').first().waitFor()
    await page.screenshot({ path: path.join(temp, 'desktop.png'), fullPage: true })

    const failures = await page.evaluate(checksInPage)
    await page.evaluate(() => document.documentElement.setAttribute('data-layout', 'mobile'))
    await page.screenshot({ path: path.join(temp, 'mobile.png'), fullPage: true })
    failures.push(...problems)
    if (failures.length > 0)
      throw new Error(`the installed packages do not render styled:\n  - ${failures.join('\n  - ')}`)
  } finally {
    await browser.close()
    server.close()
  }
  log('LobbyScreen, LoginModal, RegisterForm and WalletList render styled in Chromium, console clean')
  await Promise.all([linted, typechecked])
  log('done')
  ok = true
} finally {
  if (ok && !process.env.CONSUMER_CHECK_KEEP) fs.rmSync(temp, { recursive: true, force: true })
  else console.log(`[consumer-check] kept ${temp}`)
}

/** Runs in the page: every way the page could look unstyled, as a list of failures (empty when styled). */
function checksInPage() {
  const failures = []
  const html = document.documentElement
  const style = (element, property) => getComputedStyle(element).getPropertyValue(property)
  /** What a colour token computes to, through the same var() chain the utilities use. */
  const token = (name) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = `var(${name})`
    document.body.append(probe)
    const value = getComputedStyle(probe).backgroundColor
    probe.remove()
    return value
  }
  const transparent = 'rgba(0, 0, 0, 0)'
  const expect = (condition, message) => {
    if (!condition) failures.push(message)
  }

  // Tokens and the base layer.
  const primary = token('--primary')
  expect(
    style(html, '--primary').trim() !== '' && primary !== transparent,
    `--primary is not set on <html> (${primary})`,
  )
  expect(style(document.body, 'background-color') === token('--background'), 'the body is not on --background')
  expect(
    /DejaVu Sans/.test(style(document.body, 'font-family')),
    `the font is not the brand's (${style(document.body, 'font-family')})`,
  )

  // Primary buttons wear the brand's --primary, in every screen that has one (found by the utility, not by a slot).
  const dialog = document.querySelector('[role="dialog"]')
  const regions = {
    LoginModal: dialog,
    RegisterForm: document.querySelector('[data-check="register"]'),
    WalletList: document.querySelector('[data-check="wallet"]'),
  }
  const primaryButtons = (region) => [...(region?.querySelectorAll('button[class~="bg-primary"]') ?? [])]
  for (const [name, region] of Object.entries(regions)) {
    const buttons = primaryButtons(region)
    expect(buttons.length > 0, `${name} shows no primary button`)
    for (const button of buttons) {
      const background = style(button, 'background-color')
      expect(
        background === primary,
        `${name}'s button "${button.textContent}" is ${background}, not --primary ${primary}`,
      )
    }
  }
  const sample = primaryButtons(dialog)[0] ?? primaryButtons(document)[0]

  // The dialog frame: placed, padded and rounded by the utilities.
  const frame = document.querySelector('[data-slot="dialog-content"]') ?? dialog
  expect(frame != null && style(frame, 'position') === 'fixed', 'the login dialog is not position: fixed')
  expect(frame != null && parseFloat(style(frame, 'border-top-left-radius')) > 0, 'the login dialog has no radius')
  expect(frame != null && style(frame, 'background-color') !== transparent, 'the login dialog has no background')

  // Cards (the Card primitive, where a screen uses it) are rounded by the brand's radius.
  for (const card of document.querySelectorAll('[data-slot="card"]'))
    expect(parseFloat(style(card, 'border-top-left-radius')) > 0, 'a card has no radius')

  // desktop: / mobile: follow data-layout on <html>: a utility of each variant taken from the compiled stylesheet,
  // and every rendered element that uses one.
  const compiled = [...document.styleSheets].flatMap((sheet) => {
    const rules = []
    const walk = (list) => {
      for (const rule of list) {
        if (rule.selectorText) rules.push(rule.selectorText)
        if (rule.cssRules) walk(rule.cssRules)
      }
    }
    walk(sheet.cssRules)
    return rules
  })
  const layoutStyled = [...document.querySelectorAll('[class*="desktop:"], [class*="mobile:"]')]
  const snapshot = (elements) =>
    elements.map((element) => {
      const computed = getComputedStyle(element)
      return [...computed].map((property) => computed.getPropertyValue(property)).join('|')
    })
  const differs = (elements) => {
    html.setAttribute('data-layout', 'desktop')
    const desktop = snapshot(elements)
    html.setAttribute('data-layout', 'mobile')
    const mobile = snapshot(elements)
    html.setAttribute('data-layout', 'desktop')
    return desktop.filter((value, index) => value !== mobile[index]).length
  }
  for (const variant of ['desktop', 'mobile']) {
    // e.g. `.desktop\:size-8:where([data-layout="desktop"], [data-layout="desktop"] *)`
    const utility = compiled
      .map((text) => new RegExp(`^\\.(${variant}\\\\:[\\w-]+):where\\(`).exec(text)?.[1])
      .find(Boolean)
    if (variant === 'mobile' && !utility) continue // mobile: is for the rare undo; none may be in use
    expect(utility, `the stylesheet has no ${variant}: utility`)
    if (!utility) continue
    const probe = document.createElement('div')
    probe.className = utility.replace('\\', '')
    document.body.append(probe)
    expect(differs([probe]) === 1, `${probe.className} does not switch with data-layout`)
    probe.remove()
  }
  if (layoutStyled.length > 0)
    expect(differs(layoutStyled) > 0, `none of ${layoutStyled.length} elements with desktop:/mobile: classes changes`)

  // Another brand and the dark theme are token switches on <html> (transitions off, so colours are read at rest).
  const still = document.createElement('style')
  still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }'
  document.head.append(still)
  const radius = frame ? style(frame, 'border-top-left-radius') : ''
  html.setAttribute('data-brand', 'jade')
  expect(token('--primary') !== primary, 'data-brand="jade" does not change --primary')
  expect(
    sample != null && style(sample, 'background-color') === token('--primary'),
    'a primary button does not follow the brand',
  )
  expect(
    frame != null && style(frame, 'border-top-left-radius') !== radius,
    "the dialog's radius does not follow the brand",
  )
  html.setAttribute('data-brand', 'lobby')
  const light = token('--background')
  html.classList.add('dark')
  expect(
    token('--background') !== light && style(document.body, 'background-color') === token('--background'),
    '.dark does not switch the palette',
  )
  html.classList.remove('dark')
  still.remove()

  return failures
}

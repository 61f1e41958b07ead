import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { precompress } from '../../tooling/precompress.ts'

/** Where `pnpm dev` finds the reference server (started by scripts/dev.mjs). */
const server = process.env.LOBBY_SERVER_URL ?? 'http://127.0.0.1:3000'

/**
 * Libraries `/` needs before its first render, in one `vendor` chunk whose
 * hash survives app-only releases. Without it the bundler cuts them into
 * several small chunks wherever a lazy page shares one, and a phone on a slow
 * network pays a request and a compression window for each. Libraries only a
 * lazy page uses (socket.io, DOMPurify, Radix Dialog, react-hook-form) stay out.
 */
const FIRST_ROUTE_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'zod',
  'valtio',
  'proxy-compare',
  'class-variance-authority',
  'clsx',
  '@radix-ui\\+primitive',
  '@radix-ui\\+react-(?:tabs|roving-focus|collection|presence|context|primitive|slot|compose-refs|use-[a-z-]+|id|direction)',
]
const firstRouteLibrary = new RegExp(`[\\\\/]node_modules[\\\\/]\\.pnpm[\\\\/](?:${FIRST_ROUTE_LIBRARIES.join('|')})@`)

/**
 * The workspace code `/` needs before its first render (contract, rules,
 * session, stores, the content and catalogue actions), in one `core` chunk
 * for the same reason. What only a lazy page or dialog uses (the account
 * rules and login actions, the members and pages contracts) is left out, so
 * it still loads on demand. `bench/lobby-web-vitals.mjs` lists the first
 * route's files: a new eager file there means a module to add here.
 */
const FIRST_ROUTE_APP = [
  'packages/api/src/(?:client|errors|index)\\.ts',
  'packages/api/src/contract/(?:index|endpoint|envelope|content|games|lobby|member-games)\\.ts',
  // Not the toast list rules (only the lazily loaded toaster and dialogs use them), nor the activities' (a member's view),
  // nor the fund and agent forms' rules (member pages).
  'packages/domain/src/(?!toasts\\.|page-meta\\.|language-names\\.|safe-navigation\\.|app-shell\\.|activities\\.|member-centre\\.|agent-centre\\.|money-units\\.|recommend\\.|fund-forms\\.|agent-forms\\.)[a-z-]+\\.ts',
  // Not member.ts: the duplicate-login check loads with the first `login` event.
  'packages/realtime/src/(?:index|contract)\\.ts',
  // Not the account forms' hook (react-hook-form): only the lazily loaded dialogs use it.
  'packages/ui/src/(?:lib/(?!use-account-form\\.)|text/)',
  // Not window-messages.ts (read when a message arrives) nor handover.ts (loaded when the address hands a session over).
  // Nor demo-modal.tsx (the demo's dialog, Radix Dialog with it: it loads with the first demo opened), nor
  // service-agreement.ts (the terms and the registration form's agreement: the registration contract).
  'apps/site/src/app/(?!window-messages\\.|handover\\.|catalogue-rest\\.|page-meta\\.|fatal-view\\.|version-check\\.|realtime-connection\\.|demo-modal\\.|service-agreement\\.)',
  // The stores `/` reads; the toast store loads with the first toast, the pages' with their page.
  'apps/site/src/features/(?:account|catalogue|connection|content|member-games|registration|shell)/store\\.ts',
  'apps/site/src/features/(?:shell|content|catalogue|member-games)/actions\\.ts',
]
/** The first route's chunks, which keep their names (see `chunkFileNames`). */
const FIRST_ROUTE_CHUNKS = new Set(['vendor', 'core', 'rolldown-runtime'])

const firstRouteApp = new RegExp(`/(?:${FIRST_ROUTE_APP.join('|')})`)

/**
 * Catalogue areas only lazily loaded screens use: the account dialogs and
 * forms, the content pages, toasts. Their copy is the `rest` part of each
 * catalogue; everything else (header, footer, lobby, games, failure texts) is
 * the `first` part that `/` renders with (app/i18n.ts).
 */
const LAZY_COPY_AREAS = new Set([
  'signup',
  'login',
  'forgot_password',
  'user',
  'pages',
  'protocol',
  'toast',
  'login_required',
  // Real play: a member's screens, loaded with the play code (features/play).
  'pg',
  'game_play',
  'wallet',
  'maintenance',
  // The message box (spec section 5): a dialog, loaded with what asks for input.
  'message_box',
  // The language selector: it loads after the first render, with the rest of the copy.
  'language',
  // A member's activities (features/activities), loaded with the member's view.
  'letter',
  'red_envelope',
  'roulette',
  // The member centre (/user, /Deposit, /fastPayment): member pages, loaded with their route.
  'member_centre',
  'fund',
  'member_site',
  'announcement_list',
  // The member centre's recommend programme (RecommendAward).
  'recommend',
  // Responsible gaming (issue 25): the member-centre panel, the reality check (a member's play) and the age gate
  // (a dialog, loaded with the first launch that asks), and a limit's refusal at a launch or the stopped game.
  'rg',
  'reality_check',
  'age_gate',
  'limit_reached',
  'duration',
  // The agent centre (/proxy) and the app page (/app).
  'agent_centre',
  'agent_team',
  'agent_report',
  'agent_join',
])

/**
 * Keys without an area that only the login dialogs use (domain/account's
 * messages: refusals, double validation, placeholders): `rest` copy too.
 */
const LAZY_BARE_KEYS = /^(?:account_|different_device$|double_validation_|ip_error$|ph_|verify_failed$)/

/**
 * `virtual:lobby-catalogue/<locale>/<first|rest>`: one part of a ui
 * catalogue (packages/ui/src/locales/<locale>.json, which stays whole: it is
 * what the completeness tests and Storybook read).
 */
function catalogueParts(): Plugin {
  const prefix = 'virtual:lobby-catalogue/'
  const locales = fileURLToPath(new URL('../../packages/ui/src/locales/', import.meta.url))
  return {
    name: 'lobby:catalogue-parts',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined
      const match = /^([a-z]{2}_[A-Z]{2})\/(first|rest)$/.exec(id.slice(prefix.length + 1))
      if (!match) throw new Error(`unknown catalogue part ${id.slice(1)}`)
      const [, locale, part] = match
      const file = join(locales, `${locale}.json`)
      this.addWatchFile(file)
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>
      const lazy = (key: string) =>
        key.includes('.') ? LAZY_COPY_AREAS.has(key.slice(0, key.indexOf('.'))) : LAZY_BARE_KEYS.test(key)
      const picked = Object.fromEntries(Object.entries(catalogue).filter(([key]) => lazy(key) === (part === 'rest')))
      return `export default ${JSON.stringify(picked)}`
    },
  }
}

/** This build's id: what the new-version check compares (app/version-check.ts). `LOBBY_BUILD_ID` pins it (a release's commit). */
const BUILD_ID = process.env.LOBBY_BUILD_ID ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/**
 * The build meta (spec section 7, build check): `builds/latest.json` names
 * the newest build, `builds/meta/{id}.json` describes it. A page built
 * against another id is out of date (app/version-check.ts).
 */
function buildMeta(): Plugin {
  return {
    name: 'lobby:build-meta',
    apply: 'build',
    generateBundle() {
      const meta = JSON.stringify({ id: BUILD_ID, timestamp: Date.now() })
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: meta })
      this.emitFile({ type: 'asset', fileName: `builds/meta/${BUILD_ID}.json`, source: meta })
    },
  }
}

/**
 * `vite build --ssr src/server-render.tsx` (the `build` script's second step):
 * the lobby's first view for the server to render (issue 23), one file in
 * `dist-server/` with every library in it, so the server needs nothing of
 * the site's packages at run time. The browser build's chunking, compressed
 * copies and build meta do not apply to it.
 */
const SERVER_RENDER_BUILD = {
  outDir: 'dist-server',
  copyPublicDir: false,
  target: 'node20',
  sourcemap: true,
  rolldownOptions: { output: { codeSplitting: false } },
} as const

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), catalogueParts(), ...(isSsrBuild ? [] : [precompress(), buildMeta()])],
  ssr: { noExternal: true },
  define: { __LOBBY_BUILD_ID__: JSON.stringify(BUILD_ID) },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/media': server,
      '/house': server,
      '/socket.io': { target: server, ws: true },
    },
  },
  build: isSsrBuild
    ? SERVER_RENDER_BUILD
    : {
        target: 'es2022',
        sourcemap: true,
        rolldownOptions: {
          // Tailwind's plugin writes no source map for the style sheet it generates (the CSS has none to
          // give); rolldown says so whenever that module shares the entry chunk. Nothing is lost: JS maps stay whole.
          onLog(level, log, handler) {
            if (log.code === 'SOURCEMAP_BROKEN' && log.id?.endsWith('.css')) return
            handler(level, log)
          },
          output: {
            // A lazy chunk's file name is written into the first route's preload map once per chunk, so
            // lazy chunks are named by their hash alone; the first route's own keep their names.
            chunkFileNames: (chunk) =>
              FIRST_ROUTE_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
            codeSplitting: {
              groups: [
                { name: 'vendor', test: firstRouteLibrary },
                { name: 'core', test: (id) => firstRouteApp.test(id.replaceAll('\\', '/')) },
              ],
            },
          },
        },
      },
}))

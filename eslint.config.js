// @ts-check
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The import rules of ARCHITECTURE.md, one block per package's own code
 * (`src/`); tests may reach across, e.g. to start the real server. Each entry names
 * what that package may never import; tooling/lint-boundaries.test.ts proves
 * every block with a fixture that breaks it.
 */
const never = (names, message) => names.map((name) => ({ group: [name, `${name}/*`], message }))

/**
 * What the site bundles writes its schemas with `zod/mini`: classic `zod` is
 * not tree-shakable and costs the first route ~16 KiB gzip (BENCHMARKS.md).
 */
const classicZod = {
  regex: '^zod(/v4)?$',
  message: 'the site bundles this code: use `zod/mini` (classic zod is not tree-shakable; BENCHMARKS.md).',
}

const uiNever = never(
  [
    '@lobby/api',
    '@lobby/realtime',
    '@lobby/site',
    '@lobby/server',
    'react-router',
    'valtio',
    'i18next',
    'react-i18next',
    'ofetch',
    'socket.io-client',
  ],
  'packages/ui is presentational: props in, callbacks out (ARCHITECTURE.md).',
)

/**
 * The floors of packages/ui (docs/design-system.md): `lib/` and `text/` (helpers) < `primitives/` < `components/` <
 * `screens/`. A floor imports only the floors below it; primitives and components may use their own floor's
 * parts, a screen never imports another screen (what two screens share is a component).
 */
const above = (floors, floor) => ({
  regex: `(^|/)(${floors.join('|')})/`,
  message: `packages/ui floors: ${floor} import only the floors below them (${floors.join(', ')} are above; docs/design-system.md).`,
})
const otherScreen = {
  regex: '^\\.\\./[a-z0-9-]+/',
  message:
    'packages/ui floors: a screen never imports another screen; move what both need down to components/ (docs/design-system.md).',
}

export const boundaries = {
  'packages/ui/src/**': uiNever,
  'packages/ui/src/lib/**': uiNever.concat(above(['primitives', 'components', 'screens'], 'lib helpers')),
  'packages/ui/src/text/**': uiNever.concat(above(['primitives', 'components', 'screens'], 'text helpers')),
  'packages/ui/src/primitives/**': uiNever.concat(above(['components', 'screens'], 'primitives')),
  'packages/ui/src/components/**': uiNever.concat(above(['screens'], 'components')),
  'packages/ui/src/screens/**': uiNever.concat(otherScreen),
  'packages/domain/src/**': never(
    [
      'react',
      'react-dom',
      '@lobby/*',
      'ofetch',
      'socket.io-client',
      'node:*',
      'fs',
      'http',
      'https',
      'net',
      'child_process',
    ],
    'packages/domain is pure rules: zod only, no React, no I/O (ARCHITECTURE.md).',
  ).concat(classicZod),
  'packages/api/src/**': never(
    ['react', 'react-dom', '@lobby/ui', '@lobby/realtime', '@lobby/site', '@lobby/server'],
    'packages/api depends on domain only (ARCHITECTURE.md).',
  ).concat(classicZod),
  'packages/realtime/src/**': never(
    ['react', 'react-dom', '@lobby/ui', '@lobby/api', '@lobby/site', '@lobby/server'],
    'packages/realtime depends on domain only (ARCHITECTURE.md).',
  ),
  'apps/server/src/**': [
    ...never(
      ['react', 'react-dom', '@lobby/ui', '@lobby/site', 'ofetch', 'socket.io-client'],
      'the server never imports the front end.',
    ),
    {
      // `currency-channels` is contract too, kept in its own entry so the site's first route does not carry it;
      // `@lobby/api/messages` is the wire's words (the server's message catalogues), in their own entry for the same reason.
      regex: '^@lobby/(api|realtime)(?!/contract$|/currency-channels$|/messages$)(/.*)?$',
      message:
        'the server imports only the contract of api and realtime: `@lobby/api/contract`, `@lobby/api/messages`, `@lobby/realtime/contract` (and `@lobby/realtime/currency-channels`).',
    },
  ],
  'apps/site/src/**': never(['@lobby/server'], 'the site reaches the server over HTTP and socket.io only.').concat(
    classicZod,
  ),
  'apps/console/src/**': never(
    ['@lobby/server', '@lobby/site'],
    'the operator console reaches the server over HTTP only, and never imports the site (ARCHITECTURE.md).',
  ).concat(classicZod),
}

/** Globals that mean I/O or a browser, banned in the pure domain package. */
const domainBannedGlobals = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'localStorage',
  'sessionStorage',
  'document',
  'window',
  'navigator',
].map((name) => ({ name, message: 'packages/domain does no I/O; pass the value in.' }))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/__screenshots__/**',
      'tooling/fixtures/**',
      'data/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  ...storybook.configs['flat/recommended'],
  ...Object.entries(boundaries).map(([glob, patterns]) => ({
    files: [glob],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  })),
  {
    files: ['packages/domain/src/**'],
    rules: { 'no-restricted-globals': ['error', ...domainBannedGlobals] },
  },
  prettier,
)

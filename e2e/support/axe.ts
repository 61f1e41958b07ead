import { expect, type Page } from '@playwright/test'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { AxeResults, Result, RunOptions } from 'axe-core'

/**
 * axe on the real pages (WCAG 2.2 AA), the same axe-core the stories run (4.14, through Storybook's a11y
 * addon). axe-core is injected as it ships (its `axe.min.js`) rather than through `@axe-core/playwright`:
 * that wrapper's 4.14 asks for Node 22.12 and the workspace runs Node 20 with `engineStrict`; what it does
 * for one frame is what this file does (inject, `axe.run`, read the results).
 */

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/** `window.axe` once injected. */
interface AxeRunner {
  run(context: unknown, options: RunOptions): Promise<AxeResults>
}

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const

export interface AxeOptions {
  /** A CSS selector to check instead of the whole document (e.g. an open dialog). */
  include?: string
  /** Selectors axe leaves out. Each use says why where it is passed. */
  exclude?: string[]
  /** Rules turned off for this check; each use says why where it is passed. */
  disableRules?: string[]
  /** Record a failure and go on (`expect.soft`), so one run lists every page's findings. */
  soft?: boolean
}

/** One line per failing node, so a report names the rule, the element and what axe measured. */
function describe(violations: Result[]): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}`,
        ...v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' ')}`),
      ].join('\n'),
    )
    .join('\n')
}

/** Runs axe on `page` (every tag of WCAG 2.2 AA) and returns its results. */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window)
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (`script-src 'self'`)
  // does not govern: a <script> tag would be refused and raise a `securitypolicyviolation`.
  if (!loaded) await page.evaluate(AXE_SOURCE)
  const context = {
    include: options.include ? [options.include] : [['html']],
    exclude: (options.exclude ?? []).map((selector) => [selector]),
  }
  const run: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_TAGS] },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  }
  return page.evaluate(([context, run]) => (window as unknown as { axe: AxeRunner }).axe.run(context, run), [
    context,
    run,
  ] as const)
}

/**
 * Fails when axe finds any WCAG 2.2 AA violation on the page as it is now. Call it once the page has
 * settled (its content visible), since axe checks what is rendered at that moment.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  const results = await runAxe(page, options)
  const check = options.soft ? expect.soft : expect
  check(results.violations.length, `axe on ${page.url()}:\n${describe(results.violations)}`).toBe(0)
}

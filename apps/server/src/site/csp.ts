import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { LANGUAGE_CODES } from '@lobby/domain'
import { z } from 'zod'
import { sendBadRequest } from '../http/envelope.ts'
import { FIRST_VIEW_SCRIPT_HASH } from './first-view.ts'

/**
 * The Content-Security-Policy the whole site runs under, and the endpoint its
 * violation reports go to. Every HTML document of the site (index.html for
 * every route, the 404 screen included) is sent with `siteDocumentHeaders`.
 *
 * The house provider's pages (`/house/*`) are another origin in spirit (a game
 * provider) and send their own, stricter policy: `HOUSE_CSP` in
 * house/routes.ts (every script and style of theirs is a same-origin file).
 *
 * To change the policy, edit `SITE_CSP_DIRECTIVES` (one line per directive);
 * test/csp.test.ts pins what must never be loosened, and docs/architecture.md
 * ("Content-Security-Policy") says why each exception exists.
 */

/** Where browsers send violation reports (report-uri and the Reporting API's `report-to`). */
export const CSP_REPORT_PATH = '/api/csp-report'
/** The Reporting API endpoint name `report-to` refers to (declared in `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp-endpoint'
/** A report body larger than this is refused with 413 (a browser's report is a few hundred bytes). */
export const CSP_REPORT_BODY_LIMIT = 16 * 1024
/** At most this many reports in one `application/reports+json` batch. */
const MAX_REPORTS_PER_BATCH = 20

export const SITE_CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // Every script is a file the build wrote under /assets, and one inline script, allowed by its hash:
  // the first view's check (site/first-view.ts). The boot data is <script type="application/json">,
  // which is never executed.
  'script-src': ["'self'", FIRST_VIEW_SCRIPT_HASH],
  // 'unsafe-inline' for <style> elements: the dialogs' scroll lock (react-remove-scroll, under
  // Radix Dialog) inserts one while a modal is open. React's style props go through the CSSOM
  // and need nothing; operator HTML is sanitised without inline styles.
  'style-src': ["'self'", "'unsafe-inline'"],
  // /media pictures are same-origin; the captcha is a data: URL; blob: for pictures made in the page.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The API and socket.io are same-origin ('self' matches ws:/wss: of the same host).
  'connect-src': ["'self'"],
  // Games in the page: the house provider is same-origin, real providers are external https origins.
  'frame-src': ["'self'", 'https:'],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'report-uri': [CSP_REPORT_PATH],
  'report-to': [CSP_REPORT_GROUP],
}

export function serializeCsp(directives: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export const SITE_CSP = serializeCsp(SITE_CSP_DIRECTIVES)

/** Headers every response of the server carries (HTML, JSON, assets, media). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const

/** `Strict-Transport-Security` for `maxAge` seconds, or undefined when 0 (off). */
export function hstsHeader(maxAge: number): string | undefined {
  return maxAge > 0 ? `max-age=${maxAge}; includeSubDomains` : undefined
}

export interface SecurityHeaderOptions {
  /** `LOBBY_HSTS_MAX_AGE`: seconds browsers keep to https for this host and its subdomains; 0 (the default here) sends none. */
  hstsMaxAge?: number
}

/**
 * Adds SECURITY_HEADERS, and HSTS when configured, to every response; a route
 * may still set its own value. HSTS goes out over plain http too: behind a TLS
 * proxy the server only ever sees http, and browsers ignore it on http anyway.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const hsts = hstsHeader(options.hstsMaxAge ?? 0)
  const headers = hsts ? { ...SECURITY_HEADERS, 'strict-transport-security': hsts } : SECURITY_HEADERS
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers)
  })
}

/**
 * Cross-Origin-Opener-Policy of the site's documents. `same-origin-allow-popups`:
 * a page of another origin that opens the site loses its handle on it (no
 * cross-window probing), while the windows the site opens itself (game,
 * member, deposit windows) stay reachable from the lobby, which polls
 * `closed` and navigates them.
 *
 * The documents loaded *into* such windows answer `unsafe-none` instead: the
 * game window (`/loading`, then the game, then `/close`) and the
 * authorised-login window (`/authCallback`, arriving from another origin).
 * A window whose document has `same-origin-allow-popups` would be moved to a
 * new browsing context group when it navigates to a game of another origin
 * (or arrives from one): the lobby would see it `closed` at once (a quit) and
 * `/close` would lose `window.opener` and its name (it could not close).
 */
export const SITE_OPENER_POLICY = 'same-origin-allow-popups'
export const POPUP_OPENER_POLICY = 'unsafe-none'
/** The site's routes that are opened in (or navigated to inside) a window the lobby opened, under any language prefix. */
const POPUP_DOCUMENT = new RegExp(`^/(?:(?:${LANGUAGE_CODES.join('|')})/)?(?:loading|close|authCallback)/?(?:[?#]|$)`)

export function openerPolicyFor(url: string): string {
  return POPUP_DOCUMENT.test(url) ? POPUP_OPENER_POLICY : SITE_OPENER_POLICY
}

/** The headers of an HTML document of the site: its policy, where its reports go, its opener policy. */
export function siteDocumentHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('content-security-policy', SITE_CSP)
    .header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`)
    .header('cross-origin-opener-policy', openerPolicyFor(reply.request.url))
}

const text = z.string().max(4096).optional()
const count = z.number().int().nonnegative().optional()

/** `application/csp-report` (report-uri): `{ "csp-report": { "document-uri": ..., ... } }`. */
const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    referrer: text,
    'blocked-uri': text,
    'effective-directive': text,
    'violated-directive': text,
    disposition: text,
    'source-file': text,
    'line-number': count,
    'column-number': count,
    'script-sample': text,
    'status-code': count,
  }),
})

/** `application/reports+json` (Reporting API): `[{ type, url, body: { documentURL, ... } }]`. */
const reportingBatch = z
  .array(
    z.looseObject({
      type: z.string().max(64),
      url: text,
      body: z
        .looseObject({
          documentURL: text,
          referrer: text,
          blockedURL: text,
          effectiveDirective: text,
          disposition: text,
          sourceFile: text,
          lineNumber: count,
          columnNumber: count,
          sample: text,
          statusCode: count,
        })
        .nullish(),
    }),
  )
  .min(1)
  .max(MAX_REPORTS_PER_BATCH)

export interface CspViolation {
  documentURL?: string
  blockedURL?: string
  directive?: string
  disposition?: string
  sourceFile?: string
  line?: number
  column?: number
  sample?: string
}

/**
 * An address as it may be logged: no query or fragment. A document's address
 * can carry a session (the handover's `tk`, `enc`), and logs must not.
 * Keywords the browser reports instead of a URL ('inline', 'eval', 'self') stay.
 */
export function redactUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const end = value.search(/[?#]/)
  return end === -1 ? value : value.slice(0, end)
}

function violation(fields: CspViolation): CspViolation {
  return Object.fromEntries(
    Object.entries({
      ...fields,
      documentURL: redactUrl(fields.documentURL),
      blockedURL: redactUrl(fields.blockedURL),
      sourceFile: redactUrl(fields.sourceFile),
    }).filter(([, value]) => value !== undefined),
  ) as CspViolation
}

/** The violations of a report body of either kind, or `undefined` when it is neither. */
export function readCspReports(body: unknown): CspViolation[] | undefined {
  const legacy = legacyReport.safeParse(body)
  if (legacy.success) {
    const r = legacy.data['csp-report']
    return [
      violation({
        documentURL: r['document-uri'],
        blockedURL: r['blocked-uri'],
        directive: r['effective-directive'] ?? r['violated-directive'],
        disposition: r.disposition,
        sourceFile: r['source-file'],
        line: r['line-number'],
        column: r['column-number'],
        sample: r['script-sample'],
      }),
    ]
  }
  const batch = reportingBatch.safeParse(body)
  if (!batch.success) return undefined
  // The endpoint may also receive other report types (deprecation, intervention): not ours to log.
  return batch.data
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ url, body: r }) =>
      violation({
        documentURL: r?.documentURL ?? url,
        blockedURL: r?.blockedURL,
        directive: r?.effectiveDirective,
        disposition: r?.disposition,
        sourceFile: r?.sourceFile,
        line: r?.lineNumber,
        column: r?.columnNumber,
        sample: r?.sample,
      }),
    )
}

/**
 * `POST /api/csp-report`: takes a browser's violation report (`application/csp-report`
 * from report-uri, `application/reports+json` from report-to, or plain JSON), logs each
 * violation at warn level and answers 204. A body that is not a report answers 400, one
 * over CSP_REPORT_BODY_LIMIT 413 (the error handler's envelope). Nothing is stored.
 */
export function registerCspReportRoute(app: FastifyInstance): void {
  void app.register(async (scope) => {
    // Both report types are JSON; the parser is Fastify's own (prototype-poisoning safe),
    // added only in this scope so no other route accepts these types.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string' },
      scope.getDefaultJsonParser('error', 'error'),
    )
    scope.post(CSP_REPORT_PATH, { bodyLimit: CSP_REPORT_BODY_LIMIT }, async (request: FastifyRequest, reply) => {
      const violations = readCspReports(request.body)
      if (!violations) return sendBadRequest(reply, 'body', 'server.input.csp_report')
      for (const found of violations) request.log.warn({ csp: found }, 'content security policy violation')
      return reply.code(204).send()
    })
  })
}

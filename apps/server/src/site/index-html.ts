import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DESKTOP_MIN_WIDTH } from '@lobby/domain'
import type { Db } from '../db/connection.ts'
import { mediaUrl } from '../media/urls.ts'

const BANNER_USE_TYPE = { desktop: 1, mobile: 2 } as const

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * The site's index.html with a preload hint for the first banner of each
 * layout (`media` picks the one the window needs). The banner is the lobby's
 * largest paint; without the hint its download would wait for the scripts,
 * then for the banner call (issue 3: LCP under 2.5 s throttled).
 */
export function createIndexHtml(siteDir: string, db: Db, siteId: string) {
  let template: Promise<string> | undefined
  return async function render(): Promise<string> {
    template ??= readFile(join(siteDir, 'index.html'), 'utf8')
    const html = await template
    const hints: string[] = []
    for (const [device, useType] of Object.entries(BANNER_USE_TYPE)) {
      const first = await db
        .selectFrom('banners')
        .select(['id', 'version'])
        .where('site_id', '=', siteId)
        .where('use_type', '=', useType)
        .orderBy('sort')
        .orderBy('id')
        .executeTakeFirst()
      if (!first) continue
      const media =
        device === 'desktop' ? `(min-width: ${DESKTOP_MIN_WIDTH}px)` : `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`
      hints.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(mediaUrl.banner(first.id, first.version))}" media="${media}" />`,
      )
    }
    return hints.length === 0 ? html : html.replace('</head>', `    ${hints.join('\n    ')}\n  </head>`)
  }
}

import type { DOMPurify as Purifier } from 'dompurify'

/**
 * Operator HTML (bulletins, content pages) is untrusted: it is sanitised here,
 * once, before any ui component sees it (issue 3). Scripts, styles, forms and
 * frames go; event handlers go; links and images keep only http(s) and
 * relative URLs; links open in a new tab without an opener.
 *
 * DOMPurify is loaded with the first HTML to clean, not with the page: `/`
 * renders without it (first-route JavaScript budget, issue 3).
 */
const SAFE_URL = /^(?:https?:|\/(?![/\\])|\.{1,2}\/|#|\?)/i

let loading: Promise<Purifier> | undefined

function purifier(): Promise<Purifier> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => configure(DOMPurify(window)),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function configure(purifier: Purifier): Purifier {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const attribute of ['href', 'src', 'xlink:href', 'action', 'formaction']) {
      const value = node.getAttribute(attribute)
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(attribute)
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return purifier
}

export async function sanitizeHtml(html: string): Promise<string> {
  return (await purifier()).sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'script',
      'iframe',
      'frame',
      'object',
      'embed',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  })
}

import DOMPurify from 'dompurify'

/**
 * Operator HTML (bulletins, content pages) is untrusted: it is sanitised here,
 * once, before any ui component sees it (issue 3). Scripts, styles, forms and
 * frames go; event handlers go; links and images keep only http(s) and
 * relative URLs; links open in a new tab without an opener.
 */
const purifier = DOMPurify(window)

const SAFE_URL = /^(?:https?:|\/(?![/\\])|\.{1,2}\/|#|\?)/i

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

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
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

/**
 * Sanitises operator HTML (lib/sanitize-html.ts). The sanitiser, and
 * DOMPurify behind it, load with the first HTML to clean, not with `/`.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await import('./sanitize-html.ts')).sanitizeHtml(html)
}

/**
 * The reality check's mark on the lobby's tab (issue 25). The check is shown in the lobby's page; a game playing in a
 * window of its own (window mode, an app shell's web view) can be in front of it. While the check waits for an
 * answer, the tab's title starts with the check's name, and the page asks to be brought to the front (a browser may
 * refuse; an app shell or a tabbed browser shows the title). Closing the check gives the title back, unless the page
 * moved on meanwhile (a navigation wrote a title of its own).
 */
const MARK = '⏰ '

let marked: { title: string; original: string } | null = null

export function markRealityCheckTitle(name: string, doc: Document = document, win: Window = window): void {
  if (marked && doc.title === marked.title) return
  const original = doc.title
  const title = `${MARK}${name} · ${original}`
  doc.title = title
  marked = { title, original }
  try {
    win.focus()
  } catch {
    // Focus is a request: nothing to do when refused.
  }
}

export function unmarkRealityCheckTitle(doc: Document = document): void {
  if (marked && doc.title === marked.title) doc.title = marked.original
  marked = null
}

import type { Translate } from '../text/create-translator.ts'

/** A message key such as `signup.err_email_format`: an area, a dot, a key; no spaces. */
const MESSAGE_KEY = /^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)+$/

/**
 * The text of a message the member centre's callers pass either as a key
 * (a local rule's or the server's code mapped to one) or as text already
 * translated: a key is translated, text is shown as it is.
 */
export function messageText(message: string, t: Translate): string {
  return MESSAGE_KEY.test(message) ? t(message) : message
}

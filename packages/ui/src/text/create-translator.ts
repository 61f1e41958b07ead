/** Values substituted into `{name}` placeholders. */
export type TextParams = Record<string, string | number>

/** Resolves a message key to text. */
export type Translate = (key: string, params?: TextParams) => string

/** A flat catalogue: dot-namespaced key to message with `{param}` placeholders. */
export type Catalogue = Readonly<Record<string, string>>

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A translator over one catalogue. A missing key yields the key itself, so a
 * gap shows up on screen instead of as an empty string; a missing parameter
 * leaves its placeholder in place.
 */
export function createTranslator(catalogue: Catalogue): Translate {
  return (key, params) => {
    const template = catalogue[key]
    if (template === undefined) return key
    if (!params) return template
    return template.replace(PLACEHOLDER, (match, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : match,
    )
  }
}

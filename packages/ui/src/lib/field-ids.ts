/*
 * The ids that tie a form control to the texts under it. `Field` gives its
 * error and hint these ids; `useAccountForm` (and any hand-wired control)
 * points `aria-describedby` at them, so both sides agree.
 */

/** Id of the error under the control whose id is `controlId`. */
export const fieldErrorId = (controlId: string) => `${controlId}-error`

/** Id of the hint under the control whose id is `controlId`. */
export const fieldHintId = (controlId: string) => `${controlId}-hint`

/** The ids a control is described by, in order (the error first, then the hint); `undefined` when none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter((id): id is string => Boolean(id))
  return list.length > 0 ? list.join(' ') : undefined
}

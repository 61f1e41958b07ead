/**
 * Query parameters read on any page (spec section 2) that are not a session
 * handover: `modal` opens one of the spec's modals, `member_type` goes with
 * the session handed over in the address.
 */

/**
 * The modals `?modal=` opens (spec section 2's list of modals that a visitor
 * can be sent to from any page): `login`, `register` (the /register page on
 * mobile), `forgot_password` and `protocol` (the terms). Anything else is
 * ignored.
 */
export const ADDRESS_MODALS = ['login', 'register', 'forgot_password', 'protocol'] as const
export type AddressModal = (typeof ADDRESS_MODALS)[number]

export function addressModal(value: string | null | undefined): AddressModal | null {
  const name = (value ?? '').trim()
  return (ADDRESS_MODALS as readonly string[]).includes(name) ? (name as AddressModal) : null
}

/** The modals only a visitor is sent to: a member already signed in is not shown them. */
export function modalForVisitorsOnly(modal: AddressModal): boolean {
  return modal === 'login' || modal === 'register' || modal === 'forgot_password'
}

/** `member_type` from the address: a whole number from 1, or null. */
export function addressMemberType(value: string | null | undefined): number | null {
  const text = (value ?? '').trim()
  if (!/^\d{1,3}$/.test(text)) return null
  const n = Number(text)
  return n >= 1 ? n : null
}

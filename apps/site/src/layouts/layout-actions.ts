import { withAllMessages } from '../app/i18n.ts'

/** The login and logout code (the members contract, the error catalogues) loads on first use. */
export const accountActions = withAllMessages(() => import('../features/account/actions.ts'))
/** Registration loads when a visitor asks to sign up (spec section 4). */
// Its messages (toasts, field errors) are translated as they happen: the rest of the copy comes with it.
export const registrationActions = withAllMessages(() => import('../features/registration/actions.ts'))

/** The member centre's Info page: on mobile, where a forced first-login password change happens (spec section 2). */
export const USER_INFO_PATH = '/user/Info'

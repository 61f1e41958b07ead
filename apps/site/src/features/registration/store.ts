import type { CountdownState, RegisterSettingItem } from '@lobby/domain'
import { proxy } from 'valtio'
import { emptyCaptcha } from '../account/store.ts'

/** Set by `/register` on desktop before it goes to `/`: the register modal opens once there (spec section 2). */
export const ROUTE_REGISTER_COOKIE = 'isRouteRegister'

/** Which input holds the introducer: an agent id (link `id`, agent domain) or an invite code (link `invite`). */
export type IntroducerField = 'memberAgent' | 'recommendCode'

/** Registration (spec sections 2 to 5): the form's settings, introducer, captcha, SMS step and answers. */
export const registrationStore = proxy({
  /** The register dialog (desktop) or page (mobile) is shown. */
  open: false,
  settings: { status: 'idle' as 'idle' | 'loading' | 'ready' | 'error', list: [] as RegisterSettingItem[] },
  /** The chosen currency; the agent domain locks it. */
  currency: '',
  currencyLocked: false,
  /** The introducer from a link, cookie or agent domain: locked until the server refuses it. */
  introducer: null as { field: IntroducerField; value: string; locked: boolean } | null,
  /** Registration by referral is off after code 107 (spec section 4). */
  referralOff: false,
  /** The service agreement, sanitised (its content is operator HTML). */
  agreement: {
    status: 'idle' as 'idle' | 'loading' | 'ready' | 'error',
    list: [] as { title: string; sanitizedHtml: string }[],
  },
  /** The mobile page's background (`/arks/web/model/register-background/detail`); '' for none. */
  background: '',
  captcha: emptyCaptcha(),
  sms: { sending: false, countdown: null as CountdownState | null, message: '' },
  submitting: false,
  /** Server errors by form field, already translated; `form` is the one not tied to a field. */
  fieldErrors: {} as Record<string, string>,
  formError: '',
  /** Bumped to clear the captcha answer after a refused submit. */
  resetKey: 0,
})

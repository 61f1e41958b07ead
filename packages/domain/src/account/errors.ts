import { CLIENT_ERROR } from '../response.ts'
import type { RegisterFormField } from './fields.ts'
import { ACCOUNT_MESSAGES } from './messages.ts'

/** What the screen does besides showing the message. */
export type FailureAction =
  /** Login 107: open the double-validation question. */
  | 'double_validation'
  /** Login 802: open member transfer verification. */
  | 'transfer_verification'
  /** Registration introducer errors: clear the referral cookies and unlock the introducer input. */
  | 'reset_introducer'
  /** Registration 107: as `reset_introducer`, and registration by referral is turned off. */
  | 'disable_referral'
  /** SMS 102: the resend countdown starts anyway. */
  | 'start_countdown'
  /** Captcha 101: wait `CAPTCHA_WAIT_MS` before the next captcha. */
  | 'captcha_wait'

/**
 * How a screen answers a failed call (spec section 8). Show the translation
 * of `messageKey`, or else `message` (the server's own text, already
 * translated by it); `appendCode` goes after the text (`errorOutcomeText`).
 * With `field`, the text goes under that input; with `toast`, in a toast;
 * otherwise in the form's or modal's own error place. No text at all (login
 * 802) means only `action` happens.
 */
export interface FailureOutcome {
  messageKey?: string
  message?: string
  appendCode?: string
  field?: RegisterFormField
  toast?: boolean
  action?: FailureAction
}

export type FailureCatalogue = (code: string | number, serverMessage?: string) => FailureOutcome

/** `'099'`, `99` and `' 99 '` are the same code; other codes compare as trimmed text. */
function normaliseCode(code: string | number): string {
  const text = String(code).trim()
  return /^\d+$/.test(text) ? String(Number(text)) : text
}

/** The server's message, or the given fallback when it sent none. */
function serverText(serverMessage: string | undefined, fallback: FailureOutcome): FailureOutcome {
  return serverMessage ? { message: serverMessage } : fallback
}

const unknown: FailureOutcome = { messageKey: CLIENT_ERROR.unknown }

/**
 * A catalogue from a table of codes. `other` answers every code not in the
 * table; by default the server's message, or `UNKNOWN_CODE` when it sent
 * none.
 */
function catalogue(
  table: Record<string, FailureOutcome | ((code: string, serverMessage: string | undefined) => FailureOutcome)>,
  other: (serverMessage: string | undefined) => FailureOutcome = (m) => serverText(m, unknown),
): FailureCatalogue {
  return (code, serverMessage) => {
    const key = normaliseCode(code)
    const entry = Object.hasOwn(table, key) ? table[key] : undefined
    if (entry === undefined) return other(serverMessage)
    return typeof entry === 'function' ? entry(key, serverMessage) : { ...entry }
  }
}

const fromServer = (_code: string, serverMessage: string | undefined): FailureOutcome =>
  serverText(serverMessage, unknown)
const ipErrorWithCode = (code: string): FailureOutcome => ({ messageKey: ACCOUNT_MESSAGES.ipError, appendCode: code })
const key = (messageKey: string): FailureOutcome => ({ messageKey })

/** `/login` (spec section 8). */
export const loginFailure: FailureCatalogue = catalogue({
  101: key(ACCOUNT_MESSAGES.accountError),
  102: key(ACCOUNT_MESSAGES.accountDisabled),
  103: key(ACCOUNT_MESSAGES.accountFrozen),
  105: key(ACCOUNT_MESSAGES.verifyFailed),
  106: key(ACCOUNT_MESSAGES.ipError),
  107: { messageKey: ACCOUNT_MESSAGES.differentDevice, action: 'double_validation' },
  201: ipErrorWithCode,
  202: ipErrorWithCode,
  203: ipErrorWithCode,
  802: { action: 'transfer_verification' },
})

/** `/login/double_validation` (spec section 8). */
export const doubleValidationFailure: FailureCatalogue = catalogue({
  101: fromServer,
  102: fromServer,
  202: fromServer,
  106: key(ACCOUNT_MESSAGES.ipError),
  103: key(ACCOUNT_MESSAGES.verifyFailed),
  104: key(ACCOUNT_MESSAGES.verifyFailed),
  105: key(ACCOUNT_MESSAGES.verifyFailed),
  205: key(ACCOUNT_MESSAGES.verifyFailed),
  206: key(ACCOUNT_MESSAGES.verifyFailed),
  998: key(ACCOUNT_MESSAGES.doubleValidationFailed),
})

/** `/login/double_validation/skip` (spec section 8). */
export const doubleValidationSkipFailure: FailureCatalogue = catalogue({
  101: key(ACCOUNT_MESSAGES.accountError),
})

const reVerify = key(ACCOUNT_MESSAGES.reVerify)

/** `/arks/web/vx/verify`, step 1 of member transfer verification (spec section 8). */
export const vxVerifyFailure: FailureCatalogue = catalogue({
  101: reVerify,
  102: reVerify,
  201: reVerify,
  202: reVerify,
  203: reVerify,
  204: reVerify,
})

/** `/arks/web/vx/reset`, step 2 (spec section 8): as step 1 but 204 keeps the server's message. */
export const vxResetFailure: FailureCatalogue = catalogue({
  101: reVerify,
  102: reVerify,
  201: reVerify,
  202: reVerify,
  203: reVerify,
})

/**
 * `/member/profile/edit_password` (the forced first-login change and the
 * member's own change): 101 is a wrong current password; anything else is
 * the server's message.
 */
export const editPasswordFailure: FailureCatalogue = catalogue({
  101: key(ACCOUNT_MESSAGES.oldPasswordWrong),
})

/**
 * `/forget_password/sms` (our call; docs/contract.md "Forgotten password"):
 * 105 a wrong captcha, 102 the resend limit (the countdown starts anyway),
 * 103 and 104 as for a registration SMS.
 */
export const forgotPasswordSmsFailure: FailureCatalogue = catalogue({
  105: key(ACCOUNT_MESSAGES.verifyFailed),
  102: { messageKey: ACCOUNT_MESSAGES.smsRateLimit, action: 'start_countdown' },
  103: key(ACCOUNT_MESSAGES.smsNoBalance),
  104: key(ACCOUNT_MESSAGES.smsContactService),
})

/** `/forget_password/reset`: 113 any wrong, expired or used code (one answer for all), 102 an account no longer active. */
export const forgotPasswordResetFailure: FailureCatalogue = catalogue({
  113: key(ACCOUNT_MESSAGES.phoneVerifyWrong),
  102: key(ACCOUNT_MESSAGES.accountDisabled),
})

export interface RegisterFailureOptions {
  /** The input that holds the introducer: `memberAgent` for an agent link, `recommendCode` for a referral. */
  introducerField?: 'memberAgent' | 'recommendCode'
}

const onField = (field: RegisterFormField, messageKey: string): FailureOutcome => ({ field, messageKey })
const serverOnField =
  (field: RegisterFormField) =>
  (_code: string, serverMessage: string | undefined): FailureOutcome => ({
    field,
    ...serverText(serverMessage, { message: 'error' }),
  })

function registerCatalogue(introducer: 'memberAgent' | 'recommendCode'): FailureCatalogue {
  const introducerError = (messageKey: string): FailureOutcome => ({
    field: introducer,
    messageKey,
    action: 'reset_introducer',
  })
  return catalogue(
    {
      102: onField('memberAccount', ACCOUNT_MESSAGES.accountUsed),
      103: onField('memberName', ACCOUNT_MESSAGES.nameUsed),
      104: onField('memberPhone', ACCOUNT_MESSAGES.phoneUsed),
      105: onField('memberEmail', ACCOUNT_MESSAGES.emailUsed),
      106: introducerError(ACCOUNT_MESSAGES.agentNotFound),
      107: { ...introducerError(ACCOUNT_MESSAGES.recommendClosed), action: 'disable_referral' },
      108: introducerError(ACCOUNT_MESSAGES.agentDisabled),
      109: introducerError(ACCOUNT_MESSAGES.recommendDisabled),
      110: introducerError(ACCOUNT_MESSAGES.codeDisabled),
      112: introducerError(ACCOUNT_MESSAGES.introducerNotFound),
      219: introducerError(ACCOUNT_MESSAGES.introducerNotFound),
      228: introducerError(ACCOUNT_MESSAGES.introducerInvalid),
      113: onField('phoneVerify', ACCOUNT_MESSAGES.phoneVerifyWrong),
      114: onField('identityId', ACCOUNT_MESSAGES.identityIdUsed),
      223: onField('identityId', ACCOUNT_MESSAGES.identityIdUsed),
      206: onField('memberEmail', ACCOUNT_MESSAGES.emailFormat),
      209: onField('memberPhone', ACCOUNT_MESSAGES.phoneInvalid),
      214: onField('memberName', ACCOUNT_MESSAGES.nameBlacklisted),
      215: serverOnField('memberPhone'),
      216: onField('memberEmail', ACCOUNT_MESSAGES.emailBlacklisted),
      218: { messageKey: ACCOUNT_MESSAGES.ipError, toast: true },
      // Shown under the SMS code, where the server reports it, but still an introducer error.
      222: { ...onField('phoneVerify', ACCOUNT_MESSAGES.introducerNotFound), action: 'reset_introducer' },
      224: onField('captchaAnswer', ACCOUNT_MESSAGES.verifyFailed),
      227: onField('memberName', ACCOUNT_MESSAGES.nameInvalid),
      996: { messageKey: ACCOUNT_MESSAGES.tooFrequent, toast: true },
      997: { messageKey: ACCOUNT_MESSAGES.ipLimit, toast: true },
      301: serverOnField('memberQq'),
      302: serverOnField('memberSkype'),
      304: serverOnField('memberWechat'),
      305: serverOnField('memberZalo'),
      306: serverOnField('memberFb'),
      307: serverOnField('memberTelegram'),
      308: serverOnField('memberWhatsApp'),
    },
    (m) => serverText(m, { message: 'error' }),
  )
}

const registerCatalogues = {
  memberAgent: registerCatalogue('memberAgent'),
  recommendCode: registerCatalogue('recommendCode'),
}

/**
 * `/register` and `/register/verification` (spec section 8). Field-level
 * codes name the input they belong to; introducer codes name the
 * introducer's input and reset the referral; 218, 996, 997 are toasts;
 * anything else is the server's message, or "error".
 */
export function registerFailure(
  code: string | number,
  serverMessage?: string,
  options: RegisterFailureOptions = {},
): FailureOutcome {
  return registerCatalogues[options.introducerField ?? 'recommendCode'](code, serverMessage)
}

/** `/register/sms` (spec section 8); anything unlisted is "ERROR". */
export const smsFailure: FailureCatalogue = catalogue(
  {
    99: onField('phoneVerify', ACCOUNT_MESSAGES.smsVerifyError),
    102: { messageKey: ACCOUNT_MESSAGES.smsRateLimit, action: 'start_countdown' },
    103: key(ACCOUNT_MESSAGES.smsNoBalance),
    104: key(ACCOUNT_MESSAGES.smsContactService),
    201: onField('memberPhone', ACCOUNT_MESSAGES.smsPhoneBlank),
  },
  () => ({ message: 'ERROR' }),
)

/** One-key balance pull (spec section 8): 101-105 have their own keys. */
export const balancePullFailure: FailureCatalogue = catalogue({
  101: key('one_key_err_code_101'),
  102: key('one_key_err_code_102'),
  103: key('one_key_err_code_103'),
  104: key('one_key_err_code_104'),
  105: key('one_key_err_code_105'),
})

/** `/captcha` (spec section 8): 101 means wait a second before asking again, silently. */
export const captchaFailure: FailureCatalogue = catalogue({
  101: { action: 'captcha_wait' },
})

/**
 * The text of an outcome: the translated key or the server's message, with
 * the code appended in brackets when the catalogue says so (`ip_error`
 * for login 201-203: the code tells support which IP rule refused).
 */
export function errorOutcomeText(outcome: FailureOutcome, translate: (key: string) => string): string {
  const text = outcome.messageKey !== undefined ? translate(outcome.messageKey) : (outcome.message ?? '')
  return outcome.appendCode ? `${text} (${outcome.appendCode})` : text
}

import { describe, expect, it } from 'vitest'
import {
  balancePullFailure,
  captchaFailure,
  doubleValidationFailure,
  doubleValidationSkipFailure,
  editPasswordFailure,
  forgotPasswordResetFailure,
  forgotPasswordSmsFailure,
  errorOutcomeText,
  loginFailure,
  registerFailure,
  smsFailure,
  vxResetFailure,
  vxVerifyFailure,
  type FailureOutcome,
} from '../src/index.ts'

type Row = [code: string | number, outcome: FailureOutcome]
const server = 'Server says no'

describe('login failures (spec section 8)', () => {
  it.each<Row>([
    ['101', { messageKey: 'account_error' }],
    ['102', { messageKey: 'account_disable' }],
    ['103', { messageKey: 'account_freezen' }],
    ['105', { messageKey: 'verify_failed' }],
    ['106', { messageKey: 'ip_error' }],
    ['201', { messageKey: 'ip_error', appendCode: '201' }],
    ['202', { messageKey: 'ip_error', appendCode: '202' }],
    ['203', { messageKey: 'ip_error', appendCode: '203' }],
    ['107', { messageKey: 'different_device', action: 'double_validation' }],
    ['802', { action: 'transfer_verification' }],
    ['104', { message: server }],
    ['204', { message: server }],
    ['999', { message: server }],
    [101, { messageKey: 'account_error' }],
    [' 107 ', { messageKey: 'different_device', action: 'double_validation' }],
  ])('code %j', (code, outcome) => {
    expect(loginFailure(code, server)).toEqual(outcome)
  })

  it('an unlisted code without a server message is UNKNOWN_CODE', () => {
    expect(loginFailure('500', '')).toEqual({ messageKey: 'UNKNOWN_CODE' })
    expect(loginFailure('500')).toEqual({ messageKey: 'UNKNOWN_CODE' })
  })

  it('a listed code ignores the server message', () => {
    expect(loginFailure('101', 'raw text')).toEqual({ messageKey: 'account_error' })
  })

  it('answers a fresh object each time', () => {
    const first = loginFailure('107')
    first.action = undefined
    expect(loginFailure('107').action).toBe('double_validation')
  })
})

describe('double validation failures (spec section 8)', () => {
  it.each<Row>([
    ['101', { message: server }],
    ['102', { message: server }],
    ['202', { message: server }],
    ['106', { messageKey: 'ip_error' }],
    ['103', { messageKey: 'verify_failed' }],
    ['104', { messageKey: 'verify_failed' }],
    ['105', { messageKey: 'verify_failed' }],
    ['205', { messageKey: 'verify_failed' }],
    ['206', { messageKey: 'verify_failed' }],
    ['998', { messageKey: 'double_validation_faild' }],
    ['201', { message: server }],
  ])('code %s', (code, outcome) => {
    expect(doubleValidationFailure(code, server)).toEqual(outcome)
  })

  it('server-message codes fall back to UNKNOWN_CODE when the server sent none', () => {
    expect(doubleValidationFailure('101', '')).toEqual({ messageKey: 'UNKNOWN_CODE' })
  })

  it.each<Row>([
    ['101', { messageKey: 'account_error' }],
    ['102', { message: server }],
  ])('skip code %s', (code, outcome) => {
    expect(doubleValidationSkipFailure(code, server)).toEqual(outcome)
  })
})

describe('member transfer verification failures (spec section 8)', () => {
  const reVerify = { messageKey: 'signup.error_verify_pls_reVerify' }
  it.each<[string, FailureOutcome, FailureOutcome]>([
    ['101', reVerify, reVerify],
    ['102', reVerify, reVerify],
    ['201', reVerify, reVerify],
    ['202', reVerify, reVerify],
    ['203', reVerify, reVerify],
    ['204', reVerify, { message: server }],
    ['205', { message: server }, { message: server }],
  ])('code %s: verify and reset', (code, verify, reset) => {
    expect(vxVerifyFailure(code, server)).toEqual(verify)
    expect(vxResetFailure(code, server)).toEqual(reset)
  })
})

describe('password change failures', () => {
  it.each<Row>([
    ['101', { messageKey: 'user.err_old_password' }],
    [' 101 ', { messageKey: 'user.err_old_password' }],
    ['102', { message: server }],
  ])('%s', (code, outcome) => {
    expect(editPasswordFailure(code, server)).toEqual(outcome)
  })

  it('an unknown code without a server message is UNKNOWN_CODE', () => {
    expect(editPasswordFailure('999')).toEqual({ messageKey: 'UNKNOWN_CODE' })
  })
})

describe('forgotten password failures', () => {
  it.each<Row>([
    ['105', { messageKey: 'verify_failed' }],
    ['102', { messageKey: 'signup.err_sms_rate_limit', action: 'start_countdown' }],
    ['103', { messageKey: 'signup.err_sms_no_balance' }],
    ['104', { messageKey: 'signup.err_sms_contact_service' }],
    ['999', { message: server }],
  ])('code step %s', (code, outcome) => {
    expect(forgotPasswordSmsFailure(code, server)).toEqual(outcome)
  })

  it.each<Row>([
    ['113', { messageKey: 'signup.err_phone_verify_wrong' }],
    ['102', { messageKey: 'account_disable' }],
    ['101', { message: server }],
  ])('reset step %s', (code, outcome) => {
    expect(forgotPasswordResetFailure(code, server)).toEqual(outcome)
  })
})

describe('registration failures (spec section 8)', () => {
  const resetIntroducer = 'reset_introducer' as const
  it.each<Row>([
    ['102', { field: 'memberAccount', messageKey: 'signup.err_account_used' }],
    ['103', { field: 'memberName', messageKey: 'signup.err_name_used' }],
    ['104', { field: 'memberPhone', messageKey: 'signup.err_phone_used' }],
    ['105', { field: 'memberEmail', messageKey: 'signup.err_email_used' }],
    ['106', { field: 'recommendCode', messageKey: 'signup.err_agent_not_found', action: resetIntroducer }],
    ['107', { field: 'recommendCode', messageKey: 'signup.err_recommend_closed', action: 'disable_referral' }],
    ['108', { field: 'recommendCode', messageKey: 'signup.err_agent_disabled', action: resetIntroducer }],
    ['109', { field: 'recommendCode', messageKey: 'signup.err_recommend_disabled', action: resetIntroducer }],
    ['110', { field: 'recommendCode', messageKey: 'signup.err_code_disabled', action: resetIntroducer }],
    ['112', { field: 'recommendCode', messageKey: 'signup.err_introducer_not_found', action: resetIntroducer }],
    ['219', { field: 'recommendCode', messageKey: 'signup.err_introducer_not_found', action: resetIntroducer }],
    ['228', { field: 'recommendCode', messageKey: 'signup.err_introducer_invalid', action: resetIntroducer }],
    ['113', { field: 'phoneVerify', messageKey: 'signup.err_phone_verify_wrong' }],
    ['114', { field: 'identityId', messageKey: 'signup.err_identity_id_used' }],
    ['223', { field: 'identityId', messageKey: 'signup.err_identity_id_used' }],
    ['206', { field: 'memberEmail', messageKey: 'signup.err_email_format' }],
    ['209', { field: 'memberPhone', messageKey: 'signup.err_phone_invalid' }],
    ['214', { field: 'memberName', messageKey: 'signup.err_name_blacklisted' }],
    ['215', { field: 'memberPhone', message: server }],
    ['216', { field: 'memberEmail', messageKey: 'signup.err_email_blacklisted' }],
    ['218', { messageKey: 'ip_error', toast: true }],
    ['222', { field: 'phoneVerify', messageKey: 'signup.err_introducer_not_found', action: resetIntroducer }],
    ['224', { field: 'captchaAnswer', messageKey: 'verify_failed' }],
    ['227', { field: 'memberName', messageKey: 'signup.err_name_invalid' }],
    ['996', { messageKey: 'signup.err_too_frequent', toast: true }],
    ['997', { messageKey: 'signup.err_ip_limit', toast: true }],
    ['301', { field: 'memberQq', message: server }],
    ['302', { field: 'memberSkype', message: server }],
    ['304', { field: 'memberWechat', message: server }],
    ['305', { field: 'memberZalo', message: server }],
    ['306', { field: 'memberFb', message: server }],
    ['307', { field: 'memberTelegram', message: server }],
    ['308', { field: 'memberWhatsApp', message: server }],
    ['303', { message: server }],
    ['101', { message: server }],
  ])('code %s', (code, outcome) => {
    expect(registerFailure(code, server)).toEqual(outcome)
  })

  it('introducer codes name the agent input for agent-link registration', () => {
    expect(registerFailure('108', server, { introducerField: 'memberAgent' })).toEqual({
      field: 'memberAgent',
      messageKey: 'signup.err_agent_disabled',
      action: 'reset_introducer',
    })
    expect(registerFailure('107', server, { introducerField: 'memberAgent' }).field).toBe('memberAgent')
  })

  it('without a server message, unlisted codes say "error" and server-text fields too', () => {
    expect(registerFailure('999', '')).toEqual({ message: 'error' })
    expect(registerFailure('301')).toEqual({ field: 'memberQq', message: 'error' })
  })
})

describe('SMS failures (spec section 8)', () => {
  it.each<Row>([
    ['099', { field: 'phoneVerify', messageKey: 'signup.err_sms_verify' }],
    [99, { field: 'phoneVerify', messageKey: 'signup.err_sms_verify' }],
    ['102', { messageKey: 'signup.err_sms_rate_limit', action: 'start_countdown' }],
    ['103', { messageKey: 'signup.err_sms_no_balance' }],
    ['104', { messageKey: 'signup.err_sms_contact_service' }],
    ['201', { field: 'memberPhone', messageKey: 'signup.err_sms_phone_blank' }],
    ['105', { message: 'ERROR' }],
    ['500', { message: 'ERROR' }],
  ])('code %j', (code, outcome) => {
    expect(smsFailure(code, server)).toEqual(outcome)
  })
})

describe('balance pull failures (spec section 8)', () => {
  it.each<Row>([
    ['101', { messageKey: 'one_key_err_code_101' }],
    ['102', { messageKey: 'one_key_err_code_102' }],
    ['103', { messageKey: 'one_key_err_code_103' }],
    ['104', { messageKey: 'one_key_err_code_104' }],
    ['105', { messageKey: 'one_key_err_code_105' }],
    ['100', { message: server }],
    ['106', { message: server }],
  ])('code %s', (code, outcome) => {
    expect(balancePullFailure(code, server)).toEqual(outcome)
  })
})

describe('captcha failures (spec section 8)', () => {
  it.each<Row>([
    ['101', { action: 'captcha_wait' }],
    ['102', { message: server }],
  ])('code %s', (code, outcome) => {
    expect(captchaFailure(code, server)).toEqual(outcome)
  })
})

describe('outcome text', () => {
  const translate = (key: string) => `<${key}>`
  it.each<[FailureOutcome, string]>([
    [{ messageKey: 'account_error' }, '<account_error>'],
    [{ messageKey: 'ip_error', appendCode: '202' }, '<ip_error> (202)'],
    [{ message: server }, server],
    [{ action: 'transfer_verification' }, ''],
  ])('%j reads %j', (outcome, text) => {
    expect(errorOutcomeText(outcome, translate)).toBe(text)
  })

  it('composes the login IP error with its code', () => {
    expect(errorOutcomeText(loginFailure('201'), translate)).toBe('<ip_error> (201)')
  })
})

import { describe, expect, it } from 'vitest'
import { ApiError, failureText } from '../src/index.ts'

describe('failureText (spec section 8)', () => {
  it.each([
    [
      'a business refusal shows the server message',
      new ApiError({ kind: 'business', code: '102', message: 'site not found' }),
      'site not found',
    ],
    [
      'a business refusal without a message shows its code',
      new ApiError({ kind: 'business', code: '102', message: '' }),
      '102',
    ],
    ['a timeout shows requestTimeout', ApiError.timeout(), 'requestTimeout'],
    ['a network failure shows networkError', ApiError.network(), 'networkError'],
    ['an answer outside the contract shows UNKNOWN_CODE', ApiError.unknown('drift'), 'UNKNOWN_CODE'],
    [
      'an HTTP failure shows its code, not its message',
      new ApiError({ kind: 'http', code: '503', message: 'Service Unavailable', status: 503 }),
      '503',
    ],
    ['anything that is not an ApiError is UNKNOWN_CODE', new TypeError('boom'), 'UNKNOWN_CODE'],
  ])('%s', (_name, error, text) => {
    expect(failureText(error)).toBe(text)
  })
})

describe('ApiError.fieldReason (a 400 shown under its field)', () => {
  const badRequest = (message: string, field?: string) =>
    new ApiError({ kind: 'http', code: '400', message, status: 400, field })
  it.each([
    ['the server’s words after the field', badRequest('amount: ต้องเป็นจำนวนเต็ม', 'amount'), 'ต้องเป็นจำนวนเต็ม'],
    ['a reason that holds ": " itself', badRequest('member_name: a: b', 'member_name'), 'a: b'],
    ['a ui key the page translates', badRequest('from: fund.err_date_range', 'from'), 'fund.err_date_range'],
    ['nothing when the message names another field', badRequest('amount: too big', 'member_id'), ''],
    ['nothing when the error names no field', badRequest('body: unreadable'), ''],
    ['nothing when the reason is empty', badRequest('amount: ', 'amount'), ''],
  ])('%s', (_name, error, reason) => {
    expect(error.fieldReason).toBe(reason)
  })
})

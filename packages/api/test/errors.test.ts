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

/** Success codes of a response envelope (spec section 5). */
export const SUCCESS_CODES = ['100', '1000'] as const

export function isSuccessCode(code: unknown): boolean {
  return (SUCCESS_CODES as readonly string[]).includes(String(code))
}

/** Client-side failure codes (spec section 8). */
export const CLIENT_ERROR = {
  timeout: 'requestTimeout',
  network: 'networkError',
  unknown: 'UNKNOWN_CODE',
} as const
export type ClientErrorCode = (typeof CLIENT_ERROR)[keyof typeof CLIENT_ERROR]

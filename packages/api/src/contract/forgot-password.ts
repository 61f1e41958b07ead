import { validateCheckPassword, validatePassword } from '@lobby/domain'
import { z } from 'zod/mini'
import { defineEndpoint } from './endpoint.ts'
import { siteIdSchema } from './games.ts'

/**
 * Forgotten password (spec sections 2 and 9 name the screen and its 300 s SMS
 * timer but no calls; these are ours, see docs/contract.md "Forgotten
 * password"). Step 1 sends a code to the member's phone, step 2 sets a new
 * password with it. Neither answer tells whether an account exists or the
 * phone is the account's: an unknown account, a wrong phone and a right one
 * get the same answer to step 1, and step 2 answers 113 for all of them.
 */

const accountSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(64))
const phoneSchema = z.string().check(z.trim(), z.regex(/^\d{5,20}$/, 'signup.err_phone_invalid'))

/**
 * `POST /forget_password/sms`, with a login captcha (`/captcha` type 1).
 * Answers `{ expires_in, resend_in }` in seconds whether or not a code was
 * really sent. Codes: 105 captcha wrong, expired or used (used up either
 * way), 102 a code was asked for this phone less than 300 s ago, or this
 * address asked for too many (the countdown starts anyway), 103 the site's
 * SMS has no balance, 104 contact customer service.
 */
export const forgetPasswordSms = defineEndpoint({
  path: '/forget_password/sms',
  method: 'POST',
  write: true,
  request: z.object({
    site_id: siteIdSchema,
    member_account: accountSchema,
    member_phone: phoneSchema,
    captcha_token: z.string().check(z.minLength(1), z.maxLength(128)),
    /** The captcha answer. */
    verify_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(16)),
  }),
  response: z.object({ expires_in: z.int(), resend_in: z.int() }),
})

/**
 * `POST /forget_password/reset`: sets `new_password` (the rule of
 * `validatePassword` in `@lobby/domain`; a 400 names the field with its
 * message key) and signs the member out everywhere. Codes: 113 the code is
 * wrong, expired, used, dead after too many wrong tries, or not for this
 * account and phone (one answer for all), 102 the account is not active.
 */
export const forgetPasswordReset = defineEndpoint({
  path: '/forget_password/reset',
  method: 'POST',
  write: true,
  request: z
    .object({
      site_id: siteIdSchema,
      member_account: accountSchema,
      member_phone: phoneSchema,
      phone_verify: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'signup.err_phone_verify_format')),
      new_password: z.string().check(z.maxLength(128)),
      check_password: z.string().check(z.maxLength(128)),
    })
    .check(
      z.superRefine((body, ctx) => {
        const password = validatePassword(body.new_password)
        if (password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: password })
        const check = password ? undefined : validateCheckPassword(body.new_password, body.check_password)
        if (check) ctx.addIssue({ code: 'custom', path: ['check_password'], message: check })
      }),
    ),
  response: z.null(),
})

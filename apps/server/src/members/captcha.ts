import { createCipheriv, randomBytes } from 'node:crypto'
import { captcha, clientCaptcha } from '@lobby/api/contract'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { DEV_RECORDS_PER_KIND, devRecord, putDevRecord } from '../dev/records.ts'
import { registerEndpoint, type RouteOptions } from '../http/route.ts'
import { forSite } from '../http/site-guards.ts'
import { CAPTCHA_PLACEHOLDER, captchaAnswer, captchaSvg, svgDataUrl } from './captcha-picture.ts'
import { LIFETIME, isoIn, isoNow, randomSecret, sameText, sha256 } from './secrets.ts'

/**
 * The answers of recent captchas, for the dev hook `GET /api/dev/captcha`
 * (end-to-end tests log in without reading the picture), kept in the database
 * (`dev_records`, dev/records.ts) so any server process answers it. Exists
 * only when dev hooks are on; the captchas table holds hashes only.
 */
export class CaptchaAnswerLog {
  constructor(private readonly limit = DEV_RECORDS_PER_KIND) {}

  /** `db`: the call's transaction, so the answer commits with the captcha. */
  async record(db: Db, token: string, answer: string): Promise<void> {
    await putDevRecord(db, 'captcha', token, answer, this.limit)
  }

  answer(db: Db, token: string): Promise<string | undefined> {
    return devRecord(db, 'captcha', token)
  }
}

function answerHash(token: string, answer: string): string {
  return sha256(`${token}:${answer.trim()}`)
}

export async function createCaptcha(db: Db, siteId: string, type: number): Promise<{ token: string; answer: string }> {
  const now = isoNow()
  // Housekeeping: a captcha past its expiry can never be used again.
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute()
  const token = randomSecret()
  const answer = captchaAnswer()
  await db
    .insertInto('captchas')
    .values({
      token,
      site_id: siteId,
      type,
      answer_hash: answerHash(token, answer),
      created_at: now,
      expires_at: isoIn(LIFETIME.captcha),
      used_at: null,
    })
    .execute()
  return { token, answer }
}

/**
 * Checks and uses up a captcha: whether the answer is right or wrong, the
 * token cannot be tried again. True only for an unused, unexpired captcha of
 * this site and type with the right answer.
 */
export async function useCaptcha(
  db: Db,
  check: { token: string; answer: string; siteId: string; type: number },
): Promise<boolean> {
  const now = isoNow()
  const row = await db.selectFrom('captchas').selectAll().where('token', '=', check.token).executeTakeFirst()
  if (!row || row.used_at !== null) return false
  const taken = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('token', '=', check.token)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  if (Number(taken.numUpdatedRows) !== 1) return false
  return (
    row.site_id === check.siteId &&
    row.type === check.type &&
    row.expires_at > now &&
    sameText(row.answer_hash, answerHash(check.token, check.answer))
  )
}

/** AES-256-GCM under a fresh key: base64 of iv + ciphertext + tag, the layout Web Crypto decrypts. */
function sealForClient(plain: string): { text: string; key: string } {
  const key = randomBytes(32)
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { text: Buffer.concat([iv, body]).toString('base64'), key: key.toString('base64') }
}

export function registerCaptchaRoutes(app: FastifyInstance, options: RouteOptions, log?: CaptchaAnswerLog): void {
  registerEndpoint(
    app,
    captcha,
    forSite(async (input, { db }) => {
      const created = await createCaptcha(db, input.site_id, input.type)
      await log?.record(db, created.token, created.answer)
      return {
        token: created.token,
        captcha: svgDataUrl(captchaSvg(created.answer)),
        placeholder: CAPTCHA_PLACEHOLDER,
      }
    }),
    options,
  )

  registerEndpoint(
    app,
    clientCaptcha,
    async () => {
      const answer = captchaAnswer()
      return { ...sealForClient(answer), data: svgDataUrl(captchaSvg(answer)) }
    },
    options,
  )
}

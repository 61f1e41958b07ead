import { gamePlay, register } from '@lobby/api/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { DEMO_SITE_CODE } from '../src/site/demo-mode.ts'
import { rowCounts, SITE, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { freshIp, newCaptcha, send as sendFrom, validForm } from './registration-helpers.ts'
import { firstGames, newPlayer } from './wallet-helpers.ts'

/**
 * Demo mode (`env_config.is_demo`, spec section 5) blocks real play and
 * registration in the site; the server refuses both too, so a script that
 * skips the page gets nothing: code 960 in the player's language, nothing
 * written, the money where it was.
 */
let server: LobbyServer
let game: { code: string; gt: number }

beforeAll(async () => {
  server = await startServer()
  game = (await firstGames(server, ['GPAX'])).get('GPAX')!
})
afterAll(async () => {
  await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: false })
  await server.close()
})

const demoMode = async (on: boolean) =>
  expect((await send(server, '/api/dev/site-demo', { site_id: SITE, is_demo: on })).code).toBe('100')

const playBody = () => ({ gpId: 'GPAX', game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 })

async function mainCash(id: number): Promise<number> {
  const row = await server.db.selectFrom('members').select('cash').where('id', '=', id).executeTakeFirstOrThrow()
  return Number(row.cash)
}

describe('demo mode on the server', () => {
  it('refuses a real game with 960 in the request’s language, moving no money and opening no session', async () => {
    const player = await newPlayer(server, 'demoplay01', 5_000)
    await demoMode(true)
    const before = await rowCounts(server.db)
    const refused = await send(server, `/api${gamePlay.path}`, playBody(), {
      token: player.token,
      headers: { lang: 'th_TH' },
    })
    expect(refused).toMatchObject({ status: 200, code: DEMO_SITE_CODE })
    expect(refused.message).toBe('เว็บไซต์นี้เป็นเดโม: ปิดการเล่นจริงและการสมัครสมาชิก')
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainCash(player.id)).toBe(5_000)

    // The same member plays once the operator ends demo mode: the refusal was the mode's, not the member's.
    await demoMode(false)
    const played = await send(server, `/api${gamePlay.path}`, playBody(), { token: player.token })
    expect(played.code).toBe('100')
  })

  it('refuses a registration with 960, creating no member and spending no captcha', async () => {
    await demoMode(true)
    const captcha = await newCaptcha(server, 2)
    const before = await rowCounts(server.db)
    const body = { ...validForm('VND'), captcha_token: captcha.token, verify_code: captcha.answer }
    const ip = freshIp()
    const refused = await sendFrom(server, `/api${register.path}`, body, { remoteAddress: ip })
    expect(refused).toMatchObject({ code: DEMO_SITE_CODE })
    expect(refused.message).toBe('this site is a demo: real play and registration are closed')
    expect(await rowCounts(server.db)).toEqual(before)

    // Demo mode off: the same form and the same captcha register the member.
    await demoMode(false)
    const registered = await sendFrom(server, `/api${register.path}`, body, { remoteAddress: ip })
    expect(registered.code).toBe('100')
  })
})

import { LOGIN_HEADER, captcha, getLoginHeader, login, register } from '@lobby/api/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { CAPTCHA_LENGTH, captchaAnswer, drawCaptcha } from '../src/members/captcha-picture.ts'
import { createCaptcha, useCaptcha } from '../src/members/captcha.ts'
import { LIFETIME } from '../src/members/secrets.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { SITE, startServer } from './helpers.ts'
import { createMember, freshUdid, send } from './member-session.ts'
import { freshIp, validForm } from './registration-helpers.ts'

/**
 * Issue 19, item 2: a script used to read every captcha with a table of ten
 * path strings (one fixed path per digit). These tests attack the picture
 * the way that script did, and check the captcha's life: single use,
 * expiring, bound to its type.
 */

let server: LobbyServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(async () => {
  await server.close()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A captcha from `POST /captcha` with its answer from the dev hook, and its SVG text. */
async function issued(type: 1 | 2 = 1): Promise<{ token: string; answer: string; svg: string }> {
  const res = await send<{ token: string; captcha: string }>(server, `/api${captcha.path}`, { type, site_id: SITE })
  expect(res.code).toBe('100')
  const svg = Buffer.from(res.data.captcha.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')
  const dev = await send<{ answer: string }>(server, `/api/dev/captcha?token=${res.data.token}`, undefined, {
    method: 'GET',
  })
  return { token: res.data.token, answer: dev.data.answer, svg }
}

/** The `d` of every path, whatever attributes come first. */
const pathStrings = (svg: string): string[] => [...svg.matchAll(/<path\b[^>]*?\sd="([^"]*)"/g)].map((m) => m[1] ?? '')

/** A path's first point's x: where a script would say the stroke stands. */
const firstX = (d: string): number => Number(/^M(-?[\d.]+)/.exec(d)?.[1] ?? Number.NaN)

/** The path made relative to its first point: a table of these would undo any shift of a fixed glyph. */
function relative(d: string): string {
  const numbers = [...d.matchAll(/-?[\d.]+/g)].map((m) => Number(m[0]))
  const [x0 = 0, y0 = 0] = numbers
  return numbers.map((n, i) => (n - (i % 2 === 0 ? x0 : y0)).toFixed(1)).join(' ')
}

/**
 * The table attack: from pictures whose answers are known, every path string
 * (exact, or relative to its start) is learned as one of the answer's digits;
 * a new picture is read by looking its paths up and ordering the ones found
 * by position. Answers the number of pictures read right.
 */
function tableAttack(training: { svg: string; answer: string }[], target: { svg: string; answer: string }[]) {
  const tables = { exact: new Map<string, Set<string>>(), relative: new Map<string, Set<string>>() }
  for (const { svg, answer } of training) {
    for (const d of pathStrings(svg)) {
      for (const [kind, key] of [
        ['exact', d],
        ['relative', relative(d)],
      ] as const) {
        const digits = tables[kind].get(key) ?? new Set<string>()
        for (const digit of answer) digits.add(digit)
        tables[kind].set(key, digits)
      }
    }
  }
  const read = { exact: 0, relative: 0, pathsFound: 0 }
  for (const { svg, answer } of target) {
    for (const kind of ['exact', 'relative'] as const) {
      const found = pathStrings(svg)
        .map((d) => ({ x: firstX(d), digits: tables[kind].get(kind === 'exact' ? d : relative(d)) }))
        .filter((hit): hit is { x: number; digits: Set<string> } => hit.digits?.size === 1)
      if (kind === 'exact') read.pathsFound += found.length
      const guess = found
        .sort((a, b) => a.x - b.x)
        .slice(0, CAPTCHA_LENGTH)
        .map((hit) => [...hit.digits][0])
        .join('')
      if (guess === answer) read[kind] += 1
    }
  }
  return read
}

describe('the captcha picture cannot be read by a table', () => {
  it('a table of the path strings of 25 answered captchas reads none of the next 25', async () => {
    const captchas: { svg: string; answer: string }[] = []
    for (let i = 0; i < 50; i += 1) captchas.push(await issued())
    const read = tableAttack(captchas.slice(0, 25), captchas.slice(25))
    expect(read.exact).toBeLessThan(2)
    expect(read.relative).toBeLessThan(2)
    // Stronger: no path string of one picture appears in another (a speck, two points a pixel apart, may
    // repeat once made relative; a digit's strokes do not: the next test).
    expect(read.pathsFound).toBe(0)
    const all = captchas.flatMap(({ svg }) => pathStrings(svg))
    expect(new Set(all).size).toBe(all.length)
  })

  it('one digit is drawn differently every time', () => {
    const drawings = Array.from({ length: 20 }, () => {
      const picture = drawCaptcha('7777')
      const paths = pathStrings(picture.svg)
      return (picture.glyphPaths[0] ?? []).map((index) => relative(paths[index] ?? '')).join('|')
    })
    expect(new Set(drawings).size).toBe(drawings.length)
  })
})

describe('the captcha picture has no text and no reading order', () => {
  it('has no text node or text element, only paths with one set of attributes after the background', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { svg, answer } = await issued()
      expect(svg.replace(/<[^>]*>/g, '')).toBe('')
      expect(svg).not.toMatch(/<text|<tspan|<use|transform=|id=|class=|<title|<desc/)
      expect(svg).not.toContain(answer)
      const elements = [...svg.matchAll(/<(\w+)((?:\s+[\w-]+="[^"]*")*)\s*\/?>/g)].map((m) => ({
        tag: m[1],
        attributes: [...(m[2] ?? '').matchAll(/([\w-]+)="/g)].map((a) => a[1]).join(' '),
      }))
      expect(elements.map((e) => e.tag).slice(0, 2)).toEqual(['svg', 'rect'])
      const drawn = elements.slice(2)
      expect(new Set(drawn.map((e) => `${e.tag} ${e.attributes}`))).toEqual(
        new Set(['path d stroke stroke-width fill stroke-linecap stroke-linejoin']),
      )
    }
  })

  it('shuffles the paths: the digits’ paths stand in no left-to-right order and at no fixed place', () => {
    let inOrder = 0
    const firstPlaces = new Set<number>()
    for (let i = 0; i < 50; i += 1) {
      const picture = drawCaptcha(captchaAnswer())
      const firsts = picture.glyphPaths.map((indexes) => Math.min(...indexes))
      if (firsts.every((place, slot) => slot === 0 || place > (firsts[slot - 1] ?? -1))) inOrder += 1
      firstPlaces.add(firsts[0] ?? -1)
      // The digits' paths are not one run: noise lies between them.
      const glyphIndexes = picture.glyphPaths.flat().sort((a, b) => a - b)
      expect((glyphIndexes.at(-1) ?? 0) - (glyphIndexes[0] ?? 0) + 1).toBeGreaterThan(glyphIndexes.length)
    }
    // By chance 1 in 24 pictures has its four digits in order.
    expect(inOrder).toBeLessThan(12)
    expect(firstPlaces.size).toBeGreaterThan(10)
  })

  it('shares every colour among several paths, digits and noise alike', () => {
    for (let i = 0; i < 20; i += 1) {
      const picture = drawCaptcha(captchaAnswer())
      const styles = [...picture.svg.matchAll(/<path d="[^"]*" ([^/]*)\/>/g)].map((m) => m[1])
      const glyph = new Set(picture.glyphPaths.flat())
      const noiseStyles = new Set(styles.filter((_, index) => !glyph.has(index)))
      // A digit's colour is found on noise too in most pictures; here at least one digit's colour is.
      const shared = picture.glyphPaths.filter((indexes) => noiseStyles.has(styles[indexes[0] ?? -1]))
      expect(shared.length).toBeGreaterThan(0)
    }
  })
})

describe('a captcha is used once, expires, and is bound to its type', () => {
  const check = (token: string, answer: string, type = 1) =>
    useCaptcha(server.db, { token, answer, siteId: SITE, type })

  it('a wrong answer uses it up: the right one afterwards is refused', async () => {
    const c = await createCaptcha(server.db, SITE, 1)
    expect(await check(c.token, c.answer === '0000' ? '0001' : '0000')).toBe(false)
    expect(await check(c.token, c.answer)).toBe(false)
  })

  it('a right answer uses it up', async () => {
    const c = await createCaptcha(server.db, SITE, 1)
    expect(await check(c.token, c.answer)).toBe(true)
    expect(await check(c.token, c.answer)).toBe(false)
  })

  it(`expires ${LIFETIME.captcha / 60_000} minutes after it was issued`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = new Date('2026-04-01T08:00:00Z').getTime()
    vi.setSystemTime(start)
    const early = await createCaptcha(server.db, SITE, 1)
    const late = await createCaptcha(server.db, SITE, 1)
    vi.setSystemTime(start + LIFETIME.captcha - 1_000)
    expect(await check(early.token, early.answer)).toBe(true)
    vi.setSystemTime(start + LIFETIME.captcha + 1)
    expect(await check(late.token, late.answer)).toBe(false)
  })

  it('a register captcha is refused at login (105) and a login captcha at registration (224), and used up', async () => {
    const account = await createMember(server)
    const registerCaptcha = await issued(2)
    const header = await send<{ value: string }>(server, `/api${getLoginHeader.path}`, { site_id: SITE })
    const res = await send(
      server,
      `/api${login.path}`,
      {
        account,
        password: DEMO_MEMBER_PASSWORD,
        site_id: SITE,
        answer: registerCaptcha.answer,
        captcha_token: registerCaptcha.token,
        udid: freshUdid(),
        device: 0,
        browser: 'vitest',
      },
      { headers: { [LOGIN_HEADER]: header.data.value } },
    )
    expect(res.code).toBe('105')
    expect(res.authorization).toBeUndefined()
    expect(await check(registerCaptcha.token, registerCaptcha.answer, 2)).toBe(false)

    const loginCaptcha = await issued(1)
    const registered = await server.app.inject({
      method: 'POST',
      url: `/api${register.path}`,
      remoteAddress: freshIp(),
      payload: { ...validForm('VND'), captcha_token: loginCaptcha.token, verify_code: loginCaptcha.answer },
    })
    expect(registered.json()).toMatchObject({ code: '224' })
    expect(await check(loginCaptcha.token, loginCaptcha.answer, 1)).toBe(false)
  })
})

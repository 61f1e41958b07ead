import {
  balanceAllBack,
  balanceGetBack,
  cashSurplusCheck,
  gameLeave,
  gamePlay,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  myCash,
  type Endpoint,
} from '@lobby/api/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod/mini'
import { BadRequest } from '../http/errors.ts'
import { registerEndpoint, type Handler, type RouteOptions } from '../http/route.ts'
import { refuseSiteCurrency } from '../http/site-guards.ts'
import { forWalletMember, registerWalletCalls } from '../members/tokens.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { refuseOnDemoSite } from '../site/demo-mode.ts'
import { balances, providerBalances } from './ledger.ts'
import { FORWARD_CODE, launchGame, leaveGame, openSession } from './play.ts'
import { providersInMaintenance } from './providers.ts'
import { lastGameProvider, pullBalances, type PullAnswer } from './pulls.ts'
import type { WalletServices } from './services.ts'

/**
 * Money calls manage their own transactions: a provider's transfer call must
 * never run inside one (a slow provider would hold the database), so they
 * are mounted like reads and each step commits on its own (see play.ts and
 * pulls.ts). The contract still says `write: true`: clients never retry them.
 */
function registerMoneyCall<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions,
) {
  registerEndpoint(app, { ...endpoint, write: false }, handler, options)
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER]
  if (raw === undefined) return undefined
  const parsed = z.safeParse(idempotencyKeySchema, raw)
  if (!parsed.success) throw new BadRequest(IDEMPOTENCY_HEADER, 'server.input.invalid')
  return parsed.data
}

async function knownProvider(db: RouteOptions['db'], gpId: string): Promise<boolean> {
  return !!(await db.selectFrom('providers').select('gp_id').where('gp_id', '=', gpId).executeTakeFirst())
}

export function registerWalletRoutes(app: FastifyInstance, options: RouteOptions, wallet: WalletServices): void {
  const { db } = options
  const { queue } = wallet
  // A game the session time limit stops tells its member on this server's sockets (responsible-gambling/play-stop.ts).
  wallet.gameStops.announceTo(app.server, (error) =>
    app.log.error({ err: error }, 'a game stop failed: the next sweep tries again'),
  )

  const announcePull = (request: FastifyRequest, memberId: number, answer: PullAnswer) => {
    if (answer.replayed) return
    const server = request.server.server
    emitMemberEvent(server, memberId, 'member.cash', { cash: answer.cash, total: answer.total })
    emitMemberEvent(server, memberId, 'all_transfer_back', {
      cash: answer.cash,
      total: answer.total,
      results: answer.results,
    })
  }

  registerWalletCalls(app, options, (scope) => {
    registerMoneyCall(
      scope,
      gamePlay,
      forWalletMember(async (input, { request, reply, db: read }, { member, tokenHash }) => {
        const demo = await refuseOnDemoSite(read, member.site_id)
        if (demo) return demo
        const launch = await queue.run(member.id, () =>
          launchGame(wallet, member, {
            gpId: input.gpId,
            game_code: input.game_code,
            lobby_url: input.lobby_url,
            memberTokenHash: tokenHash,
          }),
        )
        if (!('sessionId' in launch)) return launch
        // This process stops the game when the session limits' time runs out (every process's sweep as well).
        wallet.gameStops.schedule({ id: launch.sessionId, memberId: member.id }, launch.stopAt)
        const server = request.server.server
        // The game's address follows the answer, as a provider's callback would.
        reply.raw.once('finish', () => {
          if (reply.raw.statusCode !== 200) return
          if (launch.forward !== 'done') {
            emitMemberEvent(server, member.id, 'forward_game.status', {
              gp_id: launch.gpId,
              code: launch.forward === 'disabled' ? FORWARD_CODE.transfersDisabled : FORWARD_CODE.transferFailed,
              message:
                launch.forward === 'disabled'
                  ? 'this provider takes no transfers'
                  : `the transfer to the provider ${launch.outcome === 'timeout' ? 'timed out' : 'failed'}`,
            })
          }
          emitMemberEvent(server, member.id, 'member.cash', {
            ...launch.balances,
            gp_id: launch.gpId,
            balance: launch.providerBalance,
          })
          emitMemberEvent(server, member.id, 'game.url', {
            game_session_id: launch.sessionId,
            gp_id: launch.gpId,
            game_code: launch.gameCode,
            url: launch.url,
          })
        })
        return {
          game_session_id: launch.sessionId,
          gp_id: launch.gpId,
          transferred: launch.transferred,
          forward: launch.forward,
        }
      }),
      options,
    )

    registerMoneyCall(
      scope,
      gameLeave,
      forWalletMember(async (_input, { request }, { member }) => {
        const left = await queue.run(member.id, () => leaveGame(wallet, member.id))
        // Nothing of this process's is left to stop (the sweep still looks at every open session).
        wallet.gameStops.forget(member.id)
        // Always sent: it clears the page's quitting flag (spec section 7).
        emitMemberEvent(request.server.server, member.id, 'member.cash', left.balances)
        return { closed: left.closed, gp_id: left.gpId, pulled: left.pulled, ...left.balances }
      }),
      options,
    )

    registerEndpoint(
      scope,
      myCash,
      forWalletMember(async (_input, { db: read }, { member }) => {
        const providers = await read
          .selectFrom('providers')
          .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
          .select(['providers.gp_id', 'providers.display_name', 'providers.icon_light', 'providers.icon_dark'])
          .where('provider_currencies.currency', '=', member.currency)
          .where('providers.active', '=', 1)
          .orderBy('providers.gt_id')
          .orderBy('providers.gp_id')
          .execute()
        const held = await providerBalances(read, member.id)
        const maintenance = await providersInMaintenance(read)
        const listed = new Set(providers.map((p) => p.gp_id))
        // A wallet still holding money is listed even if its provider left the currency.
        const extra = [...held.keys()].filter((gp) => !listed.has(gp))
        const extraRows = extra.length
          ? await read
              .selectFrom('providers')
              .select(['gp_id', 'display_name', 'icon_light', 'icon_dark'])
              .where('gp_id', 'in', extra)
              .execute()
          : []
        const my_cash_list = [...providers, ...extraRows].map((p) => ({
          gp_id: p.gp_id,
          gp_name: p.display_name,
          is_light: p.icon_light,
          icon_dark: p.icon_dark,
          balance: held.get(p.gp_id) ?? 0,
          maintenance: maintenance.has(p.gp_id) ? (1 as const) : (0 as const),
        }))
        const { cash, total } = await balances(read, member.id)
        return { cash, total, my_cash_list }
      }),
      options,
    )

    registerMoneyCall(
      scope,
      balanceAllBack,
      forWalletMember(async (_input, { request }, { member }) => {
        const answer = await pullBalances(wallet, member, {}, idempotencyKey(request))
        if ('results' in answer) announcePull(request, member.id, answer)
        return answer
      }),
      options,
    )

    registerMoneyCall(
      scope,
      balanceGetBack,
      forWalletMember(async (input, { request }, { member }) => {
        const key = idempotencyKey(request)
        // A provider the site does not have is the caller's mistake, named, before anything is written
        // (a pull of it would otherwise answer "empty" and start the cooldown).
        if (input?.gp_id !== undefined && !(await knownProvider(db, input.gp_id))) {
          throw new BadRequest('gp_id', 'server.provider.no_such')
        }
        const gpId = input?.gp_id ?? (await lastGameProvider(db, member.id))
        const answer = gpId
          ? await pullBalances(wallet, member, { gpId }, key)
          : { results: [], ...(await balances(db, member.id)), replayed: false }
        if ('results' in answer) announcePull(request, member.id, answer)
        return answer
      }),
      options,
    )

    registerEndpoint(
      scope,
      cashSurplusCheck,
      forWalletMember(async (input, { db: read }, { member }) => {
        const refusal = await refuseSiteCurrency(read, input.site_id, input.currency)
        if (refusal) return refusal
        const open = await openSession(read, member.id)
        const held = await providerBalances(read, member.id)
        const surplus = [...held].some(([gp, balance]) => balance > 0 && gp !== open?.gp_id)
        return { active: surplus ? 1 : 0 }
      }),
      options,
    )
  })
}

import type { Server as HttpServer } from 'node:http'
import { sql } from 'kysely'
import { prepared } from '../db/prepared.ts'
import { emitMemberEvent } from '../realtime/member-events.ts'
import { balances, providerBalance } from '../wallet/ledger.ts'
import type { MemberQueue } from '../wallet/locks.ts'
import { bringBack } from '../wallet/play.ts'
import type { TransferContext } from '../wallet/transfers.ts'
import { sessionTime } from './play.ts'

/**
 * The session time limit ends the game (issue 25). `play1` keeps on the session when the member's session limits
 * make it stop (`stop_at`, responsible-gambling/play.ts `sessionTime`); when that time comes the server stops the
 * game: it closes the session (its page and rounds are refused from `stop_at` on already, wallet/rounds.ts), brings
 * the provider wallet back to the main wallet as `leave1` does, and sends `game.stop` (then `member.cash`) on the
 * member's channel. A new `play1` is refused (173) until the limit's period renews.
 *
 * Two ways reach a session, so that a stop happens whatever process launched it and whichever died:
 * - a timer in the process that launched it, armed for `stop_at`;
 * - a sweep in every process (every 30 s, unref'd, stopped on close) of the open sessions whose `stop_at` has
 *   passed, or whose member changed a session limit since it was worked out (`stop_checked_at`).
 *
 * Either one works the time out again in the member's queue (wallet/locks.ts: one member's money operations run one
 * at a time across processes) at the instant it runs: time left (a limit loosened meanwhile) moves `stop_at`; none
 * left closes the session by a guarded update (`status = 'open'`), and only the caller whose update closed it moves
 * the money and sends the events, so a session is stopped once.
 */

export const GAME_STOP_SWEEP_MS = 30_000
/** The longest delay `setTimeout` keeps; a stop further off is left to the sweep. */
const MAX_TIMER_MS = 2 ** 31 - 1

const iso = (ms: number) => new Date(ms).toISOString()

/** What a stop did: which session of which member, when play is possible again, and the balances after. */
export interface GameStopped {
  memberId: number
  sessionId: string
  gpId: string
  /** When the used-up limit's period renews (ISO 8601 UTC). */
  renewsAt: string
  /** What came back from the provider wallet. */
  pulled: number
  cash: number
  total: number
  /** The provider wallet after (0 unless its transfer failed or it takes no transfers). */
  balance: number
}

/** The money routes' services the stop needs: the database, the provider gateway and the member queue. */
export interface GameStopContext extends TransferContext {
  queue: MemberQueue
}

const sessionById = prepared((db, p: { sessionId: string }) =>
  db.selectFrom('game_sessions').select(['id', 'member_id', 'gp_id', 'status']).where('id', '=', p.sessionId),
)

/** Open sessions due a look: their stop time has passed, or a session limit of their member changed since. */
const dueSessions = prepared((db, p: { now: string }) =>
  db
    .selectFrom('game_sessions as s')
    .select('s.id')
    .where('s.status', '=', sql.lit('open'))
    .where((eb) =>
      eb.or([
        eb('s.stop_at', '<=', p.now),
        eb.exists(
          eb
            .selectFrom('rg_limits as l')
            .select('l.member_id')
            .whereRef('l.member_id', '=', 's.member_id')
            .where('l.kind', '=', sql.lit('session'))
            .whereRef('l.updated_at', '>', 's.stop_checked_at'),
        ),
      ]),
    )
    .orderBy('s.id'),
)

const replan = prepared((db, p: { sessionId: string; stopAt: string | null; now: string }) =>
  db
    .updateTable('game_sessions')
    .set({ stop_at: p.stopAt, stop_checked_at: p.now })
    .where('id', '=', p.sessionId)
    .where('status', '=', sql.lit('open')),
)

const closeStopped = prepared((db, p: { sessionId: string; now: string }) =>
  db
    .updateTable('game_sessions')
    .set({ status: sql.lit('closed'), closed_at: p.now })
    .where('id', '=', p.sessionId)
    .where('status', '=', sql.lit('open')),
)

/**
 * The stops of one server: the launching process's timers (one per member: a member has one game open at a time, so
 * a new launch replaces the last one's), the periodic sweep, and where the events go.
 */
export class GameStops {
  private server: HttpServer | undefined
  private readonly timers = new Map<number, NodeJS.Timeout>()
  private sweeper: NodeJS.Timeout | undefined
  private sweeping: Promise<unknown> = Promise.resolve()
  /** Where a failed stop is told (the server's log); the sweep tries it again. */
  private report: (error: unknown) => void = () => undefined

  constructor(
    private readonly ctx: GameStopContext,
    private readonly intervalMs = GAME_STOP_SWEEP_MS,
  ) {}

  /**
   * Member events of a stop go out through the socket.io server attached to `server` (the money routes set it); a
   * failed stop is logged with `report`.
   */
  announceTo(server: HttpServer, report?: (error: unknown) => void): void {
    this.server = server
    if (report) this.report = report
  }

  /** Starts the periodic sweep (server start). */
  start(): void {
    if (this.sweeper) return
    this.sweeper = setInterval(() => {
      this.sweeping = this.sweeping.then(() => this.sweep()).catch((error: unknown) => this.report(error))
    }, this.intervalMs)
    this.sweeper.unref()
  }

  /** Stops the sweep and every timer (server close). */
  stop(): void {
    if (this.sweeper) clearInterval(this.sweeper)
    this.sweeper = undefined
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  /**
   * Arms this process's timer for the member's session that must stop at `stopAt` (ms; null: none), in place of any
   * the member had.
   */
  schedule(session: { id: string; memberId: number }, stopAt: number | null): void {
    this.forget(session.memberId)
    if (stopAt === null) return
    const delay = Math.max(0, stopAt - Date.now())
    if (delay > MAX_TIMER_MS) return
    const timer = setTimeout(() => {
      if (this.timers.get(session.memberId) === timer) this.timers.delete(session.memberId)
      // A failure (the database busy past every retry) is left to the sweep.
      this.check(session.id).catch((error: unknown) => this.report(error))
    }, delay)
    timer.unref()
    this.timers.set(session.memberId, timer)
  }

  /** Drops the member's timer (the member left the game). */
  forget(memberId: number): void {
    const armed = this.timers.get(memberId)
    if (armed) clearTimeout(armed)
    this.timers.delete(memberId)
  }

  /**
   * One sweep at `now`: looks at every open session due (its stop time passed, or its member's session limit
   * changed since it was worked out) and stops those whose time has run out. Returns the stops it made. One
   * session's failure leaves it to the next sweep and does not hold the others.
   */
  async sweep(now = Date.now()): Promise<GameStopped[]> {
    const due = await dueSessions.all(this.ctx.db, { now: iso(now) })
    const stopped: GameStopped[] = []
    for (const { id } of due) {
      const done = await this.check(id, now).catch((error: unknown) => {
        this.report(error)
        return null
      })
      if (done) stopped.push(done)
    }
    return stopped
  }

  /**
   * Works the session's time out at `now` and stops the game when none is left (once, whoever asks); with time left,
   * moves its stop time (and this process's timer). Null when it was not stopped by this call.
   */
  async check(sessionId: string, now = Date.now()): Promise<GameStopped | null> {
    const { db, queue } = this.ctx
    const session = await sessionById.first(db, { sessionId })
    if (!session || session.status !== 'open') return null
    const memberId = session.member_id
    type Outcome = { replanned: number | null } | { stopped: GameStopped } | null
    const outcome = await queue.run<Outcome>(memberId, async () => {
      const time = await sessionTime(db, memberId, now)
      if (!time.refusal) {
        const moved = await replan.run(db, {
          sessionId,
          stopAt: time.stopAt === null ? null : iso(time.stopAt),
          now: iso(now),
        })
        return moved > 0 ? { replanned: time.stopAt } : null
      }
      const closed = await closeStopped.run(db, { sessionId, now: iso(now) })
      // Left, replaced by a new play1, revoked or stopped by another process meanwhile: not this call's to stop.
      if (closed === 0) return null
      const pulled = await bringBack(this.ctx, memberId, session)
      const after = await balances(db, memberId)
      const stopped: GameStopped = {
        memberId,
        sessionId,
        gpId: session.gp_id,
        renewsAt: time.refusal.renews_at,
        pulled,
        ...after,
        balance: await providerBalance(db, memberId, session.gp_id),
      }
      return { stopped }
    })
    if (!outcome) return null
    if ('replanned' in outcome) {
      this.schedule({ id: sessionId, memberId }, outcome.replanned)
      return null
    }
    this.announce(outcome.stopped)
    return outcome.stopped
  }

  private announce(stopped: GameStopped): void {
    if (!this.server) return
    emitMemberEvent(this.server, stopped.memberId, 'game.stop', {
      reason: 'session_limit',
      renews_at: stopped.renewsAt,
      game_session_id: stopped.sessionId,
      gp_id: stopped.gpId,
    })
    emitMemberEvent(this.server, stopped.memberId, 'member.cash', {
      cash: stopped.cash,
      total: stopped.total,
      gp_id: stopped.gpId,
      balance: stopped.balance,
    })
  }
}

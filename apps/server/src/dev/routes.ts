import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/connection.ts'
import { envelope } from '../http/envelope.ts'
import type { MemberRouteHooks } from '../members/routes.ts'
import type { RealtimeServer } from '../realtime/socket.ts'
import { registerActivityDevRoutes } from './activities.ts'
import { registerAgentCentreDevRoutes } from './agent-centre.ts'
import { registerContentDevRoutes } from './content.ts'
import { registerFaultHooks } from './faults.ts'
import { registerLobbyDevRoutes } from './lobby.ts'
import { registerMemberGameDevRoutes } from './member-games.ts'
import { registerMemberCentreDevRoutes } from './member-centre.ts'
import { registerMemberDevRoutes } from './members.ts'
import { registerRegistrationDevRoutes } from './registration.ts'
import { registerSessionFlowDevRoutes } from './session-flows.ts'
import { registerSiteLinkDevRoutes } from './site-links.ts'
import { registerWalletDevRoutes } from './wallet.ts'
import type { WalletServices } from '../wallet/services.ts'
import type { PaymentDesk } from '../payments/desk.ts'

/**
 * Development hooks (ARCHITECTURE.md): registered only when the flag is on, so
 * with it off every /api/dev/* falls through to the 404 handler and no
 * production path is weakened. Returns what the member routes need to serve
 * the captcha hook.
 */
export function registerDevRoutes(
  app: FastifyInstance,
  db: Db,
  io: RealtimeServer,
  wallet: WalletServices,
  payments: PaymentDesk,
): MemberRouteHooks {
  app.get('/api/dev/health', async () => envelope('100', 'ok', { devHooks: true }))
  registerFaultHooks(app, db)
  registerContentDevRoutes(app, db, io)
  registerSiteLinkDevRoutes(app, db)
  registerMemberGameDevRoutes(app, db)
  registerLobbyDevRoutes(app)
  registerWalletDevRoutes(app, db, wallet)
  registerActivityDevRoutes(app, db, payments)
  registerMemberCentreDevRoutes(app, db, payments)
  registerAgentCentreDevRoutes(app, db)
  registerSessionFlowDevRoutes(app, db, io)
  return { captchaAnswers: registerMemberDevRoutes(app, db), ...registerRegistrationDevRoutes(app, db) }
}

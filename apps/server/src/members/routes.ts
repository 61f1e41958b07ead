import type { FastifyInstance } from 'fastify'
import type { RouteOptions } from '../http/route.ts'
import { registerAccountRoutes } from './account.ts'
import { registerCaptchaRoutes, type CaptchaAnswerLog } from './captcha.ts'
import { registerForgotPasswordRoutes } from './forgot-password.ts'
import { registerIntroducerRoutes } from './introducers.ts'
import { registerLoginRoutes } from './login.ts'
import { RegisterLookups } from './lookup-limits.ts'
import { registerRegisterSettingsRoutes } from './register-settings.ts'
import { registerRegistrationRoutes } from './registration.ts'
import { registerProfileSmsRoute, registerSmsRoutes, type RegistrationRouteHooks } from './sms.ts'
import { registerVxRoutes } from './vx.ts'

export interface MemberRouteHooks extends RegistrationRouteHooks {
  /** Dev hooks only: keeps captcha answers for `GET /api/dev/captcha`. */
  captchaAnswers?: CaptchaAnswerLog | undefined
}

/** Captchas, login and its security steps, the member's own profile, the session hand-over. */
export function registerMemberRoutes(app: FastifyInstance, options: RouteOptions, hooks: MemberRouteHooks = {}): void {
  // One count of registration lookups per address for both calls that answer whether a value is taken.
  const lookups = hooks.registerLookups ?? new RegisterLookups()
  registerCaptchaRoutes(app, options, hooks.captchaAnswers)
  registerLoginRoutes(app, options)
  registerVxRoutes(app, options)
  registerAccountRoutes(app, options)
  registerRegisterSettingsRoutes(app, options)
  registerIntroducerRoutes(app, options, lookups)
  registerSmsRoutes(app, options, hooks.smsCodes, lookups)
  registerRegistrationRoutes(app, options, lookups)
  registerForgotPasswordRoutes(app, options, hooks.smsCodes)
  registerProfileSmsRoute(app, options, hooks.smsCodes)
}

import { createRealtime } from '@lobby/realtime'
import { session } from './session.ts'

/**
 * The page's one socket (same origin: the server, or Vite's proxy in dev).
 * Features subscribe through it. It joins `member.{member_id}` by itself on
 * every connect while the stored session has both a member id and a token;
 * `realtime.syncMember()` after the session changes (login, logout, a 401).
 */
export const realtime = createRealtime({ getToken: session.getToken, getMemberId: session.getMemberId })

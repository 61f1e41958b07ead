import { createRealtime } from '@lobby/realtime'
import { session } from './session.ts'

/** The page's one socket (same origin: the server, or Vite's proxy in dev). Features subscribe through it. */
export const realtime = createRealtime({ getToken: session.getToken })

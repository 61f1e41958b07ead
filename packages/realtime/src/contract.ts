/**
 * The socket.io contract shared by the server and the client. Later issues add
 * every channel and event of spec section 7 here; the walking skeleton only
 * needs the transport itself.
 */
export const REALTIME_PATH = '/socket.io/'

/** Events the server sends. */
export interface ServerToClientEvents {
  /** Sent once a connection is accepted, with the server's clock (ms since epoch). */
  welcome: (payload: { serverTime: number }) => void
}

/** Events the client sends. */
export interface ClientToServerEvents {
  /** Round trip used to check the link is alive; the server acks with its clock. */
  ping_lobby: (ack: (payload: { serverTime: number }) => void) => void
}

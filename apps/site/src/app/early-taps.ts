/**
 * Taps made on the server's first view before the page hydrated it: the
 * inline script of index.html (apps/server/src/site/first-view.ts) holds
 * them in `window.__lobbyEarlyTaps`, since a control there has no handler yet.
 * Once the page's first render is committed, the last of them is made again
 * on the same control (a person who tapped "Log in" on a slow phone gets the
 * login), and the script lets taps through from then on.
 */
export function replayEarlyTap(): void {
  const holder = window as unknown as { __lobbyEarlyTaps?: Element[] }
  const taps = holder.__lobbyEarlyTaps
  // Set to something else, the script's listener lets the next tap through and removes itself.
  holder.__lobbyEarlyTaps = undefined
  const last = taps?.at(-1)
  if (last instanceof HTMLElement && last.isConnected) last.click()
}

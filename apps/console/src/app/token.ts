/** Where the operator's session token lives: this tab's session storage, so closing the tab ends it here. */
export const TOKEN_KEY = 'lobby.console.token'

/** The operator's session token, kept in session storage (blocked storage keeps nothing: the next load signs in). */
export const token = {
  get(): string | null {
    try {
      return sessionStorage.getItem(TOKEN_KEY)
    } catch {
      // Storage can be blocked (private mode, a locked-down browser); the session then lives as long as the page.
      return memory
    }
  },
  set(value: string): void {
    memory = value
    try {
      sessionStorage.setItem(TOKEN_KEY, value)
    } catch {
      // See get.
    }
  },
  clear(): void {
    memory = null
    try {
      sessionStorage.removeItem(TOKEN_KEY)
    } catch {
      // See get.
    }
  },
}

/** The token when storage is blocked. */
let memory: string | null = null

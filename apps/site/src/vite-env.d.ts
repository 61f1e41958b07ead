/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The brand's site id on the server; defaults to the seeded demo brand. */
  readonly VITE_SITE_ID?: string
  /** Comma-separated currencies the brand offers, first is the fallback. */
  readonly VITE_SITE_CURRENCIES?: string
  /** Brand theme stamped on <html data-brand>. */
  readonly VITE_BRAND?: string
  /** `1` builds a demo-mode site (IS_DEMO). */
  readonly VITE_DEMO_MODE?: string
}

/** One part of a ui catalogue, cut by the `lobby:catalogue-parts` plugin (vite.config.ts). */
declare module 'virtual:lobby-catalogue/*' {
  const messages: Record<string, string>
  export default messages
}

/** This build's id (vite.config.ts `buildMeta`): the new-version check compares it with `builds/latest.json`. */
declare const __LOBBY_BUILD_ID__: string

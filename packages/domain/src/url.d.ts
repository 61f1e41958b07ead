/**
 * The WHATWG URL parser, present in every runtime domain code runs in
 * (browsers, Node, workers). Domain compiles against the ES library alone,
 * which does not declare it, so the part `safe-navigation.ts` uses is declared
 * here; programs with the DOM or Node types use their own declaration.
 */
declare class URL {
  constructor(url: string, base?: string | URL)
  readonly href: string
  readonly origin: string
  readonly username: string
  readonly password: string
  readonly hostname: string
  readonly pathname: string
  readonly search: string
  readonly hash: string
}

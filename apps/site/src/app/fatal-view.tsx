import { navigationTarget } from '@lobby/domain'
import { FatalErrorScreen } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { shellStore } from '../features/shell/store.ts'

/** The operator's customer-service link, only when it is a safe address (spec section 5). */
export function useServiceUrl(): string | null {
  const link = useSnapshot(shellStore).detail.customerServiceLink
  const target = navigationTarget(link, { origin: window.location.origin, allowExternal: true })
  return target.kind === 'external' ? target.url : target.kind === 'internal' ? target.path : null
}

/** The fatal-error screen of spec section 2, framed for the site. Not in the first route: it loads when needed. */
export function SiteFatalError({ statusCode, message }: { statusCode: number; message?: string }) {
  return <FatalErrorScreen statusCode={statusCode} message={message} serviceUrl={useServiceUrl()} homeHref="/" />
}

import { isChunkLoadError } from '@lobby/domain'
import { Component, lazy, Suspense, type ReactNode } from 'react'
import { reloadForChunkError } from './chunk-reload.ts'

const SiteFatalError = lazy(async () => ({ default: (await import('./fatal-view.tsx')).SiteFatalError }))

/** What shows while the fatal screen loads, or if it cannot (its chunk is what failed): the notice in plain text. */
function PlainFatal() {
  return (
    <p data-slot="fatal-error-plain" className="p-8 text-center text-foreground">
      500 · 網站版本升級中，請稍後再試。 The website is being upgraded. Please try again shortly.
    </p>
  )
}

interface State {
  error: unknown
  reloading: boolean
}

/**
 * Whatever a page throws while rendering ends on the fatal-error screen
 * (status 500), not a blank page. A chunk that did not load first reloads
 * the page once (app/chunk-reload.ts).
 */
export class SiteErrorBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null, reloading: false }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error }
  }

  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error) && reloadForChunkError()) this.setState({ reloading: true })
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children
    if (this.state.reloading) return null
    if (this.props.fallback !== undefined) return this.props.fallback
    return (
      <SiteErrorBoundary fallback={<PlainFatal />}>
        <Suspense fallback={<PlainFatal />}>
          <SiteFatalError statusCode={500} />
        </Suspense>
      </SiteErrorBoundary>
    )
  }
}

import { StatusPanel } from '@lobby/ui'
import { copy } from '../../copy.ts'

export interface StartScreenProps {
  /** `checking`: the stored session is being checked; `error`: the check failed (not a 401). */
  status: 'checking' | 'error'
  /** Why the check failed, in a sentence. */
  errorMessage?: string
  /** Checks again. */
  onRetry: () => void
}

/** What the console shows before it knows who is signed in: a quiet wait, or why it could not find out. */
export function StartScreen({ status, errorMessage = '', onRetry }: StartScreenProps) {
  return (
    <main
      data-slot="start-screen"
      data-state={status}
      className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center p-4"
    >
      <h1 className="sr-only">{copy.app.name}</h1>
      <StatusPanel
        status={status === 'checking' ? 'loading' : 'error'}
        loadingLabel={copy.app.loading}
        placeholder={<p className="text-center text-sm text-muted-foreground">{copy.app.loading}</p>}
        errorTitle={copy.app.startFailedTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
      />
    </main>
  )
}

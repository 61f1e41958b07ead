import { useState } from 'react'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'

export interface DemoGameModalProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it. */
  onOpenChange: (open: boolean) => void
  /** The game's name: the dialog's title and the iframe's `title`. */
  title: string
  /** URL of the demo game page; `undefined` while the caller is still asking for it. */
  gameUrl?: string
  /** The URL could not be obtained or the game failed; shows a message and, with `onRetry`, a retry button. */
  error?: boolean
  /** Error text, already translated; defaults to `demo.error`. */
  errorMessage?: string
  /** Called when a person asks to try again after an error. */
  onRetry?: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * Plays a demo game in an iframe. Shows a loading veil until the URL arrives
 * and the page has loaded, and an error state with retry. The iframe is
 * remounted for each new `gameUrl`.
 */
export function DemoGameModal({
  open,
  onOpenChange,
  title,
  gameUrl,
  error = false,
  errorMessage,
  onRetry,
  portalContainer,
}: DemoGameModalProps) {
  const { t } = useText()
  // On a phone the game fills the screen (the modal's size, stamped as data-size, is markup).
  const layout = useLayout()
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null)
  const loading = !error && (gameUrl === undefined || loadedUrl !== gameUrl)

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size={layout === 'mobile' ? 'full' : 'xl'}
      portalContainer={portalContainer}
      title={
        <span className="flex items-center gap-2">
          <span className="truncate">{title}</span>
          <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-accent-foreground">
            {t('demo.badge')}
          </span>
        </span>
      }
      bodyClassName="overflow-hidden p-0"
    >
      <div
        data-slot="demo-game-modal-stage"
        data-state={error ? 'error' : loading ? 'loading' : 'ready'}
        aria-busy={loading || undefined}
        className="relative h-full w-full bg-muted desktop:aspect-video desktop:h-auto"
      >
        {gameUrl && !error ? (
          <iframe
            key={gameUrl}
            data-slot="demo-game-modal-frame"
            src={gameUrl}
            title={title}
            allow="autoplay; fullscreen"
            allowFullScreen
            onLoad={() => setLoadedUrl(gameUrl)}
            className="absolute inset-0 size-full border-0"
          />
        ) : null}
        {loading ? (
          <div
            data-slot="demo-game-modal-loading"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-muted text-muted-foreground"
          >
            <span
              aria-hidden="true"
              className="size-9 animate-spin rounded-full border-4 border-primary/25 border-t-primary motion-reduce:animate-none"
            />
            <span role="status" className="text-sm">
              {t('demo.loading')}
            </span>
          </div>
        ) : null}
        {error ? (
          <div
            data-slot="demo-game-modal-error"
            role="alert"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 px-6 text-center"
          >
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full bg-destructive/10 text-xl font-bold text-destructive"
            >
              !
            </span>
            <p className="font-semibold">{t('demo.error_title')}</p>
            <p className="max-w-sm text-sm text-muted-foreground">{errorMessage ?? t('demo.error')}</p>
            {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
          </div>
        ) : null}
      </div>
    </Modal>
  )
}

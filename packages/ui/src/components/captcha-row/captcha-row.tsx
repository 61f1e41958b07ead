import type { ReactNode } from 'react'
import type { CaptchaImage } from '../../lib/captcha.ts'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { ReloadIcon } from '../../primitives/icon/icon.tsx'

export type { CaptchaImage } from '../../lib/captcha.ts'

export interface CaptchaRowProps {
  /** The captcha; `null` before the first one arrives. */
  captcha: CaptchaImage | null
  /** A captcha is being fetched: the image is a placeholder and refresh is off. */
  loading?: boolean
  /** Seconds until another captcha may be fetched (after captcha code 101); refresh is off while above 0. */
  waitSeconds?: number
  /** Asks for a new captcha; without it there is no refresh button. */
  onRefresh?: () => void
  /** The form is being sent. */
  disabled?: boolean
  /** The answer input, e.g. a `TextInput` with `useAccountForm().field(...)`'s props. */
  input: ReactNode
}

/**
 * **CaptchaRow**: a captcha's answer input beside its image and refresh button.
 *
 * Contract
 * - MUST show the image with an accessible name (`login.captcha_image`), a
 *   skeleton and a status text while loading, and nothing before the first captcha.
 * - MUST offer refresh only with `onRefresh`, named (`login.captcha_refresh`),
 *   off while loading, sending, or during the server's wait (it then counts the seconds down).
 * - MUST carry its slots: `captcha-row`, `captcha-row-image`, `captcha-row-refresh`
 *   (`data-state` on the image and the button).
 * - MUST NOT fetch or time anything: the caller owns the captcha, the loading
 *   state and the countdown; the answer input arrives as `input`.
 */
export function CaptchaRow({ captcha, loading = false, waitSeconds = 0, onRefresh, disabled, input }: CaptchaRowProps) {
  const { t } = useText()
  const waiting = waitSeconds > 0
  return (
    <div data-slot="captcha-row" className="flex items-center gap-2">
      <div className="min-w-0 flex-1">{input}</div>
      <div
        data-slot="captcha-row-image"
        data-state={loading ? 'loading' : captcha ? 'ready' : 'empty'}
        aria-busy={loading || undefined}
        className="grid h-10 w-28 shrink-0 place-items-center overflow-hidden rounded-lg border bg-muted"
      >
        {loading ? (
          <>
            <Skeleton className="size-full rounded-none" />
            <span role="status" className="sr-only">
              {t('login.captcha_loading')}
            </span>
          </>
        ) : captcha ? (
          <img src={captcha.image} alt={t('login.captcha_image')} className="size-full object-contain" />
        ) : null}
      </div>
      {onRefresh ? (
        <Button
          data-slot="captcha-row-refresh"
          data-state={waiting ? 'waiting' : loading ? 'loading' : 'idle'}
          variant="outline"
          size={waiting ? 'md' : 'icon'}
          aria-label={waiting ? undefined : t('login.captcha_refresh')}
          disabled={disabled || loading || waiting}
          onClick={onRefresh}
          className={waiting ? 'w-14 px-0 tabular-nums' : undefined}
        >
          {waiting ? (
            <>
              <span className="sr-only">{t('login.captcha_wait', { seconds: waitSeconds })}</span>
              <span aria-hidden="true">{t('login.captcha_seconds', { seconds: waitSeconds })}</span>
            </>
          ) : (
            <ReloadIcon className={cn(loading && 'animate-spin motion-reduce:animate-none')} />
          )}
        </Button>
      ) : null}
    </div>
  )
}

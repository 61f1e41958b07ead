import { useId, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { RegisterForm, type RegisterFormProps } from './register-form.tsx'
import { LoginLink } from './register-modal.tsx'

export interface RegisterPageProps extends Omit<RegisterFormProps, 'className'> {
  /** The operator's background (`/arks/web/model/register-background/detail` `photo`); `''` or absent for none. */
  background?: string
  /** Shown when `background` fails to load; when this fails too, there is no image. */
  defaultBackground?: string
  /** "Log in" for members who already have an account; without it the link is hidden. */
  onLogin?: () => void
  /** Classes for the page (layout only). */
  className?: string
}

/**
 * Registration on mobile (spec section 2, `/register`): a full page with the
 * register form over an optional background image. A background that fails
 * to load gives way to `defaultBackground`, and that to none (spec section 8).
 */
export function RegisterPage({ background, defaultBackground, onLogin, className, ...formProps }: RegisterPageProps) {
  const { t } = useText()
  const titleId = useId()
  // Sources that failed to load, so a new `background` is tried afresh without an effect.
  const [failed, setFailed] = useState<readonly string[]>([])
  const image = [background, defaultBackground].find(
    (src): src is string => src !== undefined && src !== '' && !failed.includes(src),
  )
  const state = image === undefined ? 'none' : image === background ? 'image' : 'fallback'
  return (
    <section
      data-slot="register-page"
      aria-labelledby={titleId}
      data-state={state}
      className={cn('relative isolate min-h-dvh w-full overflow-hidden bg-background', className)}
    >
      {image ? (
        <img
          key={image}
          data-slot="register-page-background"
          src={image}
          alt=""
          onError={() => setFailed((list) => [...list, image])}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      ) : null}
      <div className="mx-auto w-full max-w-md px-4 py-6">
        {/* The title sits on the card, never on the picture, so its contrast does not depend on the image. */}
        <div data-slot="register-page-card" className="rounded-2xl border bg-card/95 p-4 shadow-lg backdrop-blur-sm">
          <h1 id={titleId} data-slot="register-page-title" className="mb-4 text-2xl font-semibold text-card-foreground">
            {t('signup.title')}
          </h1>
          <RegisterForm {...formProps} />
          {onLogin ? <LoginLink onLogin={onLogin} /> : null}
        </div>
      </div>
    </section>
  )
}

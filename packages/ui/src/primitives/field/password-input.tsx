import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { useFieldControl } from './field-context.ts'
import { TextInput, type TextInputProps } from './text-input.tsx'
import { PasswordHiddenIcon, PasswordShownIcon } from '../icon/icon.tsx'

export type PasswordInputProps = Omit<TextInputProps, 'type'>

/**
 * **PasswordInput**: a `TextInput` for secrets, with a show/hide toggle.
 *
 * Contract
 * - MUST hide the text by default and offer a toggle button with an accessible
 *   name (`login.show_password`) whose state is announced (`aria-pressed`,
 *   `aria-controls` the input).
 * - MUST be wired by a surrounding `Field` like `TextInput`; the toggle is off
 *   while the input is disabled.
 * - MUST carry its slots: `password-input` (the box), `input`, `password-input-toggle`.
 * - MUST NOT change the input's type from outside (`type` is not a prop).
 */
export function PasswordInput({ slot: _slot, className, disabled, ...given }: PasswordInputProps) {
  const { t } = useText()
  const [visible, setVisible] = useState(false)
  const props = useFieldControl(given)
  return (
    <div data-slot="password-input" className="relative">
      <TextInput
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cn('pr-11', className)}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        data-state={visible ? 'on' : 'off'}
        aria-label={t('login.show_password')}
        aria-pressed={visible}
        aria-controls={props.id}
        disabled={disabled}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          'absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-muted-foreground',
          'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          'disabled:pointer-events-none disabled:opacity-50',
        )}
      >
        {visible ? <PasswordShownIcon className="size-5" /> : <PasswordHiddenIcon className="size-5" />}
      </button>
    </div>
  )
}

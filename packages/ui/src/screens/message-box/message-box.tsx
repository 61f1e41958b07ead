import { MESSAGE_BOX_DEFAULT_ERROR, messageBoxInputError, type MessageBoxInputRule } from '@lobby/domain'
import { useId, useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, TextInput } from '../../primitives/field/index.ts'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

/** The text input of a prompt: its label and hints, and the rule its value must pass (`messageBoxInputError`). */
export interface MessageBoxInput extends MessageBoxInputRule {
  /** Names the input, already translated. */
  label: string
  /** Shown while the input is empty, already translated. */
  placeholder?: string
  /** The value the input opens with. */
  defaultValue?: string
  /** Keyboard a phone shows, e.g. `numeric`. */
  inputMode?: ComponentProps<'input'>['inputMode']
  /** At most this many characters can be typed. */
  maxLength?: number
}

export interface MessageBoxProps {
  /** Whether the box is shown (controlled). It never closes itself, not even on an accepted confirm. */
  open: boolean
  /** Called with `false` on Cancel, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Heading, already translated; names the dialog. */
  title: ReactNode
  /** The message, already translated (text only); describes the dialog. */
  message: ReactNode
  /**
   * A text input to fill in (a prompt). Its value is checked with the domain's
   * `messageBoxInputError` on confirm, and on every change after the first
   * confirm; the default error is shown in the reader's language, a `message`
   * (or a validator's string) as given.
   */
  input?: MessageBoxInput
  /** Confirm with an accepted value; `''` when there is no input. Not called while the input is refused. */
  onConfirm: (value: string) => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

/**
 * The message box of spec section 5: a title, a message and OK / Cancel, with
 * an optional input that may carry a pattern, a validator and an error
 * message (default 'Illegal input'). It MUST NOT close itself: the caller
 * owns `open` and closes it after `onConfirm`.
 */
export function MessageBox({
  open,
  onOpenChange,
  title,
  message,
  input,
  onConfirm,
  portalContainer,
  className,
}: MessageBoxProps) {
  const { t } = useText()
  const formId = useId()
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={title}
      description={message}
      className={className}
      bodyClassName="px-5 pt-1 pb-2"
      cancel={{ label: t('message_box.cancel') }}
      // With an input, OK submits its form (as Enter does) so the value is checked first.
      confirm={{
        label: t('message_box.confirm'),
        ...(input ? { type: 'submit', form: formId } : { onClick: () => onConfirm('') }),
      }}
    >
      {/* Inside the dialog's content, so closing unmounts it: each opening starts from `defaultValue`. */}
      {input ? <PromptForm id={formId} input={input} onConfirm={onConfirm} /> : null}
    </AlertDialog>
  )
}

function PromptForm({
  id,
  input,
  onConfirm,
}: {
  id: string
  input: MessageBoxInput
  onConfirm: (value: string) => void
}) {
  const { t } = useText()
  const inputId = `${id}-input`
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(input.defaultValue ?? '')
  const [confirmed, setConfirmed] = useState(false)
  // Checked from the first confirm on: before it, typing shows no error.
  const error = confirmed ? shownError(messageBoxInputError(value, input), input, t) : undefined

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setConfirmed(true)
    if (messageBoxInputError(value, input) === undefined) onConfirm(value)
    else inputRef.current?.focus()
  }

  return (
    <form id={id} data-slot="message-box-form" data-state={error ? 'invalid' : 'valid'} noValidate onSubmit={onSubmit}>
      <Field controlId={inputId} label={input.label} error={error}>
        <TextInput
          ref={inputRef}
          id={inputId}
          type="text"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={input.placeholder}
          inputMode={input.inputMode}
          maxLength={input.maxLength}
          aria-invalid={error ? true : undefined}
          // Field gives its error this id.
          aria-describedby={error ? `${inputId}-error` : undefined}
        />
      </Field>
    </form>
  )
}

/** The domain's default refusal in the reader's language; a message the caller gave, as given. */
function shownError(refusal: string | undefined, input: MessageBoxInput, t: Translate): string | undefined {
  if (refusal === MESSAGE_BOX_DEFAULT_ERROR && input.message === undefined) return t('message_box.illegal_input')
  return refusal
}

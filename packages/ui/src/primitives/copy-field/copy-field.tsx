import { useEffect, useId, useRef, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { Field } from '../field/field.tsx'
import { TextInput } from '../field/text-input.tsx'
import { CheckIcon } from '../icon/icon.tsx'

/** One copy at a time, over a set of named fields. */
export interface CopyState<Which extends string> {
  /** The field whose text just went to the clipboard. */
  copied: Which | null
  /** The field whose text is selected for a manual copy, the clipboard having refused. */
  manual: Which | null
  /** Puts `text` on the clipboard, or selects it in `input` with a hint when the clipboard refuses. */
  run: (which: Which, text: string, input: HTMLInputElement | null) => void
}

/**
 * "Copied" on the button that copied for `copiedMs`, or the manual hint on
 * the field whose copy the clipboard refused. `onCopy` is called only once
 * the text is really on the clipboard.
 */
export function useCopy<Which extends string>(
  onCopy: ((which: Which, text: string) => void) | undefined,
  copiedMs: number,
): CopyState<Which> {
  const [copied, setCopied] = useState<Which | null>(null)
  const [manual, setManual] = useState<Which | null>(null)

  useEffect(() => {
    if (copied === null) return
    const timer = setTimeout(() => setCopied(null), copiedMs)
    return () => clearTimeout(timer)
  }, [copied, copiedMs])

  const run = (which: Which, text: string, input: HTMLInputElement | null) => {
    const selectForManualCopy = () => {
      setCopied(null)
      setManual(which)
      input?.focus()
      input?.select()
    }
    // Insecure pages and some in-app browsers have no clipboard; others refuse it without permission.
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
    if (!clipboard?.writeText) {
      selectForManualCopy()
      return
    }
    let written: Promise<void>
    try {
      written = Promise.resolve(clipboard.writeText(text))
    } catch {
      selectForManualCopy()
      return
    }
    void written.then(() => {
      setManual(null)
      setCopied(which)
      onCopy?.(which, text)
    }, selectForManualCopy)
  }

  return { copied, manual, run }
}

export interface CopyFieldProps<Which extends string> {
  /** Which field this is in a shared `copy`. */
  which?: Which
  /** The text shown and copied. */
  value: string
  /** The field's label, already translated. */
  label: string
  /** The button's name before a copy, e.g. "Copy invite code". */
  copyLabel: string
  /** The button's name and the announcement after a copy, e.g. "Invite code copied.". */
  copiedLabel: string
  /** The copy state shared with other fields (`useCopy`); without it the field keeps its own. */
  copy?: CopyState<Which>
  /** Called once the text is on the clipboard, when the field keeps its own state. */
  onCopy?: (text: string) => void
  /** A short code in wide monospace; otherwise a link in small monospace. */
  code?: boolean
}

/** How long "Copied" stays on a field that keeps its own state. */
const COPIED_MS = 2_000

/**
 * A read-only text with a Copy button; "Copied" for a moment, or the text selected with a hint to copy it by hand.
 *
 * CopyField: a read-only text (a link, an invite code) with a Copy button; `ShareBlock` puts copy fields beside a QR
 * code of the link with a Download button.
 *
 * Contract
 * - MUST name the text field (`label`) and the button (`copyLabel`, then `copiedLabel` for a moment after a copy).
 * - MUST announce a copy politely (a `role="status"` line) and, when the clipboard is missing or refuses, MUST select
 *   the text and say how to copy it by hand; `onCopy` is called only once the text is really on the clipboard.
 * - Several fields share one `useCopy` state (one "Copied" at a time); a field without `copy` keeps its own.
 * - MUST keep its own `data-slot`s: `copy-field` (with `data-state` `idle` | `copied` | `manual`), `field`, `input`,
 *   `button`, `copy-field-status`; `ShareBlock`: `share-block`, `share-block-qr`, `qr-code`, `button` (the download link).
 *   A caller MUST NOT pass `data-slot`.
 * - MUST NOT fetch or build the link: the caller passes the text to copy.
 */
export function CopyField<Which extends string>({
  which,
  value,
  label,
  copyLabel,
  copiedLabel,
  copy,
  onCopy,
  code = false,
}: CopyFieldProps<Which>) {
  const { t } = useText()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const own = useCopy<string>((_, text) => onCopy?.(text), COPIED_MS)
  const key: string = which ?? 'own'
  const state: CopyState<string> = (copy as CopyState<string> | undefined) ?? own
  const copied = state.copied === key
  const manual = state.manual === key
  const statusId = `${id}-status`
  return (
    <div
      data-slot="copy-field"
      data-state={copied ? 'copied' : manual ? 'manual' : 'idle'}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <Field controlId={id} label={label}>
        <div className="flex min-w-0 gap-2">
          <TextInput
            ref={input}
            readOnly
            value={value}
            aria-describedby={manual ? statusId : undefined}
            onFocus={(event) => event.currentTarget.select()}
            className={cn('read-only:opacity-100', code ? 'font-mono tracking-wider' : 'font-mono text-xs')}
          />
          <Button
            data-state={copied ? 'copied' : 'idle'}
            variant={copied ? 'outline' : 'primary'}
            aria-label={copied ? copiedLabel : copyLabel}
            onClick={() => state.run(key, value, input.current)}
            className="min-w-20"
          >
            {copied ? <CheckIcon strokeWidth={2.5} /> : null}
            {t(copied ? 'agent_report.copied' : 'agent_report.copy')}
          </Button>
        </div>
      </Field>
      <p
        id={statusId}
        role="status"
        data-slot="copy-field-status"
        className={cn('text-xs', manual ? 'text-foreground' : 'sr-only')}
      >
        {manual ? t('agent_report.copy_manual') : copied ? copiedLabel : ''}
      </p>
    </div>
  )
}

import { useRef, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../button/button.tsx'
import { Field } from '../field/field.tsx'
import { TextInput } from '../field/text-input.tsx'

export interface SearchFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'role'> {
  /** The search landmark's accessible name (translated), e.g. "Search the downline". */
  label: string
  /** The input's visible label (translated), e.g. "Account". */
  fieldLabel: ReactNode
  /** The search in effect; `''` for none. The input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** The submit button's text; `fund.search` by default. */
  submitLabel?: string
  /** The clear button's text; `agent_team.clear_search` by default. */
  clearLabel?: string
  /** Offer Clear (default true). */
  clearable?: boolean
  /** The input's `name` (default `keyword`). */
  name?: string
  /** The input's placeholder. */
  placeholder?: string
}

/**
 * **SearchForm**: a search landmark with one labelled text field, Search and Clear.
 *
 * Contract
 * - MUST be a `role="search"` form named by `label`, its input named by
 *   `fieldLabel` (a `Field`), Search a submit button.
 * - MUST give `onSearch` the trimmed text on Search (Enter included), and `''`
 *   on Clear, which shows only while there is text or a search in effect and
 *   puts the focus back in the input.
 * - MUST follow `keyword`: when the caller's search changes (a reset, a search
 *   elsewhere), the input shows it instead of what was typed.
 * - MUST carry `data-slot="search-form"`; tests find it by role (`search`) and name.
 * - MUST NOT fetch, debounce or validate: the caller searches; a search that
 *   needs rules (dates, ranges) is its own form (e.g. `RecordFilters`).
 * - Layout: stacked on mobile, in a row on desktop (`desktop:` variant); the input 18 rem wide on desktop.
 */
export function SearchForm({
  label,
  fieldLabel,
  keyword,
  onSearch,
  submitLabel,
  clearLabel,
  clearable = true,
  name = 'keyword',
  placeholder,
  className,
  ...props
}: SearchFormProps) {
  const { t } = useText()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(keyword)
  const [shown, setShown] = useState(keyword)
  // A new keyword from the caller (a search elsewhere, a reset) replaces what was typed.
  if (shown !== keyword) {
    setShown(keyword)
    setText(keyword)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <form
      {...props}
      data-slot="search-form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-2 desktop:flex-row desktop:items-end', className)}
    >
      <Field label={fieldLabel} className="w-full min-w-0 desktop:w-72">
        <TextInput
          ref={input}
          name={name}
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 desktop:flex-none">
          {submitLabel ?? t('fund.search')}
        </Button>
        {clearable && (text !== '' || keyword !== '') ? (
          <Button
            variant="outline"
            className="flex-1 desktop:flex-none"
            onClick={() => {
              setText('')
              input.current?.focus()
              onSearch('')
            }}
          >
            {clearLabel ?? t('agent_team.clear_search')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

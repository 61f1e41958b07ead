import { Button, Field, TextInput } from '@lobby/ui'
import { useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { isMemberQuery, MEMBER_QUERY_MAX, MEMBER_QUERY_MIN } from '../../lib/members.ts'

/**
 * The member search: one field (account, phone or e-mail), sent from Search (or Enter). A query shorter than the
 * call takes is named under the field, announced and focused, and nothing is sent.
 */
export function MemberSearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [draft, setDraft] = useState(query)
  const [error, setError] = useState<string | undefined>(undefined)
  const inputRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isMemberQuery(draft)) {
      setError(copy.members.queryTooShort(MEMBER_QUERY_MIN))
      inputRef.current?.focus()
      return
    }
    onSearch(draft.trim())
  }

  return (
    <form
      role="search"
      aria-label={copy.members.search}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-[1fr_auto] items-start gap-3 desktop:grid-cols-[minmax(16rem,24rem)_auto] desktop:justify-start"
    >
      <Field label={copy.members.query} error={error}>
        <TextInput
          ref={inputRef}
          name="query"
          type="search"
          autoComplete="off"
          spellCheck={false}
          minLength={MEMBER_QUERY_MIN}
          maxLength={MEMBER_QUERY_MAX}
          placeholder={copy.members.queryPlaceholder}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value)
            setError(undefined)
          }}
        />
      </Field>
      <Button type="submit" className="mt-6.5">
        {copy.members.submit}
      </Button>
    </form>
  )
}

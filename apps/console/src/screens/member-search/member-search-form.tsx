import { Button, Field, TextInput } from '@lobby/ui'
import { useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { isMemberQuery, MEMBER_QUERY_MAX, MEMBER_QUERY_MIN } from '../../lib/members.ts'

/**
 * The member search: the account, phone or e-mail, and optionally the agent the members registered under, sent
 * from Search (or Enter). With an agent the query may be empty; otherwise a query shorter than the call takes is
 * named under the field, announced and focused, and nothing is sent.
 */
export function MemberSearchForm({
  query,
  agent = '',
  onSearch,
}: {
  query: string
  agent?: string
  /** The trimmed query ('' with an agent only), and the trimmed agent when one is given. */
  onSearch: (query: string, agent?: string) => void
}) {
  const [draft, setDraft] = useState(query)
  const [agentDraft, setAgentDraft] = useState(agent)
  const [error, setError] = useState<string | undefined>(undefined)
  const inputRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const byAgent = agentDraft.trim()
    if (!isMemberQuery(draft) && (byAgent === '' || draft.trim() !== '')) {
      setError(copy.members.queryTooShort(MEMBER_QUERY_MIN))
      inputRef.current?.focus()
      return
    }
    if (byAgent === '') onSearch(draft.trim())
    else onSearch(draft.trim(), byAgent)
  }

  return (
    <form
      role="search"
      aria-label={copy.members.search}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-[1fr_auto] items-start gap-3 desktop:grid-cols-[minmax(16rem,24rem)_minmax(12rem,16rem)_auto] desktop:justify-start"
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
      <Field
        label={copy.memberActions.agentField}
        className="col-span-2 row-start-2 desktop:col-span-1 desktop:col-start-2 desktop:row-start-1"
      >
        <TextInput
          name="agent"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={MEMBER_QUERY_MAX}
          placeholder={copy.memberActions.agentPlaceholder}
          value={agentDraft}
          onChange={(event) => {
            setAgentDraft(event.target.value)
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

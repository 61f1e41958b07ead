import { useId, useRef, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormField, TextInput } from '../../primitives/field/field.tsx'

/** The List tab's search by account: Search gives the trimmed text, Clear gives `''` and puts the focus back in the box. */
export function DownlineSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useText()
  const inputId = useId()
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
      data-slot="downline-panel-search"
      role="search"
      aria-label={t('agent_team.search_label')}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2 desktop:flex-row desktop:items-end"
    >
      <FormField
        slot="downline-panel-keyword"
        inputId={inputId}
        label={t('agent_team.search_account')}
        className="w-full min-w-0 desktop:w-72"
      >
        <TextInput
          ref={input}
          slot="downline-panel-keyword-input"
          id={inputId}
          name="keyword"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" className="flex-1 desktop:flex-none">
          {t('fund.search')}
        </Button>
        {text !== '' || keyword !== '' ? (
          <Button
            variant="outline"
            className="flex-1 desktop:flex-none"
            onClick={() => {
              setText('')
              input.current?.focus()
              onSearch('')
            }}
          >
            {t('agent_team.clear_search')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

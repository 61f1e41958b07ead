import { isOperatorLink } from '@lobby/api'
import { Button, Field, FormAlert, StatusPanel, StatusPanelSkeleton, TextInput } from '@lobby/ui'
import { useId, useRef, useState, type FormEvent } from 'react'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'

export interface ServiceLinkFormProps {
  status: ListStatus
  errorMessage?: string
  /** The link as the server has it. */
  link: string
  onRetry: () => void
  /** The role holds `content.manage`: the field can be changed and saved. */
  canManage: boolean
  notice: ScreenNotice | null
  saving: boolean
  /** Why the last save failed (the server's refusal of the field included), or empty. */
  saveError?: string
  onSave: (link: string) => void
}

const words = copy.content.service

/** The form's own check: an http(s) address with a host. */
export function serviceLinkProblem(value: string): string | undefined {
  const link = value.trim()
  if (link === '') return words.required
  if (link.startsWith('/') || !isOperatorLink(link)) return words.invalid
  return undefined
}

/**
 * The site's customer-service link: one field, saved at once to every open page.
 *
 * Contract
 * - MUST NOT fetch or save: the caller loads and saves (`onSave` with the trimmed link).
 * - MUST NOT send a link its own check refuses (an http(s) address); the problem is named under the field.
 * - A role without `content.manage` reads the link (read only, no Save).
 */
export function ServiceLinkForm({
  status,
  errorMessage = '',
  link,
  onRetry,
  canManage,
  notice,
  saving,
  saveError = '',
  onSave,
}: ServiceLinkFormProps) {
  const formId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(link)
  const [seen, setSeen] = useState(link)
  const [problem, setProblem] = useState<string | undefined>()
  if (seen !== link) {
    setSeen(link)
    setValue(link)
  }
  if (status === 'forbidden') {
    return (
      <section data-slot="service-link" data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={words.title} description={words.description} />
        <ForbiddenState what={words.forbiddenWhat} />
      </section>
    )
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || !canManage) return
    const found = serviceLinkProblem(value)
    setProblem(found)
    if (found) {
      inputRef.current?.focus()
      return
    }
    onSave(value.trim())
  }
  return (
    <section
      data-slot="service-link"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={words.title} description={words.description} />
      <NoticeBanner notice={notice} />
      <StatusPanel
        status={status}
        loadingLabel={words.loading}
        placeholder={<StatusPanelSkeleton rows={1} />}
        errorTitle={words.errorTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
        emptyTitle=""
        emptyBody=""
      >
        <form
          id={formId}
          noValidate
          onSubmit={submit}
          className="flex max-w-xl flex-col gap-4 rounded-xl border bg-card p-5"
        >
          <FormAlert>{saveError}</FormAlert>
          <Field label={words.field} hint={canManage ? words.hint : words.readOnly} error={problem}>
            <TextInput
              ref={inputRef}
              name="customer_service_link"
              value={value}
              readOnly={saving || !canManage}
              inputMode="url"
              autoComplete="off"
              onChange={(event) => {
                setValue(event.target.value)
                setProblem(undefined)
              }}
            />
          </Field>
          {canManage ? (
            <div>
              <Button type="submit" aria-disabled={saving || undefined} data-state={saving ? 'submitting' : 'idle'}>
                {saving ? copy.content.saving : copy.content.save}
              </Button>
            </div>
          ) : null}
        </form>
      </StatusPanel>
    </section>
  )
}

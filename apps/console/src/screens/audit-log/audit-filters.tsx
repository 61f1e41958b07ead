import { Button, Field, TextInput } from '@lobby/ui'
import { useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { isActionFilter, isDayRange } from '../../lib/audit-filters.ts'

/** What the audit log shows; every field empty for everything. */
export interface AuditFilter {
  /** An operator's account. */
  operator: string
  /** An action (`withdrawal.reject`) or its area (`withdrawal`). */
  action: string
  /** The first day shown (`2026-11-20`, the operator's calendar). */
  from: string
  /** The last day shown. */
  to: string
}

export const NO_AUDIT_FILTER: AuditFilter = { operator: '', action: '', from: '', to: '' }

/**
 * The filters above the audit log; they apply together from Apply filters (or Enter). An action the call would
 * refuse, or a start after the end, is named under its field, announced and focused, and nothing is applied.
 */
export function AuditFilters({ filter, onFilter }: { filter: AuditFilter; onFilter: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState(filter)
  const [errors, setErrors] = useState<{ action?: string; to?: string }>({})
  const actionRef = useRef<HTMLInputElement>(null)
  const toRef = useRef<HTMLInputElement>(null)
  const set = (field: keyof AuditFilter) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }))
    setErrors({})
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!isActionFilter(draft.action)) {
      setErrors({ action: copy.audit.actionInvalid })
      actionRef.current?.focus()
      return
    }
    if (!isDayRange(draft.from, draft.to)) {
      setErrors({ to: copy.audit.rangeInvalid })
      toRef.current?.focus()
      return
    }
    onFilter({ ...draft, operator: draft.operator.trim(), action: draft.action.trim() })
  }

  return (
    <form
      role="search"
      aria-label={copy.audit.filters}
      noValidate
      onSubmit={submit}
      className="grid grid-cols-2 items-start gap-3 desktop:grid-cols-[repeat(4,minmax(9rem,14rem))_auto]"
    >
      <Field label={copy.audit.operator}>
        <TextInput
          name="operator"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          placeholder={copy.audit.operatorPlaceholder}
          value={draft.operator}
          onChange={set('operator')}
        />
      </Field>
      <Field label={copy.audit.action} hint={copy.audit.actionHint} error={errors.action}>
        <TextInput
          ref={actionRef}
          name="action"
          type="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={65}
          placeholder={copy.audit.actionPlaceholder}
          value={draft.action}
          onChange={set('action')}
        />
      </Field>
      <Field label={copy.audit.from}>
        <TextInput name="from" type="date" value={draft.from} onChange={set('from')} />
      </Field>
      <Field label={copy.audit.to} error={errors.to}>
        <TextInput ref={toRef} name="to" type="date" value={draft.to} onChange={set('to')} />
      </Field>
      <Button type="submit" className="col-span-2 desktop:col-span-1 desktop:mt-6.5">
        {copy.audit.apply}
      </Button>
    </form>
  )
}

import { OPERATOR_ACCOUNT_PATTERN } from '@lobby/api'
import { OPERATOR_ROLES, type OperatorRole } from '@lobby/domain'
import { Button, Field, FormAlert, Modal, Select, TextInput } from '@lobby/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import type { OperatorDraft, OperatorFieldErrors } from './types.ts'

export interface OperatorCreateDialogProps {
  open: boolean
  /** The operator is being created: Create waits, the fields are read only. */
  creating: boolean
  /** Why the last try failed when no field is to blame; or empty. */
  error: string
  /** What the server said of a field (a 400, or the account taken), under it until it is changed. */
  fieldErrors: OperatorFieldErrors
  onCreate: (draft: OperatorDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

/**
 * Asks for a new operator's account and role. The password and second factor are made by the server and shown
 * once afterwards (`OperatorSecretDialog`), never typed here.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `open`; Cancel, × and Escape ask (`onCancel`), not while creating.
 * - MUST NOT report an account its own check refuses (3 to 64 lower-case letters, digits, `.`, `_`, `-`): the
 *   problem is named under the field, announced, and the field focused.
 */
export function OperatorCreateDialog({
  open,
  creating,
  error,
  fieldErrors,
  onCreate,
  onCancel,
  portalContainer,
}: OperatorCreateDialogProps) {
  const formId = useId()
  const [account, setAccount] = useState('')
  const [role, setRole] = useState<OperatorRole>('support')
  const [checked, setChecked] = useState('')
  const [seen, setSeen] = useState(fieldErrors)
  const [edited, setEdited] = useState<readonly string[]>([])
  if (seen !== fieldErrors) {
    setSeen(fieldErrors)
    setEdited([])
  }
  const accountRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (fieldErrors.account) accountRef.current?.focus()
  }, [fieldErrors])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (creating) return
    const value = account.trim().toLowerCase()
    const problem =
      value === ''
        ? copy.operators.accountRequired
        : OPERATOR_ACCOUNT_PATTERN.test(value)
          ? ''
          : copy.operators.accountInvalid
    setChecked(problem)
    if (problem) {
      accountRef.current?.focus()
      return
    }
    onCreate({ account: value, role })
  }

  const serverError = (field: 'account' | 'role') => (edited.includes(field) ? undefined : fieldErrors[field])
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !creating) onCancel()
      }}
      portalContainer={portalContainer}
      title={copy.operators.newTitle}
      description={copy.operators.newDescription}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={creating} onClick={onCancel}>
            {copy.operators.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={creating || undefined}
            data-state={creating ? 'submitting' : 'idle'}
          >
            {creating ? copy.operators.creating : copy.operators.createSubmit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot="operator-create">
        <FormAlert>{error}</FormAlert>
        <Field
          label={copy.operators.account}
          hint={copy.operators.accountHint}
          error={checked || serverError('account')}
        >
          <TextInput
            ref={accountRef}
            name="account"
            value={account}
            readOnly={creating}
            autoComplete="off"
            spellCheck={false}
            required
            onChange={(event) => {
              setAccount(event.target.value)
              setChecked('')
              setEdited((current) => [...current, 'account'])
            }}
          />
        </Field>
        <Field label={copy.operators.role} hint={copy.operators.roleHints[role]} error={serverError('role')}>
          <Select
            name="role"
            value={role}
            disabled={creating}
            onChange={(event) => {
              setRole(event.target.value as OperatorRole)
              setEdited((current) => [...current, 'role'])
            }}
          >
            {OPERATOR_ROLES.map((r) => (
              <option key={r} value={r}>
                {copy.roles[r]}
              </option>
            ))}
          </Select>
        </Field>
      </form>
    </Modal>
  )
}

import type { AdminProvider } from '@lobby/api'
import { Button, Checkbox, Field, FormAlert, Modal, Select, TextInput } from '@lobby/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { fieldInstant, localInputValue } from '../../lib/local-time.ts'

/** A provider as the screen reads it (a store snapshot's lists are read only). */
export type ProviderRow = Omit<AdminProvider, 'currencies'> & { currencies: readonly string[] }

/** What the provider save call takes (the site is the call's default). */
export interface ProviderDraft {
  gp_id: string
  enabled: boolean
  transfers_enabled: boolean
  /** null: the site decides. */
  open_mode: 'window' | 'modal' | null
  /** null: no maintenance. */
  maintenance: { start_at: string; end_at: string } | null
}

/** The fields of the save call a 400 can name (`data.field`). */
export const PROVIDER_FIELDS = [
  'enabled',
  'transfers_enabled',
  'open_mode',
  'maintenance.start_at',
  'maintenance.end_at',
] as const
export type ProviderField = (typeof PROVIDER_FIELDS)[number]
export type ProviderFieldErrors = Partial<Record<ProviderField, string>>

export interface ProviderDialogProps {
  /** The provider being changed; the dialog is open while there is one. */
  editing: ProviderRow | null
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  error: string
  fieldErrors: ProviderFieldErrors
  onSave: (draft: ProviderDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

type Problems = { from?: string; until?: string }

function check(from: string, until: string, original: ProviderRow | null) {
  const problems: Problems = {}
  if (from === '' && until === '') return { problems, window: null }
  if (from === '') problems.from = copy.games.fromRequired
  if (until === '') problems.until = copy.games.untilRequired
  const start = from === '' ? undefined : fieldInstant(from, original?.maintain_start_at ?? null)
  const end = until === '' ? undefined : fieldInstant(until, original?.maintain_end_at ?? null)
  if (from !== '' && start === undefined) problems.from = copy.games.timeInvalid
  if (until !== '' && end === undefined) problems.until = copy.games.timeInvalid
  if (start !== undefined && end !== undefined && end <= start) problems.until = copy.games.untilBeforeFrom
  return { problems, window: start !== undefined && end !== undefined ? { start_at: start, end_at: end } : null }
}

/**
 * Changes a provider: on the site or not, transfers, the window its games open in, the maintenance window.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a window with one end only, a time that is not one, or an end before the start: named under
 *   its field, announced, and the first focused.
 * - A server's refusal of a field (`fieldErrors`) shows under it; another failure above the form.
 */
export function ProviderDialog({
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: ProviderDialogProps) {
  const formId = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [enabled, setEnabled] = useState(editing?.enabled === 1)
  const [transfers, setTransfers] = useState(editing?.transfers_enabled === 1)
  const [openMode, setOpenMode] = useState<string>(editing?.open_mode ?? 'auto')
  const [from, setFrom] = useState(localInputValue(editing?.maintain_start_at ?? null))
  const [until, setUntil] = useState(localInputValue(editing?.maintain_end_at ?? null))
  const [problems, setProblems] = useState<Problems>({})

  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const first = fieldErrors['maintenance.start_at']
      ? 'from'
      : fieldErrors['maintenance.end_at']
        ? 'until'
        : fieldErrors.open_mode
          ? 'open_mode'
          : undefined
    const control = first ? form.elements.namedItem(first) : null
    if (control instanceof HTMLElement) control.focus()
  }, [fieldErrors])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || !editing) return
    const result = check(from, until, editing)
    setProblems(result.problems)
    const first = result.problems.from ? 'from' : result.problems.until ? 'until' : undefined
    if (first) {
      const control = event.currentTarget.elements.namedItem(first)
      if (control instanceof HTMLElement) control.focus()
      return
    }
    onSave({
      gp_id: editing.gp_id,
      enabled,
      transfers_enabled: transfers,
      open_mode: openMode === 'window' || openMode === 'modal' ? openMode : null,
      maintenance: result.window,
    })
  }

  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => {
        if (!open && !saving) onCancel()
      }}
      size="lg"
      portalContainer={portalContainer}
      title={copy.games.editTitle(editing?.name ?? '')}
      description={copy.games.editDescription}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            {copy.games.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={saving || undefined}
            data-state={saving ? 'submitting' : 'idle'}
          >
            {saving ? copy.games.saving : copy.games.save}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        id={formId}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-slot="provider-form"
      >
        <FormAlert>{error}</FormAlert>
        <Field hint={copy.games.enabledHint} error={fieldErrors.enabled}>
          <Checkbox
            name="enabled"
            role="switch"
            label={copy.games.enabled}
            checked={enabled}
            disabled={saving}
            onChange={(event) => setEnabled(event.target.checked)}
          />
        </Field>
        <Field hint={copy.games.transfersHint} error={fieldErrors.transfers_enabled}>
          <Checkbox
            name="transfers_enabled"
            role="switch"
            label={copy.games.transfers}
            checked={transfers}
            disabled={saving}
            onChange={(event) => setTransfers(event.target.checked)}
          />
        </Field>
        <Field label={copy.games.openMode} error={fieldErrors.open_mode}>
          <Select
            name="open_mode"
            value={openMode}
            disabled={saving}
            onChange={(event) => setOpenMode(event.target.value)}
          >
            <option value="auto">{copy.games.openModes.auto}</option>
            <option value="window">{copy.games.openModes.window}</option>
            <option value="modal">{copy.games.openModes.modal}</option>
          </Select>
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-medium">{copy.games.maintenance}</legend>
          <p className="text-xs text-muted-foreground">{copy.games.maintenanceHint}</p>
          <div className="grid grid-cols-1 gap-3 desktop:grid-cols-2">
            <Field label={copy.games.from} error={problems.from ?? fieldErrors['maintenance.start_at']}>
              <TextInput
                name="from"
                type="datetime-local"
                value={from}
                readOnly={saving}
                onChange={(event) => {
                  setFrom(event.target.value)
                  setProblems((p) => ({ ...p, from: undefined }))
                }}
              />
            </Field>
            <Field label={copy.games.until} error={problems.until ?? fieldErrors['maintenance.end_at']}>
              <TextInput
                name="until"
                type="datetime-local"
                value={until}
                readOnly={saving}
                onChange={(event) => {
                  setUntil(event.target.value)
                  setProblems((p) => ({ ...p, until: undefined }))
                }}
              />
            </Field>
          </div>
        </fieldset>
      </form>
    </Modal>
  )
}

import { Button, FormAlert, Modal } from '@lobby/ui'
import { useEffect, useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react'
import { copy } from '../copy.ts'

export interface EditorDialogProps {
  open: boolean
  title: string
  description: string
  saving: boolean
  /** Why the last save failed when no field is to blame, above the form; or empty. */
  error: string
  /** The form was sent (the dialog has prevented the page's submit); not while saving. */
  onSubmit: (form: HTMLFormElement) => void
  onCancel: () => void
  /** `data-slot` of the form. */
  slot: string
  formRef?: RefObject<HTMLFormElement | null>
  size?: 'md' | 'lg'
  /** The submit button's words, idle and while saving: Save and Saving… by default. */
  submitLabels?: { idle: string; busy: string }
  portalContainer?: HTMLElement | null
  children: ReactNode
}

/**
 * The dialog a content item is added or changed in: its form, the failure above it, Cancel and Save (Saving… while
 * out).
 *
 * Contract
 * - MUST NOT close itself: the caller owns `open`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a submit while saving.
 */
export function EditorDialog({
  open,
  title,
  description,
  saving,
  error,
  onSubmit,
  onCancel,
  slot,
  formRef,
  size = 'md',
  submitLabels = { idle: copy.content.save, busy: copy.content.saving },
  portalContainer,
  children,
}: EditorDialogProps) {
  const formId = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!saving) onSubmit(event.currentTarget)
  }
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel()
      }}
      size={size}
      portalContainer={portalContainer}
      title={title}
      description={description}
      bodyClassName="px-5 py-4"
      footer={
        <>
          <Button variant="outline" disabled={saving} onClick={onCancel}>
            {copy.content.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            aria-disabled={saving || undefined}
            data-state={saving ? 'submitting' : 'idle'}
          >
            {saving ? submitLabels.busy : submitLabels.idle}
          </Button>
        </>
      }
    >
      <form ref={formRef} id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4" data-slot={slot}>
        <FormAlert>{error}</FormAlert>
        {children}
      </form>
    </Modal>
  )
}

/** Focuses the form's control named `name`, if there is one. */
export function focusControl(form: HTMLFormElement | null | undefined, name: string | undefined): void {
  const control = name ? form?.elements.namedItem(name) : null
  if (control instanceof HTMLElement) control.focus()
}

/**
 * An editor's field problems: its own checks (`setChecked`) and the server's refusals (`fieldErrors`), each server
 * refusal shown under its field until that field is changed (`touch`), the first one focused when they arrive.
 */
export function useFieldProblems<Field extends string>(
  fieldErrors: Partial<Record<Field, string>>,
  order: readonly Field[],
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({})
  const [serverSeen, setServerSeen] = useState(fieldErrors)
  const [changed, setChanged] = useState<readonly Field[]>([])
  if (serverSeen !== fieldErrors) {
    setServerSeen(fieldErrors)
    setChanged([])
  }
  useEffect(() => {
    focusControl(
      formRef.current,
      order.find((field) => fieldErrors[field]),
    )
  }, [fieldErrors, order, formRef])
  const touch = (field: Field) => {
    setChecked((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }))
    setChanged((current) => (current.includes(field) ? current : [...current, field]))
  }
  const problemOf = (field: Field) => checked[field] ?? (changed.includes(field) ? undefined : fieldErrors[field])
  /** Shows the form's own problems and focuses the first; whether there were none. */
  const accept = (problems: Partial<Record<Field, string>>, form: HTMLFormElement) => {
    setChecked(problems)
    const first = order.find((field) => problems[field])
    focusControl(form, first)
    return first === undefined
  }
  return { problemOf, touch, accept }
}

/** The fields of a form's values that hold text (a control's value). */
type TextFields<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string

/**
 * An editor's values and, per text field, the props of its control (`name`, `value`, and an `onChange` that keeps the
 * value and marks the field changed through `touch`).
 */
export function useFieldValues<Values extends object>(
  initial: () => Values,
  touch: (field: TextFields<Values>) => void,
) {
  const [values, setValues] = useState(initial)
  const bind = (field: TextFields<Values>) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [field]: value }))
      touch(field)
    },
  })
  return { values, setValues, bind }
}

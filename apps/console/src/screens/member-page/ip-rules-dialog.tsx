import { IP_PATTERN_MAX, IP_RULE_CODES, IP_RULES_MAX, type IpRule } from '@lobby/api'
import { Button, Field, FormAlert, Select, TextInput } from '@lobby/ui'
import { useEffect, useRef, useState } from 'react'
import { EditorDialog, focusControl } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'

const words = copy.memberSecurity

/** The IP rules editor as its caller holds it. */
export interface IpRulesEditorState {
  open: boolean
  saving: boolean
  /** Why the last save failed when no field is to blame, or empty. */
  error: string
  /** The server's refusals by the call's field (`rules`, `rules.1.pattern`...), in words. */
  fieldErrors: Readonly<Record<string, string>>
}

export interface IpRulesDialogProps {
  /** The member's account, in the title. */
  account: string
  /** The member's rules, which the editor starts from. */
  rules: readonly IpRule[]
  state: IpRulesEditorState
  onSave: (rules: IpRule[]) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null | undefined
}

interface Row extends IpRule {
  /** The row's own key: rows are added and removed anywhere. */
  key: number
}

const patternField = (index: number) => `rules.${index}.pattern`

/**
 * Edits a member's IP rules as one list: add and remove rows, each with its match (in the block, or outside it: an
 * allow list), its address or block and the code the login is refused with. Save reports the whole list, patterns
 * trimmed. A pattern left empty or too long is named under it and nothing is reported; a server's refusal of a field
 * (`rules.1.pattern`: not an address) shows under that field until it is changed, and is focused. Key it by
 * `state.open`, so each opening starts from the member's rules.
 *
 * Contract
 * - MUST NOT close itself (EditorDialog): the caller owns `state.open`.
 * - MUST NOT report more than `IP_RULES_MAX` rules: Add rule stops there.
 */
export function IpRulesDialog({ account, rules, state, onSave, onCancel, portalContainer }: IpRulesDialogProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const [rows, setRows] = useState<Row[]>(() => rules.map((rule, key) => ({ ...rule, key })))
  const [nextKey, setNextKey] = useState(rules.length)
  const [checked, setChecked] = useState<Record<string, string>>({})
  /** The server's refusals stop showing once their field changed, or once rows moved (their indices no longer fit). */
  const [seen, setSeen] = useState(state.fieldErrors)
  const [stale, setStale] = useState<readonly string[]>([])
  const [moved, setMoved] = useState(false)
  if (seen !== state.fieldErrors) {
    setSeen(state.fieldErrors)
    setStale([])
    setMoved(false)
  }
  useEffect(() => {
    focusControl(
      formRef.current,
      Object.keys(state.fieldErrors).find((field) => field.startsWith('rules.')),
    )
  }, [state.fieldErrors])
  const serverError = (field: string) => (moved || stale.includes(field) ? undefined : state.fieldErrors[field])
  const problemOf = (field: string) => checked[field] ?? serverError(field)

  const change = (index: number, part: Partial<IpRule>, field: string) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...part } : row)))
    setChecked((current) => {
      const rest = { ...current }
      delete rest[field]
      return rest
    })
    setStale((current) => (current.includes(field) ? current : [...current, field]))
  }
  const reshape = (next: Row[]) => {
    setRows(next)
    setChecked({})
    setMoved(true)
  }
  const add = () => {
    if (rows.length >= IP_RULES_MAX) return
    reshape([...rows, { key: nextKey, match: 'in', pattern: '', code: '106' }])
    setNextKey(nextKey + 1)
  }
  const submit = (form: HTMLFormElement) => {
    const problems: Record<string, string> = {}
    const trimmed = rows.map(({ match, pattern, code }) => ({ match, pattern: pattern.trim(), code }))
    trimmed.forEach((rule, index) => {
      if (rule.pattern === '') problems[patternField(index)] = words.patternRequired
      else if (rule.pattern.length > IP_PATTERN_MAX)
        problems[patternField(index)] = words.patternTooLong(IP_PATTERN_MAX)
    })
    setChecked(problems)
    const first = Object.keys(problems)[0]
    if (first !== undefined) {
      focusControl(form, first)
      return
    }
    onSave(trimmed)
  }
  const listError = moved ? undefined : state.fieldErrors.rules
  return (
    <EditorDialog
      open={state.open}
      title={words.editorTitle(account)}
      description={words.editorDescription}
      saving={state.saving}
      error={state.error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="ip-rules-form"
      formRef={formRef}
      size="lg"
      portalContainer={portalContainer}
    >
      <FormAlert>{listError}</FormAlert>
      <p className="text-sm text-muted-foreground">{words.codesHint}</p>
      {rows.length === 0 ? <p className="text-sm text-muted-foreground">{words.noRulesLeft}</p> : null}
      {rows.map((row, index) => (
        <fieldset
          key={row.key}
          data-slot="ip-rule"
          className="grid items-start gap-3 rounded-lg border p-3 desktop:grid-cols-[1fr_1.4fr_1.4fr_auto]"
        >
          <legend className="px-1 text-sm font-medium">{words.rule(index + 1)}</legend>
          <Field label={words.fields.match} error={problemOf(`rules.${index}.match`)}>
            <Select
              name={`rules.${index}.match`}
              value={row.match}
              disabled={state.saving}
              onChange={(event) =>
                change(index, { match: event.target.value === 'not_in' ? 'not_in' : 'in' }, `rules.${index}.match`)
              }
            >
              <option value="in">{words.matchDescriptions.in}</option>
              <option value="not_in">{words.matchDescriptions.not_in}</option>
            </Select>
          </Field>
          <Field label={words.fields.pattern} error={problemOf(patternField(index))}>
            <TextInput
              name={patternField(index)}
              value={row.pattern}
              readOnly={state.saving}
              autoComplete="off"
              spellCheck={false}
              required
              onChange={(event) => change(index, { pattern: event.target.value }, patternField(index))}
            />
          </Field>
          <Field label={words.fields.code} error={problemOf(`rules.${index}.code`)}>
            <Select
              name={`rules.${index}.code`}
              value={row.code}
              disabled={state.saving}
              onChange={(event) => {
                const code = IP_RULE_CODES.find((known) => known === event.target.value) ?? '106'
                change(index, { code }, `rules.${index}.code`)
              }}
            >
              {IP_RULE_CODES.map((code) => (
                <option key={code} value={code}>
                  {words.codes[code]}
                </option>
              ))}
            </Select>
          </Field>
          <Button
            variant="outline"
            size="sm"
            className="desktop:mt-7"
            disabled={state.saving}
            onClick={() => reshape(rows.filter((_row, at) => at !== index))}
          >
            {words.removeRule(index + 1)}
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" disabled={state.saving || rows.length >= IP_RULES_MAX} onClick={add}>
          {words.addRule}
        </Button>
        {rows.length >= IP_RULES_MAX ? (
          <span className="text-sm text-muted-foreground">{words.rulesMax(IP_RULES_MAX)}</span>
        ) : null}
      </div>
    </EditorDialog>
  )
}

import { agentTransferCheck, type AmountError } from '@lobby/domain'
import { useId, useRef, useState, type FormEvent } from 'react'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import { formatMoney } from '../../lib/format-money.ts'
import { messageText } from '../../lib/message-text.ts'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { Field, Select } from '../../primitives/field/index.ts'
import { FundFormActions, FundPasswordField } from '../../components/fund-form/fund-form.tsx'
import { AmountField, amountMessage } from '../../components/amount-field/amount-field.tsx'
import type {
  AgentTransferField,
  AgentTransferMemberView,
  AgentTransferPanelProps,
  AgentTransferRequest,
} from './agent-transfer-panel.tsx'

/** The text of an amount refused here: empty, not above zero and above the balance name the transfer. */
function transferAmountMessage(
  t: Translate,
  error: AmountError,
  balance: number | null,
  currency: string,
  locale: string,
): string {
  switch (error) {
    case 'empty':
      return t('agent_team.err_amount_empty')
    case 'min':
      return t('agent_team.err_amount_positive')
    case 'balance':
      return t('agent_team.err_amount_balance', { balance: formatMoney(balance ?? 0, currency, locale) })
    default:
      return amountMessage(t, error, { min: 1, max: Number.MAX_SAFE_INTEGER }, currency, locale)
  }
}

const FIELDS: readonly AgentTransferField[] = ['member_id', 'amount', 'withdraw_password']

/** The same refusals, field by field: a caller may pass a new object with the same messages on every render. */
const sameFieldErrors = (a: AgentTransferPanelProps['fieldErrors'], b: AgentTransferPanelProps['fieldErrors']) =>
  FIELDS.every((field) => a?.[field] === b?.[field])

const chosenOf = (selectedId: number | null, members: readonly AgentTransferMemberView[]) =>
  selectedId !== null && members.some((member) => member.id === selectedId) ? String(selectedId) : ''

/** The transfer's form: a member, an amount and the withdraw password, checked by `agentTransferCheck` before it is sent. */
export function TransferForm({
  members,
  selectedId,
  balance,
  currency,
  onSubmit,
  submitting,
  serverError,
  fieldErrors,
  levelNames,
}: {
  members: readonly AgentTransferMemberView[]
  selectedId: number | null
  balance: number | null
  currency: string
  onSubmit: (request: AgentTransferRequest) => void
  submitting: boolean
  serverError: string | undefined
  fieldErrors: AgentTransferPanelProps['fieldErrors']
  levelNames: LevelNames | undefined
}) {
  const { t, locale } = useText()
  const id = useId()
  const [memberId, setMemberId] = useState(() => chosenOf(selectedId, members))
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Partial<Record<AgentTransferField, string>>>({})
  const [serverFields, setServerFields] = useState(fieldErrors ?? {})
  const [shown, setShown] = useState({ selectedId, fieldErrors })
  // A new preselected member or a new answer from the server replaces what the form holds for them.
  if (shown.selectedId !== selectedId || !sameFieldErrors(shown.fieldErrors, fieldErrors)) {
    if (shown.selectedId !== selectedId) setMemberId(chosenOf(selectedId, members))
    if (!sameFieldErrors(shown.fieldErrors, fieldErrors)) setServerFields(fieldErrors ?? {})
    setShown({ selectedId, fieldErrors })
  }
  const memberInput = useRef<HTMLSelectElement>(null)
  const amountInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)

  const errorOf = (field: AgentTransferField): string | undefined => {
    const server = serverFields[field]
    return errors[field] ?? (server ? messageText(server, t) : undefined)
  }
  const edited = (field: AgentTransferField) => {
    setErrors((current) => ({ ...current, [field]: undefined }))
    setServerFields((current) => ({ ...current, [field]: undefined }))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const member = members.find((item) => String(item.id) === memberId)
    const checked = agentTransferCheck({ memberChosen: Boolean(member), amount, password, currency, balance })
    if (checked.ok && member) {
      setErrors({})
      onSubmit({ member_id: member.id, amount: checked.amount, withdraw_password: password })
      return
    }
    const problems = checked.ok ? {} : checked.errors
    const found: Partial<Record<AgentTransferField, string>> = {}
    if (problems.member_id) found.member_id = t('agent_team.err_member_required')
    if (problems.amount) found.amount = transferAmountMessage(t, problems.amount, balance, currency, locale)
    if (problems.withdraw_password) found.withdraw_password = t('fund.err_withdraw_password')
    setErrors(found)
    if (found.member_id) memberInput.current?.focus()
    else if (found.amount) amountInput.current?.focus()
    else if (found.withdraw_password) passwordInput.current?.focus()
  }

  const memberSelectId = `${id}-member`
  const memberError = errorOf('member_id')
  const passwordError = errorOf('withdraw_password')

  return (
    <form
      data-slot="agent-transfer-panel-form"
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 desktop:grid-cols-2"
    >
      <Field
        controlId={memberSelectId}
        label={t('agent_team.transfer_member')}
        error={memberError}
        className="desktop:col-span-2"
      >
        <Select
          ref={memberInput}
          name="member_id"
          required
          value={memberId}
          disabled={submitting}
          onChange={(event) => {
            setMemberId(event.currentTarget.value)
            edited('member_id')
          }}
        >
          <option value="" disabled>
            {t('agent_team.choose_member')}
          </option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {`${member.member_account} · ${levelName(t, member.level, levelNames)}`}
            </option>
          ))}
        </Select>
      </Field>
      <AmountField
        ref={amountInput}
        label={t('agent_team.transfer_amount')}
        currency={currency}
        value={amount}
        onValueChange={(value) => {
          setAmount(value)
          edited('amount')
        }}
        readOnly={submitting}
        error={errorOf('amount')}
        hint={balance === null ? undefined : t('fund.available', { balance: formatMoney(balance, currency, locale) })}
      />
      <FundPasswordField
        ref={passwordInput}
        value={password}
        onValueChange={(value) => {
          setPassword(value)
          edited('withdraw_password')
        }}
        readOnly={submitting}
        error={passwordError}
      />
      <FundFormActions
        error={serverError ? messageText(serverError, t) : undefined}
        submitting={submitting}
        label={t('agent_team.transfer')}
        busyLabel={t('member_centre.transferring')}
        className="desktop:col-span-2"
      />
    </form>
  )
}

import { agentApplyErrors, AGENT_REASON_MAX } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Notice } from '../../components/notice/notice.tsx'
import { Checkbox, Field, FormAlert, inputVariants, SubmitButton } from '../../primitives/field/index.ts'
import { messageText } from '../../lib/message-text.ts'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'

/**
 * Where the member stands: `form` may apply; `pending` an application is
 * under review (check code 101); `closed` the programme is closed for the
 * member (check code 104); `done` the application was just sent.
 */
export type AgentApplyState = 'form' | 'pending' | 'closed' | 'done'

/** What `/member/apply_for_agent` is sent besides `apply_agent_flag`. */
export interface AgentApplyRequest {
  /** Why the member wants to be an agent; may be empty; at most `AGENT_REASON_MAX` characters. */
  reason: string
}

/** Most characters the reason may have (the server's limit; the rule is `@lobby/domain`'s). */
export { AGENT_REASON_MAX }

/** Copy keys of the apply call's refusals, by server code, for the site to pass as `serverError`. */
export const AGENT_APPLY_ERROR_KEYS = {
  '101': 'agent_join.err_pending',
  '104': 'agent_join.err_closed',
} as const

export interface AgentApplyPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onSubmit'> {
  /** The eligibility check: `loading` a skeleton; `error` a message and `onRetry`; `idle` what `state` says. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** Where the member stands (see `AgentApplyState`). */
  state: AgentApplyState
  /** Called once the agreement is ticked and the reason fits, with the reason trimmed. */
  onSubmit: (request: AgentApplyRequest) => void
  /** Called from "Read the agent agreement": the caller opens the Agreement page. */
  onOpenAgreement: () => void
  /** The application is being sent: the form is read-only and the button waits. */
  submitting?: boolean
  /** The server's refusal: text or a message key (e.g. `agent_join.err_pending`). */
  serverError?: string
}

/** Mobile first; `desktop:` for the agent centre's panel. */
export const agentApplyPanelVariants = cva(
  'flex w-full min-w-0 flex-col gap-4 bg-card px-3 py-4 text-card-foreground desktop:gap-5 desktop:px-5 desktop:py-5',
)

/**
 * The agent centre's Register page: a member applies to be an agent and the
 * operator decides. The form takes an optional reason and the agreement's
 * tick; an application under review, a programme closed to the member, or
 * one just sent are shown instead of the form. Props in, callbacks out.
 */
export function AgentApplyPanel({
  status,
  onRetry,
  state,
  onSubmit,
  onOpenAgreement,
  submitting = false,
  serverError,
  className,
  ...props
}: AgentApplyPanelProps) {
  const { t } = useText()
  const titleId = useId()

  return (
    <section
      data-slot="agent-apply-panel"
      data-state={status === 'idle' ? state : status}
      aria-labelledby={titleId}
      className={cn(agentApplyPanelVariants(), className)}
      {...props}
    >
      <h2 id={titleId} className="text-lg font-semibold desktop:text-xl">
        {t('agent_join.apply_title')}
      </h2>
      <StatusPanel
        status={status === 'idle' ? 'ready' : status}
        errorTitle={t('agent_join.apply_error_title')}
        errorBody={t('agent_join.apply_error')}
        onRetry={onRetry}
        placeholder={
          <div data-slot="agent-apply-panel-loading" className="flex flex-col gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-10 w-1/3" />
          </div>
        }
      >
        <ApplyState
          state={state}
          onSubmit={onSubmit}
          onOpenAgreement={onOpenAgreement}
          submitting={submitting}
          serverError={serverError}
        />
      </StatusPanel>
    </section>
  )
}

/** What the member sees once the check answered: the note of a sent, pending or closed application, or the form. */
function ApplyState({
  state,
  ...form
}: Pick<AgentApplyPanelProps, 'state' | 'onSubmit' | 'onOpenAgreement' | 'serverError'> & { submitting: boolean }) {
  const { t } = useText()
  return state === 'done' ? (
    <div
      role="status"
      data-slot="agent-apply-panel-done"
      className="flex flex-col gap-1 rounded-xl border border-success/40 bg-success/10 px-4 py-3 text-sm"
    >
      <p className="font-semibold">{t('agent_join.done_title')}</p>
      <p>{t('agent_join.done')}</p>
    </div>
  ) : state === 'pending' ? (
    <Notice text={t('agent_join.pending')} />
  ) : state === 'closed' ? (
    <Notice text={t('agent_join.closed')} />
  ) : (
    <ApplyForm {...form} />
  )
}

type ApplyField = 'reason' | 'agree'

function ApplyForm({
  onSubmit,
  onOpenAgreement,
  submitting,
  serverError,
}: {
  onSubmit: (request: AgentApplyRequest) => void
  onOpenAgreement: () => void
  submitting: boolean
  serverError?: string
}) {
  const { t } = useText()
  const id = useId()
  // More room to write on a desktop: the one attribute the layout changes here.
  const layout = useLayout()
  const [reason, setReason] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [errors, setErrors] = useState<Partial<Record<ApplyField, string>>>({})
  const reasonInput = useRef<HTMLTextAreaElement>(null)
  const agreeInput = useRef<HTMLInputElement>(null)
  const reasonId = `${id}-reason`
  const agreeId = `${id}-agree`
  const tooLong = reason.length > AGENT_REASON_MAX

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    const problems = agentApplyErrors({ reason, agreed })
    const found: Partial<Record<ApplyField, string>> = {}
    if (problems.reason) found.reason = t('agent_join.err_reason_too_long', { max: AGENT_REASON_MAX })
    if (problems.agree) found.agree = t('agent_join.err_agree')
    setErrors(found)
    if (found.reason) reasonInput.current?.focus()
    else if (found.agree) agreeInput.current?.focus()
    if (found.reason || found.agree) return
    onSubmit({ reason: reason.trim() })
  }

  return (
    <form data-slot="agent-apply-panel-form" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('agent_join.apply_intro')}</p>
      <Field controlId={reasonId} label={t('agent_join.reason_label')} error={errors.reason}>
        <textarea
          ref={reasonInput}
          id={reasonId}
          name="reason"
          rows={layout === 'desktop' ? 5 : 4}
          value={reason}
          readOnly={submitting}
          placeholder={t('agent_join.reason_placeholder')}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${reasonId}-error ${reasonId}-count` : `${reasonId}-count`}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setErrors((current) => ({ ...current, reason: undefined }))
          }}
          className={cn(inputVariants({ invalid: Boolean(errors.reason) }), 'h-auto resize-y py-2 leading-relaxed')}
        />
        <p
          id={`${reasonId}-count`}
          data-slot="agent-apply-panel-reason-count"
          data-state={tooLong ? 'over' : 'within'}
          className={cn('self-end text-xs tabular-nums', tooLong ? 'text-destructive' : 'text-muted-foreground')}
        >
          {t('agent_join.reason_count', { count: reason.length, max: AGENT_REASON_MAX })}
        </p>
      </Field>

      <div
        data-slot="agent-apply-panel-agree"
        data-state={errors.agree ? 'invalid' : 'valid'}
        className="flex flex-col gap-1.5"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <Checkbox
            ref={agreeInput}
            id={agreeId}
            name="agree"
            checked={agreed}
            disabled={submitting}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? `${agreeId}-error` : undefined}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked)
              setErrors((current) => ({ ...current, agree: undefined }))
            }}
            label={t('agent_join.agree_label')}
            labelClassName="text-foreground"
          />
          <button
            type="button"
            data-slot="agent-apply-panel-read"
            onClick={onOpenAgreement}
            className={cn(
              'rounded-sm font-medium text-primary underline-offset-4 hover:underline',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            )}
          >
            {t('agent_join.read_agreement')}
          </button>
        </div>
        {errors.agree ? (
          <p
            id={`${agreeId}-error`}
            data-slot="agent-apply-panel-agree-error"
            role="alert"
            className="text-sm text-destructive"
          >
            {errors.agree}
          </p>
        ) : null}
      </div>

      <FormAlert>{serverError ? messageText(serverError, t) : undefined}</FormAlert>
      <SubmitButton
        submitting={submitting}
        label={t('agent_join.submit')}
        busyLabel={t('agent_join.submitting')}
        className="desktop:w-auto desktop:self-start"
      />
    </form>
  )
}

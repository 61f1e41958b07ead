import { validateDoubleValidation, type DoubleValidationForm, type DoubleValidationQuestion } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useEffect, useRef } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert, Field, PasswordInput, SubmitButton, TextInput } from '../../primitives/field/index.ts'
import { CaptchaField, type CaptchaProps } from '../../components/captcha-field/captcha-field.tsx'
import { useAccountForm, type ServerFieldErrors } from '../../lib/use-account-form.ts'
import { Modal } from '../../primitives/modal/modal.tsx'

type Answer = Omit<DoubleValidationForm, 'question'>

/** The actions: stacked on mobile, side by side (the main one last) on desktop. */
export const doubleValidationActionsVariants = cva('flex flex-col gap-3 desktop:flex-row-reverse')

/** Input hints per question: the keyboard to show and what the browser may fill in. */
const ANSWER_INPUT: Record<
  Exclude<DoubleValidationQuestion, 'withdraw_password'>,
  { type: string; inputMode?: 'tel' | 'email' | 'text'; autoComplete: string }
> = {
  member_name: { type: 'text', autoComplete: 'name' },
  identity_id: { type: 'text', autoComplete: 'off' },
  member_phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  member_email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
}

export interface DoubleValidationModalProps extends CaptchaProps {
  /** Whether the modal is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` when a person closes it (close button, Esc, a click outside). */
  onOpenChange: (open: boolean) => void
  /** What the server asks for (login 107 or skip). A new question clears the answer and the code. */
  question: DoubleValidationQuestion
  /** Questions left including this one (`available_questions_count`); Skip is off at 1. */
  availableQuestions: number
  /** Called with the question, answer and captcha once they pass `validateDoubleValidation`. */
  onSubmit: (values: DoubleValidationForm) => void
  /** Asks for another question (`/login/double_validation/skip`). */
  onSkip: () => void
  /** The answer or the skip is being sent: inputs are read-only and the buttons wait. */
  submitting?: boolean
  /** Server errors by field, already translated. */
  fieldErrors?: ServerFieldErrors<keyof Answer>
  /** A server error not tied to a field, already translated (e.g. `verify_failed`). */
  formError?: string
  /**
   * Change it after a failed answer: the answer and the code are cleared
   * (spec section 4), e.g. a counter of failures.
   */
  resetKey?: string | number
  /** Asks for a new captcha. */
  onRefreshCaptcha: () => void
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
  /** Classes for the dialog box (layout only). */
  className?: string
}

const EMPTY: Answer = { answer: '', captcha: '' }

/**
 * The double-validation question after login 107 (spec sections 4 and 5):
 * one question about the member and a captcha; Skip asks for another while
 * any is left. It MUST NOT close itself: on success the caller closes it.
 */
export function DoubleValidationModal({
  open,
  onOpenChange,
  question,
  availableQuestions,
  onSubmit,
  onSkip,
  submitting = false,
  fieldErrors,
  formError,
  resetKey,
  portalContainer,
  className,
  ...captchaProps
}: DoubleValidationModalProps) {
  const { t } = useText()
  const {
    form,
    field,
    onSubmit: submit,
  } = useAccountForm<Answer>({
    defaultValues: EMPTY,
    validate: (values) => validateDoubleValidation({ ...values, question }),
    fieldErrors,
    submitting,
    onValid: (values) => onSubmit({ question, ...values }),
  })
  const { resetField, setFocus } = form

  // A new question (after Skip) or a failed answer starts over; the next thing to do is answer again.
  const asked = useRef({ question, resetKey })
  useEffect(() => {
    if (asked.current.question === question && asked.current.resetKey === resetKey) return
    asked.current = { question, resetKey }
    // resetField keeps the inputs registered (reset would drop them), so the focus can move at once.
    resetField('answer')
    resetField('captcha')
    setFocus('answer')
  }, [question, resetKey, resetField, setFocus])

  const answer = field('answer')
  const code = field('captcha')
  const questionLabel = t(`login.dv_question_${question}`)
  const canSkip = availableQuestions > 1
  const inputHints = question === 'withdraw_password' ? undefined : ANSWER_INPUT[question]

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="md"
      portalContainer={portalContainer}
      title={t('login.dv_title')}
      description={t('login.dv_description')}
      className={className}
      bodyClassName="px-5 py-5"
    >
      <form
        data-slot="double-validation-modal-form"
        data-state={submitting ? 'submitting' : 'idle'}
        data-question={question}
        aria-busy={submitting || undefined}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
      >
        <p
          data-slot="double-validation-modal-remaining"
          className="rounded-lg bg-muted px-3 py-2 text-sm text-muted-foreground"
        >
          {t('login.dv_remaining', { count: availableQuestions })}
        </p>
        <Field controlId={answer.id} label={questionLabel} error={answer.error}>
          {inputHints ? (
            <TextInput
              type={inputHints.type}
              inputMode={inputHints.inputMode}
              autoComplete={inputHints.autoComplete}
              spellCheck={false}
              {...answer.inputProps}
            />
          ) : (
            <PasswordInput inputMode="numeric" autoComplete="off" {...answer.inputProps} />
          )}
        </Field>
        <CaptchaField field={code} disabled={submitting} {...captchaProps} />
        <FormAlert>{formError}</FormAlert>
        <div data-slot="double-validation-modal-actions" className={doubleValidationActionsVariants()}>
          <SubmitButton
            submitting={submitting}
            label={t('login.dv_submit')}
            busyLabel={t('login.dv_submitting')}
            className="desktop:flex-1"
          />
          <Button
            variant="outline"
            disabled={!canSkip || submitting}
            onClick={onSkip}
            className="w-full desktop:w-auto desktop:flex-1"
          >
            {t('login.dv_skip')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

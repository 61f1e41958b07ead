import { errorOutcomeText } from '@lobby/domain'
import {
  DoubleValidationModal,
  ForgotPasswordModal,
  LoginModal,
  SetNewPasswordModal,
  TransferVerifyModal,
  useText,
} from '@lobby/ui'
import { useSnapshot } from 'valtio'
import {
  closeDoubleValidation,
  changeForgotPasswordStep,
  closeForgotPassword,
  closeLogin,
  closePasswordChange,
  closeTransferVerification,
  loginAfterForgotPassword,
  openForgotPassword,
  refreshCaptcha,
  refreshClientCaptcha,
  sendForgotPasswordCode,
  skipDoubleValidation,
  submitForgotPasswordReset,
  submitDoubleValidation,
  submitLogin,
  submitPasswordChange,
  submitTransferReset,
  submitTransferVerify,
} from './actions.ts'
import { showToast } from '../toast/store.ts'
import { accountStore, type CaptchaState, type FormFailure } from './store.ts'

/** A dialog's captcha props from its slot of the store: the picture, its loading and wait, and a refresh. */
function captchaProps(shown: Readonly<CaptchaState>, slot: CaptchaState) {
  return {
    captcha: shown.image ? { image: shown.image, placeholder: shown.placeholder } : null,
    captchaLoading: shown.loading,
    captchaWaitSeconds: shown.waitSeconds,
    onRefreshCaptcha: () => void refreshCaptcha(slot),
  }
}

/** The text of a refused submit, placed under its field or at the top of the form. */
function useFailureText(failure: FormFailure) {
  const { t } = useText()
  if (!failure) return { fieldErrors: undefined, formError: undefined }
  const text = errorOutcomeText(failure.outcome, t)
  return failure.field
    ? { fieldErrors: { [failure.field]: text }, formError: undefined }
    : { fieldErrors: undefined, formError: text }
}

/**
 * The login dialogs (spec section 4): login, then double validation (107)
 * when the device is new, member transfer verification (802), and the new
 * password a first login may have to set. Loaded with the first of them to open.
 */
export function AccountDialogs({
  layout,
  loginContent,
}: {
  layout: 'desktop' | 'mobile'
  /** The operator's login content (`/web/model_login`), sanitised. */
  loginContent: readonly { title: string; sanitizedHtml: string }[]
}) {
  const { t } = useText()
  const snap = useSnapshot(accountStore)
  const login = useFailureText(snap.login.failure)
  const dv = useFailureText(snap.doubleValidation.failure)
  const transfer = useFailureText(snap.transfer.failure)
  const password = useFailureText(snap.password.failure)
  const forgot = useFailureText(snap.forgot.failure)
  return (
    <>
      <LoginModal
        open={snap.login.open}
        onOpenChange={(open) => {
          if (!open) closeLogin()
        }}
        onSubmit={(values) => void submitLogin(values, layout)}
        submitting={snap.login.submitting}
        resetKey={snap.login.resetKey}
        fieldErrors={login.fieldErrors}
        formError={login.formError}
        {...captchaProps(snap.login.captcha, accountStore.login.captcha)}
        content={loginContent}
        onForgotPassword={openForgotPassword}
      />
      <ForgotPasswordModal
        open={snap.forgot.open}
        onOpenChange={(open) => {
          if (!open) closeForgotPassword()
        }}
        step={snap.forgot.step}
        onStepChange={changeForgotPasswordStep}
        {...captchaProps(snap.forgot.captcha, accountStore.forgot.captcha)}
        onSendCode={(values) => void sendForgotPasswordCode(values)}
        smsCountdown={snap.forgot.countdown}
        onSubmit={(values) => void submitForgotPasswordReset(values)}
        submitting={snap.forgot.submitting}
        fieldErrors={forgot.fieldErrors}
        formError={forgot.formError}
        resetKey={snap.forgot.resetKey}
        onLogin={loginAfterForgotPassword}
      />
      <DoubleValidationModal
        open={snap.doubleValidation.open}
        onOpenChange={(open) => {
          if (!open) closeDoubleValidation()
        }}
        question={snap.doubleValidation.question}
        availableQuestions={snap.doubleValidation.available}
        onSubmit={(values) => void submitDoubleValidation(values)}
        onSkip={() => void skipDoubleValidation()}
        submitting={snap.doubleValidation.submitting}
        fieldErrors={dv.fieldErrors}
        formError={dv.formError}
        resetKey={snap.doubleValidation.resetKey}
        {...captchaProps(snap.doubleValidation.captcha, accountStore.doubleValidation.captcha)}
      />
      <SetNewPasswordModal
        open={snap.password.open}
        onOpenChange={(open) => {
          if (!open) closePasswordChange()
        }}
        forced={snap.password.forced}
        onSubmit={(values) =>
          void submitPasswordChange(values).then((changed) => {
            if (changed) showToast({ type: 'success', text: t('user.password_changed') })
          })
        }
        submitting={snap.password.submitting}
        fieldErrors={password.fieldErrors}
        formError={password.formError}
      />
      <TransferVerifyModal
        open={snap.transfer.open}
        onOpenChange={(open) => {
          if (!open) closeTransferVerification()
        }}
        step={snap.transfer.step}
        captcha={snap.transfer.captcha.image ? { image: snap.transfer.captcha.image } : null}
        captchaText={snap.transfer.captcha.text || undefined}
        onRefreshCaptcha={() => void refreshClientCaptcha()}
        onVerify={(values) => void submitTransferVerify(values)}
        onReset={(values) => void submitTransferReset(values)}
        submitting={snap.transfer.submitting}
        fieldErrors={transfer.fieldErrors}
        formError={transfer.formError}
      />
    </>
  )
}

import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  FormAlert,
  PasswordInput,
  SubmitButton,
  TextInput,
} from '@lobby/ui'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'

/** Why the last sign-in attempt failed (the login's codes, `ADMIN_CODE`, or the transport). */
export type LoginFailure =
  /** 101: wrong account or password (also while the account is locked: the server does not say which). */
  | { kind: 'bad-login' }
  /** 104: the second factor is wrong or used already. */
  | { kind: 'bad-totp' }
  /** 106: the account has no second factor where one is required. */
  | { kind: 'totp-not-set-up' }
  /** The call failed (network, server); `message` says why, in a sentence. */
  | { kind: 'failed'; message: string }

export interface LoginScreenProps {
  /** `password`: account and password; `totp`: the six-digit code the server asked for (103). */
  step: 'password' | 'totp'
  /** The account being signed in, named on the second-factor step. */
  account: string
  /** A sign-in call is under way: the form waits (its button keeps focus). */
  submitting: boolean
  /** Why the last attempt failed, or null. */
  failure: LoginFailure | null
  /** Called with the filled account (trimmed) and password. */
  onSubmitPassword: (credentials: { account: string; password: string }) => void
  /** Called with the six digits of the second factor. */
  onSubmitTotp: (totp: string) => void
  /** Leaves the second-factor step for the account and password. */
  onBack: () => void
}

const SIX_DIGITS = /^\d{6}$/

/**
 * The operator sign-in: account and password, then (when the server asks, 103) the authenticator's code.
 *
 * Contract
 * - MUST NOT call anything: it reports the filled form (`onSubmitPassword`, `onSubmitTotp`) and shows `failure`.
 * - MUST check the fields before reporting (an empty account or password, a code that is not six digits): the
 *   first wrong field is named, announced and focused, and nothing is reported.
 * - MUST announce every failure (`role="alert"`): a wrong code under the code's field, anything else above the form.
 * - MUST ignore a submit while `submitting`.
 * - Autocomplete: `username`, `current-password`, `one-time-code`.
 */
export function LoginScreen(props: LoginScreenProps) {
  const { step, account } = props
  const titleId = useId()
  return (
    <main data-slot="login-screen" className="flex min-h-dvh items-center justify-center bg-background p-4">
      <Card variant="elevated" gap="md" className="w-full max-w-sm">
        <CardHeader>
          <p className="text-sm font-medium text-muted-foreground">{copy.app.name}</p>
          <CardTitle asChild className="text-xl">
            <h1 id={titleId}>{step === 'totp' ? copy.login.totpTitle : copy.login.title}</h1>
          </CardTitle>
          <CardDescription>
            {step === 'totp' ? copy.login.totpDescription(account) : copy.login.description}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {step === 'totp' ? <TotpForm {...props} titleId={titleId} /> : <PasswordForm {...props} titleId={titleId} />}
        </CardContent>
      </Card>
    </main>
  )
}

/** The failure shown above the form (a wrong code is shown under its field instead). */
function failureText(failure: LoginFailure | null): string {
  switch (failure?.kind) {
    case 'bad-login':
      return copy.login.badLogin
    case 'totp-not-set-up':
      return copy.login.totpNotSetUp
    case 'failed':
      return failure.message
    default:
      return ''
  }
}

type FormProps = LoginScreenProps & { titleId: string }

function PasswordForm({ account: initialAccount, submitting, failure, onSubmitPassword, titleId }: FormProps) {
  const [account, setAccount] = useState(initialAccount)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ account?: string; password?: string }>({})
  const accountRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    if (account.trim() === '') {
      setErrors({ account: copy.login.accountRequired })
      accountRef.current?.focus()
      return
    }
    if (password === '') {
      setErrors({ password: copy.login.passwordRequired })
      passwordRef.current?.focus()
      return
    }
    setErrors({})
    onSubmitPassword({ account: account.trim(), password })
  }

  return (
    <form noValidate aria-labelledby={titleId} onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert>{failureText(failure)}</FormAlert>
      <Field label={copy.login.account} error={errors.account}>
        <TextInput
          ref={accountRef}
          name="account"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={account}
          readOnly={submitting}
          onChange={(event) => {
            setAccount(event.target.value)
            setErrors({})
          }}
        />
      </Field>
      <Field label={copy.login.password} error={errors.password}>
        <PasswordInput
          ref={passwordRef}
          name="password"
          autoComplete="current-password"
          value={password}
          readOnly={submitting}
          onChange={(event) => {
            setPassword(event.target.value)
            setErrors({})
          }}
        />
      </Field>
      <SubmitButton submitting={submitting} label={copy.login.submit} busyLabel={copy.login.submitting} />
    </form>
  )
}

function TotpForm({ submitting, failure, onSubmitTotp, onBack, titleId }: FormProps) {
  const [code, setCode] = useState('')
  const [invalid, setInvalid] = useState(false)
  // A refused code's message stays until the operator types again.
  const [seenFailure, setSeenFailure] = useState<LoginFailure | null>(null)
  const codeRef = useRef<HTMLInputElement>(null)

  // The step opens on the code's field; a refused code is selected, so the next one replaces it.
  useEffect(() => {
    codeRef.current?.focus()
    if (failure?.kind === 'bad-totp') codeRef.current?.select()
  }, [failure])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting) return
    if (!SIX_DIGITS.test(code)) {
      setInvalid(true)
      codeRef.current?.focus()
      return
    }
    onSubmitTotp(code)
  }

  const refused = failure?.kind === 'bad-totp' && failure !== seenFailure
  const codeError = invalid ? copy.login.totpInvalid : refused ? copy.login.badTotp : undefined
  return (
    <form noValidate aria-labelledby={titleId} onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert>{failureText(failure)}</FormAlert>
      <Field label={copy.login.totp} hint={copy.login.totpHint} error={codeError}>
        <TextInput
          ref={codeRef}
          name="totp"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]{6}"
          maxLength={6}
          value={code}
          readOnly={submitting}
          onChange={(event) => {
            setCode(event.target.value.replace(/\D/g, ''))
            setInvalid(false)
            setSeenFailure(failure)
          }}
          className="tracking-[0.3em] tabular-nums"
        />
      </Field>
      <SubmitButton submitting={submitting} label={copy.login.totpSubmit} busyLabel={copy.login.totpSubmitting} />
      <Button variant="ghost" onClick={onBack} disabled={submitting}>
        {copy.login.back}
      </Button>
    </form>
  )
}

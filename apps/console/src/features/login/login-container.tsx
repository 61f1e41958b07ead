import { useSnapshot } from 'valtio'
import { LoginScreen } from '../../screens/login-screen/index.ts'
import { backToPassword, submitPassword, submitTotp } from './actions.ts'
import { login } from './store.ts'

/** The sign-in screen, wired to the login call. Where a signed-in operator goes is the route's business. */
export function LoginContainer() {
  const state = useSnapshot(login)
  return (
    <LoginScreen
      step={state.step}
      account={state.account}
      submitting={state.submitting}
      failure={state.failure}
      onSubmitPassword={(credentials) => void submitPassword(credentials)}
      onSubmitTotp={(totp) => void submitTotp(totp)}
      onBack={backToPassword}
    />
  )
}

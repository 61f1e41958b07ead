import { addressModal, modalForVisitorsOnly, type AddressModal } from '@lobby/domain'
import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { session } from '../app/session.ts'
import { openTerms } from '../features/shell/actions.ts'
import { accountActions, registrationActions } from './layout-actions.ts'

/**
 * `?modal=` on any page (spec section 2): opens the named modal once, then
 * leaves the address (a reload or a shared link does not open it again).
 * The names (`ADDRESS_MODALS`, docs/contract.md): `login`, `register` (the
 * /register page on mobile), `forgot_password`, `protocol` (the terms). A
 * member is not shown login, register or forgotten password. Read once, when
 * the layout first renders.
 */
export function useAddressModal(device: 'desktop' | 'mobile', t: (key: string) => string): void {
  const navigate = useNavigate()
  const location = useLocation()
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    if (!params.has('modal')) return
    const modal = addressModal(params.get('modal'))
    params.delete('modal')
    const search = params.toString()
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    )
    if (!modal || (modalForVisitorsOnly(modal) && session.getToken())) return
    open(modal, device, t, (to) => void navigate(to))
    // Once, for the address the page was opened with: later changes of the address open nothing.
  }, [])
}

function open(
  modal: AddressModal,
  device: 'desktop' | 'mobile',
  t: (key: string) => string,
  navigate: (to: string) => void,
): void {
  switch (modal) {
    case 'login':
      void accountActions().then((a) => a.openLogin())
      return
    case 'forgot_password':
      void accountActions().then((a) => a.openForgotPassword())
      return
    case 'register':
      if (device === 'desktop') void registrationActions().then((a) => a.openRegister(t, 'desktop'))
      else navigate('/register')
      return
    case 'protocol':
      void openTerms()
      return
  }
}

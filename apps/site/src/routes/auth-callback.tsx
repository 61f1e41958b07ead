import { ApiError, getInfoData, infoDataSchema } from '@lobby/api'
import { useText } from '@lobby/ui'
import { useEffect } from 'react'
import { api } from '../app/api.ts'
import { postWindowMessage } from '../app/window-messages.ts'

/**
 * `/authCallback`: where an authorised login lands, in the window the site
 * opened for it (spec section 4). `?enc=` is traded for the session and
 * handed to the opener (`authLogin`); a refusal (`?code=`, optionally
 * `&message=`) or a failed trade tells the opener (`authLoginClose`). Then
 * this window closes; if the browser keeps it open (it was not opened by a
 * script), it goes to the lobby instead.
 */
export function AuthCallbackRoute() {
  const { t } = useText()
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const enc = params.get('enc')
    const finish = () => {
      window.close()
      window.location.replace('/')
    }
    if (!enc) {
      postWindowMessage({
        type: 'authLoginClose',
        code: params.get('code') ?? undefined,
        message: params.get('message') ?? undefined,
      })
      finish()
      return
    }
    void api
      .call(getInfoData, { enc })
      .then((text) => {
        postWindowMessage({ type: 'authLogin', data: infoDataSchema.parse(JSON.parse(text)) })
      })
      .catch((error: unknown) => {
        // A refused or unreadable code: the opener shows why (the server's words when it gave some).
        postWindowMessage({
          type: 'authLoginClose',
          code: error instanceof ApiError ? error.code : 'error',
          message: error instanceof ApiError && error.kind === 'business' ? error.message : undefined,
        })
      })
      .finally(finish)
  }, [])
  return (
    <p role="status" className="p-6 text-center text-sm text-muted-foreground">
      {t('login.auth_callback_waiting')}
    </p>
  )
}

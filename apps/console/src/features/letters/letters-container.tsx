import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { LetterList } from '../../screens/letter-list/index.ts'
import { forbidLetters, loadLetters, pageLetters, sendLetter, startComposing, stopComposing } from './actions.ts'
import { LETTER_PAGE_SIZE, letters } from './store.ts'

/** The site's sent letters, wired to the admin calls; a role without `content.read` sees the forbidden state. */
export function LettersContainer() {
  const state = useSnapshot(letters)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'content.read')
  useEffect(() => {
    if (mayRead) void loadLetters()
    else forbidLetters()
  }, [mayRead])
  return (
    <LetterList
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={LETTER_PAGE_SIZE}
      onPage={(page) => void pageLetters(page)}
      onRetry={() => void loadLetters()}
      canManage={holds(permissions, 'content.manage')}
      notice={state.notice}
      onCompose={startComposing}
      composing={state.composing}
      sending={state.sending}
      sendError={state.sendError}
      fieldErrors={state.fieldErrors}
      onSend={(draft) => void sendLetter(draft)}
      onComposeCancel={stopComposing}
    />
  )
}

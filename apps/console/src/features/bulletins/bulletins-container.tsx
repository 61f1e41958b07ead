import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { holds } from '../../lib/console-screens.ts'
import { BulletinList } from '../../screens/bulletin-list/index.ts'
import {
  askFrequency,
  cancelFrequency,
  confirmEnding,
  confirmFrequency,
  forbidBulletins,
  loadBulletins,
  pageBulletins,
  saveBulletin,
  startEditing,
  startEnding,
  stopEditing,
  stopEnding,
} from './actions.ts'
import { BULLETIN_PAGE_SIZE, bulletins } from './store.ts'

/** The site's bulletins, wired to the admin calls; a role without `content.read` sees the forbidden state. */
export function BulletinsContainer() {
  const state = useSnapshot(bulletins)
  const permissions = useSnapshot(session).operator?.permissions ?? []
  const mayRead = holds(permissions, 'content.read')
  useEffect(() => {
    if (mayRead) void loadBulletins()
    else forbidBulletins()
  }, [mayRead])
  return (
    <BulletinList
      status={state.status}
      errorMessage={state.errorMessage}
      rows={state.rows}
      total={state.total}
      page={state.page}
      pageSize={BULLETIN_PAGE_SIZE}
      now={state.loadedAt}
      onPage={(page) => void pageBulletins(page)}
      onRetry={() => void loadBulletins()}
      canManage={holds(permissions, 'content.manage')}
      notice={state.notice}
      displayFrequency={state.displayFrequency}
      frequencyAsking={state.frequencyAsking}
      frequencySaving={state.frequencySaving}
      frequencyError={state.frequencyError}
      onFrequencyAsk={askFrequency}
      onFrequencyConfirm={() => void confirmFrequency()}
      onFrequencyCancel={cancelFrequency}
      onCreate={() => startEditing('new')}
      onEdit={startEditing}
      onEnd={startEnding}
      editing={state.editing}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSave={(draft) => void saveBulletin(draft)}
      onEditCancel={stopEditing}
      ending={state.ending}
      endingBusy={state.endingBusy}
      endError={state.endError}
      onEndConfirm={() => void confirmEnding()}
      onEndCancel={stopEnding}
    />
  )
}

import { ResponsibleGamingPanel } from '@lobby/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { formatDateTime } from '../../lib/dates.ts'
import {
  askExclusion,
  cancelPending,
  exclude,
  loadSettings,
  loadStatement,
  openLimitForm,
  saveLimit,
  saveRealityCheck,
} from './actions.ts'
import { rgStore, type LoadStatus } from './store.ts'

const uiStatus = (status: LoadStatus): 'idle' | 'loading' | 'error' =>
  status === 'error' ? 'error' : status === 'ready' ? 'idle' : 'loading'

/**
 * The member centre's Responsible gaming page (`/user/ResponsibleGaming`): the panel over the store, its calls the
 * feature's actions. A time-out or self-exclusion logs the member out and `onLeave` goes to the lobby.
 */
export function ResponsibleGamingPage({ onLeave }: { onLeave: () => void }) {
  const rg = useSnapshot(rgStore)
  const language = session.getLanguage()
  useEffect(() => {
    void loadSettings()
    void loadStatement()
  }, [])
  return (
    <ResponsibleGamingPanel
      status={uiStatus(rg.settings.status)}
      onRetry={() => void loadSettings()}
      settings={rg.settings.data}
      formatTime={(iso) => formatDateTime(iso, language)}
      limitForm={rg.limitForm}
      onLimitFormChange={openLimitForm}
      onSetLimit={(request) => void saveLimit(request)}
      onCancelPending={(slot) => void cancelPending(slot)}
      cancelling={rg.cancelling}
      onRealityCheck={(minutes) => void saveRealityCheck(minutes)}
      realityCheck={rg.realityCheck}
      exclusion={rg.exclusion}
      onExclusionChange={askExclusion}
      onExclude={(choice) => void exclude(choice, onLeave)}
      statement={{ status: uiStatus(rg.statement.status), months: rg.statement.months }}
      onRetryStatement={() => void loadStatement()}
    />
  )
}

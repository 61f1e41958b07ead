import { FaqPage, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { loadFaq, setFaqQuery } from './actions.ts'
import { pagesStore } from './store.ts'

/** Container of `/faq` and `/faq/{id}`: questions by group, and one answer. */
export function Faq({ selectedId }: { selectedId?: number }) {
  const { t } = useText()
  const navigate = useNavigate()
  const snap = useSnapshot(pagesStore.faq)

  useEffect(() => {
    void loadFaq()
  }, [])

  const selected = selectedId === undefined ? undefined : snap.list.find((f) => f.id === selectedId)

  return (
    <FaqPage
      status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => void loadFaq({ force: true })}
      entries={snap.list.map((f) => ({ id: f.id, group: f.group, groupTitle: f.group_title, title: f.title }))}
      selectedId={selectedId}
      detailHtml={selected?.html}
      hrefFor={(id) => `/faq/${id}`}
      onSelect={(id, event) => {
        event.preventDefault()
        void navigate(`/faq/${id}`)
      }}
      onBack={() => void navigate('/faq')}
      query={snap.query}
      onQueryChange={setFaqQuery}
    />
  )
}

import { gameCategoryLabelKey, isGameCategoryId } from '@lobby/domain'
import { DiscountPage, useText } from '@lobby/ui'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { session } from '../../app/session.ts'
import { formatDate } from '../../lib/dates.ts'
import { loadPromotions, setPromotionCategory } from './actions.ts'
import { pagesStore } from './store.ts'

/** Container of `/discount` and `/discount/{id}`: the running promotions and one promotion's terms. */
export function Promotions({ selectedId }: { selectedId?: number }) {
  const { t } = useText()
  const navigate = useNavigate()
  const snap = useSnapshot(pagesStore.promotions)
  const language = session.getLanguage()

  useEffect(() => {
    void loadPromotions()
  }, [])

  const categoryIds = [...new Set(snap.list.flatMap((p) => (p.gt_id === null ? [] : [p.gt_id])))].sort((a, b) => a - b)
  const selected = selectedId === undefined ? undefined : snap.list.find((p) => p.id === selectedId)

  return (
    <DiscountPage
      status={snap.status === 'error' ? 'error' : snap.status === 'ready' ? 'ready' : 'loading'}
      errorMessage={snap.error ? t(snap.error) : undefined}
      onRetry={() => void loadPromotions({ force: true })}
      promotions={snap.list.map((p) => ({
        id: p.id,
        title: p.title,
        summary: p.summary,
        imageUrl: p.photo_path,
        period: p.end_at
          ? t('site.period_range', { start: formatDate(p.start_at, language), end: formatDate(p.end_at, language) })
          : t('site.period_from', { date: formatDate(p.start_at, language) }),
        categoryId: p.gt_id,
      }))}
      categories={categoryIds.map((id) => ({
        id,
        label: isGameCategoryId(id) ? t(gameCategoryLabelKey(id)) : String(id),
      }))}
      category={snap.category}
      onCategoryChange={setPromotionCategory}
      selectedId={selectedId}
      detailHtml={selected?.html}
      hrefFor={(id) => `/discount/${id}`}
      onSelect={(id, event) => {
        event.preventDefault()
        void navigate(`/discount/${id}`)
      }}
      onBack={() => void navigate('/discount')}
    />
  )
}

import { useOutletContext, useParams } from 'react-router'
import { Faq } from '../features/pages/faq.tsx'
import { Promotions } from '../features/pages/promotions.tsx'
import { Sponsors } from '../features/shell/sponsors.tsx'
import type { LayoutName } from '../layouts/use-layout.ts'

function useDevice(): 'desktop' | 'mobile' {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  return layout === 'layout-desktop' ? 'desktop' : 'mobile'
}

/** A numeric `:id` route parameter; anything else selects an id no entry has, which shows "not found". */
function useSelectedId(): number | undefined {
  const { id } = useParams()
  if (id === undefined) return undefined
  return /^\d{1,9}$/.test(id) ? Number(id) : -1
}

/** `/discount` and `/discount/{id}`. */
export function DiscountRoute() {
  const device = useDevice()
  return (
    <div className="pt-2">
      <Promotions layout={device} selectedId={useSelectedId()} />
    </div>
  )
}

/** `/faq` and `/faq/{id}`. */
export function FaqRoute() {
  const device = useDevice()
  return (
    <div className="pt-2">
      <Faq layout={device} selectedId={useSelectedId()} />
    </div>
  )
}

/** `/sponsor`. */
export function SponsorRoute() {
  const device = useDevice()
  return (
    <div className="pt-2">
      <Sponsors layout={device} />
    </div>
  )
}

import type { LanguageCode } from '@lobby/domain'
import { ListChoice } from '../../components/list-choice.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { PAGE_KINDS, type PageKind } from './page-text.ts'

export interface PagesControlsProps {
  page: PageKind
  language: LanguageCode
  /** Asks for another page or language. */
  onShow: (page: PageKind, language: LanguageCode) => void
  /** Something is being sent: the choice waits. */
  busy: boolean
  notice: ScreenNotice | null
}

const words = copy.content.pages

/** The Pages section's choice of page and language, the line on how changes reach the site, and the last outcome. */
export function PagesControls({ page, language, onShow, busy, notice }: PagesControlsProps) {
  return (
    <>
      <ListChoice
        legend={words.filters}
        kindLabel={words.pageLabel}
        kindName="page"
        kinds={PAGE_KINDS}
        nameOf={(option) => words.kinds[option]}
        kind={page}
        languageLabel={words.languageLabel}
        language={language}
        onShow={onShow}
        disabled={busy}
      />
      <p className="text-sm text-muted-foreground">{words.note}</p>
      <NoticeBanner notice={notice} />
    </>
  )
}

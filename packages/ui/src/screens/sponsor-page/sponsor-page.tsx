import { isExternalLink } from '@lobby/domain'
import { useId, type ComponentProps } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { ContentPage } from '../../components/page-shell/content-page.tsx'
import {
  cardGridClass,
  ContentCard,
  ContentCardSkeletons,
  contentCardTitleClass,
} from '../../components/page-shell/content-card.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { ExternalLinkIcon } from '../../primitives/icon/icon.tsx'

export interface Sponsor {
  /** Stable key. */
  id: number
  /** Heading of the card. */
  title: string
  /** Plain text; line breaks are kept. */
  content: string
  /** Picture URL, shown at 16:9 (cropped to fill). Decorative: the title names the sponsor. */
  imageUrl: string
  /** The sponsor's site. Only an absolute http(s) URL makes the card a link (new tab); anything else, no link. */
  url: string
}

export type SponsorPageStatus = 'loading' | 'ready' | 'error'

export interface SponsorPageProps extends Omit<ComponentProps<'section'>, 'title'> {
  /** `loading` shows skeletons, `error` a message (and retry), `ready` the cards (or the empty state). */
  status: SponsorPageStatus
  /** Error text, already translated; defaults to `pages.sponsor.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Sponsors in display order. */
  sponsors: readonly Sponsor[]
}

/**
 * The sponsors page (`/sponsor`): a card per sponsor with picture, title and
 * text (three a row on desktop, one on a phone). A card links to the sponsor's
 * site in a new tab only when its `url` is an absolute http(s) URL.
 * Presentational: the caller owns `status`.
 */
export function SponsorPage({ status, errorMessage, onRetry, sponsors, ...props }: SponsorPageProps) {
  const { t } = useText()
  const empty = status === 'ready' && sponsors.length === 0
  return (
    <ContentPage
      slot="sponsor-page"
      title={t('pages.sponsor.title')}
      state={empty ? 'empty' : status}
      busy={status === 'loading'}
      {...props}
    >
      <StatusPanel
        status={empty ? 'empty' : status}
        loadingLabel={t('pages.sponsor.loading')}
        placeholder={<ContentCardSkeletons lines={['h-4 w-2/3', 'h-3 w-full', 'h-3 w-5/6']} />}
        errorTitle={t('pages.sponsor.error_title')}
        errorBody={errorMessage ?? t('pages.sponsor.error')}
        onRetry={onRetry}
        emptyTitle={t('pages.sponsor.empty_title')}
        emptyBody={t('pages.sponsor.empty')}
      >
        <ul data-slot="sponsor-page-list" className={cardGridClass}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.id} data-slot="sponsor-page-item" className="min-w-0">
              <SponsorCard sponsor={sponsor} />
            </li>
          ))}
        </ul>
      </StatusPanel>
    </ContentPage>
  )
}

function SponsorCard({ sponsor }: { sponsor: Sponsor }) {
  const { t } = useText()
  const titleId = useId()
  const linked = isExternalLink(sponsor.url)
  return (
    <ContentCard imageUrl={sponsor.imageUrl} labelledBy={titleId} linked={linked} variant={linked ? 'link' : 'plain'}>
      <h2 id={titleId} className={contentCardTitleClass}>
        {linked ? (
          <a
            href={sponsor.url.trim()}
            target="_blank"
            rel="noopener noreferrer"
            className="outline-none after:absolute after:inset-0"
          >
            {sponsor.title}
            <ExternalLinkIcon className="ml-1.5 inline-block size-4 align-[-0.125em] text-muted-foreground" />
            <span className="sr-only"> {t('pages.sponsor.new_tab')}</span>
          </a>
        ) : (
          sponsor.title
        )}
      </h2>
      <p
        data-slot="sponsor-page-content"
        className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground"
      >
        {sponsor.content}
      </p>
    </ContentCard>
  )
}

import { isExternalLink } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { LoadingNotice, PageError, PageHeader, pageVariants } from '../../components/page-shell/page-parts.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'

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

export interface SponsorPageProps extends ComponentProps<'section'> {
  /** `desktop`: three cards a row; `mobile`: one card a row. */
  layout: Layout
  /** `loading` shows skeletons, `error` a message (and retry), `ready` the cards (or the empty state). */
  status: SponsorPageStatus
  /** Error text, already translated; defaults to `pages.sponsor.error`. */
  errorMessage?: string
  /** Called when a person asks to retry after an error. Without it no retry button is shown. */
  onRetry?: () => void
  /** Sponsors in display order. */
  sponsors: readonly Sponsor[]
}

/** Intrinsic size at 16:9, so the image box is reserved before the picture loads. */
const IMAGE = { width: 640, height: 360 } as const

const gridVariants = cva('grid', {
  variants: { layout: { desktop: 'grid-cols-3 gap-5', mobile: 'grid-cols-1 gap-3' } },
})

/** The card; a sponsor's title link stretches over it, so the whole card is the click target. */
const cardVariants = cva(
  'relative flex h-full flex-col overflow-hidden border bg-card text-card-foreground shadow-sm',
  {
    variants: {
      layout: { desktop: 'rounded-xl', mobile: 'rounded-lg' },
      linked: {
        true: [
          'transition-[border-color,box-shadow,transform]',
          'hover:-translate-y-0.5 hover:border-primary/60 hover:shadow-md motion-reduce:hover:translate-y-0',
          'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring',
          'has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background',
        ],
        false: '',
      },
    },
  },
)

const bodyVariants = cva('flex flex-1 flex-col', {
  variants: { layout: { desktop: 'gap-2 p-4', mobile: 'gap-1.5 p-3' } },
})

const SLOT = 'sponsor-page'

/**
 * The sponsors page (`/sponsor`): a card per sponsor with picture, title and
 * text. A card links to the sponsor's site in a new tab only when its `url` is
 * an absolute http(s) URL. Presentational: the caller owns `status`.
 */
export function SponsorPage({
  layout,
  status,
  errorMessage,
  onRetry,
  sponsors,
  className,
  ...props
}: SponsorPageProps) {
  const { t } = useText()
  const titleId = useId()
  const empty = status === 'ready' && sponsors.length === 0
  const state = empty ? 'empty' : status

  let content: ReactNode
  if (status === 'loading') {
    content = <CardSkeletons layout={layout} />
  } else if (status === 'error') {
    content = (
      <PageError
        slot={SLOT}
        layout={layout}
        title={t('pages.sponsor.error_title')}
        body={errorMessage ?? t('pages.sponsor.error')}
        onRetry={onRetry}
      />
    )
  } else if (empty) {
    content = (
      <StatusMessage
        slot={SLOT}
        layout={layout}
        tone="empty"
        title={t('pages.sponsor.empty_title')}
        body={t('pages.sponsor.empty')}
      />
    )
  } else {
    content = (
      <ul data-slot={`${SLOT}-list`} className={gridVariants({ layout })}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.id} data-slot={`${SLOT}-item`} className="min-w-0">
            <SponsorCard sponsor={sponsor} layout={layout} />
          </li>
        ))}
      </ul>
    )
  }

  return (
    <section
      data-slot={SLOT}
      data-layout={layout}
      data-state={state}
      aria-labelledby={titleId}
      aria-busy={status === 'loading' || undefined}
      className={cn(pageVariants({ layout }), className)}
      {...props}
    >
      <PageHeader slot={SLOT} layout={layout} titleId={titleId} title={t('pages.sponsor.title')} />
      {content}
    </section>
  )
}

function SponsorCard({ sponsor, layout }: { sponsor: Sponsor; layout: Layout }) {
  const { t } = useText()
  const titleId = useId()
  const linked = isExternalLink(sponsor.url)
  return (
    <article
      data-slot={`${SLOT}-card`}
      data-variant={linked ? 'link' : 'plain'}
      aria-labelledby={titleId}
      className={cardVariants({ layout, linked })}
    >
      <img
        data-slot={`${SLOT}-image`}
        src={sponsor.imageUrl}
        alt=""
        width={IMAGE.width}
        height={IMAGE.height}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-muted object-cover"
      />
      <div data-slot={`${SLOT}-body`} className={bodyVariants({ layout })}>
        <h2
          id={titleId}
          data-slot={`${SLOT}-card-title`}
          className={cn(
            'leading-snug font-semibold break-words',
            layout === 'desktop' ? 'text-base' : 'text-[0.9375rem]',
          )}
        >
          {linked ? (
            <a
              href={sponsor.url.trim()}
              target="_blank"
              rel="noopener noreferrer"
              data-slot={`${SLOT}-link`}
              className="outline-none after:absolute after:inset-0"
            >
              {sponsor.title}
              <ExternalIcon />
              <span className="sr-only"> {t('pages.sponsor.new_tab')}</span>
            </a>
          ) : (
            sponsor.title
          )}
        </h2>
        <p
          data-slot={`${SLOT}-content`}
          className="text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground"
        >
          {sponsor.content}
        </p>
      </div>
    </article>
  )
}

function ExternalIcon() {
  return (
    <svg
      data-slot={`${SLOT}-external`}
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="ml-1.5 inline-block size-4 align-[-0.125em] text-muted-foreground"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

function CardSkeletons({ layout }: { layout: Layout }) {
  const { t } = useText()
  return (
    <div data-slot={`${SLOT}-loading`} className={gridVariants({ layout })}>
      <LoadingNotice label={t('pages.sponsor.loading')} />
      {Array.from({ length: layout === 'desktop' ? 6 : 3 }, (_, index) => (
        <div
          key={index}
          data-slot={`${SLOT}-skeleton`}
          aria-hidden="true"
          className={cn(cardVariants({ layout, linked: false }), 'shadow-none')}
        >
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className={bodyVariants({ layout })}>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  )
}

/**
 * The content pages' cards (promotions, sponsors): a grid of cards, each a 16:9 picture over a title and text;
 * a card whose title holds a link is one click target (the link stretches over it).
 *
 * Contract
 * - Built on Card (`data-slot="card"`); the picture is decorative (the title names the card).
 * - MUST be mobile first: one card a row on a phone, three on desktop; no `layout` prop.
 * - MUST NOT fetch or route: the caller renders the title's link and handles it.
 */
import { cva } from 'class-variance-authority'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { Card } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'

/** Intrinsic size at 16:9, so the image box is reserved before the picture loads. */
const CARD_IMAGE = { width: 640, height: 360 } as const

/** One card a row on a phone, three on desktop. */
export const cardGridClass = 'grid grid-cols-1 gap-3 desktop:grid-cols-3 desktop:gap-5'

const contentCardVariants = cva('relative h-full overflow-hidden rounded-lg desktop:rounded-xl', {
  variants: {
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
})

const bodyClass = 'flex flex-1 flex-col gap-1.5 p-3 desktop:gap-2 desktop:p-4'

/** The card's title: a `<h2>` (the page's `<h1>` is its title); put the link inside. */
export const contentCardTitleClass = 'font-semibold break-words text-[0.9375rem] desktop:text-base'

export interface ContentCardProps {
  /** The picture, shown at 16:9 (cropped to fill). */
  imageUrl: string
  /** The id of the card's title, which names it. */
  labelledBy: string
  /** The title holds a link stretched over the card: the card shows it can be followed. */
  linked: boolean
  /** `data-variant` of the card, for styling. */
  variant?: string
  /** The title and the text under the picture. */
  children: ReactNode
}

/** One card: picture, then the caller's title and text. */
export function ContentCard({ imageUrl, labelledBy, linked, variant, children }: ContentCardProps) {
  return (
    <Card asChild variant="elevated" padding="none" gap="none" className={contentCardVariants({ linked })}>
      <article aria-labelledby={labelledBy} data-variant={variant}>
        <img
          data-slot="content-card-image"
          src={imageUrl}
          alt=""
          width={CARD_IMAGE.width}
          height={CARD_IMAGE.height}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-muted object-cover"
        />
        <div data-slot="content-card-body" className={bodyClass}>
          {children}
        </div>
      </article>
    </Card>
  )
}

/** The cards' placeholder while the page loads: six on desktop, three on a phone, each with `lines` of text. */
export function ContentCardSkeletons({ lines }: { lines: readonly string[] }) {
  const count = useLayout() === 'desktop' ? 6 : 3
  return (
    <div data-slot="content-card-skeletons" aria-hidden="true" className={cardGridClass}>
      {Array.from({ length: count }, (_, index) => (
        <Card
          key={index}
          variant="elevated"
          padding="none"
          gap="none"
          className={cn(contentCardVariants({ linked: false }), 'shadow-none')}
        >
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className={bodyClass}>
            {lines.map((line, position) => (
              <Skeleton key={position} className={line} />
            ))}
          </div>
        </Card>
      ))}
    </div>
  )
}

import { cva } from 'class-variance-authority'
import type { ComponentProps, Dispatch, SetStateAction } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import type { BannerSlide } from './banner-carousel.tsx'
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../../primitives/icon/icon.tsx'

/** The banner's box: the slides' viewport, the skeleton and the empty placeholder share it. */
export const bannerBox = 'relative w-full overflow-hidden rounded-xl desktop:rounded-2xl'

const controlVariants = cva(
  [
    'absolute top-1/2 z-10 grid size-8 -translate-y-1/2 place-items-center rounded-full desktop:size-11',
    'bg-card/85 text-card-foreground shadow-md backdrop-blur transition-[background-color,opacity]',
    'hover:bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  ],
  { variants: { side: { prev: 'left-2 desktop:left-4', next: 'right-2 desktop:right-4' } } },
)

const dotVariants = cva('block h-2 rounded-full transition-[width,background-color]', {
  variants: {
    active: {
      true: 'w-6 bg-primary',
      false: 'w-2 bg-foreground/25 group-hover/dot:bg-foreground/45',
    },
  },
})

/** Loading: a skeleton of the banner's box; empty: a decorative placeholder of the same box (the page never jumps). */
export function BannerPlaceholder({
  loading,
  ratio,
  className,
  ...props
}: ComponentProps<'section'> & { loading: boolean; ratio: number }) {
  const { t } = useText()
  return (
    <section
      data-slot="banner-carousel"
      data-state={loading ? 'loading' : 'empty'}
      aria-label={t('banner.label')}
      aria-busy={loading || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      {loading ? (
        <>
          <span className="sr-only" role="status">
            {t('banner.loading')}
          </span>
          <Skeleton className={bannerBox} style={{ aspectRatio: ratio }} />
        </>
      ) : (
        <div
          data-slot="banner-carousel-placeholder"
          className={cn(bannerBox, 'grid place-items-center border border-dashed bg-muted/60')}
          style={{ aspectRatio: ratio }}
        >
          <p className="px-4 text-center text-sm text-muted-foreground">{t('banner.empty')}</p>
        </div>
      )}
    </section>
  )
}

/** The previous and next buttons over the slides (smaller on the mobile layout). */
export function BannerArrows({ onPrev, onNext }: { onPrev: () => void; onNext: () => void }) {
  const { t } = useText()
  return (
    <>
      <button
        type="button"
        data-slot="banner-carousel-prev"
        aria-label={t('banner.prev')}
        className={controlVariants({ side: 'prev' })}
        onClick={onPrev}
      >
        <PreviousIcon className="size-5" strokeWidth={2.25} />
      </button>
      <button
        type="button"
        data-slot="banner-carousel-next"
        aria-label={t('banner.next')}
        className={controlVariants({ side: 'next' })}
        onClick={onNext}
      >
        <NextIcon className="size-5" strokeWidth={2.25} />
      </button>
    </>
  )
}

/** Under the slides: the pause button (when the banner rotates by itself) and one dot per slide. */
export function BannerDots({
  slides,
  index,
  paused,
  onPausedChange,
  reservePause = false,
  onPick,
}: {
  slides: readonly BannerSlide[]
  index: number
  paused: boolean
  /** Without it there is no pause button (no autoplay, or reduced motion). */
  onPausedChange?: Dispatch<SetStateAction<boolean>>
  /**
   * Keeps the pause button's place when there is none: the server renders as
   * under reduced motion (it cannot know), and the button that comes after
   * hydration must not move the dots (CLS 0).
   */
  reservePause?: boolean
  onPick: (position: number) => void
}) {
  const { t } = useText()
  const count = slides.length
  return (
    <div data-slot="banner-carousel-controls" className="mt-1 flex items-center justify-center gap-2 desktop:mt-2">
      {onPausedChange ? (
        <button
          type="button"
          data-slot="banner-carousel-pause"
          aria-label={paused ? t('banner.play') : t('banner.pause')}
          className="grid size-6 place-items-center rounded-full text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={() => onPausedChange((value) => !value)}
        >
          {paused ? (
            <PlayIcon className="size-3.5" fill="currentColor" />
          ) : (
            <PauseIcon className="size-3.5" fill="currentColor" />
          )}
        </button>
      ) : reservePause ? (
        <span aria-hidden="true" data-slot="banner-carousel-pause-space" className="size-6" />
      ) : null}
      <div data-slot="banner-carousel-dots" role="group" aria-label={t('banner.slides')} className="flex">
        {slides.map((slide, position) => (
          <button
            key={slide.id}
            type="button"
            data-slot="banner-carousel-dot"
            data-state={position === index ? 'active' : 'inactive'}
            aria-label={t('banner.slide', { index: position + 1, count })}
            aria-current={position === index ? 'true' : undefined}
            className="group/dot grid h-6 min-w-6 place-items-center rounded-full px-1 outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onPick(position)}
          >
            <span aria-hidden="true" className={dotVariants({ active: position === index })} />
          </button>
        ))}
      </div>
    </div>
  )
}

import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type PointerEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion.ts'
import { useText } from '../../text/text-provider.tsx'
import { BannerArrows, BannerDots, BannerPlaceholder, bannerBox } from './banner-carousel-parts.tsx'

export interface BannerSlide {
  /** Banner id, passed back by `onSlideClick`. */
  id: number | string
  /** Image URL. */
  imageUrl: string
  /** What the banner says, for people who cannot see it; also the slide button's name. */
  alt: string
  /** Intrinsic image width in px; with `height`, reserves the box before the image loads. */
  width: number
  /** Intrinsic image height in px. */
  height: number
}

export interface BannerCarouselProps extends Omit<ComponentProps<'section'>, 'onClick'> {
  /** Slides in display order. */
  slides: readonly BannerSlide[]
  /** Called with the id of the banner a person clicks; the caller applies the link rules (spec section 5). */
  onSlideClick: (id: BannerSlide['id']) => void
  /** Advance by itself every `interval` ms. Off under `prefers-reduced-motion`, while hovered or focused, or paused. */
  autoplay?: boolean
  /** Milliseconds between automatic advances. */
  interval?: number
  /** Show a skeleton of the same box while the banners load. */
  loading?: boolean
  /**
   * Width / height of the box. Defaults to the first slide's intrinsic ratio
   * (or 16:5 without slides); give it while loading so nothing shifts (CLS 0).
   */
  aspectRatio?: number
}

/** 1920x600, the lobby's usual banner. */
const DEFAULT_RATIO = 1920 / 600
/** Horizontal travel in px that counts as a swipe. */
const SWIPE_THRESHOLD = 40

/**
 * The lobby's promotional slideshow (WAI-ARIA carousel pattern). The box keeps
 * a fixed aspect ratio, so nothing moves when images arrive; the first image
 * loads eagerly at high priority (the LCP), the others lazily. Previous/next
 * buttons, dots, arrow keys while focused and pointer swipes move between
 * slides; autoplay pauses on hover, on focus, with the pause button and under
 * reduced motion. Empty: a decorative placeholder of the same box, so the page
 * below never jumps.
 */
export function BannerCarousel({
  slides,
  onSlideClick,
  autoplay = true,
  interval = 5000,
  loading = false,
  aspectRatio,
  className,
  style,
  ...props
}: BannerCarouselProps) {
  const { t } = useText()
  const [current, setCurrent] = useState(0)
  // The slide sliding out: it stays painted until the track's transition ends.
  const [leaving, setLeaving] = useState<number | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const swipe = useRef<{ x: number; y: number; moved: boolean } | null>(null)
  const trackRef = useRef<HTMLDivElement>(null)
  // The slide that had focus turns inert when it stops being current; keyboard users follow to the new one.
  const refocus = useRef(false)

  const count = slides.length
  const index = count === 0 ? 0 : Math.min(current, count - 1)
  const first = slides[0]
  const ratio = aspectRatio ?? (first ? first.width / first.height : DEFAULT_RATIO)
  const rotating = autoplay && count > 1 && !reducedMotion && !paused
  const playing = rotating && !hovered && !focused

  useEffect(() => {
    if (!playing) return
    const timer = window.setTimeout(() => {
      setLeaving(index)
      setCurrent((index + 1) % count)
    }, interval)
    return () => window.clearTimeout(timer)
  }, [playing, interval, count, index])

  useEffect(() => {
    if (!refocus.current) return
    refocus.current = false
    trackRef.current
      ?.querySelector<HTMLElement>('[data-state="active"] [data-slot="banner-carousel-link"]')
      ?.focus({ preventScroll: true })
  }, [index])

  const go = (next: number) => {
    const target = ((next % count) + count) % count
    if (target === index) return
    setLeaving(reducedMotion ? null : index)
    setCurrent(target)
  }

  if (loading || count === 0) {
    return <BannerPlaceholder loading={loading} ratio={ratio} className={className} style={style} {...props} />
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return
    refocus.current = trackRef.current?.contains(event.target as Node) ?? false
    if (event.key === 'ArrowRight') go(index + 1)
    else if (event.key === 'ArrowLeft') go(index - 1)
    else return
    event.preventDefault()
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || count < 2) return
    swipe.current = { x: event.clientX, y: event.clientY, moved: false }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current
    if (!start) return
    const dx = event.clientX - start.x
    const dy = event.clientY - start.y
    if (Math.abs(dx) >= SWIPE_THRESHOLD && Math.abs(dx) > Math.abs(dy)) {
      start.moved = true
      go(dx < 0 ? index + 1 : index - 1)
    }
  }

  return (
    // Arrow keys, hover and focus arrive from the slide and control buttons inside (WAI-ARIA carousel pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="banner-carousel"
      data-state={playing ? 'playing' : 'paused'}
      aria-roledescription="carousel"
      aria-label={t('banner.label')}
      className={cn('group/banner w-full', className)}
      style={style}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      {...props}
    >
      <div
        data-slot="banner-carousel-viewport"
        // overflow: clip, not hidden: focusing a slide mid-transition must not scroll the viewport sideways.
        className={cn(bannerBox, 'touch-pan-y overflow-clip bg-muted select-none')}
        style={{ aspectRatio: ratio }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          ref={trackRef}
          data-slot="banner-carousel-track"
          aria-live={playing ? 'off' : 'polite'}
          className="flex h-full transition-transform duration-500 ease-out motion-reduce:transition-none"
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) setLeaving(null)
          }}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, position) => {
            const active = position === index
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t('banner.slide', { index: position + 1, count })}
                aria-current={active ? 'true' : undefined}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-slot="banner-carousel-slide"
                data-state={active ? 'active' : 'inactive'}
                // Slides at rest off screen are not painted, so their lazy images wait until they are shown.
                className={cn(
                  'h-full w-full shrink-0',
                  !active && position !== leaving && '[content-visibility:hidden]',
                )}
              >
                <button
                  type="button"
                  data-slot="banner-carousel-link"
                  tabIndex={active ? undefined : -1}
                  className="block h-full w-full cursor-pointer outline-none focus-visible:ring-4 focus-visible:ring-ring focus-visible:ring-inset"
                  onClick={(event) => {
                    // A swipe ends with a click on the slide; it moved the carousel, it did not pick a banner.
                    if (event.detail > 0 && swipe.current?.moved) {
                      event.preventDefault()
                      swipe.current = null
                      return
                    }
                    swipe.current = null
                    onSlideClick(slide.id)
                  }}
                >
                  <img
                    data-slot="banner-carousel-image"
                    src={slide.imageUrl}
                    alt={slide.alt}
                    width={slide.width}
                    height={slide.height}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : undefined}
                    decoding={position === 0 ? 'sync' : 'async'}
                    draggable={false}
                    className="h-full w-full object-cover"
                  />
                </button>
              </div>
            )
          })}
        </div>

        {count > 1 ? <BannerArrows onPrev={() => go(index - 1)} onNext={() => go(index + 1)} /> : null}
      </div>

      {count > 1 ? (
        <BannerDots
          slides={slides}
          index={index}
          paused={paused}
          onPausedChange={autoplay && !reducedMotion ? setPaused : undefined}
          reservePause={autoplay}
          onPick={go}
        />
      ) : null}
    </section>
  )
}

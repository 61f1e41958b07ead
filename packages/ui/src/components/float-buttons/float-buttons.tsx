import { isExternalLink, isSafeLinkUrl } from '@lobby/domain'
import { cva } from 'class-variance-authority'
import type { ComponentProps, MouseEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'

/**
 * One float button as the operator configured it (`/arks/web/float`). Its
 * picture is drawn in a 1:2 box (120 x 240, the float pictures' size), laid
 * out before the picture arrives: the buttons never move the page when it
 * comes (CLS 0, issue 23); a picture of another shape fits inside it.
 */
export interface FloatButton {
  /** Stable key. */
  id: string | number
  /** What it is for; the picture's text alternative. */
  title: string
  /** The operator's picture; without one the title shows as text. */
  imageUrl?: string
  /** A path of the site, or an http(s) URL that opens in a new tab. */
  url: string
  /** The side of the window it floats on. */
  position: 'left' | 'right'
}

export interface FloatButtonsProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The buttons, in order; those with an unsafe address (script, data, `//host`) are left out. */
  items: readonly FloatButton[]
  /** Called when a person follows one; call `event.preventDefault()` to route on the client. */
  onNavigate?: (item: FloatButton, event: MouseEvent<HTMLAnchorElement>) => void
}

const sideVariants = cva(
  'fixed bottom-24 z-20 flex flex-col gap-2 desktop:top-1/2 desktop:bottom-auto desktop:-translate-y-1/2',
  { variants: { position: { left: 'left-2', right: 'right-2' } } },
)

const buttonVariants = cva([
  'block w-12 overflow-hidden rounded-lg border bg-card text-card-foreground shadow-md outline-none desktop:w-16',
  'transition-transform hover:scale-105 focus-visible:ring-4 focus-visible:ring-ring',
])

/**
 * The operator's float buttons: pictures fixed to the left and right edges
 * of the window, each a link. Nothing is drawn when there is none. Halfway
 * down each side on the desktop layout; on mobile smaller, in the lower
 * corners above the bottom bar.
 */
export function FloatButtons({ items, onNavigate, className, ...props }: FloatButtonsProps) {
  const { t } = useText()
  const shown = items.filter((item) => isSafeLinkUrl(item.url))
  if (shown.length === 0) return null
  return (
    <div data-slot="float-buttons" className={className} {...props}>
      {(['left', 'right'] as const).map((position) => {
        const side = shown.filter((item) => item.position === position)
        if (side.length === 0) return null
        return (
          <ul key={position} data-slot="float-buttons-side" data-side={position} className={sideVariants({ position })}>
            {side.map((item) => {
              const external = isExternalLink(item.url)
              const picture = Boolean(item.imageUrl)
              return (
                <li key={item.id}>
                  <a
                    href={item.url}
                    data-slot="float-button"
                    target={external ? '_blank' : undefined}
                    rel={external ? 'noopener noreferrer' : undefined}
                    onClick={onNavigate ? (event) => onNavigate(item, event) : undefined}
                    className={buttonVariants()}
                  >
                    {picture ? (
                      <img
                        src={item.imageUrl}
                        alt={item.title}
                        decoding="async"
                        className="block aspect-[1/2] w-full object-contain"
                      />
                    ) : (
                      <span className={cn('block px-1 py-2 text-center text-xs font-medium break-words')}>
                        {item.title}
                      </span>
                    )}
                    {external ? <span className="sr-only"> {t('footer.new_tab')}</span> : null}
                  </a>
                </li>
              )
            })}
          </ul>
        )
      })}
    </div>
  )
}

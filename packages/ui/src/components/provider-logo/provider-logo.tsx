import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export interface ProviderLogoProps extends Pick<ComponentProps<'img'>, 'width' | 'height' | 'loading' | 'decoding'> {
  /** Logo URL for the light theme. */
  light: string
  /** Logo URL for the dark theme. */
  dark: string
  /** Classes of both images (size, fit); the theme switch is added here. */
  className?: string
}

/**
 * A provider's logo in the page's theme: the light and the dark artwork, one shown by the `dark:` variant. Both are
 * decorative (`alt=""`): the provider's name is the control's accessible name. Give `width` and `height` so the box
 * is reserved before the image loads.
 */
export function ProviderLogo({ light, dark, className, ...image }: ProviderLogoProps) {
  return (
    <>
      <img src={light} alt="" {...image} className={cn(className, 'dark:hidden')} />
      <img src={dark} alt="" {...image} className={cn(className, 'hidden dark:block')} />
    </>
  )
}

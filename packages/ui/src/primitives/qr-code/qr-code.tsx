import { encode } from 'uqr'
import { useMemo, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export interface QrCodeProps extends Omit<ComponentProps<'svg'>, 'children' | 'viewBox'> {
  /** What the code holds: a link, as the phone's camera opens it. */
  value: string
  /** What the image shows, for assistive technology (e.g. "QR code of your agent link"). */
  label: string
  /** Modules of quiet zone around the code; 4 is the standard's least. */
  margin?: number
}

/** The dark modules of a QR code as one SVG path: a unit square per module, offset by the margin. */
export function qrPath(value: string, margin = 4): { path: string; size: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 })
  let path = ''
  for (let y = 0; y < size; y++) {
    const row = data[y]!
    for (let x = 0; x < size; x++) if (row[x]) path += `M${x + margin} ${y + margin}h1v1h-1z`
  }
  return { path, size: size + margin * 2 }
}

/**
 * A QR code drawn as one SVG path, black on white whatever the theme (a
 * camera reads dark modules on a light ground). Scales to its box: size it
 * with a class. Pure: the same value always draws the same code.
 */
export function QrCode({ value, label, margin = 4, className, ...props }: QrCodeProps) {
  const { path, size } = useMemo(() => qrPath(value, margin), [value, margin])
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="qr-code"
      data-value={value}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('block aspect-square bg-white', className)}
      {...props}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}

/** The code as a standalone SVG document, for a download link (`data:image/svg+xml,...`). */
export function qrSvgDataUrl(value: string, pixels = 8, margin = 4): string {
  const { path, size } = qrPath(value, margin)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size * pixels}" height="${size * pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

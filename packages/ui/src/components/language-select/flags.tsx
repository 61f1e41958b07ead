/**
 * Simplified national flags for the language selector: hand-drawn inline SVG on one 40×30 (4:3) grid,
 * legible from 20×15 px up. They decorate a language name, so they are hidden from assistive technology.
 */
import type { ComponentProps, JSX } from 'react'

export type FlagCode = 'TW' | 'CN' | 'US' | 'VN' | 'KR' | 'JP' | 'TH' | 'IN' | 'MM' | 'BD'

export interface FlagProps extends Omit<ComponentProps<'svg'>, 'children'> {
  country: FlagCode
}

const W = 40
const H = 30

/** Points of a regular star; at rotation 0 the first point is straight up. */
function starPoints(cx: number, cy: number, outer: number, inner: number, rotationDeg = 0, points = 5): string {
  return Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner
    const a = ((rotationDeg - 90 + (i * 180) / points) * Math.PI) / 180
    return `${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`
  }).join(' ')
}

/** Horizontal bands, top to bottom, each `[colour, weight]`, filling the whole height. */
function Bands({ bands }: { bands: [string, number][] }) {
  const total = bands.reduce((sum, [, weight]) => sum + weight, 0)
  return (
    <>
      {bands.map(([fill, weight], i) => {
        const before = bands.slice(0, i).reduce((sum, [, w]) => sum + w, 0)
        return <rect key={i} y={(before / total) * H} width={W} height={(weight / total) * H} fill={fill} />
      })}
    </>
  )
}

/** Inner radius of a regular five-point star, as a fraction of its outer radius. */
const PENTAGRAM = 0.382

/** China: grid unit of the official 30×20 construction, fitted to the height. */
const CN_UNIT = H / 20
const CN_SMALL_STARS = [
  [10, 2],
  [12, 4],
  [12, 7],
  [10, 9],
].map(([x = 0, y = 0]) => {
  // each small star points one tip at the centre of the big one, at (5, 5)
  const rotation = (Math.atan2(5 - y, 5 - x) * 180) / Math.PI + 90
  return starPoints(x * CN_UNIT, y * CN_UNIT, CN_UNIT, CN_UNIT * PENTAGRAM, rotation)
})

/** USA: 50 stars as dots, 9 rows alternating 6 and 5, in a canton of 7 stripes × 40 % of the width. */
const US_STRIPE = H / 13
const US_CANTON_W = W * 0.4
const US_STARS = Array.from({ length: 9 }, (_, row) =>
  Array.from({ length: row % 2 === 0 ? 6 : 5 }, (_, col) => ({
    x: (US_CANTON_W / 12) * (row % 2 === 0 ? 1 + 2 * col : 2 + 2 * col),
    y: ((US_STRIPE * 7) / 10) * (row + 1),
  })),
).flat()

/** South Korea: trigrams on a 48-unit-high grid, each a rotation and its bars (outer to inner, true = unbroken). */
const KR_AXIS = (Math.atan2(3, 2) * 180) / Math.PI
const KR_TRIGRAMS: [number, [boolean, boolean, boolean]][] = [
  [-KR_AXIS, [true, true, true]], // geon, top left
  [KR_AXIS, [false, true, false]], // gam, top right
  [KR_AXIS - 180, [true, false, true]], // ri, bottom left
  [180 - KR_AXIS, [false, false, false]], // gon, bottom right
]

/** India: the Ashoka chakra, simplified to 12 spokes. */
const IN_SPOKES = Array.from({ length: 12 }, (_, i) => (i * Math.PI) / 6)

const drawings: Record<FlagCode, () => JSX.Element> = {
  TW: () => (
    <>
      <rect width={W} height={H} fill="#FE0000" />
      <rect width={W / 2} height={H / 2} fill="#000095" />
      <polygon points={starPoints(W / 4, H / 4, 5.6, 2.9, 0, 12)} fill="#FFF" />
      <circle cx={W / 4} cy={H / 4} r={3.3} fill="#000095" />
      <circle cx={W / 4} cy={H / 4} r={2.75} fill="#FFF" />
    </>
  ),
  CN: () => (
    <>
      <rect width={W} height={H} fill="#EE1C25" />
      <polygon points={starPoints(5 * CN_UNIT, 5 * CN_UNIT, 3 * CN_UNIT, 3 * CN_UNIT * PENTAGRAM)} fill="#FFFF00" />
      {CN_SMALL_STARS.map((points) => (
        <polygon key={points} points={points} fill="#FFFF00" />
      ))}
    </>
  ),
  US: () => (
    <>
      <rect width={W} height={H} fill="#FFF" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect key={i} y={2 * i * US_STRIPE} width={W} height={US_STRIPE} fill="#B22234" />
      ))}
      <rect width={US_CANTON_W} height={US_STRIPE * 7} fill="#3C3B6E" />
      {US_STARS.map(({ x, y }) => (
        <circle key={`${x},${y}`} cx={x} cy={y} r={0.5} fill="#FFF" />
      ))}
    </>
  ),
  VN: () => (
    <>
      <rect width={W} height={H} fill="#DA251D" />
      <polygon points={starPoints(W / 2, H / 2, 9, 9 * PENTAGRAM)} fill="#FFFF00" />
    </>
  ),
  KR: () => (
    <>
      <rect width={W} height={H} fill="#FFF" />
      <g transform={`translate(${W / 2} ${H / 2}) scale(${H / 48})`}>
        <g transform={`rotate(${-KR_AXIS})`}>
          <circle r={12} fill="#CD2E3A" />
          <path d="M0-12A6 6 0 0 0 0 0A6 6 0 0 1 0 12A12 12 0 0 1 0-12Z" fill="#0047A0" />
        </g>
        {KR_TRIGRAMS.map(([rotation, bars]) => (
          <g key={rotation} transform={`rotate(${rotation})`} fill="#000">
            {bars.map((unbroken, i) =>
              unbroken ? (
                <rect key={i} x={-6} y={-26 + 3 * i} width={12} height={2} />
              ) : (
                <path key={i} d={`M-6 ${-26 + 3 * i}h5.4v2h-5.4zM0.6 ${-26 + 3 * i}h5.4v2h-5.4z`} />
              ),
            )}
          </g>
        ))}
      </g>
    </>
  ),
  JP: () => (
    <>
      <rect width={W} height={H} fill="#FFF" />
      <circle cx={W / 2} cy={H / 2} r={H * 0.3} fill="#BC002D" />
    </>
  ),
  TH: () => (
    <Bands
      bands={[
        ['#A51931', 1],
        ['#F4F5F8', 1],
        ['#2D2A4A', 2],
        ['#F4F5F8', 1],
        ['#A51931', 1],
      ]}
    />
  ),
  IN: () => (
    <>
      <Bands
        bands={[
          ['#FF9933', 1],
          ['#FFF', 1],
          ['#138808', 1],
        ]}
      />
      <g stroke="#000080" fill="none">
        <circle cx={W / 2} cy={H / 2} r={3.5} strokeWidth={0.7} />
        <path
          strokeWidth={0.35}
          d={IN_SPOKES.map(
            (a) => `M${W / 2} ${H / 2}l${(3.4 * Math.cos(a)).toFixed(2)} ${(3.4 * Math.sin(a)).toFixed(2)}`,
          ).join('')}
        />
      </g>
      <circle cx={W / 2} cy={H / 2} r={0.7} fill="#000080" />
    </>
  ),
  MM: () => (
    <>
      <Bands
        bands={[
          ['#FECB00', 1],
          ['#34B233', 1],
          ['#EA2839', 1],
        ]}
      />
      <polygon points={starPoints(W / 2, H * 0.535, H * 0.3685, H * 0.3685 * PENTAGRAM)} fill="#FFF" />
    </>
  ),
  BD: () => (
    <>
      <rect width={W} height={H} fill="#006A4E" />
      <circle cx={W * 0.45} cy={H / 2} r={H / 3} fill="#F42A41" />
    </>
  ),
}

/** A small national flag (decorative: aria-hidden, no title), 4:3 viewBox, scales with width/height/className. */
export function Flag({ country, ...props }: FlagProps): JSX.Element {
  const Drawing = drawings[country]
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-slot="flag"
      data-country={country}
      {...props}
    >
      <Drawing />
      {/* a 1px edge at any size: half of the 2px stroke falls outside the viewport and is clipped */}
      <rect
        width={W}
        height={H}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.15}
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

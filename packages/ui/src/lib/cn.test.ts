import { describe, expect, it } from 'vitest'
import { cn, mergeClasses } from './cn.ts'

describe('cn', () => {
  it('joins conditional class values like clsx', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c')
  })

  // Each row: what a component writes, then what the page gets. These are the
  // overrides the components and their callers rely on.
  it.each([
    ['text colour over text colour', 'text-foreground text-destructive', 'text-destructive'],
    ['flex-1 over shrink-0', 'shrink-0 items-center flex-1', 'items-center flex-1'],
    // A text size drops every earlier leading (tailwind-merge's rule: `text-sm` sets a line height too), so a
    // leading written before the size, or a caller's `className` size over a component's leading, is dead code:
    // write the leading after the size.
    ['a font size drops an earlier leading', 'leading-snug font-semibold text-base', 'font-semibold text-base'],
    ['a leading after a font size stays', 'text-lg leading-8', 'text-lg leading-8'],
    ['an arbitrary font size drops an earlier leading', 'leading-snug text-[0.9375rem]', 'text-[0.9375rem]'],
    ['a font size with a line height drops an earlier leading', 'leading-none text-sm/6', 'text-sm/6'],
    ['a leading under another variant stays', 'leading-5 desktop:text-lg', 'leading-5 desktop:text-lg'],
    ['shadow-none over shadow-sm', 'border shadow-sm rounded-xl shadow-none', 'border rounded-xl shadow-none'],
    ['shadow-none over shadow-inner', 'shadow-inner bg-primary shadow-none', 'bg-primary shadow-none'],
    ['rounded over rounded', 'animate-pulse rounded-md w-full rounded-none', 'animate-pulse w-full rounded-none'],
    ['a later rounded over a corner', 'rounded-tl-lg rounded-xl', 'rounded-xl'],
    ['a corner after rounded stays', 'rounded-xl rounded-tl-none', 'rounded-xl rounded-tl-none'],
    ['overflow over overflow', 'relative overflow-hidden overflow-clip', 'relative overflow-clip'],
    [
      'overflow over overflow-y',
      'overflow-y-auto overscroll-contain overflow-hidden',
      'overscroll-contain overflow-hidden',
    ],
    ['overflow-x after overflow stays', 'overflow-hidden overflow-x-auto', 'overflow-hidden overflow-x-auto'],
    ['background colour with opacity', 'bg-primary text-center bg-foreground/10', 'text-center bg-foreground/10'],
    ['size over size', '[&_svg]:size-4 size-4 shrink-0 size-6', '[&_svg]:size-4 shrink-0 size-6'],
    ['size over width and height', 'w-4 h-4 size-6', 'size-6'],
    ['width after size stays', 'size-6 w-full', 'size-6 w-full'],
    ['padding x over padding x', 'h-10 px-4 text-sm px-2', 'h-10 text-sm px-2'],
    ['padding over its sides', 'px-4 pt-2 p-0', 'p-0'],
    ['a side after padding stays', 'p-4 pt-0', 'p-4 pt-0'],
    ['negative margin over margin', 'ml-4 -ml-2', '-ml-2'],
    ['border-0 over border', 'border bg-card border-0', 'bg-card border-0'],
    ['border width and colour are apart', 'border-2 border-primary', 'border-2 border-primary'],
    ['border colour over border colour', 'border-border border-primary/60', 'border-primary/60'],
    ['a side border after border stays', 'border border-t-0', 'border border-t-0'],
    ['gap-x over gap-x', 'flex gap-x-6 gap-y-2 gap-x-4', 'flex gap-y-2 gap-x-4'],
    ['gap over gap-x', 'gap-x-2 gap-4', 'gap-4'],
    ['display over display', 'inline-flex hidden', 'hidden'],
    ['position over position', 'relative absolute', 'absolute'],
    ['font weight and family are apart', 'font-mono font-bold font-medium', 'font-mono font-medium'],
    ['text size, align and colour are apart', 'text-sm text-center text-primary', 'text-sm text-center text-primary'],
    ['ring width and colour are apart', 'ring-2 ring-ring ring-4', 'ring-ring ring-4'],
    [
      'ring offset width and colour are apart',
      'ring-offset-2 ring-offset-background',
      'ring-offset-2 ring-offset-background',
    ],
    ['flex direction and flex-1 are apart', 'flex-col flex-1 flex-row', 'flex-1 flex-row'],
    ['insets', 'inset-x-0 top-0 inset-0', 'inset-0'],
    ['translate with a negative value', '-translate-y-1/2 translate-y-0', 'translate-y-0'],
    ['arbitrary transition over transition', 'transition-[color] transition-none', 'transition-none'],
    ['duplicates collapse to the last', 'rounded-xl relative rounded-xl', 'relative rounded-xl'],
  ])('%s', (_, input, expected) => {
    expect(cn(input)).toBe(expected)
  })

  it('drops a leading that a later argument’s text size follows, and keeps one written after it', () => {
    // RouletteWheel's prize names wrote `leading-tight` before the size chosen by the prize count; it never applied.
    expect(cn('line-clamp-2 leading-tight', 'text-xs')).toBe('line-clamp-2 text-xs')
    expect(cn('line-clamp-2', 'text-xs', 'leading-tight')).toBe('line-clamp-2 text-xs leading-tight')
  })

  it('keeps variants apart: a hover class never overrides a plain one', () => {
    expect(cn('bg-card hover:bg-muted', 'bg-primary')).toBe('hover:bg-muted bg-primary')
    expect(cn('hover:bg-muted', 'hover:bg-primary')).toBe('hover:bg-primary')
    expect(cn('focus-visible:ring-2 focus-visible:ring-4')).toBe('focus-visible:ring-4')
  })

  it('reads variants with colons inside brackets', () => {
    expect(
      cn('has-[[data-slot=play]:focus-visible]:ring-2', 'has-[[data-slot=play]:focus-visible]:ring-4', 'ring-1'),
    ).toBe('has-[[data-slot=play]:focus-visible]:ring-4 ring-1')
    expect(cn('[&_svg]:size-4 [&_svg]:size-5')).toBe('[&_svg]:size-5')
  })

  it('keeps important classes apart from plain ones', () => {
    expect(cn('p-2!', 'p-4')).toBe('p-2! p-4')
    expect(cn('p-2!', 'p-4!')).toBe('p-4!')
  })

  it('keeps every class it does not know, even a repeated one', () => {
    expect(mergeClasses('group/tile tabular-nums touch-pan-y scrollbar-none tabular-nums')).toBe(
      'group/tile tabular-nums touch-pan-y scrollbar-none tabular-nums',
    )
    expect(mergeClasses('[mask:linear-gradient(black,transparent)] [mask:none]')).toBe(
      '[mask:linear-gradient(black,transparent)] [mask:none]',
    )
  })

  it('keeps the order the classes came in', () => {
    expect(cn('z-10 flex px-2', 'items-center', 'px-4')).toBe('z-10 flex items-center px-4')
  })

  it('answers a list it merged before the same way, also once its memory of lists has started again', () => {
    const list = 'px-4 py-2 shadow-sm hover:bg-muted px-2 shadow-none'
    const first = mergeClasses(list)
    expect(first).toBe('py-2 hover:bg-muted px-2 shadow-none')
    expect(mergeClasses(list)).toBe(first)
    // More distinct lists than it remembers (built from data: widths), each merged right.
    for (let i = 0; i < 5_000; i++) expect(mergeClasses(`w-${i} p-1 w-[${i}px]`)).toBe(`p-1 w-[${i}px]`)
    expect(mergeClasses(list)).toBe(first)
  })
})

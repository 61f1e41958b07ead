import { cva } from 'class-variance-authority'

/** A radio choice drawn as a card (the reality check's interval, an exclusion's length). */
export const optionCardVariants = cva(
  [
    'flex min-w-0 cursor-pointer items-center gap-2 rounded-xl border bg-card px-3 py-2.5 transition-colors',
    'has-[:disabled]:cursor-not-allowed has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
  ],
  {
    variants: {
      selected: {
        true: 'border-primary bg-primary/5 shadow-sm',
        false: 'border-border hover:bg-muted',
      },
    },
    defaultVariants: { selected: false },
  },
)

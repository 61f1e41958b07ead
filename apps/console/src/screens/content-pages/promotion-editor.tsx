import type { AdminPromotion, AdminPromotionInput } from '@lobby/api'
import { CURRENCY_CODES, GAME_CATEGORIES } from '@lobby/domain'
import { Field, Select, TextInput } from '@lobby/ui'
import { useFieldValues } from '../../components/editor-dialog.tsx'
import { TextArea } from '../../components/text-area.tsx'
import { copy } from '../../copy.ts'
import { bulletinWindow, isWindowProblem } from '../../lib/bulletins.ts'
import { localInputValue } from '../../lib/local-time.ts'
import { htmlProblem, PAGE_HTML_MAX, sortProblem, titleProblem } from './page-text.ts'
import { SortField, TextEditorDialog, useTextForm, type TextEditorProps } from './text-editing.tsx'

/** The most characters of a promotion's summary (`adminPromotionSave`). */
export const PROMOTION_SUMMARY_MAX = 500

/** A promotion's text as the save call takes it (the site is the call's default); no `id` adds a new promotion. */
export type PromotionDraft = Omit<AdminPromotionInput, 'site_id'>

/** The fields of the save call a 400 can name, in the form's order (each is its control's name). */
export const PROMOTION_FIELDS = [
  'language',
  'title',
  'summary',
  'content',
  'currency',
  'gt_id',
  'start_at',
  'end_at',
  'sort',
] as const
export type PromotionField = (typeof PROMOTION_FIELDS)[number]
export type PromotionFieldErrors = Partial<Record<PromotionField, string>>

export type PromotionEditorProps = TextEditorProps<AdminPromotion, PromotionDraft, PromotionFieldErrors>

type Values = Record<Exclude<PromotionField, 'language'>, string>

const valuesOf = (promotion: AdminPromotion | null): Values => ({
  title: promotion?.title ?? '',
  summary: promotion?.summary ?? '',
  content: promotion?.content ?? '',
  currency: promotion?.currency ?? '',
  gt_id: promotion?.gt_id == null ? '' : String(promotion.gt_id),
  start_at: localInputValue(promotion?.start_at ?? null),
  end_at: localInputValue(promotion?.end_at ?? null),
  sort: String(promotion?.sort ?? 0),
})

const words = copy.content.pages.promotions

/** The form's own checks: the texts within the contract's limits, a start, an end after it, a whole order. */
function check(values: Values, original: AdminPromotion | null) {
  const problems: PromotionFieldErrors = {}
  problems.title = titleProblem(values.title)
  const summary = values.summary.trim()
  if (summary === '') problems.summary = words.summaryRequired
  else if (summary.length > PROMOTION_SUMMARY_MAX) problems.summary = words.summaryTooLong(PROMOTION_SUMMARY_MAX)
  problems.content = htmlProblem(values.content)
  problems.sort = sortProblem(values.sort)
  if (values.start_at.trim() === '') {
    problems.start_at = words.startRequired
    return { problems, schedule: null }
  }
  // The bulletins' rule: a start given, an end (or none) after it; a field still showing the original keeps it.
  const schedule = bulletinWindow(values.start_at, values.end_at, Date.now(), original)
  if (isWindowProblem(schedule)) {
    problems[schedule.field === 'from' ? 'start_at' : 'end_at'] =
      schedule.problem === 'order' ? copy.content.untilBeforeFrom : copy.content.timeInvalid
    return { problems, schedule: null }
  }
  return { problems, schedule }
}

/** The categories offered after "every category": the site's eight, and the promotion's own if it is none of them. */
function categoryOptions(current: number | null | undefined): number[] {
  const known: number[] = GAME_CATEGORIES.map((category) => category.id)
  return current == null || known.includes(current) ? known : [...known, current]
}

/**
 * Adds a promotion, changes one language's text of it, or adds its text in another language (starting from this
 * one): title, summary, content (HTML), and the promotion's own currency, category, schedule and order.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a draft its own checks refuse (a title up to 200 characters, a summary up to 500, a content up to
 *   20,000, a start, an end after it, a whole order within ±1,000,000): each problem is named under its field and the
 *   first is focused. A server's refusal of a field shows under it until it is changed.
 * - A new or changed text is in `language`; an added one in the language chosen among those the promotion lacks.
 */
export function PromotionEditor({ language, editing, fieldErrors, onSave, ...dialog }: PromotionEditorProps) {
  const editor = useTextForm(language, editing, fieldErrors, PROMOTION_FIELDS)
  const { original, problemOf, touch, accept } = editor
  const { values, bind } = useFieldValues<Values>(() => valuesOf(original), touch)
  const { saving } = dialog

  const submit = (form: HTMLFormElement) => {
    const { problems, schedule } = check(values, original)
    if (!accept(problems, form) || schedule === null || schedule.start_at === undefined) return
    onSave({
      ...(original ? { id: original.id } : {}),
      language: editor.textLanguage,
      title: values.title.trim(),
      summary: values.summary.trim(),
      content: values.content.trim(),
      currency: values.currency === '' ? null : values.currency,
      gt_id: values.gt_id === '' ? null : Number(values.gt_id),
      start_at: schedule.start_at,
      end_at: schedule.end_at,
      sort: Number(values.sort),
    })
  }

  const fields = words.fields
  const currencies: string[] =
    original?.currency && !(CURRENCY_CODES as string[]).includes(original.currency)
      ? [...CURRENCY_CODES, original.currency]
      : CURRENCY_CODES
  return (
    <TextEditorDialog {...dialog} {...editor.dialog} words={words} onSubmit={submit} slot="promotion-editor">
      <Field label={fields.title} error={problemOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
      </Field>
      <Field
        label={fields.summary}
        hint={words.summaryHint(values.summary.trim().length, PROMOTION_SUMMARY_MAX)}
        error={problemOf('summary')}
      >
        <TextArea {...bind('summary')} readOnly={saving} rows={2} required />
      </Field>
      <Field
        label={fields.content}
        hint={copy.content.pages.htmlHint(values.content.trim().length, PAGE_HTML_MAX)}
        error={problemOf('content')}
      >
        <TextArea {...bind('content')} readOnly={saving} rows={8} required />
      </Field>
      <div className="grid gap-4 desktop:grid-cols-2">
        <Field label={fields.currency} error={problemOf('currency')}>
          <Select {...bind('currency')} disabled={saving}>
            <option value="">{words.everyCurrency}</option>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fields.gt_id} error={problemOf('gt_id')}>
          <Select {...bind('gt_id')} disabled={saving}>
            <option value="">{words.everyCategory}</option>
            {categoryOptions(original?.gt_id).map((id) => (
              <option key={id} value={id}>
                {`${words.categoryName(id)} (${id})`}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div className="grid gap-4 desktop:grid-cols-3">
        <Field label={fields.start_at} hint={words.startHint} error={problemOf('start_at')}>
          <TextInput {...bind('start_at')} readOnly={saving} type="datetime-local" required />
        </Field>
        <Field label={fields.end_at} hint={words.endHint} error={problemOf('end_at')}>
          <TextInput {...bind('end_at')} readOnly={saving} type="datetime-local" />
        </Field>
        <SortField label={fields.sort} error={problemOf('sort')} saving={saving} control={bind('sort')} />
      </div>
    </TextEditorDialog>
  )
}

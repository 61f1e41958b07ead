import type { AdminFaq, AdminFaqGroup } from '@lobby/api'
import { cn } from '@lobby/ui'
import type { ItemColumn } from '../../components/item-list-screen.tsx'
import { RowButtons } from '../../components/item-row-actions.tsx'
import { languageName } from '../../components/language-field.tsx'
import { bodyCell, headersOf, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import { RemoveDialog } from '../banner-list/remove-dialog.tsx'
import { FaqEditor, type FaqDraft, type FaqFieldErrors } from './faq-editor.tsx'
import { FaqGroupEditor, type FaqGroupDraft, type FaqGroupFieldErrors } from './faq-group-editor.tsx'
import { editorPropsOf, PageFrame, removalPropsOf } from './page-frame.tsx'
import type { PageScreenProps, TextEditing, TextRemoving } from './page-text.ts'
import { TextRemoveDialog } from './text-remove-dialog.tsx'
import { TextTable } from './text-table.tsx'

/** What the FAQ's editor is open for: a group (null: a new one) or an article. */
export type FaqEditing =
  { kind: 'group'; group: AdminFaqGroup | null } | { kind: 'article'; article: TextEditing<AdminFaq> }

/** What is being confirmed for removal: a group (in this language), or an article's text or the article. */
export type FaqRemoving = { kind: 'group'; group: AdminFaqGroup } | { kind: 'article'; article: TextRemoving<AdminFaq> }

export interface FaqBoardProps extends PageScreenProps {
  /** The groups with a heading in `language`, by order then key. */
  groups: readonly AdminFaqGroup[]
  /** The articles that have a text in `language`, by group, order, then id. */
  rows: readonly AdminFaq[]
  onCreateGroup: () => void
  onEditGroup: (group: AdminFaqGroup) => void
  onRemoveGroup: (group: AdminFaqGroup) => void
  onCreate: () => void
  onEdit: (article: AdminFaq) => void
  /** Asks to add the article's text in a language it lacks. */
  onTranslate: (article: AdminFaq) => void
  /** Asks to confirm removing this language's text, or (`everywhere`) the article. */
  onRemove: (article: AdminFaq, everywhere: boolean) => void
  editing: FaqEditing | null
  /** The fields the server refused on the last save, of the group or article editor open. */
  fieldErrors?: FaqGroupFieldErrors & FaqFieldErrors
  onSaveGroup: (draft: FaqGroupDraft) => void
  onSave: (draft: FaqDraft) => void
  removing: FaqRemoving | null
}

const NO_FIELD_ERRORS: FaqGroupFieldErrors & FaqFieldErrors = {}
const words = copy.content.pages.faq

function articleColumns(formatTime: FormatInstant): ItemColumn<AdminFaq>[] {
  const columns = words.articleColumns
  return [
    { header: columns.sort, className: 'tabular-nums', cell: (article) => article.sort },
    {
      header: columns.languages,
      className: 'min-w-24',
      cell: (article) => copy.content.pages.languagesOf(article.languages),
    },
    {
      header: columns.updated,
      className: 'min-w-28',
      cell: (article) => <time dateTime={article.updated_at}>{formatTime(article.updated_at)}</time>,
    },
  ]
}

/** The groups in order, then any key an article names that has no heading in this language (its key as heading). */
function sectionsOf(groups: readonly AdminFaqGroup[], rows: readonly AdminFaq[]) {
  const sections = groups.map((group) => ({ key: group.key, heading: group.title }))
  for (const row of rows) {
    if (!sections.some((section) => section.key === row.group)) sections.push({ key: row.group, heading: row.group })
  }
  return sections
}

/** The key of the editor open, so another one starts afresh. */
function editorKey(editing: FaqEditing | null): string {
  if (editing === null) return 'closed'
  if (editing.kind === 'group') return `group:${editing.group?.key ?? 'new'}`
  const article = editing.article
  return article.mode === 'new' ? 'article:new' : `article:${article.mode}:${article.text.id}`
}

/**
 * The FAQ of the /faq page in one language: its groups (key, heading, order, articles), then each group's articles
 * (question, order, languages, last change); a choice of page and language. For a role that manages content: New
 * group, Edit and Remove on a group (Remove only on an empty one), New article, and on an article Edit, Add language,
 * Remove text (this language) and Remove everywhere.
 *
 * Contract
 * - MUST NOT fetch or save: the caller loads the FAQ of `language` (`onShow` asks for another page or language),
 *   saves, removes and owns which dialog is open (`editing`, `removing`).
 * - MUST offer the write buttons only when `canManage`; New article only once a group exists; while a save or a
 *   removal is out the buttons and the choice of page and language wait.
 * - Loading, no group (empty), error (with Try again) and forbidden (403) replace the tables; an outcome (`notice`)
 *   is announced above them, a refusal as an alert.
 */
export function FaqBoard({
  groups,
  rows,
  onCreateGroup,
  onEditGroup,
  onRemoveGroup,
  onCreate,
  onEdit,
  onTranslate,
  onRemove,
  editing,
  fieldErrors = NO_FIELD_ERRORS,
  onSaveGroup,
  onSave,
  removing,
  ...screen
}: FaqBoardProps) {
  const { language, canManage, formatTime = formatInstant } = screen
  const busy = screen.saving || screen.removingBusy
  const removingGroup = removing?.kind === 'group' ? removing.group : null
  return (
    <PageFrame
      {...screen}
      slot="faq-board"
      page="faq"
      words={words}
      rowCount={groups.length}
      count={words.count(groups.length, rows.length)}
      creates={[
        { label: words.createGroup, onClick: onCreateGroup, variant: 'outline' },
        { label: words.create, onClick: onCreate, disabled: groups.length === 0 },
      ]}
      dialogs={
        <>
          <FaqGroupEditor
            {...editorPropsOf(screen)}
            key={`${editorKey(editing)}:${language}`}
            language={language}
            open={editing?.kind === 'group'}
            group={editing?.kind === 'group' ? editing.group : null}
            fieldErrors={fieldErrors}
            onSave={onSaveGroup}
          />
          <FaqEditor
            {...editorPropsOf(screen)}
            key={`${editorKey(editing)}:${language}:article`}
            language={language}
            groups={groups}
            editing={editing?.kind === 'article' ? editing.article : null}
            fieldErrors={fieldErrors}
            onSave={onSave}
          />
          <RemoveDialog
            {...removalPropsOf(screen)}
            key={`remove-group:${removingGroup?.key ?? 'closed'}`}
            open={removingGroup !== null}
            title={words.removeGroupTitle}
            description={words.removeGroupDescription(removingGroup?.title ?? '', languageName(language))}
            confirmLabel={words.removeGroupConfirm}
          />
          <TextRemoveDialog
            {...removalPropsOf(screen)}
            removing={removing?.kind === 'article' ? removing.article : null}
            words={words}
          />
        </>
      }
    >
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <TableFrame label={words.groupsCaption}>
            <table data-slot="faq-group-table" className="w-full border-collapse">
              <caption className="sr-only">{words.groupsCaption}</caption>
              <TableHead headers={headersOf(words.groupColumns, canManage)} />
              <tbody className="divide-y">
                {groups.map((group) => (
                  <tr key={group.key} data-slot="faq-group-row" className="hover:bg-muted/50">
                    <td className={cn(bodyCell, 'font-mono text-xs')}>{group.key}</td>
                    <th scope="row" className={cn(bodyCell, 'min-w-40 text-start font-medium break-words')}>
                      {group.title}
                    </th>
                    <td className={cn(bodyCell, 'tabular-nums')}>{group.sort}</td>
                    <td className={cn(bodyCell, 'tabular-nums')}>{group.articles}</td>
                    {canManage ? (
                      <td className={bodyCell}>
                        <RowButtons
                          busy={busy}
                          buttons={[
                            {
                              label: copy.content.pages.edit,
                              name: words.editGroup(group.title),
                              onClick: () => onEditGroup(group),
                            },
                            {
                              label: copy.content.pages.remove,
                              name: words.removeGroup(group.title),
                              disabled: group.articles > 0,
                              onClick: () => onRemoveGroup(group),
                            },
                          ]}
                        />
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {canManage ? <p className="text-sm text-muted-foreground">{words.nonEmptyNote}</p> : null}
        </div>
        {sectionsOf(groups, rows).map((section) => {
          const articles = rows.filter((row) => row.group === section.key)
          return (
            <section
              key={section.key}
              data-slot="faq-group-articles"
              aria-labelledby={`faq-group-${section.key}`}
              className="flex flex-col gap-2"
            >
              <h2 id={`faq-group-${section.key}`} className="text-lg font-semibold text-foreground">
                {section.heading} <span className="font-mono text-xs text-muted-foreground">{section.key}</span>
              </h2>
              {articles.length === 0 ? (
                <p className="text-sm text-muted-foreground">{words.noArticles}</p>
              ) : (
                <TextTable
                  slot="faq-table"
                  caption={words.articlesOf(section.heading)}
                  title={{ header: words.articleColumns.title }}
                  columns={articleColumns(formatTime)}
                  rows={articles}
                  canManage={canManage}
                  busy={busy}
                  onEdit={onEdit}
                  onTranslate={onTranslate}
                  onRemove={onRemove}
                />
              )}
            </section>
          )
        })}
      </div>
    </PageFrame>
  )
}

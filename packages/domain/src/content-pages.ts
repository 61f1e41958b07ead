/**
 * Rules of the content pages (promotions `/discount`, questions `/faq`): which promotions a category tab shows,
 * and which questions a search keeps, grouped for the list.
 */

/** A promotion as far as its category goes: `null` belongs to every category. */
export interface CategorisedItem {
  categoryId: number | null
}

/** The promotions a tab shows: all of them under `all`, else that category's and those of no category. */
export function promotionsInCategory<T extends CategorisedItem>(
  promotions: readonly T[],
  category: number | 'all',
): readonly T[] {
  if (category === 'all') return promotions
  return promotions.filter((promotion) => promotion.categoryId === null || promotion.categoryId === category)
}

/** Whether a question's title matches the search: case-insensitive substring, surrounding spaces ignored. */
export function matchesFaqQuery(title: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase()
  return needle === '' || title.toLocaleLowerCase().includes(needle)
}

/** A question as far as grouping goes: its title and its group (key and heading). */
export interface GroupedQuestion {
  /** Key of the question's group; entries of one group are listed together. */
  group: string
  /** Heading of the group, already translated. */
  groupTitle: string
  /** The question. */
  title: string
}

export interface FaqGroup<T extends GroupedQuestion = GroupedQuestion> {
  key: string
  title: string
  entries: readonly T[]
}

/** The questions matching `query`, grouped in the order each group first appears. Groups left empty are dropped. */
export function groupFaqEntries<T extends GroupedQuestion>(entries: readonly T[], query = ''): FaqGroup<T>[] {
  const groups = new Map<string, { key: string; title: string; entries: T[] }>()
  for (const entry of entries) {
    if (!matchesFaqQuery(entry.title, query)) continue
    const group = groups.get(entry.group)
    if (group) group.entries.push(entry)
    else groups.set(entry.group, { key: entry.group, title: entry.groupTitle, entries: [entry] })
  }
  return [...groups.values()]
}

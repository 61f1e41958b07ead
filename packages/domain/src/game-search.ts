/**
 * The one search rule for every game list (game hall, a provider's games, a room): a game matches a search when its
 * name contains the search, ignoring case and the spaces around the search; an empty search matches every game.
 */
export function matchesGameSearch(name: string, search: string): boolean {
  const query = search.trim().toLocaleLowerCase()
  return query === '' || name.toLocaleLowerCase().includes(query)
}

/**
 * The games a list shows for a search and an optional set of ids (a label's `game_list`), in their order: those in
 * `ids` (every game without `ids`) whose name matches the search.
 */
export function filterGames<T extends { id: string; name: string }>(
  games: readonly T[],
  { search = '', ids }: { search?: string; ids?: readonly string[] | undefined } = {},
): T[] {
  const allowed = ids ? new Set(ids) : undefined
  return games.filter((game) => (!allowed || allowed.has(game.id)) && matchesGameSearch(game.name, search))
}

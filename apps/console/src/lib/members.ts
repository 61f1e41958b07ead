/** The fewest characters a member search takes (`adminMembers`' `query`, trimmed). */
export const MEMBER_QUERY_MIN = 2
/** The most characters a member search takes. */
export const MEMBER_QUERY_MAX = 64

/** Whether `query` (trimmed) is a search the members call accepts. */
export function isMemberQuery(query: string): boolean {
  const text = query.trim()
  return text.length >= MEMBER_QUERY_MIN && text.length <= MEMBER_QUERY_MAX
}

/** A member's page in the console (`/members/:site/:account`). */
export function memberPath(site: string, account: string): string {
  return `/members/${encodeURIComponent(site)}/${encodeURIComponent(account)}`
}

/** One member of the agent's downline, as `/agent/downline` and `/agent/downline/tree` list it. */
export interface DownlineMemberView {
  id: number
  member_account: string
  /** 1: registered through the agent; 2: through one of its level-1 members; … */
  level: number
  /** 1 when the member is an agent too. */
  is_agent: 0 | 1
  /** ISO 8601 UTC. */
  created_at: string
  /** ISO 8601 UTC; `null` before the first login. */
  last_login_at: string | null
  /** Members registered under this one. */
  children_count: number
}

/** The tree as far as it is loaded: the roots, the children fetched so far, what is open and what is loading. */
export interface DownlineTreeState {
  /** The roots' load. */
  status: 'idle' | 'loading' | 'error'
  /** The agent's direct members. */
  roots: readonly DownlineMemberView[]
  /** Children already loaded, by parent id. */
  children: Readonly<Record<number, readonly DownlineMemberView[]>>
  /** Ids of the open nodes. */
  expanded: readonly number[]
  /** Ids of the nodes whose children are loading. */
  loadingIds: readonly number[]
}

export type DownlineView = 'list' | 'tree'

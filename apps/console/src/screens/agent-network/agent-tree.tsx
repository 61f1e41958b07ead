import type { DownlineMember } from '@lobby/api'
import { Button, cn, ToneBadge } from '@lobby/ui'
import { copy } from '../../copy.ts'

/** One level of the tree as it was loaded. */
export interface TreeLevel {
  status: 'loading' | 'ready' | 'error'
  nodes: readonly DownlineMember[]
}

export interface AgentTreeProps {
  agentAccount: string
  /** The agent's own level. */
  root: TreeLevel
  /** The levels under the expanded nodes, by node id. */
  branches: Readonly<Record<number, TreeLevel>>
  expanded: readonly number[]
  onToggle: (node: DownlineMember) => void
}

function Level({
  level,
  branches,
  expanded,
  onToggle,
  depth,
}: Omit<AgentTreeProps, 'root' | 'agentAccount'> & { level: TreeLevel; depth: number }) {
  if (level.status === 'loading') {
    return (
      <p role="status" className="py-1 text-sm text-muted-foreground">
        {copy.agents.treeLoading}
      </p>
    )
  }
  if (level.status === 'error') {
    return (
      <p role="alert" className="py-1 text-sm text-destructive">
        {copy.agents.treeFailed}
      </p>
    )
  }
  return (
    <ul className={cn('flex flex-col gap-1', depth > 0 && 'border-s ps-4')}>
      {level.nodes.map((node) => {
        const open = expanded.includes(node.id)
        const branch = branches[node.id]
        return (
          <li key={node.id} data-slot="agent-tree-node">
            <div className="flex flex-wrap items-center gap-2 py-1">
              {node.children_count > 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={open}
                  aria-label={
                    open ? copy.agents.collapse(node.member_account) : copy.agents.expand(node.member_account)
                  }
                  onClick={() => onToggle(node)}
                >
                  {open ? '−' : '+'}
                </Button>
              ) : (
                <span aria-hidden className="inline-block w-8" />
              )}
              <span className="font-medium">{node.member_account}</span>
              <ToneBadge
                tone={node.is_agent === 1 ? 'success' : 'neutral'}
                label={node.is_agent === 1 ? copy.agents.nodeAgent : copy.agents.nodeMember}
              />
              <span className="text-xs text-muted-foreground">
                {copy.agents.nodeDetail(node.level, node.children_count)}
              </span>
            </div>
            {open && branch ? (
              <Level level={branch} branches={branches} expanded={expanded} onToggle={onToggle} depth={depth + 1} />
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** An agent's downline as a tree: each node's members load when it is expanded. */
export function AgentTree({ agentAccount, root, branches, expanded, onToggle }: AgentTreeProps) {
  if (root.status === 'ready' && root.nodes.length === 0) {
    return <p className="text-sm text-muted-foreground">{copy.agents.treeEmpty}</p>
  }
  return (
    <div role="region" aria-label={copy.agents.treeLabel(agentAccount)} data-slot="agent-tree">
      <Level level={root} branches={branches} expanded={expanded} onToggle={onToggle} depth={0} />
    </div>
  )
}

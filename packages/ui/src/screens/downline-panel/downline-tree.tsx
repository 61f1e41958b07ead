import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import { levelName, type LevelNames } from '../../lib/level-name.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import type { DownlineMemberView, DownlineTreeState } from './downline-types.ts'
import { ExpandIcon } from '../../primitives/icon/icon.tsx'

/** A node as the tree shows it, in reading order. */
interface ShownNode {
  member: DownlineMemberView
  parentId: number | null
  /** From 1 for the agent's direct members. */
  depth: number
  /** Its place among its siblings, from 1, and their count. */
  position: number
  setSize: number
}

/** The nodes a person can reach, in reading order: the roots and, under each open node, its loaded children. */
function shownNodes(tree: DownlineTreeState): ShownNode[] {
  const open = new Set(tree.expanded)
  const loading = new Set(tree.loadingIds)
  const out: ShownNode[] = []
  const walk = (members: readonly DownlineMemberView[], parentId: number | null, depth: number) => {
    members.forEach((member, index) => {
      out.push({ member, parentId, depth, position: index + 1, setSize: members.length })
      if (member.children_count > 0 && open.has(member.id) && !loading.has(member.id))
        walk(tree.children[member.id] ?? [], member.id, depth + 1)
    })
  }
  walk(tree.roots, null, 1)
  return out
}

/** How far a row of `depth` is indented. */
const indent = (depth: number) => ({ paddingInlineStart: `${(depth - 1) * 1.5}rem` })

/**
 * The downline as a tree (WAI-ARIA tree view, flat: each node carries its
 * level, its place and its siblings' count, so a node's name is its own row
 * and not its whole subtree). One tab stop; Up / Down move, Right opens a
 * node or enters it, Left closes it or goes to its parent, Home / End, Enter
 * or Space toggles. A node's chevron button does the same by pointer.
 */
export function DownlineTree({
  tree,
  onToggle,
  onRetry,
  levelNames,
}: {
  tree: DownlineTreeState
  onToggle: (id: number) => void
  onRetry: (() => void) | undefined
  levelNames: LevelNames | undefined
}) {
  const { t } = useText()
  const items = useRef(new Map<number, HTMLLIElement>())
  const [focused, setFocused] = useState<number | undefined>()
  const nodes = shownNodes(tree)
  const focusedId = nodes.some((node) => node.member.id === focused) ? focused : nodes[0]?.member.id

  if (tree.status === 'error') {
    return (
      <StatusMessage
        tone="error"
        title={t('fund.error_title')}
        body={t('agent_team.tree_error')}
        action={onRetry ? <Button onClick={onRetry}>{t('fund.retry')}</Button> : undefined}
      />
    )
  }
  if (tree.status === 'loading') {
    return (
      <div data-slot="downline-panel-tree-loading" className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          {t('fund.loading')}
        </span>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="flex items-center gap-2 px-1 py-1.5">
            <Skeleton className="size-6" />
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-4 w-20" />
          </div>
        ))}
      </div>
    )
  }
  if (tree.roots.length === 0) {
    return <StatusMessage tone="empty" title={t('agent_team.empty_title')} body={t('agent_team.empty')} />
  }

  const focusNode = (id: number) => {
    setFocused(id)
    items.current.get(id)?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = nodes.findIndex((node) => node.member.id === focusedId)
    const node = nodes[index]
    if (!node) return
    const { id, children_count } = node.member
    const open = tree.expanded.includes(id)
    const go = (target: ShownNode | undefined) => {
      if (target) focusNode(target.member.id)
    }
    switch (event.key) {
      case 'ArrowDown':
        go(nodes[index + 1])
        break
      case 'ArrowUp':
        go(nodes[index - 1])
        break
      case 'Home':
        go(nodes[0])
        break
      case 'End':
        go(nodes.at(-1))
        break
      case 'ArrowRight':
        if (children_count > 0 && !open) onToggle(id)
        else if (nodes[index + 1]?.parentId === id) go(nodes[index + 1])
        break
      case 'ArrowLeft':
        if (children_count > 0 && open) onToggle(id)
        else if (node.parentId !== null) focusNode(node.parentId)
        break
      case 'Enter':
      case ' ':
        if (children_count > 0) onToggle(id)
        break
      default:
        return
    }
    event.preventDefault()
  }

  // A click on a node makes it the tree's tab stop.
  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const id = Number(event.target.closest<HTMLElement>('[role="treeitem"]')?.dataset.id)
    if (Number.isInteger(id)) setFocused(id)
  }

  return (
    <ul
      data-slot="downline-panel-tree"
      role="tree"
      aria-label={t('agent_team.tree_label')}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="flex min-w-0 flex-col gap-0.5"
    >
      {nodes.map((node) => (
        <TreeNode
          key={node.member.id}
          node={node}
          tree={tree}
          tabbable={node.member.id === focusedId}
          levelNames={levelNames}
          register={(element) => {
            if (element) items.current.set(node.member.id, element)
            else items.current.delete(node.member.id)
          }}
          onToggle={() => {
            focusNode(node.member.id)
            onToggle(node.member.id)
          }}
        />
      ))}
    </ul>
  )
}

function TreeNode({
  node,
  tree,
  tabbable,
  levelNames,
  register,
  onToggle,
}: {
  node: ShownNode
  tree: DownlineTreeState
  tabbable: boolean
  levelNames: LevelNames | undefined
  register: (element: HTMLLIElement | null) => void
  onToggle: () => void
}) {
  const { t } = useText()
  const id = useId()
  const { member, depth } = node
  const hasChildren = member.children_count > 0
  const open = hasChildren && tree.expanded.includes(member.id)
  const loading = tree.loadingIds.includes(member.id)
  const account = member.member_account
  const agent = member.is_agent === 1

  return (
    <li
      ref={register}
      role="treeitem"
      data-slot="downline-panel-node"
      data-id={member.id}
      data-state={loading ? 'loading' : open ? 'open' : 'closed'}
      aria-level={depth}
      aria-posinset={node.position}
      aria-setsize={node.setSize}
      aria-expanded={hasChildren ? open : undefined}
      // Nothing is picked in this tree; ARIA 1.1 (and jsx-a11y) still want the state on a treeitem.
      aria-selected={false}
      aria-busy={loading || undefined}
      // The row's visible text; the chevron is the pointer's copy of what the keys do.
      aria-labelledby={[`${id}-account`, agent && `${id}-agent`, `${id}-meta`].filter(Boolean).join(' ')}
      aria-describedby={loading ? `${id}-loading` : undefined}
      tabIndex={tabbable ? 0 : -1}
      className={cn(
        'min-w-0 rounded-lg outline-none',
        '[&:focus-visible>[data-slot=downline-panel-node-row]]:ring-2',
        '[&:focus-visible>[data-slot=downline-panel-node-row]]:ring-ring',
      )}
    >
      <div
        data-slot="downline-panel-node-row"
        style={indent(depth)}
        className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg py-1.5 pe-1 hover:bg-muted/50"
      >
        {hasChildren ? (
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            data-slot="downline-panel-toggle"
            data-state={open ? 'open' : 'closed'}
            // The node, not the button, keeps the focus: the tree has one tab stop.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onToggle}
            className={cn(
              'ms-1 grid size-6 shrink-0 place-items-center rounded-md text-muted-foreground',
              'hover:bg-muted hover:text-foreground',
            )}
          >
            <ExpandIcon
              strokeWidth={2.25}
              className={cn(
                'size-4 transition-transform motion-reduce:transition-none rtl:-scale-x-100',
                open && 'rotate-90',
              )}
            />
          </button>
        ) : (
          <span aria-hidden="true" className="ms-1 size-6 shrink-0" />
        )}
        {/* The spaces keep the row's text a sequence of words, as its name (aria-labelledby) reads it. */}
        <span id={`${id}-account`} data-slot="downline-panel-node-account" className="min-w-0 font-medium break-all">
          {account}
        </span>{' '}
        {agent ? (
          <>
            <ToneBadge
              id={`${id}-agent`}
              data-slot="downline-panel-agent"
              tone="success"
              label={t('agent_team.role_agent')}
            />{' '}
          </>
        ) : null}
        <span id={`${id}-meta`} data-slot="downline-panel-node-meta" className="text-xs text-muted-foreground">
          {`${levelName(t, member.level, levelNames)} · ${t('agent_team.node_children', { count: member.children_count })}`}
        </span>
      </div>
      {loading ? (
        <div
          data-slot="downline-panel-node-loading"
          style={indent(depth + 1)}
          className="flex items-center gap-2 py-1.5"
        >
          <span id={`${id}-loading`} hidden>
            {t('agent_team.loading_children', { account })}
          </span>
          <div aria-hidden="true" className="ms-1 flex items-center gap-2">
            <span className="grid size-6 place-items-center">
              <span className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current text-muted-foreground motion-reduce:animate-none" />
            </span>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-16" />
          </div>
        </div>
      ) : null}
    </li>
  )
}

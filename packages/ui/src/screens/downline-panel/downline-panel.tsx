import * as Tabs from '@radix-ui/react-tabs'
import { cva } from 'class-variance-authority'
import {
  useId,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { ToneBadge } from '../../components/status-badge/status-badge.tsx'
import { FormField, TextInput } from '../../primitives/field/field.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusMessage } from '../../primitives/status-message/status-message.tsx'
import { levelName, type LevelNames } from '../../lib/level-name.ts'

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

export interface DownlinePanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onToggle'> {
  /** The tab shown (controlled). */
  view: DownlineView
  /** Called with the tab a person picks. */
  onViewChange: (view: DownlineView) => void
  /** The list's load: `loading` skeleton rows; `error` a message and `onRetry`. */
  status: 'idle' | 'loading' | 'error'
  /** The list's `error`: called from the retry button. */
  onRetry?: () => void
  /** The members of `page` matching `keyword`, newest first. */
  members: readonly DownlineMemberView[]
  /** Members matching `keyword` in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Members a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** The account searched for; `''` for everyone. The search input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** The tree tab's state. */
  tree: DownlineTreeState
  /** Called with a node's id from its toggle (or the arrow keys) to open or close it; the caller loads its children. */
  onToggle: (id: number) => void
  /** The tree's `error`: called from the retry button. */
  onTreeRetry?: () => void
  /** The site's names for agent levels; "Level {level}" for a level without one. */
  levelNames?: LevelNames
  /** An ISO instant as the agent reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
  /** Called from a row's Transfer button with its member; without it the list has no Actions column. */
  onTransfer?: (member: DownlineMemberView) => void
  /** `desktop`: a panel in the agent centre; `mobile`: the full width of a phone, the list as cards. */
  layout?: Layout
}

export const downlinePanelVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-4 p-5', mobile: 'gap-3 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

const tabListVariants = cva('flex', {
  variants: { layout: { desktop: 'gap-1 border-b', mobile: 'gap-1 rounded-xl border bg-card p-1' } },
  defaultVariants: { layout: 'desktop' },
})

const tabVariants = cva(
  [
    'relative inline-flex min-w-0 items-center justify-center font-medium whitespace-nowrap select-none',
    'text-muted-foreground transition-colors outline-none hover:text-foreground',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  ],
  {
    variants: {
      layout: {
        desktop: [
          'h-10 rounded-t-lg px-4 text-sm data-[state=active]:text-foreground',
          'after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full',
          'data-[state=active]:after:bg-primary',
        ],
        mobile: [
          'h-9 flex-1 rounded-lg px-2 text-sm',
          'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
        ],
      },
    },
    defaultVariants: { layout: 'desktop' },
  },
)

const VIEWS: readonly DownlineView[] = ['list', 'tree']
const isView = (value: string): value is DownlineView => value === 'list' || value === 'tree'

/**
 * The agent's downline (DownlineInfo): a List tab (a search by account and
 * a page of members with their level, role, registration, last login and
 * how many registered under them, each with Transfer when `onTransfer` is
 * given) and a Tree tab (the agent's direct members, each opening onto the
 * members under it). Controlled: the caller owns the tab, the keyword, the
 * page, what is open in the tree, and loads everything.
 */
export function DownlinePanel({
  view,
  onViewChange,
  status,
  onRetry,
  members,
  total,
  page,
  pageSize,
  onPage,
  keyword,
  onSearch,
  tree,
  onToggle,
  onTreeRetry,
  levelNames,
  formatTime,
  onTransfer,
  layout = 'desktop',
  className,
  ...props
}: DownlinePanelProps) {
  const { t } = useText()
  const titleId = useId()

  const columns: RecordColumn<DownlineMemberView>[] = [
    {
      key: 'member_account',
      label: t('agent_team.col_account'),
      render: (row) => <span className="font-medium break-all">{row.member_account}</span>,
    },
    { key: 'level', label: t('agent_team.col_level'), render: (row) => levelName(t, row.level, levelNames) },
    { key: 'role', label: t('agent_team.col_role'), render: (row) => <RoleBadge isAgent={row.is_agent === 1} /> },
    {
      key: 'created_at',
      label: t('agent_team.col_registered'),
      render: (row) => (
        <time dateTime={row.created_at} className="whitespace-nowrap tabular-nums">
          {formatTime(row.created_at)}
        </time>
      ),
    },
    {
      key: 'last_login_at',
      label: t('agent_team.col_last_login'),
      render: (row) =>
        row.last_login_at ? (
          <time dateTime={row.last_login_at} className="whitespace-nowrap tabular-nums">
            {formatTime(row.last_login_at)}
          </time>
        ) : (
          <span data-slot="downline-panel-never" className="text-muted-foreground">
            {t('agent_team.never')}
          </span>
        ),
    },
    {
      key: 'children_count',
      label: t('agent_team.col_children'),
      align: 'end',
      render: (row) => row.children_count,
    },
  ]
  if (onTransfer) {
    columns.push({
      key: 'actions',
      label: t('fund.col_actions'),
      align: 'end',
      render: (row) => (
        <Button
          data-slot="downline-panel-transfer"
          variant="outline"
          size="sm"
          aria-label={t('agent_team.transfer_to', { account: row.member_account })}
          onClick={() => onTransfer(row)}
        >
          {t('agent_team.transfer')}
        </Button>
      ),
    })
  }

  return (
    <section
      data-slot="downline-panel"
      data-layout={layout}
      data-variant={view}
      aria-labelledby={titleId}
      className={cn(downlinePanelVariants({ layout }), className)}
      {...props}
    >
      <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
        {t('agent_team.downline_title')}
      </h2>
      <Tabs.Root
        data-slot="downline-panel-root"
        value={view}
        onValueChange={(next) => {
          if (isView(next)) onViewChange(next)
        }}
        activationMode="automatic"
        className="flex min-w-0 flex-col gap-4"
      >
        <Tabs.List
          data-slot="downline-panel-tabs"
          aria-label={t('agent_team.downline_title')}
          className={tabListVariants({ layout })}
        >
          {VIEWS.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              data-slot="downline-panel-tab"
              data-variant={value}
              className={tabVariants({ layout })}
            >
              {t(`agent_team.view_${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value="list"
          data-slot="downline-panel-list"
          className="flex min-w-0 flex-col gap-4 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <DownlineSearch keyword={keyword} onSearch={onSearch} layout={layout} />
          {status === 'idle' ? (
            <p data-slot="downline-panel-total" className="text-sm text-muted-foreground tabular-nums">
              {t('agent_team.total', { count: total })}
            </p>
          ) : null}
          <RecordTable
            caption={t('agent_team.list_caption')}
            columns={columns}
            rows={members}
            rowKey={(row) => row.id}
            page={page}
            pageSize={pageSize}
            total={total}
            onPage={onPage}
            status={status}
            onRetry={onRetry}
            emptyText={keyword ? t('agent_team.no_match', { keyword }) : t('agent_team.empty')}
            layout={layout}
          />
        </Tabs.Content>
        <Tabs.Content
          value="tree"
          data-slot="downline-panel-tree-panel"
          className="flex min-w-0 flex-col gap-4 rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <DownlineTree tree={tree} onToggle={onToggle} onRetry={onTreeRetry} levelNames={levelNames} layout={layout} />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  )
}

function RoleBadge({ isAgent }: { isAgent: boolean }) {
  const { t } = useText()
  return isAgent ? (
    <ToneBadge data-slot="downline-panel-agent" tone="success" label={t('agent_team.role_agent')} />
  ) : (
    <span data-slot="downline-panel-member" className="text-sm text-muted-foreground">
      {t('agent_team.role_member')}
    </span>
  )
}

function DownlineSearch({
  keyword,
  onSearch,
  layout,
}: {
  keyword: string
  onSearch: (keyword: string) => void
  layout: Layout
}) {
  const { t } = useText()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(keyword)
  const [shown, setShown] = useState(keyword)
  // A new keyword from the caller (a search elsewhere, a reset) replaces what was typed.
  if (shown !== keyword) {
    setShown(keyword)
    setText(keyword)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSearch(text.trim())
  }

  return (
    <form
      data-slot="downline-panel-search"
      role="search"
      aria-label={t('agent_team.search_label')}
      noValidate
      onSubmit={submit}
      className={cn('flex gap-2', layout === 'desktop' ? 'items-end' : 'flex-col')}
    >
      <FormField
        slot="downline-panel-keyword"
        inputId={inputId}
        label={t('agent_team.search_account')}
        className={cn('min-w-0', layout === 'desktop' ? 'w-72' : 'w-full')}
      >
        <TextInput
          ref={input}
          slot="downline-panel-keyword-input"
          id={inputId}
          name="keyword"
          type="text"
          enterKeyHint="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" data-slot="downline-panel-search-submit" className={cn(layout === 'mobile' && 'flex-1')}>
          {t('fund.search')}
        </Button>
        {text !== '' || keyword !== '' ? (
          <Button
            data-slot="downline-panel-search-clear"
            variant="outline"
            className={cn(layout === 'mobile' && 'flex-1')}
            onClick={() => {
              setText('')
              input.current?.focus()
              onSearch('')
            }}
          >
            {t('agent_team.clear_search')}
          </Button>
        ) : null}
      </div>
    </form>
  )
}

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
function DownlineTree({
  tree,
  onToggle,
  onRetry,
  levelNames,
  layout,
}: {
  tree: DownlineTreeState
  onToggle: (id: number) => void
  onRetry: (() => void) | undefined
  levelNames: LevelNames | undefined
  layout: Layout
}) {
  const { t } = useText()
  const items = useRef(new Map<number, HTMLLIElement>())
  const [focused, setFocused] = useState<number | undefined>()
  const nodes = shownNodes(tree)
  const focusedId = nodes.some((node) => node.member.id === focused) ? focused : nodes[0]?.member.id

  if (tree.status === 'error') {
    return (
      <StatusMessage
        slot="downline-panel-tree"
        layout={layout}
        tone="error"
        title={t('fund.error_title')}
        body={t('agent_team.tree_error')}
        action={
          onRetry ? (
            <Button data-slot="downline-panel-tree-retry" onClick={onRetry}>
              {t('fund.retry')}
            </Button>
          ) : undefined
        }
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
    return (
      <StatusMessage
        slot="downline-panel-tree"
        layout={layout}
        tone="empty"
        title={t('agent_team.empty_title')}
        body={t('agent_team.empty')}
      />
    )
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
      data-layout={layout}
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
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
              className={cn(
                'size-4 transition-transform motion-reduce:transition-none rtl:-scale-x-100',
                open && 'rotate-90',
              )}
            >
              <path d="m9 6 6 6-6 6" />
            </svg>
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

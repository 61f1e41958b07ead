import { cva } from 'class-variance-authority'
import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { formatMoney } from '../../lib/format-money.ts'
import { Button } from '../../primitives/button/button.tsx'
import { FormField, TextInput } from '../../primitives/field/field.tsx'
import { RecordTable, type RecordColumn } from '../../components/record-table/record-table.tsx'

/** A friend who registered with the member's invite code. */
export interface RecommendFriendView {
  member_account: string
  /** ISO 8601 UTC. */
  created_at: string
  /** ISO 8601 UTC of the first deposit; `null` before it. */
  first_deposit_at: string | null
  /** What the first deposit paid the member, in the currency's minor unit; `null` when it paid nothing (none yet, or under the least). */
  reward: number | null
}

export interface RecommendMemberSearchProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the rows, or the empty state. */
  status: 'idle' | 'loading' | 'error'
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The friends of `page` matching `keyword`, newest first. */
  friends: readonly RecommendFriendView[]
  /** Friends matching `keyword` in every page (`total_count`). */
  total: number
  /** The page shown, from 1. */
  page: number
  /** Friends a page. */
  pageSize: number
  /** Called from previous / next with the page to load. */
  onPage: (page: number) => void
  /** The account searched for; `''` for every friend. The search input starts from it and follows it. */
  keyword: string
  /** Called from Search with the trimmed text, and from Clear with `''`. */
  onSearch: (keyword: string) => void
  /** Currency code of every amount, e.g. `USD`. */
  currency: string
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
  /** `desktop`: a table; `mobile`: one card a friend. */
  layout?: Layout
}

export const recommendMemberSearchVariants = cva('flex w-full min-w-0 flex-col bg-card text-card-foreground', {
  variants: { layout: { desktop: 'gap-4 p-5', mobile: 'gap-3 px-3 py-4' } },
  defaultVariants: { layout: 'desktop' },
})

/**
 * The friends who registered with the member's invite code
 * (RecommendMemberSearch): a search by account and a page of friends with
 * when they registered, when they first deposited ("Not yet" before) and
 * what that paid the member. Controlled: the caller owns the keyword and
 * the page, and loads them.
 */
export function RecommendMemberSearch({
  status,
  onRetry,
  friends,
  total,
  page,
  pageSize,
  onPage,
  keyword,
  onSearch,
  currency,
  formatTime,
  layout = 'desktop',
  className,
  ...props
}: RecommendMemberSearchProps) {
  const { t, locale } = useText()
  const titleId = useId()

  const columns: RecordColumn<RecommendFriendView>[] = [
    {
      key: 'member_account',
      label: t('agent_team.col_account'),
      render: (row) => <span className="font-medium break-all">{row.member_account}</span>,
    },
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
      key: 'first_deposit_at',
      label: t('recommend.col_first_deposit_at'),
      render: (row) =>
        row.first_deposit_at ? (
          <time dateTime={row.first_deposit_at} className="whitespace-nowrap tabular-nums">
            {formatTime(row.first_deposit_at)}
          </time>
        ) : (
          <span data-slot="recommend-member-search-not-yet" className="text-muted-foreground">
            {t('recommend.not_yet')}
          </span>
        ),
    },
    {
      key: 'reward',
      label: t('recommend.col_reward'),
      align: 'end',
      render: (row) =>
        row.reward !== null ? (
          <span className="font-semibold whitespace-nowrap">{formatMoney(row.reward, currency, locale)}</span>
        ) : (
          <span data-slot="recommend-member-search-no-reward" className="text-muted-foreground">
            <span aria-hidden="true">—</span>
            <span className="sr-only">{t('recommend.no_reward')}</span>
          </span>
        ),
    },
  ]

  return (
    <section
      data-slot="recommend-member-search"
      data-layout={layout}
      aria-labelledby={titleId}
      className={cn(recommendMemberSearchVariants({ layout }), className)}
      {...props}
    >
      <h2 id={titleId} className={cn('font-semibold', layout === 'desktop' ? 'text-lg' : 'text-base')}>
        {t('member_centre.menu_RecommendMemberSearch')}
      </h2>
      <FriendSearch keyword={keyword} onSearch={onSearch} layout={layout} />
      {status === 'idle' ? (
        <p data-slot="recommend-member-search-total" className="text-sm text-muted-foreground tabular-nums">
          {t('recommend.friends_total', { count: total })}
        </p>
      ) : null}
      <RecordTable
        caption={t('recommend.friends_caption')}
        columns={columns}
        rows={friends}
        rowKey={(row) => row.member_account}
        page={page}
        pageSize={pageSize}
        total={total}
        onPage={onPage}
        status={status}
        onRetry={onRetry}
        emptyText={keyword ? t('recommend.friends_no_match', { keyword }) : t('recommend.friends_empty')}
        layout={layout}
      />
    </section>
  )
}

function FriendSearch({
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
      data-slot="recommend-member-search-form"
      role="search"
      aria-label={t('recommend.search_label')}
      noValidate
      onSubmit={submit}
      className={cn('flex gap-2', layout === 'desktop' ? 'items-end' : 'flex-col')}
    >
      <FormField
        slot="recommend-member-search-keyword"
        inputId={inputId}
        label={t('agent_team.search_account')}
        className={cn('min-w-0', layout === 'desktop' ? 'w-72' : 'w-full')}
      >
        <TextInput
          ref={input}
          slot="recommend-member-search-keyword-input"
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
        <Button
          type="submit"
          data-slot="recommend-member-search-submit"
          className={cn(layout === 'mobile' && 'flex-1')}
        >
          {t('fund.search')}
        </Button>
        {text !== '' || keyword !== '' ? (
          <Button
            data-slot="recommend-member-search-clear"
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

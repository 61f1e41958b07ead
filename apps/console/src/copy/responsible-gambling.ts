import type { RgExclusionKind, RgLimitKind, RgPeriod } from '@lobby/domain'

/**
 * The console's words for the Responsible gambling part of a member's page: the member's limits, reality check,
 * time-outs and self-exclusions, and the Impose limit / Impose exclusion dialogs (English; see ../copy.ts).
 */

const kindNames: Record<RgLimitKind, string> = {
  deposit: 'Deposit',
  loss: 'Loss',
  wager: 'Wager',
  session: 'Session time',
}
const periodNames: Record<RgPeriod, string> = { day: 'day', week: 'week', month: 'month' }
const exclusionNames: Record<RgExclusionKind, string> = { timeout: 'Time-out', self_exclusion: 'Self-exclusion' }

/** An exclusion's length as the member chose it: 1 day is 24 hours, 183 days six months, 0 permanent. */
function lengthName(days: number): string {
  switch (days) {
    case 0:
      return 'Permanent'
    case 1:
      return '24 hours'
    case 183:
      return '6 months'
    case 365:
      return '1 year'
    case 1826:
      return '5 years'
    default:
      return `${days} days`
  }
}

export const responsibleGamblingCopy = {
  title: 'Responsible gambling',
  description:
    'The limits, reality check and exclusions the member set. You may impose a tighter limit or an exclusion; nothing here raises, removes, shortens or lifts anything.',
  readOnly: 'Read only: your role may not impose limits or exclusions.',
  loading: 'Loading the member’s responsible gambling…',
  loadFailed: 'The member’s responsible gambling could not be loaded',

  kinds: kindNames,
  periods: periodNames,
  exclusionKinds: exclusionNames,
  limitName: (kind: RgLimitKind, period: RgPeriod) => `${kindNames[kind]} per ${periodNames[period]}`,
  minutes: (minutes: number) => `${minutes.toLocaleString('en-US')} min`,
  length: lengthName,

  limitsCaption: 'Limits',
  noLimits: 'No limit set.',
  limitColumns: {
    limit: 'Limit',
    amount: 'In force',
    pending: 'Waiting',
    used: 'Used',
    left: 'Left',
    renews: 'Renews',
  },
  none: '—',
  removal: 'removed',
  pendingAt: (what: string, when: string) => `${what} from ${when}`,

  realityCheck: 'Reality check',
  realityCheckEvery: (minutes: number) => `Every ${minutes} minutes while a game is open`,
  realityCheckOff: 'Off',

  exclusionsCaption: 'Time-outs and self-exclusions',
  noExclusions: 'No time-out or self-exclusion.',
  exclusionColumns: {
    kind: 'Kind',
    length: 'Length',
    from: 'From',
    until: 'Until',
    setBy: 'Set by',
    state: 'State',
  },
  byMember: 'The member',
  byOperator: (account: string) => `Operator ${account}`,
  running: 'Running',
  ended: 'Ended',
  forever: 'Never ends',
  excludedUntil: (kind: RgExclusionKind, when: string) =>
    `${exclusionNames[kind]} until ${when}: the member cannot log in before then.`,
  excludedForever: 'Self-excluded permanently: the member cannot log in.',

  imposeLimit: 'Impose limit',
  imposeExclusion: 'Impose exclusion',
  impose: 'Impose',
  imposing: 'Imposing…',

  limitTitle: (account: string) => `Impose a limit on ${account}`,
  limitDescription:
    'A limit below the one in force applies at once (and drops a raise the member has waiting). The server refuses a higher limit or removing one.',
  fields: { kind: 'Limit', period: 'Per', amount: 'Amount', minutes: 'Minutes', exclusionKind: 'Kind', days: 'Length' },
  inForceHint: (what: string) => `In force now: ${what}.`,
  noneInForce: 'No limit in force now.',
  amountHint: (currency: string) => `In ${currency}, e.g. 100.00.`,
  minutesHint: (maximum: number) => `Whole minutes, at most ${maximum.toLocaleString('en-US')}.`,
  amountRequired: 'Enter the amount.',
  amountFormat: 'Digits and one decimal point only, e.g. 100.00.',
  amountDigits: (currency: string) => `Too many decimals for ${currency}.`,
  amountPositive: 'The amount must be above zero.',
  minutesFormat: 'Whole minutes only, e.g. 90.',
  minutesTooMany: (maximum: number) => `At most ${maximum.toLocaleString('en-US')} minutes.`,

  exclusionTitle: (account: string) => `Impose a time-out or self-exclusion on ${account}`,
  exclusionDescription:
    'Every session of the member ends at once (the site, its sockets and an open game) and login is refused until it ends. Nobody can lift or shorten it, the console neither.',
  exclusionLonger: (when: string) => `A longer one runs until ${when}: login stays refused until then.`,
  exclusionLongerForever: 'A permanent self-exclusion runs: login stays refused.',

  serverRefused: (reason: string) => `The server refused this: ${reason}.`,
  refused: (reason: string) => `Not imposed: ${reason}.`,
  failed: (reason: string) => `Nothing was imposed: ${reason}`,
  limitImposed: (name: string, what: string) => `${name} is now ${what}, at once.`,
  exclusionImposed: (account: string, until: string | null, ended: number) =>
    `${account} is excluded ${until === null ? 'permanently' : `until ${until}`}; ${
      ended === 1 ? '1 session ended' : `${ended} sessions ended`
    }.`,
}

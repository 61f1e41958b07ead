import type { AdminMemberDetail } from '@lobby/api'
import { MemberStatusBadge } from '../../components/member-badges.tsx'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { RecordsSection } from './member-records.tsx'

const text = copy.memberActions

type Letter = AdminMemberDetail['letters'][number]
type Agent = AdminMemberDetail['agent_line'][number]

const letterState = (letter: Letter) =>
  letter.deleted ? text.letterStates.deleted : letter.is_read ? text.letterStates.read : text.letterStates.unread

/** The newest letters sent to the member: title, when, in which language, and whether read or deleted. */
export function MemberLetters({ letters, formatTime }: { letters: readonly Letter[]; formatTime: FormatInstant }) {
  const columns = text.letterColumns
  return (
    <RecordsSection
      title={text.lettersCaption}
      rows={letters}
      rowKey={(letter) => letter.id}
      empty={text.noLetters}
      columns={[
        { header: columns.title, cell: (letter) => <span className="break-words">{letter.title}</span> },
        {
          header: columns.when,
          cell: (letter) => (
            <time dateTime={letter.created_at} className="whitespace-nowrap">
              {formatTime(letter.created_at)}
            </time>
          ),
        },
        { header: columns.language, cell: (letter) => letter.language ?? text.everyLanguage },
        { header: columns.state, cell: letterState },
      ]}
    />
  )
}

/** The agents above the member, nearest first: their own agent, then that agent's agent, and so on. */
export function MemberAgentLine({ agents }: { agents: readonly Agent[] }) {
  const columns = text.agentColumns
  return (
    <RecordsSection
      title={text.agentLineCaption}
      rows={agents}
      rowKey={(agent) => agent.level}
      empty={text.noAgent}
      columns={[
        { header: columns.level, cell: (agent) => text.agentLevel(agent.level) },
        { header: columns.account, cell: (agent) => agent.account },
        { header: columns.status, cell: (agent) => <MemberStatusBadge status={agent.status} /> },
      ]}
    />
  )
}

import { useParams } from 'react-router'
import { MemberContainer } from '../features/members/member-container.tsx'

/** `/members/:site/:account`: one member's page. */
export function MemberRoute() {
  const { site = '', account = '' } = useParams()
  return <MemberContainer site={site} account={account} />
}

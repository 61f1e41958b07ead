import { MembersContainer } from '../features/members/members-container.tsx'

/** `/members`: the member search. */
export function MembersRoute() {
  return <MembersContainer />
}

export { MemberSearch, type MemberSearchProps, type MemberSearchStatus } from './member-search.tsx'

export {
  RecommendMemberSearch,
  recommendMemberSearchVariants,
  type RecommendFriendView,
  type RecommendMemberSearchProps,
} from './recommend-member-search.tsx'

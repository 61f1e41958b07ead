export {
  RecommendRecord,
  recommendRecordVariants,
  type RecommendRecordProps,
  type RecommendRewardView,
} from './recommend-record.tsx'

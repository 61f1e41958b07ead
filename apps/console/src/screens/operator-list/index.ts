export { OperatorList, type OperatorListProps } from './operator-list.tsx'
export {
  OPERATOR_FIELDS,
  type OneTimeSecret,
  type OperatorAction,
  type OperatorDraft,
  type OperatorField,
  type OperatorFieldErrors,
  type PendingOperatorAction,
} from './types.ts'

import { OperatorsContainer } from '../features/operators/operators-container.tsx'

/** `/operators`: the console's operators, their roles and accounts (owner; the auditor reads). */
export function OperatorsRoute() {
  return <OperatorsContainer />
}

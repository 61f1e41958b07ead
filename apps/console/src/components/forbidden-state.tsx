import { StatusMessage } from '@lobby/ui'
import { copy } from '../copy.ts'

/** What a screen shows when the operator's role may not open it (HTTP 403, or no permission to begin with). */
export function ForbiddenState({ what }: { what: string }) {
  return (
    <div data-slot="forbidden-state" data-state="forbidden">
      <StatusMessage tone="error" title={copy.forbidden.title} body={copy.forbidden.body(what)} />
    </div>
  )
}

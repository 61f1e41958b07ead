import { copy } from '../copy.ts'

/** What stands in while a screen's code loads. */
export function PageLoading() {
  return (
    <p role="status" className="p-4 text-sm text-muted-foreground">
      {copy.app.pageLoading}
    </p>
  )
}

import { useState } from 'react'

/**
 * True from the first render on which `open` is true, and for good after:
 * a lazily loaded dialog's code loads with the first request for it, and the
 * dialog then stays mounted, so it closes (and opens again) as any dialog
 * does.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}

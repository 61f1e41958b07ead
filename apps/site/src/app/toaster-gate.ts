import { proxy } from 'valtio'

/**
 * Whether the toaster's code is wanted yet. `/` does not load it with its
 * first paint: it comes once the page is idle, or at once with the first
 * toast (`showToast` opens the gate), whichever is sooner.
 */
export const toasterGate = proxy({ open: false })

/** Where a screen's list is: loading, shown (`ready`, empty or not), failed, or refused for the role (403). */
export type ListStatus = 'loading' | 'ready' | 'error' | 'forbidden'

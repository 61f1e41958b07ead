import { lazy, useState, type ComponentType, type JSX } from 'react'

/**
 * A component whose code loads apart, like `React.lazy`, that renders at once
 * once its code is in. `React.lazy` suspends on its first render even when the
 * module was imported before: its promise is new and unsettled the first time
 * React asks. While the page hydrates the server's markup, a suspended part
 * stays the server's markup, and an update that reaches it meanwhile (the
 * socket's status, the template's look) makes React throw that markup away
 * and render it anew: a tap on it in that moment is lost (issue 23). `preload`
 * brings the code in; a component mounted after that renders it directly.
 * Each mount picks its way once, so a part that suspended is not mounted a
 * second time when the code arrives.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: (props: P) => JSX.Element; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined
  const bring = async () => (loaded ??= await load())
  const Lazy = lazy(async () => ({ default: await bring() }))
  function Component(props: P) {
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy)
    return <Part {...props} />
  }
  return {
    Component,
    preload: async () => {
      await bring()
    },
  }
}

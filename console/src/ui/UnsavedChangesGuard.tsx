import { useContext, useEffect, useState } from "react"
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, useLocation, type To } from "react-router-dom"
import { ConfirmDialog } from "./ConfirmDialog"

export const UNSAVED_CHANGES = {
  title: "Leave without saving?",
  message: "You have unsaved changes on this page. If you leave now, they are lost.",
  leave: "Leave without saving"
} as const

const Ask = ({ open, onStay, onLeave }: { readonly open: boolean; readonly onStay: () => void; readonly onLeave: () => void }) => (
  <ConfirmDialog
    open={open}
    title={UNSAVED_CHANGES.title}
    message={UNSAVED_CHANGES.message}
    confirmLabel={UNSAVED_CHANGES.leave}
    color="error"
    onCancel={onStay}
    onConfirm={onLeave}
  />
)

/** Under a data router: react-router's own blocker. */
const BlockerConfirm = ({ when }: { readonly when: boolean }) => {
  // only a move to another screen is asked about: the page's own query changes (a chosen LOT) stay in it
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname)
  return <Ask open={blocker.state === "blocked"} onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
}

const pathnameOf = (to: To, here: string) => (typeof to === "string" ? new URL(to, new URL(here, "http://console")).pathname : (to.pathname ?? here))

/**
 * Under the console's BrowserRouter, which has no blocker (useBlocker needs a data router, whose
 * code the sign-in page's 200 kB first load has no room for): every in-app navigation goes through
 * the router's navigator, so while `when` holds its push and replace ask first.
 */
const NavigatorConfirm = ({ when }: { readonly when: boolean }) => {
  const { navigator } = useContext(UNSAFE_NavigationContext)
  const { pathname } = useLocation()
  const [leave, setLeave] = useState<(() => void) | null>(null)
  useEffect(() => {
    if (!when) return
    const { push, replace } = navigator
    const asking =
      (go: typeof push): typeof push =>
      (to, state, opts) =>
        pathnameOf(to, pathname) === pathname ? go.call(navigator, to, state, opts) : setLeave(() => () => go.call(navigator, to, state, opts))
    navigator.push = asking(push)
    navigator.replace = asking(replace)
    return () => {
      navigator.push = push
      navigator.replace = replace
    }
  }, [when, navigator, pathname])
  return (
    <Ask
      open={leave !== null}
      onStay={() => setLeave(null)}
      onLeave={() => {
        setLeave(null)
        leave?.()
      }}
    />
  )
}

/**
 * Asks before a link inside the console (the sidebar, a card, Back) leaves a screen with unsaved
 * changes (Receipt Processing dropped unsaved measurements without a word); closing the
 * tab or reloading is the browser's own warning (beforeunload).
 */
export const UnsavedChangesGuard = ({ when }: { readonly when: boolean }) =>
  useContext(UNSAFE_DataRouterContext) === null ? <NavigatorConfirm when={when} /> : <BlockerConfirm when={when} />

/**
 * A new version of the console was deployed: its service worker is installed and waiting. The
 * page keeps running the version it loaded until the user chooses to reload (a form half filled is
 * never lost to an update); `apply` activates the new worker and reloads.
 */
type Listener = () => void
let apply: (() => void) | null = null
const listeners = new Set<Listener>()

export const appUpdate = {
  /** Called by the service worker's registration (main.tsx) when a new version waits. */
  offer: (activate: () => void) => {
    apply = activate
    listeners.forEach((listener) => listener())
  },
  waiting: () => apply !== null,
  apply: () => apply?.(),
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
}

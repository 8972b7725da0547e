import { useCallback, useState, useSyncExternalStore } from "react"
import { createActor, type Actor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from "xstate"

/**
 * Runs an XState machine for the life of a component and re-renders on each new snapshot: the
 * `useMachine` of @xstate/react, which is not installed in this workspace (console/README.md).
 * For machines without invoked or spawned actors or delays: the actor holds nothing to release,
 * so it is started once and left to the garbage collector with the component (StrictMode's
 * double mount cannot catch a stopped actor).
 */
export const useMachine = <M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) => {
  const [actor] = useState(() => createActor(machine, input === undefined ? undefined : { input }).start() as Actor<M>)
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange)
      return () => subscription.unsubscribe()
    },
    [actor]
  )
  const snapshot: SnapshotFrom<M> = useSyncExternalStore(subscribe, () => actor.getSnapshot())
  const send = useCallback((event: EventFromLogic<M>) => actor.send(event), [actor])
  return [snapshot, send] as const
}

import type { Projection } from "./projection"

/** Of `projections`, the ones in `stopped` that read any of `types`, by name. */
export const stoppedReadingOf = (projections: ReadonlyArray<Projection>, stopped: ReadonlySet<string>, types: ReadonlyArray<string>) => {
  const wanted = new Set(types)
  return projections
    .filter((projection) => stopped.has(projection.name) && projection.eventTypes.some((type) => wanted.has(type)))
    .map((projection) => projection.name)
    .sort()
}

/**
 * The projections a runner knows to be stopped (their rows, read on every wake, and its own
 * stops at once), telling `onChange` the whole set whenever it changes.
 */
export const stoppedProjections = (onChange?: (stopped: ReadonlyArray<string>) => void) => {
  const stopped = new Set<string>()
  return {
    names: stopped as ReadonlySet<string>,
    mark: (name: string, isStopped: boolean) => {
      if (stopped.has(name) === isStopped) return
      if (isStopped) stopped.add(name)
      else stopped.delete(name)
      onChange?.([...stopped])
    }
  }
}

export type StoppedProjections = ReturnType<typeof stoppedProjections>

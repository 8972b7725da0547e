import { useQuery, useQueryClient } from "@tanstack/react-query"
import type { ProjectionStatus } from "@timber/contracts"
import { call } from "../../../../api/client"
import { projectionStatusesKey, projectionStatusesQuery } from "../../../../api/queries/projection-statuses"
import { useIntentMutation } from "../../../../api/use-intent-mutation"
import type { Intent } from "../../../../api/intent"

/** While something moves (a rebuild, a lag) the rows are read every second; otherwise every five (the `system` pushes come between). */
const refreshOf = (statuses: ReadonlyArray<ProjectionStatus> | undefined) =>
  (statuses ?? []).some((status) => (status.rebuild !== null && status.rebuild.finishedAt === null) || status.lag > 0) ? 1_000 : 5_000

/** GET /api/system/projections (ADMIN): the same rows as the shell's stop banner, kept fresh for the operations screen. */
export const useProjectionStatuses = () => useQuery({ ...projectionStatusesQuery, refetchInterval: (query) => refreshOf(query.state.data), retry: false })

const useOperation = <V>(run: (variables: V, intent: Intent) => Promise<unknown>) => {
  const client = useQueryClient()
  return useIntentMutation({ mutationFn: run, onSettled: () => client.invalidateQueries({ queryKey: projectionStatusesKey }) })
}

export const useRebuildProjection = () =>
  useOperation((name: string, intent: Intent) => call((api) => api.projectionOperations.rebuild({ path: { name } }), intent))
export const useResumeProjection = () =>
  useOperation((name: string, intent: Intent) => call((api) => api.projectionOperations.resume({ path: { name } }), intent))
export const useSkipProjectionEvent = () =>
  useOperation(({ name, position, reason }: { name: string; position: string; reason: string }, intent: Intent) =>
    call((api) => api.projectionOperations.skip({ path: { name }, payload: { position, reason } }), intent)
  )

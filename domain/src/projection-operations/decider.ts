import { Conflict, ProjectionOperationEvent, ProjectionOperationMessages, ValidationError, type ProjectionOperationCommand } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export { projectionOperationsStream } from "@timber/contracts"

/**
 * One projection's operations log. It has no lifecycle (a projection is rebuilt, resumed and told
 * to skip any number of times), so no machine: the state is what a decision needs, the events
 * already skipped. Whether it is stopped, and where, is the runner's word (the checkpoint row),
 * handed in with the command.
 */
export interface ProjectionOperationsState {
  readonly skipped: ReadonlyArray<string>
}

const refused = (message: string) => Effect.fail(new Conflict({ message }))

export const ProjectionOperationsDecider: Decider<ProjectionOperationCommand, ProjectionOperationEvent, ProjectionOperationsState> = {
  events: ProjectionOperationEvent,
  initialState: { skipped: [] },
  evolve: (state, event) => {
    switch (event._tag) {
      case "ProjectionEventSkipped":
        return { skipped: [...state.skipped, event.position] }
      case "ProjectionRebuildRequested":
      case "ProjectionResumed":
        return state
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    switch (command._tag) {
      case "RequestProjectionRebuild":
        return Effect.succeed([{ _tag: "ProjectionRebuildRequested" as const, projection: command.projection, requestedBy: command.by }])
      case "ResumeProjection":
        if (command.stoppedAt === null) return refused(ProjectionOperationMessages.notStopped)
        return Effect.succeed([{ _tag: "ProjectionResumed" as const, projection: command.projection, position: command.stoppedAt, resumedBy: command.by }])
      case "SkipProjectionEvent": {
        const reason = command.reason.trim()
        if (!reason)
          return Effect.fail(
            new ValidationError({
              message: ProjectionOperationMessages.reasonRequired,
              details: { fields: [{ path: "reason", message: ProjectionOperationMessages.reasonRequired }] }
            })
          )
        if (state.skipped.includes(command.position)) return refused(ProjectionOperationMessages.alreadySkipped)
        if (command.stoppedAt !== command.position) return refused(ProjectionOperationMessages.notStoppedHere)
        return Effect.succeed([
          {
            _tag: "ProjectionEventSkipped" as const,
            projection: command.projection,
            position: command.position,
            eventType: command.eventType,
            streamId: command.streamId,
            reason,
            skippedBy: command.by
          }
        ])
      }
      default:
        return absurd(command)
    }
  }
}

/** What the projection operations say to a person. */
export const ProjectionOperationMessages = {
  unknownProjection: "No projection has this name",
  notStopped: "This projection is not stopped",
  notStoppedHere: "This projection is not stopped on this event",
  reasonRequired: "Say why this event is skipped",
  alreadySkipped: "This event is already skipped"
} as const

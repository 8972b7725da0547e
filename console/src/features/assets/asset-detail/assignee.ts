import type { AssignmentHistoryEntry } from "@timber/contracts"

type Assignee = Pick<AssignmentHistoryEntry, "assignedToUserId" | "assignedToTeam" | "assignedToProject">

/** Whom an asset is with, in words: "User: Asha Mollel · Team: Joinery · Project: Mlimani Hotel"; null when nobody. */
export const assigneeText = (a: Assignee, userName: (id: string) => string): string | null => {
  const parts = [
    a.assignedToUserId ? `User: ${userName(a.assignedToUserId)}` : null,
    a.assignedToTeam ? `Team: ${a.assignedToTeam}` : null,
    a.assignedToProject ? `Project: ${a.assignedToProject}` : null
  ].filter((p): p is string => p !== null)
  return parts.length === 0 ? null : parts.join(" · ")
}

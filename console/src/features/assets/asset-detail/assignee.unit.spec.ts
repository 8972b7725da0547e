import { describe, expect, it } from "vitest"
import { assigneeText } from "./assignee"

const names = (id: string) => (id === "u1" ? "Asha Mollel" : id)

describe("whom an asset is with", () => {
  it("names the user, the team and the project that are set, and nobody when none is", () => {
    expect(assigneeText({ assignedToUserId: "u1", assignedToTeam: null, assignedToProject: null }, names)).toBe("User: Asha Mollel")
    expect(assigneeText({ assignedToUserId: null, assignedToTeam: "Joinery", assignedToProject: "Mlimani Hotel" }, names)).toBe(
      "Team: Joinery · Project: Mlimani Hotel"
    )
    expect(assigneeText({ assignedToUserId: null, assignedToTeam: null, assignedToProject: null }, names)).toBeNull()
  })
})

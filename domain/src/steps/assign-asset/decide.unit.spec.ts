import { AssetMessages, UserId, type AssetAssignment, type AssetEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { AssetDecider } from "../../asset/decider"
import { fold } from "../../decider/decider"
import { assetId, registered } from "../../testing/assets"
import { StepSpec } from "../../testing/decider-spec"
import { juma } from "../../testing/users"
import { UserDecider } from "../../user/decider"
import { assignAsset, type AssignAssetIntent } from "./decide"

const spec = StepSpec(assignAsset)
const AT = "2026-02-01T08:00:00.000Z"
const saw = fold(AssetDecider, [registered])
const toJuma: AssignAssetIntent = { assetId, assignedToUserId: " u1 ", notes: "  For the site ", at: AT, recordedBy: "Asha" }
const assigned = (change: Partial<AssetAssignment> = {}): AssetEvent => ({
  _tag: "AssetAssigned",
  assetId,
  assignedToUserId: UserId.make("u1"),
  assignedToTeam: null,
  assignedToProject: null,
  assignmentDate: AT,
  assignedBy: "Asha",
  notes: "For the site",
  ...change
})

describe("assigning an asset", () => {
  it("given a registered user, when the asset is handed to them, then it is assigned to them, dated when recorded, by who recorded it", () =>
    spec
      .given({ asset: saw, assignee: juma })
      .when(toJuma)
      .then({ asset: [assigned()] }))

  it("given someone else hands it over, when recorded, then the assignment names them", () =>
    spec
      .given({ asset: saw, assignee: juma })
      .when({ ...toJuma, assignedBy: " Juma " })
      .then({ asset: [assigned({ assignedBy: "Juma" })] }))

  it("given no user exists with that id, when the asset is handed to them, then it is refused", () =>
    spec.given({ asset: saw, assignee: UserDecider.initialState }).when(toJuma).thenError("ValidationError", AssetMessages.unknownUser))

  it("given a user named but none read for it, when the asset is handed over, then it is refused in words, never a crash", () =>
    spec.given({ asset: saw, assignee: null }).when(toJuma).thenError("ValidationError", AssetMessages.unknownUser))

  it("given no user named, when the asset goes to a team, then no user is needed", () =>
    spec
      .given({ asset: saw, assignee: null })
      .when({ ...toJuma, assignedToUserId: "  ", assignedToTeam: " Site crew " })
      .then({ asset: [assigned({ assignedToUserId: null, assignedToTeam: "Site crew" })] }))

  it("given a form that names no user at all, when the asset goes to a project, then it is assigned to the project alone", () =>
    spec
      .given({ asset: saw, assignee: null })
      .when({ assetId, assignedToProject: " Dam road ", at: AT, recordedBy: "Asha" })
      .then({ asset: [assigned({ assignedToUserId: null, assignedToProject: "Dam road", notes: null })] }))

  it("given no asset, when it is assigned, then the asset refuses it as not found", () =>
    spec.given({ asset: AssetDecider.initialState, assignee: juma }).when(toJuma).thenError("NotFound"))
})

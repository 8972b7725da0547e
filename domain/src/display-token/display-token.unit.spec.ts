import { DisplayTokenId, DisplayTokenMessages, type DisplayTokenEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { DeciderSpec } from "../testing/decider-spec"
import { DisplayTokenDecider } from "./decider"

const spec = DeciderSpec(DisplayTokenDecider)
const displayTokenId = DisplayTokenId.make("d1")
const created: DisplayTokenEvent = { _tag: "DisplayTokenCreated", displayTokenId, name: "Sawmill TV", tokenSha256: "ab", createdBy: "admin@timber.works" }
const revoked: DisplayTokenEvent = { _tag: "DisplayTokenRevoked", displayTokenId, revokedBy: "admin@timber.works" }

describe("display token", () => {
  it("given nothing, when created with ' Sawmill TV ', then it is created under the trimmed name with who created it", () =>
    spec.given([]).when({ _tag: "CreateDisplayToken", displayTokenId, name: " Sawmill TV ", tokenSha256: "ab", by: "admin@timber.works" }).then([created]))

  it("given nothing, when created without a name, then 'Name is required'", () =>
    spec
      .given([])
      .when({ _tag: "CreateDisplayToken", displayTokenId, name: "  ", tokenSha256: "ab", by: "admin@timber.works" })
      .thenError("ValidationError", DisplayTokenMessages.nameRequired))

  it("given a token, when revoked, then revoked with who revoked it", () =>
    spec.given([created]).when({ _tag: "RevokeDisplayToken", displayTokenId, by: "admin@timber.works" }).then([revoked]))

  it("given a revoked token, when revoked again, then it is refused in words and never revived", () =>
    spec
      .given([created, revoked])
      .when({ _tag: "RevokeDisplayToken", displayTokenId, by: "admin@timber.works" })
      .thenError("Conflict", DisplayTokenMessages.alreadyRevoked))

  it("given nothing, when revoked, then 'Display token not found'", () =>
    spec.given([]).when({ _tag: "RevokeDisplayToken", displayTokenId, by: "a" }).thenError("NotFound", DisplayTokenMessages.notFound))
})

import { DisplayTokenCreated, DisplayTokenEvent, DisplayTokenId, DisplayTokenRevoked } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { displayTokensProjection } from "./display-tokens.projection"

const token = eventsOf(DisplayTokenEvent)
const SHA = "a".repeat(64)
const created = token(
  DisplayTokenCreated.make({ displayTokenId: DisplayTokenId.make("dt-1"), name: "Sawmill hall TV", tokenSha256: SHA, createdBy: "admin@timber.works" })
)

describeProjection(displayTokensProjection, (spec) => {
  it("given a display token created, then it is listed by name with its hash (never the token), who made it and when, not revoked", async () => {
    await spec.given(created).then({
      display_tokens: [
        {
          id: "dt-1",
          name: "Sawmill hall TV",
          token_sha256: SHA,
          created_at: at(0),
          created_by: "admin@timber.works",
          revoked_at: null,
          revoked_by: null,
          log_position: 1
        }
      ]
    })
  })

  it("given it revoked, then the row says when and by whom, and stays listed", async () => {
    await spec.given(created, token(DisplayTokenRevoked.make({ displayTokenId: DisplayTokenId.make("dt-1"), revokedBy: "boss@timber.works" }))).then({
      display_tokens: [
        {
          id: "dt-1",
          name: "Sawmill hall TV",
          token_sha256: SHA,
          created_at: at(0),
          created_by: "admin@timber.works",
          revoked_at: at(1),
          revoked_by: "boss@timber.works",
          log_position: 1
        }
      ]
    })
  })
})

// @vitest-environment jsdom
import { cleanup } from "@testing-library/react"
import { EMPTY_WOOD_TYPE_CATALOGUE, type WoodType } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { expectOnlyPermittedActions, permittedOf, usersOfEveryRole, type ActionInventory } from "../../../testing/offered-actions"
import { renderSignedIn } from "../../../testing/render"
import WoodTypesPage from "./WoodTypesPage"

const teak: WoodType = {
  id: "wt-1",
  name: "Teak",
  grade: "A",
  ...EMPTY_WOOD_TYPE_CATALOGUE,
  image_url: null,
  images: [],
  createdAt: "2026-11-21T08:00:00.000Z",
  updatedAt: "2026-11-21T08:00:00.000Z",
  version: "0"
}

vi.mock("../../../api/queries/wood-types", async (original) => ({
  ...(await original<typeof import("../../../api/queries/wood-types")>()),
  useWoodTypes: () => ({ data: [teak], isLoading: false, error: null })
}))

afterEach(cleanup)

/** Every control of Wood Types Management: all of them write. */
const WOOD_TYPES_SCREEN: ActionInventory = {
  reads: [],
  writes: [
    ["Add Wood Type", "createWoodType"],
    [/^Edit Teak$/, "editWoodType"],
    [/^Delete Teak$/, "deleteWoodType"]
  ]
}

describe("Wood Types offers each role only what the permission model lets it do (issue 24 item 13)", () => {
  for (const user of usersOfEveryRole()) {
    it(`as ${user.role}: every control is classified, every write offered is permitted, and every permitted write is offered`, () => {
      renderSignedIn(user, <WoodTypesPage />)
      const offered = expectOnlyPermittedActions(user, WOOD_TYPES_SCREEN)
      expect(offered).toEqual(permittedOf(user, ["createWoodType", "editWoodType", "deleteWoodType"]))
    })
  }
})

import { HttpApiBuilder } from "@effect/platform"
import { ReadApi, WoodTypeMessages } from "@timber/contracts"
import { findWoodTypeImage, listWoodTypes } from "@timber/projections"
import { Effect } from "effect"
import { query } from "./context"
import { storedImageResponse } from "./stored-image"

/** Wood types are reference data for every screen that picks one: any signed-in user may list them. */
export const WoodTypesLive = HttpApiBuilder.group(ReadApi, "woodTypes", (h) =>
  h
    .handle("list", () => query(({ db }) => listWoodTypes(db)))
    .handleRaw("image", ({ path }) =>
      Effect.flatMap(
        query(({ db }) => findWoodTypeImage(db, path.id)),
        (image) => storedImageResponse(image, WoodTypeMessages.noImage)
      )
    )
)

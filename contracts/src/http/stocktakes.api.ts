import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { FinishStocktakePayload, StartStocktakePayload, Stocktake } from "../stocktakes/dto"
import { Forbidden, NotFound } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { IdPath } from "./record-endpoints"
import { Authentication } from "./security"

/** Stocktakes' reads: page `assets-items`, read (a USER may look at past counts). */
export class StocktakesApi extends HttpApiGroup.make("stocktakes")
  .add(HttpApiEndpoint.get("list", "/stocktakes").addSuccess(Schema.Array(Stocktake)))
  .add(HttpApiEndpoint.get("get", "/stocktakes/:id").setPath(IdPath).addSuccess(Stocktake).addError(NotFound))
  .addError(Forbidden)
  .middleware(Authentication) {}

/** Stocktakes' writes: page `assets-items` edit (a count records on every asset it finds; a USER does not run one). */
export class StocktakeCommandsApi extends HttpApiGroup.make("stocktakeCommands")
  .add(HttpApiEndpoint.post("start", "/stocktakes").setPayload(StartStocktakePayload).addSuccess(Stocktake, { status: 201 }))
  .add(HttpApiEndpoint.post("finish", "/stocktakes/:id/finish").setPath(IdPath).setPayload(FinishStocktakePayload).addSuccess(Stocktake))
  .add(HttpApiEndpoint.post("cancel", "/stocktakes/:id/cancel").setPath(IdPath).addSuccess(Stocktake))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

import { HttpApiEndpoint, HttpApiGroup, HttpApiMiddleware, HttpApiSecurity } from "@effect/platform"
import { Context, Schema } from "effect"
import { CreateDisplayTokenPayload, CreatedDisplayToken, DisplayToken } from "../display-tokens/dto"
import { Forbidden, NotFound, Unauthorized } from "../shared/errors"
import { WallSnapshot } from "../wall/dto"
import { withDomainErrors } from "./domain-errors"
import { onSeenVersion } from "./record-endpoints"
import { Authentication } from "./security"

/** GET /api/display-tokens: every display token, revoked ones too (ADMIN). */
export class DisplayTokensApi extends HttpApiGroup.make("displayTokens")
  .add(HttpApiEndpoint.get("list", "/display-tokens").addSuccess(Schema.Array(DisplayToken)))
  .addError(Forbidden)
  .middleware(Authentication) {}

/** Create (the token shown once) and revoke: ADMIN only. */
export class DisplayTokenCommandsApi extends HttpApiGroup.make("displayTokenCommands")
  .add(HttpApiEndpoint.post("create", "/display-tokens").setPayload(CreateDisplayTokenPayload).addSuccess(CreatedDisplayToken, { status: 201 }))
  .add(onSeenVersion(HttpApiEndpoint.del("revoke", "/display-tokens/:id")).addSuccess(DisplayToken).addError(NotFound))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

/** The wall screen a display token stands for. */
export interface Display {
  readonly displayTokenId: string
  readonly name: string
}
export class CurrentDisplay extends Context.Tag("CurrentDisplay")<CurrentDisplay, Display>() {}

/**
 * The wall's own door: a display token (not a staff sign-in) as the bearer. A staff token is
 * refused 403 (the wall is for unattended screens; a person sees the same in the console), an
 * unknown or revoked display token 401.
 */
export class DisplayAuthentication extends HttpApiMiddleware.Tag<DisplayAuthentication>()("DisplayAuthentication", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentDisplay,
  security: { bearer: HttpApiSecurity.bearer }
}) {}

/** GET /api/wall: the wall's panels in one read. */
export class WallApi extends HttpApiGroup.make("wall")
  .add(HttpApiEndpoint.get("snapshot", "/wall").addSuccess(WallSnapshot))
  .middleware(DisplayAuthentication) {}

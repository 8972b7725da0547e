import { DisplayAuthentication, CurrentDisplay, DisplayTokenMessages, Forbidden, isDisplayToken, Unauthorized } from "@timber/contracts"
import { displayTokenSha256 } from "@timber/server-edge/display-token-secret"
import { activeDisplayTokenByHash, type ReadDb } from "@timber/projections"
import { Effect, Layer, Redacted } from "effect"
import { QueryContext } from "./context"

/** The display a token stands for, or null when it is unknown or revoked (looked up by its hash). */
export const findDisplay = async (db: ReadDb, token: string) => {
  const row = await activeDisplayTokenByHash(db, displayTokenSha256(token))
  return row ? { displayTokenId: row.id, name: row.name } : null
}

/**
 * The wall's door: a display token that is known and not revoked. A staff sign-in is refused 403
 * (decision: the wall is an unattended screen's; people see the same in the console, and a staff
 * token on a TV would be the password the display tokens exist to keep off it).
 */
export const DisplayAuthenticationLive = Layer.effect(
  DisplayAuthentication,
  Effect.map(QueryContext, ({ db }) => ({
    bearer: (token: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const bearer = Redacted.value(token).trim()
        if (bearer !== "" && !isDisplayToken(bearer)) return yield* new Forbidden({ message: DisplayTokenMessages.displayOnly })
        const display = bearer === "" ? null : yield* Effect.promise(() => findDisplay(db, bearer))
        if (!display) return yield* new Unauthorized({ message: DisplayTokenMessages.invalid })
        return CurrentDisplay.of(display)
      })
  }))
)

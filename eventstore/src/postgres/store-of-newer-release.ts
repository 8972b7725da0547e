import { Data } from "effect"

/**
 * A store that a newer release migrated: this code does not know its shape, so it refuses to
 * start on it rather than run beside tables it does not understand. Going back a release is a
 * restore of the backup taken before the upgrade (root README, "Upgrading").
 */
export class StoreOfNewerRelease extends Data.TaggedError("StoreOfNewerRelease")<{
  /** Which migrations found it: "event store" or "read models". */
  readonly part: string
  readonly unknown: ReadonlyArray<string>
}> {
  override get message() {
    return (
      `This database was migrated by a newer release of Timber Works (${this.part} migrations this release does not know: ${this.unknown.join(", ")}). ` +
      "Start that release again, or restore the backup taken before the upgrade to run this one."
    )
  }
}

import type { ChangeRole, RoleEvent } from "@timber/contracts"
import { Effect } from "effect"
import { RoleDecider, type RoleState } from "../../role/decider"
import type { Step } from "../step"

export interface ChangeRoleGiven {
  readonly role: RoleState
}

export interface ChangeRoleDecision {
  readonly role: ReadonlyArray<RoleEvent>
  /** A new name (unique among roles): claimed, and the old one let go, in the same append; null when the name stays. */
  readonly renamed: { readonly from: string; readonly to: string } | null
}

/** A role's name, description and template are changed; a new name moves the role's claim on it. */
export const changeRole: Step<ChangeRoleGiven, ChangeRole, ChangeRoleDecision> = (given, intent) =>
  Effect.map(RoleDecider.decide(intent, given.role), (role) => ({
    role,
    renamed: intent.name === given.role.name ? null : { from: given.role.name, to: intent.name }
  }))

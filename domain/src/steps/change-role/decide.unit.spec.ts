import { RoleId, RoleMessages, type ChangeRole, type RoleEvent } from "@timber/contracts"
import { describe, it } from "vitest"
import { fold } from "../../decider/decider"
import { PermissionTemplates } from "../../permissions/templates"
import { RoleDecider } from "../../role/decider"
import { StepSpec } from "../../testing/decider-spec"
import { changeRole } from "./decide"

const spec = StepSpec(changeRole)
const roleId = RoleId.make("r1")
const template = PermissionTemplates.USER
const defined: RoleEvent = { _tag: "RoleDefined", roleId, name: "SUPERVISOR", description: "Shift lead", permissions: template }
const supervisor = fold(RoleDecider, [defined])
const toForeman: ChangeRole = { _tag: "ChangeRole", roleId, name: "FOREMAN", description: "Shift lead", permissions: template }

describe("changing a role", () => {
  it("given a role, when it is renamed, then the change is recorded and the role's claim moves to the new name", () =>
    spec
      .given({ role: supervisor })
      .when(toForeman)
      .then({
        role: [
          {
            _tag: "RoleChanged",
            roleId,
            name: "FOREMAN",
            description: "Shift lead",
            permissions: template,
            from: { name: "SUPERVISOR", description: "Shift lead", permissions: template }
          }
        ],
        renamed: { from: "SUPERVISOR", to: "FOREMAN" }
      }))

  it("given a role, when only its description changes, then its name's claim stays", () =>
    spec
      .given({ role: supervisor })
      .when({ ...toForeman, name: "SUPERVISOR", description: "Night shift" })
      .then((decided) => {
        if (decided.renamed !== null || decided.role.length !== 1) throw new Error(`expected a change under the same name, got ${JSON.stringify(decided)}`)
      }))

  it("given no such role, when it is changed, then it is refused as not found", () =>
    spec.given({ role: RoleDecider.initialState }).when(toForeman).thenError("NotFound", RoleMessages.notFound))

  it("given a deleted role, when it is changed, then it is refused as not found", () =>
    spec
      .given({ role: fold(RoleDecider, [defined, { _tag: "RoleDeleted", roleId, name: "SUPERVISOR" }]) })
      .when(toForeman)
      .thenError("NotFound", RoleMessages.notFound))
})

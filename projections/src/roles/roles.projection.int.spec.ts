import { RoleChanged, RoleDefined, RoleDeleted, RoleEvent, RoleId } from "@timber/contracts"
import { PermissionTemplates } from "@timber/domain/permissions/index"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { rolesProjection } from "./roles.projection"

const role = eventsOf(RoleEvent)
const defined = role(RoleDefined.make({ roleId: RoleId.make("r-1"), name: "SUPERVISOR", description: null, permissions: PermissionTemplates.USER }))

describeProjection(rolesProjection, (spec) => {
  it("given a role defined, then it is listed with its permissions", async () => {
    await spec.given(defined).then({
      roles: [{ id: "r-1", name: "SUPERVISOR", description: null, permissions: PermissionTemplates.USER, created_at: at(0), updated_at: at(0) }]
    })
  })

  it("given it changed, then the row shows it as it is now, changed then", async () => {
    await spec
      .given(
        defined,
        role(
          RoleChanged.make({
            roleId: RoleId.make("r-1"),
            name: "FOREMAN",
            description: "Runs the yard",
            permissions: PermissionTemplates.MANAGER,
            from: { name: "SUPERVISOR", description: null, permissions: PermissionTemplates.USER }
          })
        )
      )
      .then({
        roles: [{ id: "r-1", name: "FOREMAN", description: "Runs the yard", permissions: PermissionTemplates.MANAGER, created_at: at(0), updated_at: at(1) }]
      })
  })

  it("given it deleted, then it is gone", async () => {
    await spec.given(defined, role(RoleDeleted.make({ roleId: RoleId.make("r-1"), name: "SUPERVISOR" }))).then({ roles: [] })
  })
})

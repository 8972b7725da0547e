import { RoleMessages, type RoleCommand, type RoleEvent, RoleId } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { PermissionTemplates } from "../permissions/templates"
import { DeciderSpec } from "../testing/decider-spec"
import { expectAggregateAgreesWithMachine } from "../testing/machine-agreement"
import { RoleDecider, roleStream } from "./decider"
import { roleLifecycle, type RoleLifecycleEvent } from "./lifecycle.machine"

const spec = DeciderSpec(RoleDecider)
const template = PermissionTemplates.USER
const define: RoleCommand = { _tag: "DefineRole", roleId: RoleId.make("r1"), name: "SUPERVISOR", description: "Shift lead", permissions: template }
const defined: RoleEvent = { _tag: "RoleDefined", roleId: RoleId.make("r1"), name: "SUPERVISOR", description: "Shift lead", permissions: template }
const renameToForeman: RoleCommand = { _tag: "ChangeRole", roleId: RoleId.make("r1"), name: "FOREMAN", description: null, permissions: template }
const renamedToForeman: RoleEvent = {
  _tag: "RoleChanged",
  roleId: RoleId.make("r1"),
  name: "FOREMAN",
  description: null,
  permissions: template,
  from: { name: "SUPERVISOR", description: "Shift lead", permissions: template }
}

describe("role", () => {
  it("given nothing, when a role is defined, then it is recorded with its template", () => spec.given([]).when(define).then([defined]))

  it("given a template with rights but no access, when the role is defined, then those rights are dropped", () => {
    const loose = { ...template, approvals: { access: false, read: true, create: true, edit: false, delete: false, amount: true } }
    spec
      .given([])
      .when({ ...define, permissions: loose })
      .then([{ ...defined, permissions: template }])
  })

  it("given a role, when renamed, then it records the new name and what it was", () => spec.given([defined]).when(renameToForeman).then([renamedToForeman]))

  it("given a role, when saved unchanged, then nothing is recorded", () =>
    spec
      .given([defined])
      .when({ ...define, _tag: "ChangeRole" })
      .then([]))

  it("given a deleted or missing role, when changed or deleted, then 'Role not found'", () => {
    for (const history of [[], [defined, { _tag: "RoleDeleted", roleId: RoleId.make("r1"), name: "SUPERVISOR" } as RoleEvent]]) {
      spec
        .given(history)
        .when({ ...define, _tag: "ChangeRole" })
        .thenError("NotFound", RoleMessages.notFound)
      spec
        .given(history)
        .when({ _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 0 })
        .thenError("NotFound", RoleMessages.notFound)
    }
  })

  it("given a role users hold, when deleted, then it is refused naming how many hold it, and deleted once none does", () => {
    spec
      .given([defined])
      .when({ _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 1 })
      .thenError("BusinessRuleViolation", "1 user holds this role: give that user another role before deleting it")
    spec
      .given([defined])
      .when({ _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 3 })
      .thenError("BusinessRuleViolation", RoleMessages.heldByUsers(3))
    expect(RoleMessages.heldByUsers(3)).toBe("3 users hold this role: give them another role before deleting it")
    spec
      .given([defined])
      .when({ _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 0 })
      .then([{ _tag: "RoleDeleted", roleId: RoleId.make("r1"), name: "SUPERVISOR" }])
  })

  it("given a role, when the same definition is delivered again, then nothing new is recorded", () => spec.given([defined]).when(define).then([]))

  it("given a role or a deleted one, when another name is defined under its id, then it is refused as a conflict", () => {
    spec
      .given([defined])
      .when({ ...define, name: "FOREMAN" })
      .thenError("Conflict", "This role id is already used")
    spec
      .given([defined, { _tag: "RoleDeleted", roleId: RoleId.make("r1"), name: "SUPERVISOR" }])
      .when(define)
      .thenError("Conflict", "This role id is already used")
  })

  it("given a role, when deleted, then the deletion names the role", () =>
    spec
      .given([defined])
      .when({ _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 0 })
      .then([{ _tag: "RoleDeleted", roleId: RoleId.make("r1"), name: "SUPERVISOR" }]))

  it("given a role, when only its template changes, then the change records the brought-into-the-rules template and the old one", () => {
    const loose = {
      ...template,
      approvals: { access: true, read: true, create: false, edit: false, delete: false, amount: false },
      dashboard: { ...template.dashboard, create: true }
    }
    const kept = { ...template, approvals: { access: true, read: true, create: false, edit: false, delete: false, amount: false } }
    spec
      .given([defined])
      .when({ ...define, _tag: "ChangeRole", permissions: loose })
      .then([
        {
          _tag: "RoleChanged",
          roleId: RoleId.make("r1"),
          name: "SUPERVISOR",
          description: "Shift lead",
          permissions: kept,
          from: { name: "SUPERVISOR", description: "Shift lead", permissions: template }
        }
      ])
  })

  it("given a renamed role, when saved again as renamed, then nothing is recorded; the old name is refused as a new definition", () => {
    spec.given([defined, renamedToForeman]).when(renameToForeman).then([])
    spec.given([defined, renamedToForeman]).when(define).thenError("Conflict", "This role id is already used")
  })

  it("a role's events are kept in the stream Role-<id>", () => expect(roleStream(RoleId.make("r1"))).toBe("Role-r1"))

  it("a command or event of a kind it does not know is a defect, never silently ignored", () => {
    expect(() => RoleDecider.decide({ _tag: "Unknown" } as never, fold(RoleDecider, [defined]))).toThrow("Unhandled case")
    expect(() => RoleDecider.evolve(fold(RoleDecider, [defined]), { _tag: "Unknown" } as never)).toThrow("Unhandled case")
  })

  it("agrees with its lifecycle machine on every path", () =>
    expectAggregateAgreesWithMachine({
      machine: roleLifecycle,
      decider: RoleDecider,
      events: [{ type: "DEFINE" }, { type: "CHANGE" }, { type: "DELETE" }] as RoleLifecycleEvent[],
      commandFor: (e): RoleCommand => {
        switch (e.type) {
          case "DEFINE":
            return define
          case "CHANGE":
            // each change renames, so it is always a real change
            return { ...define, _tag: "ChangeRole", name: `R${Math.random()}` }
          case "DELETE":
            return { _tag: "DeleteRole", roleId: RoleId.make("r1"), holders: 0 }
        }
      },
      stateOf: (s) => s.status
    }))
})

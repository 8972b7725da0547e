import type { User } from "@timber/contracts"
import { expect } from "vitest"
import { permits, WriteActions, type WriteAction } from "../lib/write-actions"
import { testUser } from "./render"

/** The roles every screen's role test renders as. */
export const ROLES = ["USER", "MANAGER", "ADMIN"] as const
export const usersOfEveryRole = () => ROLES.map((role) => testUser(role))

type Name = string | RegExp

/**
 * What a screen offers, control by control: those that only read or navigate (offered to anyone
 * who may open the screen), and those that write, each with the write it runs (`WriteActions`).
 * A control found on the screen that is in neither list fails the test: a new button has to be
 * classified — and, if it writes, gated — before its screen's role test passes again.
 */
export interface ActionInventory {
  readonly reads: ReadonlyArray<Name>
  readonly writes: ReadonlyArray<readonly [Name, WriteAction]>
}

/** Controls of MUI's DataGrid and dialogs that are part of every table, not of a screen. */
const CHROME: ReadonlyArray<Name> = [
  / column menu$/,
  /^Go to (next|previous|first|last) page$/,
  /^Rows per page/,
  /^Sort$/,
  /^Menu$/,
  /^Close$/,
  /^Open$/,
  /^Clear$/
]

const matches = (name: string, pattern: Name) => (typeof pattern === "string" ? name === pattern : pattern.test(name))

/** A control's accessible name as a user of a screen reader hears it (aria-label, labelled-by, else its text). */
const nameOf = (el: Element) => {
  const label = el.getAttribute("aria-label")
  if (label) return label.trim()
  const by = el.getAttribute("aria-labelledby")
  if (by)
    return by
      .split(" ")
      .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? "")
      .join(" ")
      .trim()
  const wrapping = el.closest("label")
  if (wrapping && el.tagName === "INPUT") return (wrapping.textContent ?? "").trim()
  return (el.textContent ?? "").trim()
}

/** Every button and switch the screen shows, by name (a hidden one is not offered; a disabled one is). */
export const offeredControls = (container: ParentNode = document.body) =>
  [...container.querySelectorAll('button, [role="button"], [role="switch"], input[type="checkbox"]')]
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map(nameOf)

/**
 * Walks every control the screen offers `user`: each must be classified by the inventory, and
 * each write must be one the permission model permits `user` (the server's rule). Answers the
 * writes offered, so a test can compare them with what the model says the role may do.
 */
export const expectOnlyPermittedActions = (user: User, inventory: ActionInventory, container: ParentNode = document.body): Set<WriteAction> => {
  const offered = new Set<WriteAction>()
  for (const name of offeredControls(container)) {
    const write = inventory.writes.find(([pattern]) => matches(name, pattern))
    if (write) {
      expect(permits(user, write[1]), `${user.role} is offered "${name}" (${write[1]}), which the permission model refuses`).toBe(true)
      offered.add(write[1])
      continue
    }
    const known = [...inventory.reads, ...CHROME].some((pattern) => matches(name, pattern))
    expect(known, `"${name}" is offered to ${user.role} but the screen's inventory does not say whether it writes`).toBe(true)
  }
  return offered
}

/** The writes among `actions` the permission model permits `user`: what a role test expects on screen. */
export const permittedOf = (user: User, actions: ReadonlyArray<WriteAction>) => new Set(actions.filter((action) => permits(user, action)))

/** Every write the table knows, so a test can check its inventory names only real writes. */
export const KNOWN_WRITES = Object.keys(WriteActions) as WriteAction[]

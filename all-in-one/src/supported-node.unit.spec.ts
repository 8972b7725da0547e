import { readFileSync } from "node:fs"
import semver from "semver"
import { describe, expect, it } from "vitest"

/**
 * Issue 24 item 16: the project says which Node it supports (package.json `engines`, README),
 * and every package it installs agrees — so `npm install` prints no engine warning and no shim
 * bridges a tool to a Node it does not support.
 */
const root = new URL("../../", import.meta.url)
const read = (file: string) => JSON.parse(readFileSync(new URL(file, root), "utf8")) as Record<string, unknown>

const supported = (read("package.json").engines as { node: string }).node
const lock = read("package-lock.json") as { packages: Record<string, { engines?: { node?: unknown } }> }

describe("the Node the project supports", () => {
  it("is the Node these tests run on", () => {
    expect(semver.satisfies(process.version, supported), `${process.version} is outside ${supported}`).toBe(true)
  })

  it("every installed package supports every Node the project supports", () => {
    const disagreeing = Object.entries(lock.packages)
      .map(([path, entry]) => ({ path, node: entry.engines?.node }))
      .filter((p): p is { path: string; node: string } => typeof p.node === "string")
      .filter((p) => !semver.subset(supported, p.node))
      .map((p) => `${p.path} wants Node ${p.node}`)
    expect(disagreeing).toEqual([])
  })
})

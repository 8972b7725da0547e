// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react"
import { EditedRecords, SETTINGS_DEFAULTS, SettingsMessages, StaleEditMessages } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ApiError } from "../../../../api/api-error"
import { renderAt } from "../../../../testing/render"
import { EMAIL_FIELDS, SECURITY_FIELDS, SettingsTab, SYSTEM_FIELDS } from "./SettingsTab"

/** The save as the tab sees it: what it was asked to send, and its last failure. */
const saving = vi.hoisted(() => ({ sent: [] as unknown[], error: null as unknown }))
vi.mock("../api/administration", () => ({
  useSaveSettings: () => ({
    mutate: (variables: unknown) => void saving.sent.push(variables),
    reset: () => (saving.error = null),
    isPending: false,
    error: saving.error
  })
}))
afterEach(() => {
  cleanup()
  saving.sent = []
  saving.error = null
})

const settings = { ...SETTINGS_DEFAULTS, smtpPasswordSet: false, updatedAt: null, version: "4" }

describe("a settings tab", () => {
  it("given an SMTP port of 0, then Save Settings is disabled and says why beside it, before the field is left", () => {
    renderAt(<SettingsTab title="Email" settings={settings} fields={EMAIL_FIELDS} />)
    fireEvent.change(screen.getByLabelText(/SMTP port/), { target: { value: "0" } })
    const save = screen.getByRole("button", { name: "Save Settings" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const why = document.getElementById(save.getAttribute("aria-describedby") ?? "")
    expect(why?.textContent).toBe("SMTP port: min 1")
  })

  it("the System tab offers no second electricity price: the kiln is costed at the tariff of the units it used (issue 37)", () => {
    renderAt(<SettingsTab title="System" settings={settings} fields={SYSTEM_FIELDS} />)
    expect(screen.queryByLabelText(/Electricity price/)).toBeNull()
  })

  it("given max login attempts of 2, then Save Settings is disabled and says the floor is 3 and why (issue 38)", () => {
    renderAt(<SettingsTab title="Security" settings={settings} fields={SECURITY_FIELDS} />)
    fireEvent.change(screen.getByLabelText(/Max login attempts/), { target: { value: "2" } })
    const save = screen.getByRole("button", { name: "Save Settings" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    expect(document.getElementById(save.getAttribute("aria-describedby") ?? "")?.textContent).toBe(SettingsMessages.maxLoginAttemptsFloor(3))
    fireEvent.change(screen.getByLabelText(/Max login attempts/), { target: { value: "3" } })
    expect(save.disabled).toBe(false)
  })
})

describe("a settings tab saved after someone changed one of its settings meanwhile", () => {
  const now = { ...settings, maxLoginAttempts: 3, version: "6" }
  const refusal = () =>
    new ApiError(412, "PreconditionFailed", StaleEditMessages.changed(EditedRecords.setting), "/api/settings", { current: now, version: "6" })

  it("given the Security tab loaded at version 4, when its save is refused (412), then it says so in words, shows what changed, and loading the current version starts from it", () => {
    const { rerender } = renderAt(<SettingsTab title="Security" settings={settings} fields={SECURITY_FIELDS} />)
    fireEvent.change(screen.getByLabelText(/Password expiry/), { target: { value: "30" } })
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    // the save carries the version the tab loaded
    expect(saving.sent).toEqual([expect.objectContaining({ version: "4", payload: expect.objectContaining({ passwordExpiry: 30 }) })])

    saving.error = refusal()
    rerender(<SettingsTab title="Security" settings={settings} fields={SECURITY_FIELDS} />)
    const notice = screen.getByRole("alert")
    expect(notice.textContent).toContain("This setting was changed by someone else while you were editing.")
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent)
    ).toEqual(["Max login attempts: 5 → 3"])
    // the user's input stays until they load the current version
    expect((screen.getByLabelText(/Password expiry/) as HTMLInputElement).value).toBe("30")

    fireEvent.click(within(notice).getByRole("button", { name: StaleEditMessages.loadCurrent }))
    rerender(<SettingsTab title="Security" settings={settings} fields={SECURITY_FIELDS} />)
    expect(screen.queryByRole("alert")).toBeNull()
    expect((screen.getByLabelText(/Max login attempts/) as HTMLInputElement).value).toBe("3")
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }))
    expect(saving.sent.at(-1)).toEqual(expect.objectContaining({ version: "6" }))
  })
})

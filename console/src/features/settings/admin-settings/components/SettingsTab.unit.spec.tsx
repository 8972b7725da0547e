// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { SETTINGS_DEFAULTS } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../../../../testing/render"
import { EMAIL_FIELDS, SettingsTab, SYSTEM_FIELDS } from "./SettingsTab"

vi.mock("../api/administration", () => ({ useSaveSettings: () => ({ mutate: () => undefined, isPending: false, error: null }) }))
afterEach(cleanup)

const settings = { ...SETTINGS_DEFAULTS, smtpPasswordSet: false, updatedAt: null }

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
})

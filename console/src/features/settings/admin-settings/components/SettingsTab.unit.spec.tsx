// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react"
import { SETTINGS_DEFAULTS } from "@timber/contracts"
import { afterEach, describe, expect, it, vi } from "vitest"
import { renderAt } from "../../../../testing/render"
import { SettingsTab, SYSTEM_FIELDS } from "./SettingsTab"

vi.mock("../api/administration", () => ({ useSaveSettings: () => ({ mutate: () => undefined, isPending: false, error: null }) }))
afterEach(cleanup)

const settings = { ...SETTINGS_DEFAULTS, smtpPasswordSet: false, updatedAt: null }

describe("a settings tab", () => {
  it("given an electricity price of -5, then Save Settings is disabled and says why beside it, before the field is left", () => {
    renderAt(<SettingsTab title="System" settings={settings} fields={SYSTEM_FIELDS} />)
    fireEvent.change(screen.getByLabelText(/Electricity price/), { target: { value: "-5" } })
    const save = screen.getByRole("button", { name: "Save Settings" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    const why = document.getElementById(save.getAttribute("aria-describedby") ?? "")
    expect(why?.textContent).toBe("Electricity price: min 0")
  })
})

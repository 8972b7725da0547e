import { SETTINGS_DEFAULTS } from "@timber/contracts"
import { describe, expect, it } from "vitest"
import { fold } from "../decider/decider"
import { DeciderSpec } from "../testing/decider-spec"
import { SETTINGS_STREAM, SettingsDecider } from "./decider"

const spec = DeciderSpec(SettingsDecider)

describe("system settings", () => {
  it("given nothing recorded, then the settings are section 9's defaults: 90 days, 5 attempts, no two-factor, port 587, 0.15 per kWh", () => {
    const state = fold(SettingsDecider, [])
    expect(state.values).toMatchObject({ passwordExpiry: 90, maxLoginAttempts: 5, twoFactorAuth: false, smtpPort: 587, electricityPricePerKWh: 0.15 })
    expect(state.smtpPasswordSet).toBe(false)
  })

  it("given the defaults, when max login attempts becomes 3 and the price is resent unchanged, then only the attempts change, from 5 to 3", () =>
    spec
      .given([])
      .when({
        _tag: "ChangeSettings",
        values: { maxLoginAttempts: 3, electricityPricePerKWh: SETTINGS_DEFAULTS.electricityPricePerKWh },
        smtpPasswordSet: null
      })
      .then([{ _tag: "SystemSettingsChanged", from: { maxLoginAttempts: 5 }, to: { maxLoginAttempts: 3 } }]))

  it("given the defaults, when the same values are saved, then nothing is recorded", () =>
    spec.given([]).when({ _tag: "ChangeSettings", values: SETTINGS_DEFAULTS, smtpPasswordSet: null }).then([]))

  it("given no SMTP password, when one is set, then the log says it is set and never holds it; cleared, it says so", () => {
    spec
      .given([])
      .when({ _tag: "ChangeSettings", values: {}, smtpPasswordSet: true })
      .then([{ _tag: "SmtpPasswordChanged", isSet: true }])
    spec
      .given([{ _tag: "SmtpPasswordChanged", isSet: true }])
      .when({ _tag: "ChangeSettings", values: {}, smtpPasswordSet: false })
      .then([{ _tag: "SmtpPasswordChanged", isSet: false }])
    spec.given([]).when({ _tag: "ChangeSettings", values: {}, smtpPasswordSet: false }).then([])
  })

  const attemptsChanged = { _tag: "SystemSettingsChanged" as const, from: { maxLoginAttempts: 5 }, to: { maxLoginAttempts: 3 } }

  it("given max login attempts changed to 3, when 3 is saved again nothing is recorded; when 5 is, the change is from 3 to 5", () => {
    spec
      .given([attemptsChanged])
      .when({ _tag: "ChangeSettings", values: { maxLoginAttempts: 3 }, smtpPasswordSet: null })
      .then([])
    spec
      .given([attemptsChanged])
      .when({ _tag: "ChangeSettings", values: { maxLoginAttempts: 5, smtpPort: SETTINGS_DEFAULTS.smtpPort }, smtpPasswordSet: null })
      .then([{ _tag: "SystemSettingsChanged", from: { maxLoginAttempts: 3 }, to: { maxLoginAttempts: 5 } }])
  })

  it("given an SMTP password set, when other settings are saved without touching it, then only those settings change", () =>
    spec
      .given([{ _tag: "SmtpPasswordChanged", isSet: true }])
      .when({ _tag: "ChangeSettings", values: { maxLoginAttempts: 3 }, smtpPasswordSet: null })
      .then([attemptsChanged]))

  it("the whole system's settings live in one stream, SystemSettings-global", () => expect(SETTINGS_STREAM).toBe("SystemSettings-global"))

  it("given an event of a kind it does not know (a newer schema's), then it fails loudly naming it", () =>
    expect(() => SettingsDecider.evolve(SettingsDecider.initialState, { _tag: "SettingsReset" } as never)).toThrow('Unhandled case: {"_tag":"SettingsReset"}'))
})

import { SettingsEvent, SmtpPasswordChanged, SystemSettingsChanged } from "@timber/contracts"
import { it } from "vitest"
import { at, describeProjection, eventsOf } from "../testing/projection-spec"
import { SETTINGS_ROW, settingsProjection } from "./settings.projection"

const settings = eventsOf(SettingsEvent)

describeProjection(settingsProjection, (spec) => {
  it("given no change, then there is no settings row (the defaults apply)", async () => {
    await spec.given().then({ system_settings: [] })
  })

  it("given settings changed twice, then the one row holds every value changed, the later winning, changed at the last", async () => {
    await spec
      .given(
        settings(SystemSettingsChanged.make({ from: { maxLoginAttempts: 5, enableAuditLog: true }, to: { maxLoginAttempts: 3, enableAuditLog: false } })),
        settings(SystemSettingsChanged.make({ from: { maxLoginAttempts: 3 }, to: { maxLoginAttempts: 7 } }))
      )
      .then({ system_settings: [{ id: SETTINGS_ROW, changed: { maxLoginAttempts: 7, enableAuditLog: false }, smtp_password_set: false, updated_at: at(1) }] })
  })

  it("given the SMTP password set and then cleared, then the row says whether one is set, never the secret", async () => {
    await spec
      .given(settings(SmtpPasswordChanged.make({ isSet: true })))
      .then({ system_settings: [{ id: SETTINGS_ROW, changed: {}, smtp_password_set: true }] })
    await spec
      .given(settings(SmtpPasswordChanged.make({ isSet: true })), settings(SmtpPasswordChanged.make({ isSet: false })))
      .then({ system_settings: [{ id: SETTINGS_ROW, smtp_password_set: false }] })
  })
})

import { SettingsEvent, SmtpPasswordChanged, SystemSettingsChanged } from "@timber/contracts"
import { it } from "vitest"
import { ACTOR, at, describeProjection, eventsOf } from "../testing/projection-spec"
import { SETTINGS_ROW, settingsProjection } from "./settings.projection"

const settings = eventsOf(SettingsEvent)

describeProjection(settingsProjection, (spec) => {
  it("given no change, then there is no settings row (the defaults apply)", async () => {
    await spec.given().then({ system_settings: [], settings_changes: [] })
  })

  it("given settings changed twice, then the one row holds every value changed, the later winning, changed at the last", async () => {
    await spec
      .given(
        settings(SystemSettingsChanged.make({ from: { maxLoginAttempts: 5, enableAuditLog: true }, to: { maxLoginAttempts: 3, enableAuditLog: false } })),
        settings(SystemSettingsChanged.make({ from: { maxLoginAttempts: 3 }, to: { maxLoginAttempts: 7 } }))
      )
      .then({
        system_settings: [{ id: SETTINGS_ROW, changed: { maxLoginAttempts: 7, enableAuditLog: false }, smtp_password_set: false, updated_at: at(1) }],
        settings_changes: [{ setting_key: "enableAuditLog" }, { setting_key: "maxLoginAttempts" }, { setting_key: "maxLoginAttempts" }]
      })
  })

  it("given settings changed twice by two people, then each setting changed has its own history row: from what to what, when and by whom", async () => {
    await spec
      .given(
        settings(SystemSettingsChanged.make({ from: { ovenLifespanYears: 10, maxLoginAttempts: 5 }, to: { ovenLifespanYears: 12, maxLoginAttempts: 3 } })),
        settings(SystemSettingsChanged.make({ from: { ovenLifespanYears: 12 }, to: { ovenLifespanYears: 8 } }), {
          by: { userId: "u-kiln", userEmail: "kiln.manager@timber.test" }
        })
      )
      .then({
        system_settings: [{ id: SETTINGS_ROW, changed: { maxLoginAttempts: 3, ovenLifespanYears: 8 } }],
        settings_changes: [
          {
            id: "event-1/maxLoginAttempts",
            setting_key: "maxLoginAttempts",
            from_value: 5,
            to_value: 3,
            changed_at: at(0),
            changed_by: ACTOR.userEmail,
            log_position: 1
          },
          {
            id: "event-1/ovenLifespanYears",
            setting_key: "ovenLifespanYears",
            from_value: 10,
            to_value: 12,
            changed_at: at(0),
            changed_by: ACTOR.userEmail,
            log_position: 1
          },
          {
            id: "event-2/ovenLifespanYears",
            setting_key: "ovenLifespanYears",
            from_value: 12,
            to_value: 8,
            changed_at: at(1),
            changed_by: "kiln.manager@timber.test",
            log_position: 2
          }
        ]
      })
  })

  it("given the SMTP password set, then its history says it was set and never holds the secret", async () => {
    await spec.given(settings(SmtpPasswordChanged.make({ isSet: true }))).then({
      system_settings: [{ id: SETTINGS_ROW, smtp_password_set: true }],
      settings_changes: [{ id: "event-1/smtpPasswordSet", setting_key: "smtpPasswordSet", from_value: null, to_value: true }]
    })
  })

  it("given the SMTP password set and then cleared, then the row says whether one is set, never the secret", async () => {
    await spec
      .given(settings(SmtpPasswordChanged.make({ isSet: true })))
      .then({ system_settings: [{ id: SETTINGS_ROW, changed: {}, smtp_password_set: true }], settings_changes: [{ to_value: true }] })
    await spec
      .given(settings(SmtpPasswordChanged.make({ isSet: true })), settings(SmtpPasswordChanged.make({ isSet: false })))
      .then({ system_settings: [{ id: SETTINGS_ROW, smtp_password_set: false }], settings_changes: [{ to_value: true }, { to_value: false }] })
  })
})

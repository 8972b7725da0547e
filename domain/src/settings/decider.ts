import { SETTING_KEYS, SETTINGS_DEFAULTS, type PartialSettings, type SettingsCommand, SettingsEvent, type SystemSettingsValues } from "@timber/contracts"
import { Effect } from "effect"
import { absurd, type Decider } from "../decider/decider"

export interface SettingsState {
  readonly values: SystemSettingsValues
  readonly smtpPasswordSet: boolean
}

/** One stream holds the whole system's settings. */
export const SETTINGS_STREAM = "SystemSettings-global"

/**
 * System settings start at the defaults of section 9; each change records only the settings
 * that really changed, from what to what.
 */
export const SettingsDecider: Decider<SettingsCommand, SettingsEvent, SettingsState> = {
  events: SettingsEvent,
  initialState: { values: SETTINGS_DEFAULTS, smtpPasswordSet: false },
  evolve: (state, event) => {
    switch (event._tag) {
      case "SystemSettingsChanged":
        return { ...state, values: { ...state.values, ...event.to } }
      case "SmtpPasswordChanged":
        return { ...state, smtpPasswordSet: event.isSet }
      default:
        return absurd(event)
    }
  },
  decide: (command, state) => {
    {
      {
        const from: Record<string, unknown> = {}
        const to: Record<string, unknown> = {}
        for (const key of SETTING_KEYS) {
          const value = command.values[key]
          if (value !== undefined && value !== state.values[key]) {
            from[key] = state.values[key]
            to[key] = value
          }
        }
        const events: SettingsEvent[] = []
        if (Object.keys(to).length > 0) events.push({ _tag: "SystemSettingsChanged", from: from as PartialSettings, to: to as PartialSettings })
        // setting a password again is a change even when it is set already: the secret differs
        if (command.smtpPasswordSet === true || (command.smtpPasswordSet === false && state.smtpPasswordSet)) {
          events.push({ _tag: "SmtpPasswordChanged", isSet: command.smtpPasswordSet })
        }
        return Effect.succeed(events)
      }
    }
  }
}

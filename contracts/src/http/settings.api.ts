import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { SettingChange, SettingKeyPath, SettingsHistoryQuery, SettingsPayload, SettingValue, SettingValuePayload, SystemSettings } from "../settings/dto"
import { Forbidden, NotFound } from "../shared/errors"
import { IfMatchHeaders } from "../shared/record-version"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

/** Admin Settings' System, Email and Security tabs: ADMIN only, reads included; the drying settings and their history also with drying-settings read. */
export class SettingsApi extends HttpApiGroup.make("settings")
  .add(HttpApiEndpoint.get("all", "/settings").addSuccess(SystemSettings))
  // before /settings/:key, so "history" is never read as a setting's name
  .add(HttpApiEndpoint.get("history", "/settings/history").setUrlParams(SettingsHistoryQuery).addSuccess(Schema.Array(SettingChange)))
  .add(HttpApiEndpoint.get("value", "/settings/:key").setPath(SettingKeyPath).addSuccess(SettingValue))
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}

/** A save carries the settings' version its form loaded (If-Match, or `version` in the body): stale only when a key it saves changed since. */
export class SettingsCommandsApi extends HttpApiGroup.make("settingsCommands")
  .add(HttpApiEndpoint.put("update", "/settings").setHeaders(IfMatchHeaders).setPayload(SettingsPayload).addSuccess(SystemSettings))
  .add(
    HttpApiEndpoint.put("updateValue", "/settings/:key")
      .setPath(SettingKeyPath)
      .setHeaders(IfMatchHeaders)
      .setPayload(SettingValuePayload)
      .addSuccess(SettingValue)
  )
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

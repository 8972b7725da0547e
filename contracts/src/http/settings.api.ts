import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { SettingKeyPath, SettingsPayload, SettingValue, SettingValuePayload, SystemSettings } from "../settings/dto"
import { Forbidden, NotFound } from "../shared/errors"
import { withDomainErrors } from "./domain-errors"
import { Authentication } from "./security"

/** Admin Settings' System, Email and Security tabs: ADMIN only, reads included. */
export class SettingsApi extends HttpApiGroup.make("settings")
  .add(HttpApiEndpoint.get("all", "/settings").addSuccess(SystemSettings))
  .add(HttpApiEndpoint.get("value", "/settings/:key").setPath(SettingKeyPath).addSuccess(SettingValue))
  .addError(Forbidden)
  .addError(NotFound)
  .middleware(Authentication) {}

export class SettingsCommandsApi extends HttpApiGroup.make("settingsCommands")
  .add(HttpApiEndpoint.put("update", "/settings").setPayload(SettingsPayload).addSuccess(SystemSettings))
  .add(HttpApiEndpoint.put("updateValue", "/settings/:key").setPath(SettingKeyPath).setPayload(SettingValuePayload).addSuccess(SettingValue))
  .pipe(withDomainErrors)
  .middleware(Authentication) {}

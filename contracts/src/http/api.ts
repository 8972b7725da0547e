import { HttpApi } from "@effect/platform"
import { ApprovalCommandsApi, ApprovalsApi } from "./approvals.api"
import { AuthApi, AuthCommandsApi } from "./auth.api"
import { CalculationCommandsApi, CalculationsApi } from "./calculations.api"
import { LotCommandsApi, LotsApi } from "./lots.api"
import { NotificationCommandsApi, NotificationsApi } from "./notifications.api"
import { DryingApi, DryingCommandsApi } from "./drying.api"
import { ReceiptCommandsApi, ReceiptsApi } from "./receipts.api"
import { SlicingApi, SlicingCommandsApi } from "./slicing.api"
import { HealthApi, ProjectionOperationsApi, SystemApi } from "./system.api"
import { StockApi, StockCommandsApi, WarehouseCommandsApi, WarehousesApi } from "./warehouses.api"
import { UserCommandsApi, UsersApi } from "./users.api"
import { RoleCommandsApi, RolesApi } from "./roles.api"
import { SettingsApi, SettingsCommandsApi } from "./settings.api"
import { WoodTypeCommandsApi, WoodTypesApi } from "./wood-types.api"
import { TransferCommandsApi, TransfersApi } from "./transfers.api"
import { AssetCommandsApi, AssetFormCommandsApi, AssetImagesApi, AssetsApi } from "./assets.api"
import { AuditApi } from "./audit.api"
import { DisplayTokenCommandsApi, DisplayTokensApi, WallApi } from "./display-tokens.api"
import { PublicWebsiteApi, WebsitePageCommandsApi, WebsitePagesApi } from "./website-pages.api"
import { StocktakeCommandsApi, StocktakesApi } from "./stocktakes.api"
import { NewsletterApi, NewsletterCommandsApi, NewsletterPublicApi } from "./newsletter.api"
import { BackupCommandsApi, BackupsApi } from "./backups.api"
import { WebsiteFileContentApi, WebsiteFilesApi, WebsiteFilesCommandsApi } from "./website-files.api"

/** Writes: served by the command service (POST/PUT/PATCH/DELETE and the login). */
export class WriteApi extends HttpApi.make("timber-works-commands")
  .add(HealthApi)
  .add(AuthCommandsApi)
  .add(UserCommandsApi)
  .add(RoleCommandsApi)
  .add(SettingsCommandsApi)
  .add(WoodTypeCommandsApi)
  .add(LotCommandsApi)
  .add(CalculationCommandsApi)
  .add(ApprovalCommandsApi)
  .add(SlicingCommandsApi)
  .add(DryingCommandsApi)
  .add(WarehouseCommandsApi)
  .add(StockCommandsApi)
  .add(ReceiptCommandsApi)
  .add(NotificationCommandsApi)
  .add(TransferCommandsApi)
  .add(AssetCommandsApi)
  .add(AssetFormCommandsApi)
  .add(DisplayTokenCommandsApi)
  .add(ProjectionOperationsApi)
  .add(StocktakeCommandsApi)
  .add(NewsletterPublicApi)
  .add(NewsletterCommandsApi)
  .add(WebsiteFilesCommandsApi)
  .add(WebsitePageCommandsApi)
  .add(BackupCommandsApi)
  .prefix("/api") {}

/** Reads: served by the query service over the read models. */
export class ReadApi extends HttpApi.make("timber-works-queries")
  .add(HealthApi)
  .add(AuthApi)
  .add(UsersApi)
  .add(RolesApi)
  .add(SettingsApi)
  .add(WoodTypesApi)
  .add(LotsApi)
  .add(CalculationsApi)
  .add(ApprovalsApi)
  .add(NotificationsApi)
  .add(SlicingApi)
  .add(DryingApi)
  .add(WarehousesApi)
  .add(StockApi)
  .add(ReceiptsApi)
  .add(TransfersApi)
  .add(AssetsApi)
  .add(AssetImagesApi)
  .add(StocktakesApi)
  .add(SystemApi)
  .add(AuditApi)
  .add(DisplayTokensApi)
  .add(WallApi)
  .add(NewsletterApi)
  .add(WebsiteFilesApi)
  .add(WebsiteFileContentApi)
  .add(WebsitePagesApi)
  .add(PublicWebsiteApi)
  .add(BackupsApi)
  .prefix("/api") {}

/** The whole API as one host shows it: the OpenAPI document and the console's client come from here. */
export class TimberApi extends HttpApi.make("timber-works")
  .add(HealthApi)
  .add(AuthCommandsApi)
  .add(AuthApi)
  .add(UserCommandsApi)
  .add(UsersApi)
  .add(RolesApi)
  .add(RoleCommandsApi)
  .add(SettingsApi)
  .add(SettingsCommandsApi)
  .add(WoodTypesApi)
  .add(WoodTypeCommandsApi)
  .add(LotsApi)
  .add(LotCommandsApi)
  .add(CalculationsApi)
  .add(CalculationCommandsApi)
  .add(ApprovalsApi)
  .add(ApprovalCommandsApi)
  .add(NotificationsApi)
  .add(NotificationCommandsApi)
  .add(SlicingApi)
  .add(SlicingCommandsApi)
  .add(DryingApi)
  .add(DryingCommandsApi)
  .add(WarehousesApi)
  .add(WarehouseCommandsApi)
  .add(StockApi)
  .add(StockCommandsApi)
  .add(ReceiptsApi)
  .add(ReceiptCommandsApi)
  .add(TransfersApi)
  .add(TransferCommandsApi)
  .add(AssetsApi)
  .add(AssetCommandsApi)
  .add(AssetImagesApi)
  .add(AssetFormCommandsApi)
  .add(StocktakesApi)
  .add(StocktakeCommandsApi)
  .add(SystemApi)
  .add(AuditApi)
  .add(DisplayTokensApi)
  .add(DisplayTokenCommandsApi)
  .add(ProjectionOperationsApi)
  .add(WallApi)
  .add(NewsletterApi)
  .add(NewsletterPublicApi)
  .add(NewsletterCommandsApi)
  .add(WebsiteFilesApi)
  .add(WebsiteFileContentApi)
  .add(WebsiteFilesCommandsApi)
  .add(WebsitePagesApi)
  .add(PublicWebsiteApi)
  .add(WebsitePageCommandsApi)
  .add(BackupsApi)
  .add(BackupCommandsApi)
  .prefix("/api") {}

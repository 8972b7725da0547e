import type { PageKey } from "@timber/contracts"
import { lazy, type ComponentType, type LazyExoticComponent } from "react"

const ComingSoon = lazy(() => import("../features/coming-soon/ComingSoonPage"))
const UserSettings = lazy(() => import("../features/settings/user-settings/UserSettingsPage"))
const AssetForm = lazy(() => import("../features/assets/asset-form/AssetFormPage"))

export interface ScreenRoute {
  /** Path below /dashboard; the shorter form without /dashboard reaches the same screen. */
  readonly path: string
  readonly page: PageKey | null
  readonly title: string
  readonly element?: LazyExoticComponent<ComponentType>
}

/** A screen of its own, its code loaded when it is first shown. */
const screen = (path: string, page: PageKey | null, title: string, load: () => Promise<{ default: ComponentType }>): ScreenRoute => ({
  path,
  page,
  title,
  element: lazy(load)
})

/** The route table of spec section 2 (inside the guard and the layout). */
export const SCREEN_ROUTES: ReadonlyArray<ScreenRoute> = [
  screen("factory/wood-calculator", "wood-calculator", "Wood Calculator", () => import("../features/factory/wood-calculator/WoodCalculatorPage")),
  screen("factory/wood-slicer", "wood-slicing", "Wood Slicer", () => import("../features/factory/wood-slicer/WoodSlicerPage")),
  screen("factory/drying-process", "drying-process", "Drying Process", () => import("../features/factory/drying-process/DryingProcessPage")),
  screen("factory/wood-transfer", "wood-transfer", "Wood Transfer", () => import("../features/factory/wood-transfer/WoodTransferPage")),
  screen("factory/inventory", "inventory-reports", "Inventory Reports", () => import("../features/factory/inventory/InventoryPage")),
  screen("factory/receipt-processing", "wood-receipt", "Wood Receipt", () => import("../features/factory/receipt-processing/ReceiptProcessingPage")),
  screen("management/wood-types", "wood-types", "Wood Types", () => import("../features/management/wood-types/WoodTypesPage")),
  screen("management/warehouses", "warehouses", "Warehouses", () => import("../features/management/warehouses/WarehousesPage")),
  screen("management/approvals", "approvals", "Approvals Management", () => import("../features/management/approvals/ApprovalsPage")),
  screen("management/wood-receipt", "lot-creation", "LOT Management", () => import("../features/management/lot-creation/LotManagementPage")),
  screen("management/drying-settings", "drying-settings", "Drying Settings", () => import("../features/management/drying-settings/DryingSettingsPage")),
  { path: "settings", page: "user-settings", title: "User Settings", element: UserSettings },
  { path: "settings/user", page: "user-settings", title: "User Settings", element: UserSettings },
  screen("settings/admin", "admin-settings", "Admin Settings", () => import("../features/settings/admin-settings/AdminSettingsPage")),
  screen("assets", "assets-items", "Assets", () => import("../features/assets/asset-list/AssetListPage")),
  screen("assets/settings", "assets-items", "Asset Settings", () => import("../features/assets/asset-settings/AssetSettingsPage")),
  screen("assets/stocktake", "assets-items", "Stocktake", () => import("../features/assets/stocktake/StocktakePage")),
  { path: "assets/new", page: "assets-items", title: "New Asset", element: AssetForm },
  screen("assets/:id", "assets-items", "Asset", () => import("../features/assets/asset-detail/AssetDetailPage")),
  { path: "assets/:id/edit", page: "assets-items", title: "Edit Asset", element: AssetForm },
  screen("website/pages", "website-pages", "Website Pages", () => import("../features/website/pages/WebsitePagesPage")),
  screen("website/pages/:pageId", "website-pages", "Website Page", () => import("../features/website/pages/PageEditorPage")),
  screen("crm/clients", "crm-clients", "Newsletter Clients", () => import("../features/crm/clients/NewsletterClientsPage")),
  screen("website/files", "website-files", "Website Files", () => import("../features/website/files/FilesPage")),
  screen("notifications", null, "Notifications", () => import("../features/notifications/NotificationCentrePage")),
  screen("audit", "audit", "Audit", () => import("../features/audit/AuditPage")),
  screen("audit/projections", "audit", "Projections", () => import("../features/audit/projections/ProjectionsPage"))
]

export { ComingSoon }

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

/** The route table of spec section 2 (inside the guard and the layout). */
export const SCREEN_ROUTES: ReadonlyArray<ScreenRoute> = [
  {
    path: "factory/wood-calculator",
    page: "wood-calculator",
    title: "Wood Calculator",
    element: lazy(() => import("../features/factory/wood-calculator/WoodCalculatorPage"))
  },
  {
    path: "factory/wood-slicer",
    page: "wood-slicing",
    title: "Wood Slicer",
    element: lazy(() => import("../features/factory/wood-slicer/WoodSlicerPage"))
  },
  {
    path: "factory/drying-process",
    page: "drying-process",
    title: "Drying Process",
    element: lazy(() => import("../features/factory/drying-process/DryingProcessPage"))
  },
  {
    path: "factory/wood-transfer",
    page: "wood-transfer",
    title: "Wood Transfer",
    element: lazy(() => import("../features/factory/wood-transfer/WoodTransferPage"))
  },
  {
    path: "factory/inventory",
    page: "inventory-reports",
    title: "Inventory Reports",
    element: lazy(() => import("../features/factory/inventory/InventoryPage"))
  },
  {
    path: "factory/receipt-processing",
    page: "wood-receipt",
    title: "Wood Receipt",
    element: lazy(() => import("../features/factory/receipt-processing/ReceiptProcessingPage"))
  },
  { path: "management/wood-types", page: "wood-types", title: "Wood Types", element: lazy(() => import("../features/management/wood-types/WoodTypesPage")) },
  { path: "management/warehouses", page: "warehouses", title: "Warehouses", element: lazy(() => import("../features/management/warehouses/WarehousesPage")) },
  {
    path: "management/approvals",
    page: "approvals",
    title: "Approvals Management",
    element: lazy(() => import("../features/management/approvals/ApprovalsPage"))
  },
  {
    path: "management/wood-receipt",
    page: "lot-creation",
    title: "LOT Management",
    element: lazy(() => import("../features/management/lot-creation/LotManagementPage"))
  },
  {
    path: "management/drying-settings",
    page: "drying-settings",
    title: "Drying Settings",
    element: lazy(() => import("../features/management/drying-settings/DryingSettingsPage"))
  },
  { path: "settings", page: "user-settings", title: "User Settings", element: UserSettings },
  { path: "settings/user", page: "user-settings", title: "User Settings", element: UserSettings },
  {
    path: "settings/admin",
    page: "admin-settings",
    title: "Admin Settings",
    element: lazy(() => import("../features/settings/admin-settings/AdminSettingsPage"))
  },
  { path: "assets", page: "assets-items", title: "Assets", element: lazy(() => import("../features/assets/asset-list/AssetListPage")) },
  {
    path: "assets/settings",
    page: "assets-items",
    title: "Asset Settings",
    element: lazy(() => import("../features/assets/asset-settings/AssetSettingsPage"))
  },
  { path: "assets/stocktake", page: "assets-items", title: "Stocktake", element: lazy(() => import("../features/assets/stocktake/StocktakePage")) },
  { path: "assets/new", page: "assets-items", title: "New Asset", element: AssetForm },
  { path: "assets/:id", page: "assets-items", title: "Asset", element: lazy(() => import("../features/assets/asset-detail/AssetDetailPage")) },
  { path: "assets/:id/edit", page: "assets-items", title: "Edit Asset", element: AssetForm },
  { path: "website/pages", page: "website-pages", title: "Website Pages", element: lazy(() => import("../features/website/pages/WebsitePagesPage")) },
  { path: "website/pages/:pageId", page: "website-pages", title: "Website Page", element: lazy(() => import("../features/website/pages/PageEditorPage")) },
  { path: "crm/clients", page: "crm-clients", title: "Newsletter Clients", element: lazy(() => import("../features/crm/clients/NewsletterClientsPage")) },
  { path: "website/files", page: "website-files", title: "Website Files", element: lazy(() => import("../features/website/files/FilesPage")) },
  { path: "notifications", page: null, title: "Notifications", element: lazy(() => import("../features/notifications/NotificationCentrePage")) },
  { path: "audit", page: "audit", title: "Audit", element: lazy(() => import("../features/audit/AuditPage")) },
  { path: "audit/projections", page: "audit", title: "Projections", element: lazy(() => import("../features/audit/projections/ProjectionsPage")) }
]

export { ComingSoon }

import ArrowBackIcon from "@mui/icons-material/ArrowBack"
import AssignmentIndIcon from "@mui/icons-material/AssignmentInd"
import AssignmentReturnIcon from "@mui/icons-material/AssignmentReturn"
import DeleteIcon from "@mui/icons-material/Delete"
import EditIcon from "@mui/icons-material/Edit"
import HandymanIcon from "@mui/icons-material/Handyman"
import { Box, Button, Card, CardContent, Grid, Stack, Tab, Tabs, Typography } from "@mui/material"
import { AssetMessages, LiveTopics, type Asset } from "@timber/contracts"
import { useMemo, useState, type ReactNode } from "react"
import { Link as RouterLink, useNavigate, useParams } from "react-router-dom"
import { useLiveRefetch } from "../../../api/live"
import { assetsKey, useAsset } from "../../../api/queries/assets"
import { recipientLabel, useProfiles } from "../../../api/queries/user-profiles"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { formatDate, formatDateTime, tzsWhole } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { AssetStatusChip } from "../../../ui/AssetStatusChip"
import { useAssetImageSrc } from "../asset-image/asset-image-src"
import { DeleteAssetDialog } from "../delete-asset/DeleteAssetDialog"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import { DocumentsTab } from "../documents/DocumentsTab"
import { MaintenanceTab } from "../maintenance/MaintenanceTab"
import { AssetQrCard } from "../qr/AssetQrCard"
import { useAssignAsset, useReturnAsset } from "./api/assignment"
import { assigneeText } from "./assignee"
import { AssignDialog } from "./components/AssignDialog"
import { AssignmentHistory } from "./components/AssignmentHistory"
import { FactList } from "./components/FactList"
import { ReturnDialog } from "./components/ReturnDialog"
import { durationText } from "./duration"

const TABS = ["Overview", "Purchase & Warranty", "Maintenance", "Documents", "Assignment History"] as const
type TabName = (typeof TABS)[number]

const FactCard = ({ label, children }: { label: string; children: ReactNode }) => (
  <Card sx={{ height: "100%" }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box sx={{ typography: "h6" }}>{children}</Box>
    </CardContent>
  </Card>
)

const tabId = (t: TabName) => `asset-tab-${TABS.indexOf(t)}`

/** Asset detail (administration spec section 2): the asset's cards, its QR card, its tabs and whom it is with. */
export default function AssetDetailPage() {
  const { id = "" } = useParams()
  const navigate = useNavigate()
  const may = useMay()
  const asset = useAsset(id)
  useLiveRefetch([LiveTopics.assets], [assetsKey])
  const profiles = useProfiles(true)
  const names = useMemo(() => new Map((profiles.data ?? []).map((p) => [p.id, recipientLabel(p)])), [profiles.data])
  const userName = (userId: string) => names.get(userId) ?? "Unknown user"
  const [tab, setTab] = useState<TabName>("Overview")
  const [dialog, setDialog] = useState<"assign" | "return" | "delete" | null>(null)
  const assign = useAssignAsset()
  const giveBack = useReturnAsset()
  const runAssign = useToastMutation(assign)
  const runReturn = useToastMutation(giveBack)
  const close = () => setDialog(null)
  const imageSrc = useAssetImageSrc(asset.data?.imageUrl ?? null)

  if (asset.isLoading) return <PageSpinner />
  const a: Asset | null | undefined = asset.data
  if (!a)
    return (
      <Box sx={{ py: 8, textAlign: "center" }}>
        <HandymanIcon sx={{ fontSize: 48, color: "text.disabled" }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {asset.isError ? "Failed to load asset" : AssetMessages.notFound}
        </Typography>
        <Button component={RouterLink} to="/dashboard/assets" startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          Back to Assets
        </Button>
      </Box>
    )

  const holder = assigneeText(a, userName)
  const panel: Record<TabName, () => ReactNode> = {
    Overview: () => (
      <FactList
        facts={[
          ["Description", a.description],
          ["Brand", a.brand],
          ["Model Number", a.modelNumber],
          ["Serial Number", a.serialNumber],
          ["Location", a.location],
          ["Next Maintenance Due", a.nextMaintenanceDue ? formatDate(a.nextMaintenanceDue) : null],
          ["Registered", formatDateTime(a.createdAt)],
          ["Last Updated", formatDateTime(a.updatedAt)]
        ]}
      />
    ),
    "Purchase & Warranty": () => (
      <FactList
        facts={[
          ["Purchase Date", formatDate(a.purchaseDate)],
          ["Purchase Price", tzsWhole(a.purchasePrice)],
          ["Supplier", a.supplier],
          ["Invoice Number", a.invoiceNumber],
          ["Warranty Duration", durationText(a.warrantyDurationValue, a.warrantyDurationUnit)],
          ["Warranty Provider", a.warrantyProvider],
          ["Warranty Start", a.warrantyStartDate ? formatDate(a.warrantyStartDate) : null],
          ["Warranty End", a.warrantyEndDate ? formatDate(a.warrantyEndDate) : null],
          ["Warranty Terms", a.warrantyTerms]
        ]}
      />
    ),
    Maintenance: () => <MaintenanceTab asset={a} />,
    Documents: () => <DocumentsTab asset={a} />,
    "Assignment History": () => <AssignmentHistory asset={a} userName={userName} />
  }

  return (
    <>
      <Button component={RouterLink} to="/dashboard/assets" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to Assets
      </Button>
      <PageHeader
        title={a.name}
        subtitle={`${a.assetTag}${a.category ? ` · ${a.category.name}` : ""}`}
        actions={
          <Stack direction="row" spacing={1}>
            {may("editAsset") && (
              <Button variant="outlined" startIcon={<EditIcon />} onClick={() => navigate(`/dashboard/assets/${a.id}/edit`)}>
                Edit
              </Button>
            )}
            {may("deleteAsset") && (
              <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDialog("delete")}>
                Delete
              </Button>
            )}
          </Stack>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <Card>
              {imageSrc ? (
                <Box
                  component="img"
                  src={imageSrc}
                  alt={a.name}
                  sx={{ width: "100%", aspectRatio: "4 / 3", objectFit: "contain", bgcolor: "grey.100", display: "block" }}
                />
              ) : (
                <Box sx={{ aspectRatio: "4 / 3", display: "grid", placeItems: "center", bgcolor: "grey.100", color: "text.secondary" }}>
                  <Stack sx={{ alignItems: "center" }}>
                    <HandymanIcon sx={{ fontSize: 56 }} />
                    <Typography variant="body2">{a.imageUrl ? "Loading image" : "No image"}</Typography>
                  </Stack>
                </Box>
              )}
            </Card>
            <AssetQrCard asset={a} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 6, lg: 3 }}>
                <FactCard label="Status">
                  <AssetStatusChip status={a.status} size="medium" />
                </FactCard>
              </Grid>
              <Grid size={{ xs: 6, lg: 3 }}>
                <FactCard label="Purchase Price">{tzsWhole(a.purchasePrice)}</FactCard>
              </Grid>
              <Grid size={{ xs: 6, lg: 3 }}>
                <FactCard label="Expected Lifespan">{durationText(a.lifespanValue, a.lifespanUnit)}</FactCard>
              </Grid>
              <Grid size={{ xs: 6, lg: 3 }}>
                <FactCard label="Category">{a.category?.name ?? "—"}</FactCard>
              </Grid>
            </Grid>
            <Card component="section" aria-label="Current assignment">
              <CardContent>
                <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
                  <Box>
                    <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                      Current Assignment
                    </Typography>
                    <Typography variant="body1">{holder ?? "Not assigned"}</Typography>
                    {holder && a.assignmentDate && (
                      <Typography variant="body2" color="text.secondary">
                        Since {formatDateTime(a.assignmentDate)}
                      </Typography>
                    )}
                  </Box>
                  {may("assignAsset") &&
                    (holder ? (
                      <Button variant="outlined" startIcon={<AssignmentReturnIcon />} onClick={() => setDialog("return")}>
                        Return Asset
                      </Button>
                    ) : (
                      <Button variant="contained" startIcon={<AssignmentIndIcon />} onClick={() => setDialog("assign")}>
                        Assign Asset
                      </Button>
                    ))}
                </Stack>
              </CardContent>
            </Card>
            <Card>
              <Tabs
                value={tab}
                onChange={(_e, t: TabName) => setTab(t)}
                variant="scrollable"
                scrollButtons="auto"
                aria-label="Asset details"
                sx={{ borderBottom: 1, borderColor: "divider" }}
              >
                {TABS.map((t) => (
                  <Tab key={t} value={t} label={t} id={tabId(t)} aria-controls={`${tabId(t)}-panel`} />
                ))}
              </Tabs>
              <Box role="tabpanel" id={`${tabId(tab)}-panel`} aria-labelledby={tabId(tab)} sx={{ p: 2 }}>
                {panel[tab]()}
              </Box>
            </Card>
          </Stack>
        </Grid>
      </Grid>

      {dialog === "assign" && (
        <AssignDialog
          assetTag={a.assetTag}
          busy={assign.isPending}
          onClose={close}
          onAssign={(payload) => runAssign({ id: a.id, payload }, { success: AssetMessages.assigned, failure: AssetMessages.assignFailed, then: close })}
        />
      )}
      {dialog === "return" && (
        <ReturnDialog
          assetTag={a.assetTag}
          holder={holder ?? ""}
          busy={giveBack.isPending}
          onClose={close}
          onReturn={(notes) => runReturn({ id: a.id, notes }, { success: AssetMessages.returned, failure: AssetMessages.returnFailed, then: close })}
        />
      )}
      <DeleteAssetDialog asset={dialog === "delete" ? a : null} onClose={close} onDeleted={() => navigate("/dashboard/assets")} />
    </>
  )
}

import { Box, Button, Card, CardContent, Grid, MenuItem, Stack, TextField, Typography } from "@mui/material"
import SearchIcon from "@mui/icons-material/Search"
import LocalOfferIcon from "@mui/icons-material/LocalOffer"
import { AssetMessages, normalizeAssetTag, type Asset, type ProductSearchResult } from "@timber/contracts"
import { warrantyPeriod } from "@timber/domain/calculators/asset-dates"
import { useQuery } from "@tanstack/react-query"
import { format } from "date-fns"
import { useEffect, useMemo, useState, type ReactNode } from "react"
import { Navigate, useNavigate, useParams } from "react-router-dom"
import { useToastMutation } from "../../../api/use-toast-mutation"
import { formatDate } from "../../../lib/format"
import { useMay } from "../../../lib/write-actions"
import { PageHeader } from "../../../ui/PageHeader"
import { PageSpinner } from "../../../ui/PageSpinner"
import { StaleEditNotice } from "../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../ui/what-changed"
import { assetQuery, useAssetCategories, useCreateAsset, useNextAssetTag, useUpdateAsset, useUploadAssetImageUrl } from "./api/asset-form-calls"
import {
  ASSET_STATUSES,
  assetFormErrors,
  assetFormOf,
  assetPayloadOf,
  emptyAssetForm,
  withField,
  withProduct,
  type AssetFormErrors,
  type AssetFormFields
} from "./asset-form-fields"
import { ProductImageSection } from "./components/ProductImageSection"
import { ProductSearchDialog } from "./components/ProductSearchDialog"
import { TagPickerDialog } from "./components/TagPickerDialog"
import { SubmitButton } from "../../../ui/SubmitButton"

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
)

const UNITS = [
  { value: "YEARS", label: "Years" },
  { value: "MONTHS", label: "Months" }
] as const

/** Add New Asset and Edit Asset (administration spec section 2 "Asset form"): one form for both routes. */
export default function AssetFormPage() {
  const { id } = useParams()
  const isNew = id === undefined
  const may = useMay()
  const allowed = may(isNew ? "createAsset" : "editAsset")
  const existing = useQuery({ ...assetQuery(id ?? ""), enabled: !isNew && allowed })
  if (!allowed) return <Navigate to="/unauthorized" replace />
  if (isNew) return <AssetForm asset={null} />
  if (existing.isPending) return <PageSpinner />
  if (existing.isError || !existing.data)
    return (
      <Box sx={{ p: 3 }}>
        <PageHeader title="Edit Asset" />
        <Typography>{AssetMessages.notFound}</Typography>
      </Box>
    )
  return <AssetForm asset={existing.data} />
}

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<Asset>> = [
  { label: "Asset Tag", value: (a) => a.assetTag },
  { label: "Category", value: (a) => a.category?.name ?? null },
  { label: "Name", value: (a) => a.name },
  { label: "Brand", value: (a) => a.brand },
  { label: "Model Number", value: (a) => a.modelNumber },
  { label: "Serial Number", value: (a) => a.serialNumber },
  { label: "Location", value: (a) => a.location },
  { label: "Status", value: (a) => a.status },
  { label: "Description", value: (a) => a.description },
  { label: "Purchase Date", value: (a) => a.purchaseDate },
  { label: "Purchase Price (TZS)", value: (a) => a.purchasePrice },
  { label: "Supplier", value: (a) => a.supplier },
  { label: "Invoice Number", value: (a) => a.invoiceNumber },
  { label: "Warranty Provider", value: (a) => a.warrantyProvider },
  { label: "Warranty Terms", value: (a) => a.warrantyTerms }
]

const AssetForm = ({ asset: opened }: { asset: Asset | null }) => {
  const isNew = opened === null
  // the version an edit is made on: the one opened, or the current one the user chose to load after a refusal
  const [asset, setAsset] = useState(opened)
  const navigate = useNavigate()
  const categories = useAssetCategories()
  const nextTag = useNextAssetTag(isNew)
  const [fields, setFields] = useState<AssetFormFields>(() => (asset ? assetFormOf(asset) : emptyAssetForm(format(new Date(), "yyyy-MM-dd"))))
  const [shownErrors, setShownErrors] = useState<AssetFormErrors>({})
  const [tagsOpen, setTagsOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)
  const create = useCreateAsset()
  const update = useUpdateAsset()
  const fetchImage = useUploadAssetImageUrl()
  const saveNew = useToastMutation(create)
  const saveEdit = useToastMutation(update)
  const fetchProductImage = useToastMutation(fetchImage)

  const categoryName = (categoryId: string) => categories.data?.find((c) => c.id === categoryId)?.name ?? null
  const set = <K extends keyof AssetFormFields>(key: K, value: AssetFormFields[K]) => setFields((f) => withField(f, key, value, categoryName))

  // the suggested tag fills an empty tag box once it arrives (the user may still type or pick another)
  useEffect(() => {
    if (isNew && nextTag.data) setFields((f) => (f.assetTag === "" ? { ...f, assetTag: nextTag.data.assetTag } : f))
  }, [isNew, nextTag.data])

  // the same function the server stores the warranty with (domain asset-dates)
  const warranty = useMemo(() => {
    const value = Number(fields.warrantyDurationValue)
    if (fields.purchaseDate === "" || fields.warrantyDurationValue.trim() === "" || !(value >= 1)) return null
    return warrantyPeriod(fields.purchaseDate, value, fields.warrantyDurationUnit)
  }, [fields.purchaseDate, fields.warrantyDurationValue, fields.warrantyDurationUnit])

  const pickProduct = (product: ProductSearchResult) => {
    setSearchOpen(false)
    const image = product.image
    if (image === null || image.startsWith("/api/assets/images/")) {
      setFields((f) => withProduct(f, product, image))
      return
    }
    // a shop's picture is fetched and stored by the server; the other fields are filled either way
    setFields((f) => withProduct(f, product, null))
    fetchProductImage(
      { imageUrl: image, categoryName: categoryName(product.categoryId ?? fields.categoryId) },
      { success: null, failure: AssetMessages.imageDownloadFailed, then: (answer) => setFields((f) => ({ ...f, imageUrl: answer.imageUrl })) }
    )
  }

  const submit = () => {
    const errors = assetFormErrors(fields)
    setShownErrors(errors)
    if (Object.keys(errors).length > 0) return
    const held = nextTag.data
    // the held tag is taken with its hold; a tag typed or picked instead is claimed as typed
    const payload =
      isNew && held && normalizeAssetTag(fields.assetTag) === held.assetTag ? { ...assetPayloadOf(fields), tagHold: held.tagHold } : assetPayloadOf(fields)
    const then = (saved: { readonly id: string }) => navigate(`/dashboard/assets/${saved.id}`)
    if (isNew) saveNew(payload, { success: "Asset created successfully", failure: AssetMessages.saveFailed, then })
    // the edit carries the version the form was loaded at (If-Match): a colleague's save in between is refused in words
    else saveEdit({ asset: asset!, payload }, { success: "Asset updated successfully", failure: AssetMessages.saveFailed, then })
  }

  const field = (key: keyof AssetFormFields, label: string, props: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={fields[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
      error={shownErrors[key] !== undefined}
      helperText={shownErrors[key]}
      fullWidth
      size="small"
      {...props}
    />
  )

  const unitField = (key: "warrantyDurationUnit" | "lifespanUnit") =>
    field(key, "Unit", {
      select: true,
      children: UNITS.map((u) => (
        <MenuItem key={u.value} value={u.value}>
          {u.label}
        </MenuItem>
      ))
    })

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 } }} component="form" noValidate onSubmit={(e) => (e.preventDefault(), submit())}>
      <PageHeader
        title={isNew ? "Add New Asset" : "Edit Asset"}
        actions={
          isNew ? (
            <Button variant="outlined" startIcon={<SearchIcon />} onClick={() => setSearchOpen(true)}>
              Search Product
            </Button>
          ) : undefined
        }
      />
      {asset && (
        <StaleEditNotice
          error={update.error}
          loaded={asset}
          fields={COMPARED}
          onLoadCurrent={(current) => {
            // the form starts again from the asset as it is now; nothing of the stale version is kept
            update.reset()
            if (current) {
              setAsset(current)
              setFields(assetFormOf(current))
            }
          }}
        />
      )}
      <Stack spacing={2}>
        <Section title="Product Image">
          <ProductImageSection
            imageUrl={fields.imageUrl}
            categoryName={categoryName(fields.categoryId)}
            onChange={(url) => setFields((f) => ({ ...f, imageUrl: url }))}
          />
        </Section>
        <Section title="Basic Information">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { xs: "stretch", sm: "flex-start" } }}>
                {field("assetTag", "Asset Tag", {
                  required: true,
                  placeholder: "UD-0000",
                  slotProps: { htmlInput: { style: { textTransform: "uppercase" } } }
                })}
                <Button onClick={() => setTagsOpen(true)} startIcon={<LocalOfferIcon />} sx={{ whiteSpace: "nowrap", flexShrink: 0 }}>
                  Select from available tags
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field("categoryId", "Category", {
                select: true,
                required: true,
                children: (categories.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))
              })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("brand", "Brand")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("modelNumber", "Model Number")}</Grid>
            <Grid size={12}>{field("name", "Name", { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("serialNumber", "Serial Number")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("location", "Location")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field("status", "Status", {
                select: true,
                children: ASSET_STATUSES.map((s) => (
                  <MenuItem key={s.value} value={s.value}>
                    {s.label}
                  </MenuItem>
                ))
              })}
            </Grid>
            <Grid size={12}>{field("description", "Description", { multiline: true, minRows: 2 })}</Grid>
          </Grid>
        </Section>
        <Section title="Purchase Information">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {field("purchaseDate", "Purchase Date", { type: "date", required: true, slotProps: { inputLabel: { shrink: true } } })}
            </Grid>
            {!fields.priceHidden && (
              <Grid size={{ xs: 12, sm: 6 }}>
                {field("purchasePrice", "Purchase Price (TZS)", { type: "number", required: true, slotProps: { htmlInput: { min: 0, step: 0.01 } } })}
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>{field("supplier", "Supplier")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("invoiceNumber", "Invoice Number")}</Grid>
          </Grid>
        </Section>
        <Section title="Warranty & Lifespan">
          <Grid container spacing={2}>
            <Grid size={{ xs: 7, sm: 4 }}>
              {field("warrantyDurationValue", "Warranty Duration", { type: "number", slotProps: { htmlInput: { min: 1, step: 1 } } })}
            </Grid>
            <Grid size={{ xs: 5, sm: 2 }}>{unitField("warrantyDurationUnit")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="warranty-period">
                {warranty
                  ? `Warranty from ${formatDate(warranty.warrantyStartDate)} to ${formatDate(warranty.warrantyEndDate)}`
                  : "Give a purchase date and a warranty duration to see the warranty period"}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("warrantyProvider", "Warranty Provider")}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{field("warrantyTerms", "Warranty Terms")}</Grid>
            <Grid size={{ xs: 7, sm: 4 }}>
              {field("lifespanValue", "Expected Lifespan", { type: "number", slotProps: { htmlInput: { min: 1, step: 1 } } })}
            </Grid>
            <Grid size={{ xs: 5, sm: 2 }}>{unitField("lifespanUnit")}</Grid>
          </Grid>
        </Section>
        <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={() => navigate(asset === null ? "/dashboard/assets" : `/dashboard/assets/${asset.id}`)}>Cancel</Button>
          <SubmitButton type="submit" busy={create.isPending || update.isPending}>
            {isNew ? "Save Asset" : "Save Changes"}
          </SubmitButton>
        </Stack>
      </Stack>
      <TagPickerDialog open={tagsOpen} onClose={() => setTagsOpen(false)} onPick={(tag) => (set("assetTag", tag), setTagsOpen(false))} />
      {isNew && <ProductSearchDialog open={searchOpen} onClose={() => setSearchOpen(false)} onPick={pickProduct} />}
    </Box>
  )
}

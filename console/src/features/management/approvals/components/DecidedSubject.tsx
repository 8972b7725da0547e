import { Box, Stack, Typography } from "@mui/material"
import { APPROVAL_MODULES, type ApprovalRequestDto } from "@timber/contracts"
import { formatVolume } from "@timber/domain/calculators/sleeper-volume"
import { fixed, tzs } from "../../../../lib/format"
import { wrapAnywhere } from "../../../../ui/OverflowText"
import { conditionLabel } from "./AddRuleDialog"

export const Field = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography sx={{ fontWeight: 600, ...wrapAnywhere }}>{value}</Typography>
  </Box>
)

const m3 = (value: number) => `${formatVolume(value)} m³`
const percent = (value: number | null | undefined) => (value === null || value === undefined ? "—" : `${value.toFixed(2)}%`)

/** A rule's figure in its unit: shillings as money, the rest as measured. */
const inUnit = (value: number | undefined, unit: string) => (unit === "TZS" || value === undefined ? tzs(value) : `${value} ${unit}`)

/** The rule the request went above, and what was measured. */
const triggerText = (request: ApprovalRequestDto) => {
  const trigger = request.trigger
  if (trigger === null) return null
  const unit = Object.values(APPROVAL_MODULES)
    .flat()
    .find((condition) => condition.conditionType === trigger.condition_type)?.unit
  return `${conditionLabel(trigger.condition_type)} ${inUnit(trigger.condition_value, unit ?? "")}: this one ${inUnit(trigger.measured, unit ?? "")}`
}

/** The fields of what is decided, per kind of request (the spec's approval detail). */
const subjectFields = (request: ApprovalRequestDto): ReadonlyArray<readonly [string, string]> => {
  const details = request.details
  const serial = request.operation?.serial_number ?? "—"
  const woodType = request.operation?.wood_type?.name ?? "N/A"
  switch (details?.kind) {
    case "receipt":
      return [
        ["LOT Number", details.lot_number],
        ["Wood Type", details.wood_type ?? "N/A"],
        ["Sleepers", String(details.sleeper_count)],
        ["Volume", m3(details.volume_m3)],
        ["Receiving Warehouse", details.warehouse ?? "—"],
        ["Submitted By", details.submitted_by]
      ]
    case "calculation":
      return [
        ["Serial Number", serial],
        ["Wood Type", woodType],
        ["Plank", `${details.thickness}" × ${details.width}" × ${details.length} ft`],
        ["Price per Plank (excl. VAT)", tzs(details.price_per_plank)],
        ["VAT", `${details.tax_percentage}%`],
        ["Planks per m³", fixed(details.planks_per_m3, 2)],
        ["Price per m³ (excl. VAT)", tzs(details.price_per_m3)]
      ]
    case "slicing":
      return [
        ["Serial Number", serial],
        ["Wood Type", woodType],
        ["LOT Number", details.lot_number],
        ["Sleeper", `#${details.sleeper_number} (${m3(details.sleeper_volume_m3)})`],
        ["Planks", `${details.planks} (${m3(details.plank_volume_m3)})`],
        ["Waste Percentage", percent(details.waste_percentage)]
      ]
    case undefined:
      // a request stored before it carried its details: the spec's three fields
      return [
        ["Serial Number", serial],
        ["Wood Type", woodType],
        ["Waste Percentage", percent(request.operation?.waste_percentage)]
      ]
  }
}

export const DecidedSubject = ({ request }: { request: ApprovalRequestDto }) => {
  const trigger = triggerText(request)
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" sx={{ flexWrap: "wrap", columnGap: 4, rowGap: 1.5 }}>
        {subjectFields(request).map(([label, value]) => (
          <Field key={label} label={label} value={value} />
        ))}
      </Stack>
      {trigger && <Field label="Approval Rule" value={trigger} />}
    </Stack>
  )
}

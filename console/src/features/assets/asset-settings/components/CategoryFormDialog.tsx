import { TextField } from "@mui/material"
import { AssetCategoryPayload, type AssetCategory } from "@timber/contracts"
import type { FieldMap } from "../../../../lib/form-validation"
import { useDialogForm } from "../../../../lib/use-contract-form"
import { FormDialog, type RecordFormDialogProps } from "../../../../ui/FormDialog"
import { StaleEditNotice } from "../../../../ui/StaleEditNotice"
import type { ComparedField } from "../../../../ui/what-changed"

/** What a stale-edit notice compares, labelled as the form shows it. */
const COMPARED: ReadonlyArray<ComparedField<AssetCategory>> = [
  { label: "Name", value: (c) => c.name },
  { label: "Code", value: (c) => c.code },
  { label: "Description", value: (c) => c.description }
]

/** Category code: upper-cased as typed, at most 10 characters (administration spec sections 5 and 9). */
export const CATEGORY_CODE_MAX = 10

interface CategoryForm {
  readonly name: string
  readonly code: string
  readonly description: string
}

const initial = (c: AssetCategory | null): CategoryForm => ({ name: c?.name ?? "", code: c?.code ?? "", description: c?.description ?? "" })

export const categoryBody = (f: CategoryForm): AssetCategoryPayload => ({
  name: f.name,
  code: f.code,
  description: f.description.trim() ? f.description : null
})

const FIELDS: FieldMap<keyof CategoryForm> = { name: "name", code: "code", description: "description" }

/** Add or edit an asset category; validated with the server's schema. */
export const CategoryFormDialog = ({
  open,
  category,
  busy,
  serverError,
  onClose,
  onSubmit,
  onLoadCurrent
}: RecordFormDialogProps<AssetCategory, AssetCategoryPayload> & { readonly category: AssetCategory | null }) => {
  const { form, set, validation } = useDialogForm({
    open,
    source: category,
    initial: () => initial(category),
    schema: AssetCategoryPayload,
    toBody: categoryBody,
    fields: FIELDS,
    serverError
  })
  return (
    <FormDialog
      open={open}
      title={category ? "Edit Category" : "Add Category"}
      notice={<StaleEditNotice error={serverError} loaded={category} fields={COMPARED} onLoadCurrent={(current) => onLoadCurrent?.(current)} />}
      hintId="category-form-problem"
      validation={validation}
      busy={busy}
      submitLabel={category ? "Save Changes" : "Add Category"}
      onClose={onClose}
      onSubmit={() => onSubmit(categoryBody(form))}
    >
      <TextField label="Name" required value={form.name} onChange={(e) => set({ name: e.target.value })} {...validation.fieldProps("name")} />
      <TextField
        label="Code"
        required
        placeholder="PT"
        value={form.code}
        onChange={(e) => set({ code: e.target.value.toUpperCase().slice(0, CATEGORY_CODE_MAX) })}
        slotProps={{ htmlInput: { maxLength: CATEGORY_CODE_MAX } }}
        {...validation.fieldProps("code", "2-4 characters, for example PT for Power Tools")}
      />
      <TextField
        label="Description"
        multiline
        minRows={2}
        value={form.description}
        onChange={(e) => set({ description: e.target.value })}
        {...validation.fieldProps("description")}
      />
    </FormDialog>
  )
}

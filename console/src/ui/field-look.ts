import type { BaseTextFieldProps } from "@mui/material"
import type { FocusEventHandler } from "react"

/** What a form gives any of the kit's fields besides its value: label, layout, and the validation's `fieldProps` (error, helper text, blur). */
export type FieldLookProps = Pick<BaseTextFieldProps, "label" | "required" | "fullWidth" | "disabled" | "size" | "sx" | "helperText" | "error" | "name"> & {
  readonly onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>
}

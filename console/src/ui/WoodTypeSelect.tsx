import type { ReactNode } from "react"
import type { FieldLookProps } from "./field-look"
import { RecordSelect } from "./RecordSelect"

interface NamedWoodType {
  readonly id: string
  readonly name: string
}

const woodTypeName = (woodType: NamedWoodType) => woodType.name

/** A wood type picked by its name from those the screen offers (all of them, or those a warehouse holds). */
export const WoodTypeSelect = ({
  woodTypes,
  label = "Wood Type",
  ...select
}: FieldLookProps & {
  readonly woodTypes: ReadonlyArray<NamedWoodType>
  readonly value: string
  readonly onChange: (id: string) => void
  readonly children?: ReactNode
}) => <RecordSelect label={label} options={woodTypes} optionLabel={woodTypeName} {...select} />

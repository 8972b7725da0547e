// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { NumberField } from "./NumberField"

afterEach(cleanup)

describe("NumberField: a number typed with its unit, handed to the form as typed", () => {
  it("given a volume field in m³, when the user types '-5' and then '1e3', then the form receives each text unchanged (its validation refuses them, not the field)", () => {
    const onChange = vi.fn()
    render(<NumberField label="Estimated Volume" unit="m³" value="" onChange={onChange} />)
    const box = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Estimated Volume" })
    fireEvent.change(box, { target: { value: "-5" } })
    fireEvent.change(box, { target: { value: "1e3" } })
    expect(onChange.mock.calls).toEqual([["-5"], ["1e3"]])
    expect(screen.getByText("m³")).toBeTruthy()
  })

  it("given pieces counted from 1, then the browser's spinner starts at 1 and moves in whole pieces; a field without a unit shows none", () => {
    render(<NumberField label="Pieces" min={1} step={1} value="3" onChange={() => {}} />)
    const box = screen.getByRole<HTMLInputElement>("spinbutton", { name: "Pieces" })
    expect([box.min, box.step, box.max]).toEqual(["1", "1", ""])
    expect(box.value).toBe("3")
    expect(box.closest(".MuiInputBase-root")?.querySelector(".MuiInputAdornment-root")).toBeNull()
  })
})

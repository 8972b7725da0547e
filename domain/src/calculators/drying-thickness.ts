import { MM_PER_INCH } from "@timber/contracts"

/** Drying thickness units (factory spec sections 5 and 9): stored in mm, shown in inches as mm / 25.4 (MM_PER_INCH). */

export const mmToInches = (mm: number) => mm / MM_PER_INCH
export const inchesToMm = (inches: number) => inches * MM_PER_INCH

/** The Edit Process toggle: a value in one unit, in the other. */
export const convertThickness = (value: number, from: "mm" | "inch", to: "mm" | "inch") =>
  from === to ? value : to === "inch" ? mmToInches(value) : inchesToMm(value)

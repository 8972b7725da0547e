import { Box, Tooltip, type SxProps, type Theme } from "@mui/material"
import type { ElementType } from "react"
import { OVERFLOW_TEXT_CLASS } from "./theme"

/**
 * One line of user-typed text (a LOT number, a supplier, an e-mail) that may be longer than
 * its cell or card: it ends in "…" and the whole value shows in a tooltip and is the
 * element's accessible name, so nothing typed is ever lost from view or pushes a layout wide.
 */
export const OverflowText = ({ text, component = "span", sx }: { text: string; component?: ElementType; sx?: SxProps<Theme> }) => (
  <Tooltip title={text} enterDelay={400} placement="bottom-start">
    <Box
      component={component}
      className={OVERFLOW_TEXT_CLASS}
      sx={[
        { display: "block", minWidth: 0, maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
        ...(Array.isArray(sx) ? sx : [sx])
      ]}
    >
      {text}
    </Box>
  </Tooltip>
)

/** Long unbroken text (a note, a message) wraps anywhere instead of widening its box. */
export const wrapAnywhere = { overflowWrap: "anywhere", wordBreak: "break-word" } as const

/** A grid column's cell as one line of text with the whole value in a tooltip. */
export const overflowCell = ({ value }: { value?: unknown }) => (
  <OverflowText text={value === null || value === undefined ? "" : String(value)} sx={{ width: "100%" }} />
)

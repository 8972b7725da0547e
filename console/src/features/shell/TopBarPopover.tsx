import { IconButton, Popover, Tooltip } from "@mui/material"
import { useState, type ReactNode } from "react"

/** Spec section 9: top-bar popovers are 380 wide. */
export const POPOVER_WIDTH = 380

/** A top-bar icon that opens a popover under it, right-aligned; `children` gets a way to close it. */
export const TopBarPopover = ({
  title,
  label,
  icon,
  children
}: {
  title: string
  label: string
  icon: ReactNode
  children: (close: () => void) => ReactNode
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const close = () => setAnchor(null)
  return (
    <>
      <Tooltip title={title}>
        <IconButton color="inherit" aria-label={label} onClick={(e) => setAnchor(e.currentTarget)}>
          {icon}
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: POPOVER_WIDTH, maxWidth: "calc(100vw - 16px)" } } }}
      >
        {children(close)}
      </Popover>
    </>
  )
}

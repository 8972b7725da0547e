import { Box, type SxProps, type Theme } from "@mui/material"
import { useState, type DragEvent, type ReactNode } from "react"
import { carriesDroppable, dropOf, type DropOnPlace } from "./drag-item"

/** A place things can be dropped on (a folder, a breadcrumb step): outlined while something droppable hovers over it. */
export const DropZone = ({
  onDrop,
  children,
  sx,
  component = "div"
}: {
  onDrop: (drop: NonNullable<DropOnPlace>) => void
  children: ReactNode
  sx?: SxProps<Theme>
  component?: "div" | "span" | "tr"
}) => {
  const [over, setOver] = useState(false)
  return (
    <Box
      component={component}
      onDragOver={(e: DragEvent) => {
        if (!carriesDroppable(e)) return
        e.preventDefault()
        e.stopPropagation()
        setOver(true)
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        setOver(false)
        const drop = dropOf(e)
        if (!drop) return
        e.preventDefault()
        e.stopPropagation()
        onDrop(drop)
      }}
      sx={[{ outline: over ? "2px dashed" : "none", outlineColor: "primary.main", borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  )
}

import { Breadcrumbs, Link } from "@mui/material"
import type { BreadcrumbItem } from "@timber/contracts"
import type { DropOnPlace } from "./drag-item"
import { DropZone } from "./DropZone"

/** Root, then the folders down to the open one; every step opens its folder and takes drops (section 2). */
export const FolderBreadcrumb = ({
  trail,
  onOpen,
  onDrop
}: {
  trail: ReadonlyArray<BreadcrumbItem>
  onOpen: (folderId: string | null) => void
  onDrop: (folderId: string | null, drop: NonNullable<DropOnPlace>) => void
}) => {
  const steps: ReadonlyArray<{ id: string | null; name: string }> = [{ id: null, name: "Root" }, ...trail]
  return (
    <Breadcrumbs aria-label="Folder path" sx={{ mb: 2 }}>
      {steps.map((step, i) => (
        <DropZone key={step.id ?? "root"} component="span" onDrop={(drop) => onDrop(step.id, drop)} sx={{ px: 0.5, py: 0.25 }}>
          <Link
            component="button"
            type="button"
            underline="hover"
            color={i === steps.length - 1 ? "text.primary" : "inherit"}
            aria-current={i === steps.length - 1 ? "page" : undefined}
            onClick={() => onOpen(step.id)}
          >
            {step.name}
          </Link>
        </DropZone>
      ))}
    </Breadcrumbs>
  )
}

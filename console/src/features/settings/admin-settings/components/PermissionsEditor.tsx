import { Box, Checkbox, FormControlLabel, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material"
import { PAGE_CATEGORIES, PAGE_NAMES, PermissionAction, type PermissionMap } from "@timber/contracts"
import { categoryAllOn, pageOffers, pagesOf, togglePermission, toggleCategory } from "@timber/domain/permissions/editor"

const ACTIONS = PermissionAction.literals
const ACTION_LABEL: Record<PermissionAction, string> = { access: "Access", read: "Read", create: "Create", edit: "Edit", delete: "Delete", amount: "Amount" }

/**
 * Every page key of section 3 by category, with its six flags. The rules are the domain's
 * (clearing access clears the rest, a right turns access on, no create/edit/delete on a page
 * without actions), so the server stores exactly what is shown.
 */
export const PermissionsEditor = ({ value, onChange }: { value: PermissionMap; onChange: (next: PermissionMap) => void }) => (
  <Stack spacing={2}>
    {PAGE_CATEGORIES.map((category) => (
      <Box key={category} sx={{ border: 1, borderColor: "divider", borderRadius: 1, overflowX: "auto" }}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", px: 1.5, py: 0.5, bgcolor: "#f8fafc" }}>
          <Typography variant="subtitle2" component="h3">
            {category}
          </Typography>
          <FormControlLabel
            control={
              <Switch size="small" checked={categoryAllOn(value, category)} onChange={(e) => onChange(toggleCategory(value, category, e.target.checked))} />
            }
            label="Toggle All"
            slotProps={{ typography: { variant: "body2" } }}
            aria-label={`Toggle All ${category}`}
          />
        </Stack>
        {/* on a phone every category's six columns fit the width and line up: fixed layout, page names wrap */}
        <Table
          size="small"
          aria-label={`${category} permissions`}
          sx={{
            tableLayout: { xs: "fixed", sm: "auto" },
            "& th, & td": { px: { xs: 0.25, sm: 2 } },
            "& th:first-of-type, & td:first-of-type": { pl: { xs: 1, sm: 2 }, width: { xs: "26%", sm: "auto" } },
            "& thead th": { fontSize: { xs: "0.68rem", sm: "0.875rem" } }
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>Page</TableCell>
              {ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {ACTION_LABEL[action]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {pagesOf(category).map((page) => (
              <TableRow key={page}>
                <TableCell sx={{ whiteSpace: { xs: "normal", sm: "nowrap" }, fontSize: { xs: "0.75rem", sm: "0.875rem" } }}>{PAGE_NAMES[page].label}</TableCell>
                {ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    {pageOffers(page, action) ? (
                      <Checkbox
                        size="small"
                        sx={{ p: { xs: 0.5, sm: 1 } }}
                        checked={value[page][action]}
                        onChange={(e) => onChange(togglePermission(value, page, action, e.target.checked))}
                        slotProps={{ input: { "aria-label": `${PAGE_NAMES[page].label}: ${ACTION_LABEL[action]}` } }}
                      />
                    ) : (
                      <Typography variant="caption" color="text.disabled" aria-hidden>
                        —
                      </Typography>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    ))}
  </Stack>
)

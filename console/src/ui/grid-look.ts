/** How every table of the console looks: no outer border, a pale header row with bold titles. */
export const GRID_SX = { border: 0, "& .MuiDataGrid-columnHeaders": { bgcolor: "#f8fafc" }, "& .MuiDataGrid-columnHeaderTitle": { fontWeight: 700 } } as const

/** The same for rows holding chips, switches or buttons: each cell centres its content vertically. */
export const GRID_SX_CENTRED = { ...GRID_SX, "& .MuiDataGrid-cell": { display: "flex", alignItems: "center" } } as const

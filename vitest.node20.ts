// vitest 5's failure reporter calls Map.groupBy, which Node 20 lacks: without this a
// failing test crashes the reporter instead of being reported. Imported by every vitest config.
import "./node20-map-group-by.mjs"

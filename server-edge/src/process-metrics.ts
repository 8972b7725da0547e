import { Counter, Gauge, Histogram, Registry } from "prom-client"

/**
 * What one serving process measures, in the Prometheus text format at /metrics. Counters and the
 * histogram move as requests and commands happen; the gauges (lag, live sockets, the store's size)
 * are read when a scrape asks, from what each service registered (`reading`), so nothing is
 * polled between scrapes. The all-in-one process makes one for both services.
 */

/** A projection's or a process manager's distance behind the log's head. */
export interface ConsumerLag {
  readonly name: string
  /** Events recorded after its checkpoint, counted up to `LAG_EVENTS_COUNTED`. */
  readonly events: number
  /** How long ago the oldest of them was recorded; 0 when none. */
  readonly seconds: number
}

/** What a service knows at the moment of a scrape; each part absent when that service does not know it. */
export interface Readings {
  readonly projections?: ReadonlyArray<ConsumerLag>
  readonly processManagers?: ReadonlyArray<ConsumerLag>
  readonly liveSockets?: number
  readonly eventStore?: { readonly headPosition: bigint; readonly bytes?: number; readonly eventsEstimate?: number }
}

/** How a command ended: events appended, nothing to append, refused by a rule, lost every race (409), or failed (the store unreachable). */
export type CommandOutcome = "appended" | "unchanged" | "refused" | "conflict" | "failed"

export interface ProcessMetrics {
  /** One answered request: its route pattern (never the raw path), method and status. */
  readonly requestAnswered: (route: string, method: string, status: number) => void
  /** One command through the pipeline, from its first read to its answer, retries included. */
  readonly commandFinished: (command: string, outcome: CommandOutcome, seconds: number) => void
  /** An append refused because another writer moved a stream first (the command is decided again). */
  readonly appendConflict: () => void
  /** A command decided again on fresh reads (after a conflict, or a stream that moved between two reads). */
  readonly commandRetried: () => void
  /**
   * Registers what a service can tell at scrape time under `key`; the same key registered again
   * replaces the first (two services of one process both knowing the store's size read it once).
   */
  readonly reading: (key: string, read: () => Promise<Readings>) => void
  /** The text a scrape gets, with its content type; a reading that fails leaves its gauges empty. */
  readonly scrape: () => Promise<{ readonly text: string; readonly contentType: string }>
}

/** Seconds: a command answers in milliseconds; one waiting out contention takes up to about 2 s. */
const COMMAND_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const makeProcessMetrics = (options: { readonly onReadingFailed?: (key: string, error: unknown) => void } = {}): ProcessMetrics => {
  const registry = new Registry()
  const registers = [registry]
  const requests = new Counter({
    name: "timber_http_requests_total",
    help: "HTTP requests answered, by route pattern, method and status",
    labelNames: ["route", "method", "status"] as const,
    registers
  })
  const commands = new Histogram({
    name: "timber_command_duration_seconds",
    help: "Commands from first read to answer (retries included), by route pattern or process and outcome",
    labelNames: ["command", "outcome"] as const,
    buckets: COMMAND_SECONDS,
    registers
  })
  const conflicts = new Counter({
    name: "timber_append_conflicts_total",
    help: "Appends refused because another writer moved a stream first (wrong expected revision)",
    registers
  })
  const retries = new Counter({ name: "timber_command_retries_total", help: "Commands decided again on fresh reads", registers })
  const projectionLagEvents = new Gauge({
    name: "timber_projection_lag_events",
    help: "Events recorded after the projection's checkpoint (counted up to a cap)",
    labelNames: ["projection"] as const,
    registers
  })
  const projectionLagSeconds = new Gauge({
    name: "timber_projection_lag_seconds",
    help: "Age of the oldest event the projection has not applied (0 when caught up)",
    labelNames: ["projection"] as const,
    registers
  })
  const processLagEvents = new Gauge({
    name: "timber_process_manager_lag_events",
    help: "Events recorded after the process manager's stored checkpoint (counted up to a cap)",
    labelNames: ["manager"] as const,
    registers
  })
  const processLagSeconds = new Gauge({
    name: "timber_process_manager_lag_seconds",
    help: "Age of the oldest event after the process manager's stored checkpoint (0 when caught up)",
    labelNames: ["manager"] as const,
    registers
  })
  const liveSockets = new Gauge({ name: "timber_live_sockets", help: "Open live-update WebSockets", registers })
  const headPosition = new Gauge({
    name: "timber_event_store_head_position",
    help: "The event log's head position (grows with appends; not a count)",
    registers
  })
  const storeBytes = new Gauge({ name: "timber_event_store_bytes", help: "Size on disk of the event log's table and indexes (SQL stores)", registers })
  const storeEvents = new Gauge({ name: "timber_event_store_events", help: "Events in the log (the database's estimate: cheap to read)", registers })

  const readers = new Map<string, () => Promise<Readings>>()

  const setLag = (
    events: Gauge<"projection" | "manager">,
    seconds: Gauge<"projection" | "manager">,
    label: "projection" | "manager",
    lags: ReadonlyArray<ConsumerLag>
  ) => {
    for (const lag of lags) {
      events.set({ [label]: lag.name }, lag.events)
      seconds.set({ [label]: lag.name }, lag.seconds)
    }
  }

  const fill = async () => {
    // a projection renamed or gone must not linger at its last value
    for (const gauge of [projectionLagEvents, projectionLagSeconds, processLagEvents, processLagSeconds, liveSockets, headPosition, storeBytes, storeEvents])
      gauge.reset()
    const read = await Promise.all(
      [...readers].map(([key, reader]) =>
        reader().catch((error: unknown) => {
          options.onReadingFailed?.(key, error)
          return {} as Readings
        })
      )
    )
    for (const readings of read) {
      if (readings.projections) setLag(projectionLagEvents, projectionLagSeconds, "projection", readings.projections)
      if (readings.processManagers) setLag(processLagEvents, processLagSeconds, "manager", readings.processManagers)
      if (readings.liveSockets !== undefined) liveSockets.set(readings.liveSockets)
      if (readings.eventStore) {
        headPosition.set(Number(readings.eventStore.headPosition))
        if (readings.eventStore.bytes !== undefined) storeBytes.set(readings.eventStore.bytes)
        if (readings.eventStore.eventsEstimate !== undefined) storeEvents.set(readings.eventStore.eventsEstimate)
      }
    }
  }

  return {
    requestAnswered: (route, method, status) => requests.inc({ route, method, status: String(status) }),
    commandFinished: (command, outcome, seconds) => commands.observe({ command, outcome }, seconds),
    appendConflict: () => conflicts.inc(),
    commandRetried: () => retries.inc(),
    reading: (key, read) => {
      readers.set(key, read)
    },
    scrape: async () => {
      await fill()
      return { text: await registry.metrics(), contentType: registry.contentType }
    }
  }
}

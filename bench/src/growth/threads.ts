import { readdirSync, readFileSync } from "node:fs"

/** CPU of one process by thread, in ms (Linux's /proc; elsewhere none). */
export type ThreadTimes = ReadonlyMap<number, number>

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux Node runs on). */
const TICKS_PER_SECOND = 100

/** Each thread's user + system CPU so far, by thread id; empty where /proc is not there. */
export const threadTimes = (pid: number): ThreadTimes => {
  const times = new Map<number, number>()
  let tids: string[]
  try {
    tids = readdirSync(`/proc/${pid}/task`)
  } catch {
    return times
  }
  for (const tid of tids) {
    try {
      // the fields after the command's closing bracket: utime and stime are the 12th and 13th
      const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8").split(") ")[1]!.split(" ")
      times.set(Number(tid), ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND)
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return times
}

export interface ThreadSplit {
  /** The event loop: HTTP, the deciders, the appends, the process managers. */
  readonly main: number
  /** The projections' worker thread (on PostgreSQL the all-in-one projects in one). */
  readonly projections: number
  /** V8's garbage collector and compiler threads and libuv's pool. */
  readonly other: number
}

/**
 * The CPU spent between two readings, by thread. The main thread's id is the process's; Node
 * names every thread "node", so the projections' worker is told apart as the thread, other than
 * the main one, that had used the most CPU by the first reading (it projected the whole log at
 * start; V8's helpers share that work among several threads).
 */
export const threadSplit = (pid: number, before: ThreadTimes, after: ThreadTimes): ThreadSplit => {
  const projectionsTid = [...before].filter(([tid]) => tid !== pid).sort((a, b) => b[1] - a[1])[0]?.[0]
  let main = 0
  let projections = 0
  let other = 0
  for (const [tid, ms] of after) {
    const spent = ms - (before.get(tid) ?? 0)
    if (tid === pid) main += spent
    else if (tid === projectionsTid) projections += spent
    else other += spent
  }
  return { main, projections, other }
}

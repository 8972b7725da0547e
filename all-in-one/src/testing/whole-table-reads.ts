import type { Database } from "@timber/eventstore"
import { CompiledQuery } from "kysely"
import type { SentStatement } from "./statement-recorder"

/** A plan node of `EXPLAIN (FORMAT JSON)`, as far as this check reads it. */
interface PlanNode {
  readonly "Node Type": string
  readonly "Relation Name"?: string
  readonly "Index Cond"?: string
  readonly Plans?: ReadonlyArray<PlanNode>
}

export interface WholeTableRead {
  readonly statement: string
  readonly table: string
  /** "Seq Scan", or an index walked end to end (no condition, no LIMIT above it). */
  readonly how: string
}

/** Only statements a plan can be asked of; BEGIN, LISTEN, SET, DDL and the like have none. */
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i

/**
 * The tables a plan reads whole. With sequential scans disabled, a statement with no usable
 * filter may still walk a whole index (an ORDER BY the index serves, a count(*)): as much a full
 * read as a Seq Scan unless a LIMIT above it stops the walk (the newest page of a list).
 */
const wholeReads = (node: PlanNode, underLimit = false): Array<{ table: string; how: string }> => {
  const type = node["Node Type"]
  const table = node["Relation Name"]
  const walkedWhole = (type === "Index Scan" || type === "Index Only Scan") && node["Index Cond"] === undefined && !underLimit
  const here = table && (type === "Seq Scan" || walkedWhole) ? [{ table, how: type === "Seq Scan" ? type : `${type} without a condition or LIMIT` }] : []
  return [...here, ...(node.Plans ?? []).flatMap((child) => wholeReads(child, underLimit || type === "Limit"))]
}

/**
 * Each statement's plan, asked on one connection of the product's own pool (its schema on the
 * search path) with `enable_seqscan = off`: the planner then reads a table whole only when no
 * index can serve the statement, so a table of three rows tells as much as one of a million.
 * EXPLAIN without ANALYZE runs nothing (volatile functions such as `append_events` are not
 * called). A statement PostgreSQL cannot plan on its own is returned apart, never skipped silently.
 */
export const wholeTableReads = async (database: Database, statements: ReadonlyArray<SentStatement>) =>
  database.db.connection().execute(async (connection) => {
    const scans: WholeTableRead[] = []
    const unplannable: Array<{ readonly statement: string; readonly error: string }> = []
    await connection.executeQuery(CompiledQuery.raw("set enable_seqscan = off"))
    try {
      for (const { text, values } of statements) {
        if (!PLANNABLE.test(text)) continue
        try {
          const answer = await connection.executeQuery<{ "QUERY PLAN": ReadonlyArray<{ Plan: PlanNode }> }>(
            CompiledQuery.raw(`explain (format json) ${text}`, [...values])
          )
          const plan = answer.rows[0]!["QUERY PLAN"][0]!.Plan
          const reads = new Map(wholeReads(plan).map((read) => [read.table, read.how]))
          for (const [table, how] of reads) scans.push({ statement: text, table, how })
        } catch (failure) {
          unplannable.push({ statement: text, error: String((failure as Error).message) })
        }
      }
    } finally {
      await connection.executeQuery(CompiledQuery.raw("reset enable_seqscan"))
    }
    return { scans, unplannable }
  })

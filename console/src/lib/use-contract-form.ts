import type { Schema } from "effect"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { contractErrors, hasErrors, serverFieldErrors, type FieldErrors, type FieldMap } from "./form-validation"

interface Options<V, F extends string> {
  /** The contract schema the server decodes this form's request body with. */
  readonly schema: Schema.Schema.AnyNoContext
  /** The form as typed. */
  readonly values: V
  /** The request body the form would send. */
  readonly toBody: (values: V) => unknown
  /** Which form field each wire field of the body feeds. */
  readonly fields: FieldMap<F>
  /** The last refusal of the server (a 400 with `details.fields`), if any. */
  readonly serverError?: unknown
}

/**
 * One form's validation, shared by every form of the console: the contract's message on
 * each field once the user has touched it, the server's field messages until the user
 * changes that field, and `valid` to disable the submit while anything is wrong.
 */
export const useContractForm = <V extends Readonly<Record<F, unknown>>, F extends string>({ schema, values, toBody, fields, serverError }: Options<V, F>) => {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set())
  const [refusal, setRefusal] = useState<{ readonly errors: FieldErrors<F>; readonly values: V } | null>(null)

  useEffect(() => {
    setRefusal(serverError ? { errors: serverFieldErrors(serverError, fields), values } : null)
    // the refusal is about the values sent, which are the values of the moment it arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverError])

  const errors = useMemo(() => contractErrors(schema, toBody(values), fields), [schema, toBody, values, fields])
  const refused = useMemo<FieldErrors<F>>(() => {
    if (!refusal) return {}
    const entries = (Object.entries(refusal.errors) as Array<[F, string | undefined]>).filter(([f]) => Object.is(values[f], refusal.values[f]))
    return Object.fromEntries(entries) as FieldErrors<F>
  }, [refusal, values])

  const touch = useCallback((field: F) => setTouched((t) => (t.has(field) ? t : new Set(t).add(field))), [])
  const reset = useCallback(() => {
    setTouched(new Set())
    setRefusal(null)
  }, [])
  const errorOf = (field: F): string | undefined => refused[field] ?? (touched.has(field) ? errors[field] : undefined)

  return {
    /** Every contract message, touched or not. */
    errors,
    valid: !hasErrors(errors) && !hasErrors(refused),
    errorOf,
    touch,
    reset,
    /** Props for an MUI TextField: red with the message once touched, else the hint. */
    fieldProps: (field: F, hint: string = " ") => {
      const message = errorOf(field)
      return { error: message !== undefined, helperText: message ?? hint, onBlur: () => touch(field) }
    }
  }
}

/** What a form component receives to show its fields' messages. */
export type ContractForm<F extends string> = ReturnType<typeof useContractForm<Readonly<Record<F, unknown>>, F>>

/**
 * A dialog's form: its values and their validation. Each time the dialog opens (or `source`,
 * the record it edits, changes) the form starts again from `initial` with no messages left
 * from last time; `set` changes fields and marks them touched.
 */
export const useDialogForm = <V extends Readonly<Record<F, unknown>>, F extends string>({
  open,
  initial,
  source,
  ...options
}: Omit<Options<V, F>, "values"> & { readonly open: boolean; readonly initial: () => V; readonly source?: unknown }) => {
  const [form, setForm] = useState<V>(initial)
  const validation = useContractForm<V, F>({ ...options, values: form })
  const { reset, touch } = validation
  // the values to start from are read when the dialog opens, not on every change of the caller's props
  const start = useRef(initial)
  start.current = initial
  useEffect(() => {
    if (open) {
      setForm(start.current())
      reset()
    }
  }, [open, source, reset])
  const set = useCallback(
    (patch: Partial<V>) => {
      for (const key of Object.keys(patch) as Array<F>) touch(key)
      setForm((f) => ({ ...f, ...patch }))
    },
    [touch]
  )
  return { form, set, validation }
}

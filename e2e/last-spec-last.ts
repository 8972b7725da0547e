import { BaseSequencer, type TestSpecification } from "vitest/node"

/** Specs whose name starts with `zz-` read what the whole run left behind: they run after every other. */
const LAST = /[\\/]zz-[^\\/]*$/

/** Vitest's own order (failed first, then slowest), with the `zz-` specs moved to the end. */
export class LastSpecLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    return [...sorted.filter((file) => !LAST.test(file.moduleId)), ...sorted.filter((file) => LAST.test(file.moduleId))]
  }
}

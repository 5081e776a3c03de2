// A setup file of every test project: records how many expect() calls each test made, in the
// test's meta, for the CI report (testing/test-report.ts). A suite that asserts less shows.
import { afterEach, expect } from "vitest";

afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
});

declare module "vitest" {
  interface TaskMeta {
    assertions?: number;
  }
}

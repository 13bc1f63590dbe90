// A node:test reporter for the closing line of `npm test`: counts the tests that check something
// (the leaves of the test tree), not the suites around them, and writes one JSON line
// `{ passed, failed, skipped, skippedSuites }` to its destination.
//
// node:test's own summary (`# pass`, `# skipped`) counts every node of the tree: a test with 12
// passing subtests counts 13 passes, a failing subtest counts twice (itself and its parent's
// "1 subtest failed"), and a skipped `describe` counts as no skip at all. Here:
//   - a leaf that passed is passed; that failed or was cancelled is failed; that was skipped or
//     is a todo is skipped;
//   - a parent (a test or suite whose subtests were reported) counts only for a failure of its
//     own: its body threw or a hook failed (any failureType but `subtestsFailed`);
//   - a test file counts only when it failed on its own (did not load, a file-level hook failed);
//   - a suite (`describe`) that passed without tests counts nothing.
//
// What the output cannot tell: how many tests a skipped suite holds. node:test does not run the
// body of a skipped `describe`, and a test that calls t.skip() before its subtests never
// declares them, so neither reports its tests. Each counts as one skip (skipped `describe`s are
// also listed in `skippedSuites`). For one skip per test, the tests themselves must be reported
// as skipped: `t.test(name, { skip: reason })`, `test.skip(…)`, or `{ skip }` on each test.
export default async function* countReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0, skippedSuites: [] }
  // finished[n]: tests finished at nesting n since the last one finished at a lower nesting;
  // node:test reports subtests before their parent, so when a test at nesting n finishes,
  // finished[n + 1] is the number of its subtests.
  const finished = []
  for await (const { type, data } of source) {
    if (type !== 'test:pass' && type !== 'test:fail') continue
    const n = data.nesting ?? 0
    const subtests = finished[n + 1] ?? 0
    finished.length = n + 1
    finished[n] = (finished[n] ?? 0) + 1

    const failureType = data.details?.error?.failureType
    const todo = data.todo !== undefined && data.todo !== false
    const skip = data.skip !== undefined && data.skip !== false
    const suite = data.details?.type === 'suite'
    const file = data.file !== undefined && data.name === data.file
    if (file || subtests > 0) {
      if (type === 'test:fail' && failureType !== 'subtestsFailed' && !todo) counts.failed += 1
    } else if (todo || skip) {
      counts.skipped += 1
      if (suite) counts.skippedSuites.push(data.name)
    } else if (type === 'test:fail') {
      counts.failed += 1
    } else if (!suite) {
      counts.passed += 1
    }
  }
  yield `${JSON.stringify(counts)}\n`
}

/**
 * Long loops over a file's rows (reading, planning) give the event loop back every few milliseconds, so one
 * big upload never holds up the other requests: `await pause()` inside the loop costs nothing until the budget
 * is spent, then waits one turn of the event loop (setImmediate: the pending I/O runs first).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop may run before it yields: well under the ~50 ms a request may wait for it. */
const SLICE_MS = 15;

export function yieldOften(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < sliceMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

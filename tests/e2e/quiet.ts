/**
 * Lets `ms` pass with nothing awaited: the suites' one fixed wait, for what
 * they check is an absence (no request left, no second render, no tab
 * opened), and an absence has no event to await. Each caller's `ms` outlasts
 * the timer that would have done it, and says which.
 */
export function quietFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

// Polls `condition` every 20 ms until it holds, and fails once `ms` have passed without it: for
// what a test cannot await directly (a row a background loop writes, a mail a server receives).
// The wait is the caller's to name: each test knows how long its server may take.
export async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

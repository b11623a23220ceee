/** The message a database call fails with, or null when it succeeds (its error may come from another realm than the test's, so toThrow does not see it). */
export async function failure(work: Promise<unknown>): Promise<string | null> {
  try {
    await work;
    return null;
  } catch (err) {
    return String((err as { message?: unknown }).message);
  }
}

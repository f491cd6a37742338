/** How long the guard waits to hear whether an action reached the server before being told it waits on the phone. */
export const answerWaitMs = 8_000;

/** A send, or the wait running out on a slow connection (the queue goes on sending in the background). */
export function settled(flush: Promise<unknown>, waitMs = answerWaitMs): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void flush.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

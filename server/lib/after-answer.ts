/**
 * Work a request starts but its answer does not wait for: it begins once the answer has left (the
 * next turn of the event loop), a failure goes to `onError`, and `settled()` waits for all of it (on
 * close, and in tests).
 */
export function createAfterAnswer(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onError(error),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

export type AfterAnswer = ReturnType<typeof createAfterAnswer>;

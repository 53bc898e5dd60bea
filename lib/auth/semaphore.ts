/** Thrown when the wait queue is full: the caller answers 503 rather than queueing forever. */
export class SemaphoreFullError extends Error {
  constructor() {
    super("Too many operations are waiting.");
    this.name = "SemaphoreFullError";
  }
}

/** At most `max` tasks at once, at most `maxQueue` waiting; FIFO. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly max: number,
    readonly maxQueue: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) {
      if (this.waiting.length >= this.maxQueue) throw new SemaphoreFullError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      if (next) next();
      else this.active--;
    }
  }
}

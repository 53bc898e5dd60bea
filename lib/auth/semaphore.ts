/** Thrown when the wait queue (or one client's share of it) is full: the caller answers 503 rather than queueing forever. */
export class SemaphoreFullError extends Error {
  constructor() {
    super("Too many operations are waiting.");
    this.name = "SemaphoreFullError";
  }
}

/**
 * At most `max` tasks at once and at most `maxQueue` waiting. Waiters are
 * grouped by a fairness key (a client address, an account) and served round
 * robin across keys, FIFO within a key, and one key may hold at most
 * `maxQueuePerKey` of the waiting places: a flood from one client waits behind
 * its own requests, not in front of everyone else's.
 */
export class Semaphore {
  private active = 0;
  private waitingCount = 0;
  /** Insertion order of the Map = round-robin order of the keys. */
  private readonly queues = new Map<string, Array<() => void>>();

  constructor(
    readonly max: number,
    readonly maxQueue: number,
    readonly maxQueuePerKey: number = maxQueue,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waitingCount;
  }

  private next(): (() => void) | undefined {
    const first = this.queues.entries().next();
    if (first.done) return undefined;
    const [key, queue] = first.value;
    const wake = queue.shift();
    this.queues.delete(key);
    // The key goes to the back of the line if it still has waiters.
    if (queue.length) this.queues.set(key, queue);
    this.waitingCount--;
    return wake;
  }

  async run<T>(task: () => Promise<T>, key = ""): Promise<T> {
    if (this.active >= this.max) {
      const queue = this.queues.get(key) ?? [];
      if (this.waitingCount >= this.maxQueue || queue.length >= this.maxQueuePerKey) throw new SemaphoreFullError();
      await new Promise<void>((resolve) => {
        queue.push(resolve);
        if (!this.queues.has(key)) this.queues.set(key, queue);
        this.waitingCount++;
      });
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const wake = this.next();
      // Hand the slot straight to the next waiter (active stays the same), or free it.
      if (wake) wake();
      else this.active--;
    }
  }
}

/** Thrown when the wait queue (or one client's share of it) is full: the caller answers 503 rather than queueing forever. */
export class SemaphoreFullError extends Error {
  constructor() {
    super("Too many operations are waiting.");
    this.name = "SemaphoreFullError";
  }
}

/** One line of waiters: grouped by fairness key, served round robin across keys, FIFO within a key. */
class Line {
  count = 0;
  /** Insertion order of the Map = round-robin order of the keys. */
  private readonly queues = new Map<string, Array<() => void>>();

  constructor(
    readonly maxQueue: number,
    readonly maxQueuePerKey: number,
  ) {}

  /** Queues a waiter, or throws when the line (or the key's share of it) is full. */
  wait(key: string): Promise<void> {
    const queue = this.queues.get(key) ?? [];
    if (this.count >= this.maxQueue || queue.length >= this.maxQueuePerKey) throw new SemaphoreFullError();
    return new Promise<void>((resolve) => {
      queue.push(resolve);
      if (!this.queues.has(key)) this.queues.set(key, queue);
      this.count++;
    });
  }

  next(): (() => void) | undefined {
    const first = this.queues.entries().next();
    if (first.done) return undefined;
    const [key, queue] = first.value;
    const wake = queue.shift();
    this.queues.delete(key);
    // The key goes to the back of the line if it still has waiters.
    if (queue.length) this.queues.set(key, queue);
    this.count--;
    return wake;
  }
}

/**
 * At most `max` tasks at once and at most `maxQueue` waiting. Waiters are
 * grouped by a fairness key (a client address, an account) and served round
 * robin across keys, FIFO within a key, and one key may hold at most
 * `maxQueuePerKey` of the waiting places: a flood from one client waits behind
 * its own requests, not in front of everyone else's. A second, priority line
 * (its own limits, `priority`) is always served first: work that must not be
 * crowded out by the ordinary kind (an order being placed, behind previews).
 */
export class Semaphore {
  private active = 0;
  private readonly normal: Line;
  private readonly first: Line;

  constructor(
    readonly max: number,
    maxQueue: number,
    maxQueuePerKey: number = maxQueue,
    priority: { maxQueue: number; maxQueuePerKey: number } = { maxQueue, maxQueuePerKey },
  ) {
    this.normal = new Line(maxQueue, maxQueuePerKey);
    this.first = new Line(priority.maxQueue, priority.maxQueuePerKey);
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.normal.count + this.first.count;
  }

  private next(): (() => void) | undefined {
    return this.first.next() ?? this.normal.next();
  }

  async run<T>(task: () => Promise<T>, key = "", priority = false): Promise<T> {
    if (this.active >= this.max) {
      await (priority ? this.first : this.normal).wait(key);
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

import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export type Topic = 'orderCreated' | 'orderUpdated' | 'staffNotification' | 'jobUpdated';

/** Live events for subscriptions. In-process by default; through Redis when several API processes run. */
export interface EventBus {
  publish(topic: Topic, payload: unknown): Promise<void>;
  subscribe(topic: Topic, signal?: AbortSignal): AsyncIterableIterator<unknown>;
  /** Subscriptions of this process still listening (for /metrics). */
  activeSubscriptions(): number;
  /** Resolves when the bus can carry events (Redis answers a PING); rejects otherwise (for /readyz). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

class LocalBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private active = 0;

  activeSubscriptions(): number {
    return this.active;
  }

  async ping(): Promise<void> {}

  async publish(topic: Topic, payload: unknown): Promise<void> {
    this.emitter.emit(topic, payload);
  }

  deliver(topic: Topic, payload: unknown): void {
    this.emitter.emit(topic, payload);
  }

  subscribe(topic: Topic): AsyncIterableIterator<unknown> {
    const queue: unknown[] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const listener = (payload: unknown) => {
      queue.push(payload);
      wake?.();
    };
    this.emitter.on(topic, listener);
    this.active += 1;
    const stop = () => {
      if (!done) this.active -= 1;
      done = true;
      this.emitter.off(topic, listener);
      wake?.();
    };
    const iterator: AsyncIterableIterator<unknown> = {
      async next() {
        while (!done && queue.length === 0) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (queue.length > 0) return { value: queue.shift(), done: false };
        return { value: undefined, done: true };
      },
      async return() {
        stop();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'market:events';

/** Publishes to Redis; every process (this one included) hears it back and hands it to its local subscribers. */
class RedisBus implements EventBus {
  private readonly local = new LocalBus();
  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
  ) {
    sub.on('message', (_channel: string, message: string) => {
      const { topic, payload } = JSON.parse(message) as { topic: Topic; payload: unknown };
      this.local.deliver(topic, payload);
    });
  }

  static async connect(url: string): Promise<RedisBus> {
    const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(CHANNEL);
    return new RedisBus(pub, sub);
  }

  async publish(topic: Topic, payload: unknown): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify({ topic, payload }));
  }

  subscribe(topic: Topic): AsyncIterableIterator<unknown> {
    return this.local.subscribe(topic);
  }

  activeSubscriptions(): number {
    return this.local.activeSubscriptions();
  }

  async ping(): Promise<void> {
    // ioredis queues commands while reconnecting: a bounded wait tells "down" from "slow".
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.pub.ping(),
        new Promise((_, fail) => (timer = setTimeout(() => fail(new Error('Redis did not answer')), 1000))),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

export async function createEventBus(redisUrl: string | undefined): Promise<EventBus> {
  return redisUrl ? RedisBus.connect(redisUrl) : new LocalBus();
}

import { describe, expect, it } from 'vitest';
import { createEventBus, type EventBus } from '../src/graphql/events.ts';

/** Subscribes before publishing, so the event cannot be missed. */
function awaitFirstEvent(bus: EventBus) {
  const iterator = bus.subscribe('orderCreated');
  return { iterator, next: iterator.next() };
}

describe('in-process events', () => {
  it('delivers a published event to a subscriber', async () => {
    const bus = await createEventBus(undefined);
    const { iterator, next } = awaitFirstEvent(bus);
    await bus.publish('orderCreated', { orderNo: 'ORD-1' });
    expect((await next).value).toEqual({ orderNo: 'ORD-1' });
    await iterator.return?.();
    await bus.close();
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('events through Redis', () => {
  it('shares an event published by one API process with another', async () => {
    const url = process.env.TEST_REDIS_URL;
    const [a, b] = await Promise.all([createEventBus(url), createEventBus(url)]);
    const { iterator, next } = awaitFirstEvent(b);
    await a.publish('orderCreated', { orderNo: 'ORD-2' });
    expect((await next).value).toEqual({ orderNo: 'ORD-2' });
    await iterator.return?.();
    await Promise.all([a.close(), b.close()]);
  });
});

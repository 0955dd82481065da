import { describe, expect, it } from 'vitest';
import {
  ageInMinutes,
  boardReducer,
  columnsOf,
  emptyBoard,
  startOfDay,
  type BoardState,
  type LiveOrder,
} from './liveBoard.ts';

const TODAY = '2026-11-22T00:00:00.000Z';
const order = (
  id: string,
  version: number,
  status: string,
  placedAt = '2026-11-22T09:00:00.000Z',
): LiveOrder => ({
  id,
  version,
  orderNo: `ORD-${id}`,
  status,
  paymentStatus: 1,
  grandTotal: 1000,
  currencyCode: 'USD',
  placedAt,
});
const statuses = [
  { code: 'pending', isTerminal: false },
  { code: 'preparing', isTerminal: false },
  { code: 'delivered', isTerminal: true },
];
const ids = (state: BoardState) =>
  columnsOf(state, statuses).map((c) => `${c.status}:${c.orders.map((o) => o.id).join(',')}`);

describe('the live board state', () => {
  it('shows a new order once, however often its event arrives', () => {
    let state = emptyBoard(TODAY);
    state = boardReducer(state, { type: 'event', order: order('a', 1, 'pending') });
    state = boardReducer(state, { type: 'event', order: order('a', 1, 'pending') });
    expect(ids(state)).toEqual(['pending:a', 'preparing:']);
  });

  it('moves an order on a newer version and ignores an older one arriving late', () => {
    let state = boardReducer(emptyBoard(TODAY), { type: 'event', order: order('a', 1, 'pending') });
    state = boardReducer(state, { type: 'event', order: order('a', 3, 'preparing') });
    state = boardReducer(state, { type: 'event', order: order('a', 2, 'pending') });
    expect(ids(state)).toEqual(['pending:', 'preparing:a']);
  });

  it('takes a finished order off the board, and leaves yesterday’s orders off', () => {
    let state = boardReducer(emptyBoard(TODAY), { type: 'event', order: order('a', 1, 'pending') });
    state = boardReducer(state, { type: 'event', order: order('a', 2, 'delivered') });
    state = boardReducer(state, {
      type: 'event',
      order: order('old', 1, 'pending', '2026-11-21T23:59:00.000Z'),
    });
    expect(ids(state)).toEqual(['pending:', 'preparing:']);
  });

  it('after a reload keeps what events made newer and drops what the server no longer lists', () => {
    let state = emptyBoard(TODAY);
    state = boardReducer(state, { type: 'event', order: order('a', 1, 'pending') });
    state = boardReducer(state, { type: 'event', order: order('gone', 1, 'pending') });
    const startedAt = state.events;
    // While the reload is in flight, 'a' moves on and 'c' is placed: the list knows neither.
    state = boardReducer(state, { type: 'event', order: order('a', 2, 'preparing') });
    state = boardReducer(state, {
      type: 'event',
      order: order('c', 1, 'pending', '2026-11-22T11:00:00.000Z'),
    });
    state = boardReducer(state, {
      type: 'loaded',
      startedAt,
      orders: [order('a', 1, 'pending'), order('b', 1, 'pending', '2026-11-22T10:00:00.000Z')],
    });
    expect(ids(state)).toEqual(['pending:c,b', 'preparing:a']);
  });

  it('starts a new day without yesterday’s orders, newest first within a column', () => {
    let state = boardReducer(emptyBoard(TODAY), {
      type: 'loaded',
      startedAt: 0,
      orders: [order('early', 1, 'pending', '2026-11-22T08:00:00.000Z'), order('late', 1, 'pending')],
    });
    expect(ids(state)).toEqual(['pending:late,early', 'preparing:']);
    state = boardReducer(state, { type: 'newDay', since: '2026-11-23T00:00:00.000Z' });
    expect(ids(state)).toEqual(['pending:', 'preparing:']);
  });

  it('counts whole minutes of age, never negative', () => {
    const placed = '2026-11-22T09:00:00.000Z';
    expect(ageInMinutes(placed, Date.parse('2026-11-22T09:14:59.000Z'))).toBe(14);
    expect(ageInMinutes(placed, Date.parse('2026-11-22T08:59:00.000Z'))).toBe(0);
    expect(Date.parse(startOfDay(Date.parse('2026-11-22T15:00:00.000Z')))).toBeLessThanOrEqual(
      Date.parse('2026-11-22T15:00:00.000Z'),
    );
  });
});

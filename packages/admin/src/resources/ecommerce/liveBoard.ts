// The live board's state: today's open orders by id, fed by a list load and by subscription events that
// may arrive in any order, twice, or around a reload. Versions decide: an order is only ever replaced by
// a newer (or the same) version of itself, so nothing is lost, duplicated or rolled back.

export interface LiveOrder {
  id: string;
  version: number;
  orderNo: string;
  status: string;
  paymentStatus: number;
  customerName?: string | null;
  storeName?: string | null;
  grandTotal: number;
  currencyCode: string;
  placedAt: string;
}

export interface BoardState {
  /** Today's orders the board knows; finished ones stay until the next load (columns hide them). */
  orders: ReadonlyMap<string, LiveOrder>;
  /** The board shows orders placed at or after this instant (the start of today). */
  since: string;
  /** How many events the board has taken, and when (by that count) each order was last heard of. */
  events: number;
  heardAt: ReadonlyMap<string, number>;
}

export type BoardAction =
  /** A list of open orders read from the server; `startedAt` is `events` when the request was sent. */
  | { type: 'loaded'; orders: readonly LiveOrder[]; startedAt: number }
  | { type: 'event'; order: LiveOrder }
  | { type: 'newDay'; since: string };

const belongs = (order: LiveOrder, state: Pick<BoardState, 'since'>) =>
  Date.parse(order.placedAt) >= Date.parse(state.since);

export function emptyBoard(since: string): BoardState {
  return { orders: new Map(), since, events: 0, heardAt: new Map() };
}

export function boardReducer(state: BoardState, action: BoardAction): BoardState {
  switch (action.type) {
    case 'newDay': {
      const next = { ...state, since: action.since };
      return { ...next, orders: new Map([...state.orders].filter(([, o]) => belongs(o, next))) };
    }
    case 'loaded': {
      // The list is the server's truth at the time it was read. An event heard since the request went
      // out may be newer: a higher version wins, and an order the list lacks but an event brought
      // after the request (placed meanwhile) stays. Others the list lacks have finished.
      const orders = new Map<string, LiveOrder>();
      for (const order of action.orders) {
        const known = state.orders.get(order.id);
        const newest = known && known.version > order.version ? known : order;
        if (belongs(newest, state)) orders.set(order.id, newest);
      }
      for (const [id, known] of state.orders) {
        if (!orders.has(id) && (state.heardAt.get(id) ?? 0) > action.startedAt) orders.set(id, known);
      }
      return { ...state, orders };
    }
    case 'event': {
      const events = state.events + 1;
      const heardAt = new Map(state.heardAt).set(action.order.id, events);
      const known = state.orders.get(action.order.id);
      if (known && known.version > action.order.version) return { ...state, events, heardAt };
      const orders = new Map(state.orders);
      if (belongs(action.order, state)) orders.set(action.order.id, action.order);
      else orders.delete(action.order.id);
      return { ...state, orders, events, heardAt };
    }
  }
}

/** The board's columns: one per open (non-terminal) status in the configured order, newest first. */
export function columnsOf(
  state: BoardState,
  statuses: readonly { code: string; isTerminal: boolean }[],
): { status: string; orders: LiveOrder[] }[] {
  return statuses
    .filter((s) => !s.isTerminal)
    .map(({ code }) => ({
      status: code,
      orders: [...state.orders.values()]
        .filter((o) => o.status === code)
        .sort(
          (a, b) => Date.parse(b.placedAt) - Date.parse(a.placedAt) || a.orderNo.localeCompare(b.orderNo),
        ),
    }));
}

/** Whole minutes since an order was placed (never negative on a clock a little behind the server). */
export function ageInMinutes(placedAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(placedAt)) / 60_000));
}

/** The first instant of the day containing `now`, in this browser's time zone. */
export function startOfDay(now: number): string {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.toISOString();
}

import { describe, expect, it } from 'vitest';
import { toggledSort } from './ListPage.tsx';

describe('a list header click', () => {
  it('sorts a new column ascending', () => {
    expect(
      toggledSort({ field: 'placedAt', direction: 'desc' }, { id: 'grandTotal', direction: 'asc' }),
    ).toEqual({
      field: 'grandTotal',
      direction: 'asc',
    });
  });

  it('turns ascending into descending', () => {
    expect(toggledSort({ field: 'name', direction: 'asc' }, { id: 'name', direction: 'desc' })).toEqual({
      field: 'name',
      direction: 'desc',
    });
  });

  it('turns the default descending sort (orders by Placed) into ascending instead of "no sort"', () => {
    // The table's cycle after descending is "none", which for a list means its default: nothing changed.
    expect(toggledSort({ field: 'placedAt', direction: 'desc' }, null)).toEqual({
      field: 'placedAt',
      direction: 'asc',
    });
  });

  it('leaves an unsorted list unsorted', () => {
    expect(toggledSort(null, null)).toBeNull();
  });
});

// Which columns a user hides, per list, remembered in local storage under a key that names the user.
import type { DataTableColumnVisibility } from '@market/ui';
import { useCallback, useState } from 'react';
import { browserStorage } from '../../shell/persistedList.ts';

export function columnsStorageKey(userId: string | null | undefined, listName: string): string {
  return `app.columns.${userId ?? 'anonymous'}.${listName}`;
}

function read(key: string): DataTableColumnVisibility {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

export function useColumnVisibility(userId: string | null | undefined, listName: string) {
  const key = columnsStorageKey(userId, listName);
  const [state, setState] = useState(() => ({ key, visibility: read(key) }));
  // Another user signing in on this browser gets their own choice.
  const visibility = state.key === key ? state.visibility : read(key);
  const change = useCallback(
    (next: DataTableColumnVisibility) => {
      setState({ key, visibility: next });
      try {
        browserStorage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Not saved; the choice still holds for this visit.
      }
    },
    [key],
  );
  return [visibility, change] as const;
}

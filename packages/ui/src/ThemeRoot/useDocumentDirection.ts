import { useSyncExternalStore } from 'react';

export type Direction = 'ltr' | 'rtl';

// Components learn the direction from <html dir> itself: the app writes the attribute and
// only the subscribers here re-render (Radix needs the direction for arrow keys).
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

function read(): Direction {
  return document.documentElement.getAttribute('dir') === 'rtl' ? 'rtl' : 'ltr';
}

export function useDocumentDirection(): Direction {
  return useSyncExternalStore(subscribe, read, () => 'ltr');
}

import { Dialog, VisuallyHidden } from 'radix-ui';
import { forwardRef, lazy, Suspense, useState } from 'react';
import { Content, Overlay } from './CommandPalette.styles.ts';
import type { CommandPaletteLabels, CommandPaletteProps } from './CommandPalette.types.ts';
import type { PaletteBodyProps } from './PaletteBody.tsx';
import { useCommandPaletteShortcut } from './useCommandPaletteShortcut.ts';
import type * as PaletteBodyExports from './PaletteBody.tsx';

const englishLabels: CommandPaletteLabels = {
  title: 'Search pages',
  placeholder: 'Type a page name, e.g. orders',
  empty: 'No results',
  navigate: 'to move',
  select: 'to open',
  close: 'to close',
};

// The palette's inside (cmdk and its list) loads when the palette first opens, or earlier through
// preloadCommandPalette (the top bar's search button calls it on hover and focus); the dialog is there at
// once, its body a moment later, and the search box then takes the focus.
type PaletteBodyModule = typeof PaletteBodyExports;
let loadedBody: PaletteBodyModule | undefined;
let loadingBody: Promise<PaletteBodyModule> | undefined;

/** Starts loading the palette's body (once); stories call it before they render an open palette. */
export function preloadCommandPalette(): Promise<PaletteBodyModule> {
  loadingBody ??= import('./PaletteBody.tsx').then((module) => (loadedBody = module));
  return loadingBody;
}

const DeferredBody = lazy(() => preloadCommandPalette().then((module) => ({ default: module.PaletteBody })));

function Body(props: PaletteBodyProps) {
  if (loadedBody) return <loadedBody.PaletteBody {...props} />;
  return (
    <Suspense fallback={null}>
      <DeferredBody {...props} />
    </Suspense>
  );
}

export const CommandPalette = forwardRef<HTMLDivElement, CommandPaletteProps>(function CommandPalette(
  {
    groups,
    onSelect,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    shortcut = true,
    defaultQuery = '',
    closeOnSelect = true,
    labels,
    foundGroups = [],
    onQueryChange,
    searching = false,
  },
  ref,
) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };
  useCommandPaletteShortcut(() => setOpen(!open), shortcut);
  const text = { ...englishLabels, ...labels };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Overlay />
        <Content ref={ref} aria-describedby={undefined}>
          <VisuallyHidden.Root asChild>
            <Dialog.Title>{text.title}</Dialog.Title>
          </VisuallyHidden.Root>
          <Body
            groups={groups}
            foundGroups={foundGroups}
            labels={text}
            defaultQuery={defaultQuery}
            searching={searching}
            onQueryChange={onQueryChange}
            onChoose={(item) => {
              onSelect(item);
              if (closeOnSelect) setOpen(false);
            }}
          />
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
CommandPalette.displayName = 'CommandPalette';

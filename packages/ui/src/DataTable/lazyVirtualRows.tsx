import { lazy, Suspense, type ReactElement } from 'react';
import type * as VirtualRowsExports from './VirtualRows.tsx';

type VirtualRowsModule = typeof VirtualRowsExports;

let loading: Promise<VirtualRowsModule> | undefined;

/** Starts loading the virtualized body's code (once); stories call it before they render a virtualized table. */
export function preloadVirtualRows(): Promise<VirtualRowsModule> {
  loading ??= import('./VirtualRows.tsx');
  return loading;
}

/** The virtualized body, loaded with the first virtualized table (VirtualRows.tsx says why). */
const LazyVirtualRows = lazy(() =>
  preloadVirtualRows().then((module) => ({ default: module.VirtualRows })),
) as unknown as <Row>(props: VirtualRowsExports.VirtualRowsProps<Row>) => ReactElement;

/** A virtualized table's body; the first time, nothing for the moment its code takes to load. */
export function DeferredVirtualRows<Row>(props: VirtualRowsExports.VirtualRowsProps<Row>): ReactElement {
  return (
    <Suspense fallback={null}>
      <LazyVirtualRows {...props} />
    </Suspense>
  );
}

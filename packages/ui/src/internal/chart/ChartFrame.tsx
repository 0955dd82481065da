import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../../Button/index.ts';
import { Skeleton } from '../../Skeleton/index.ts';
import * as S from './ChartFrame.styles.ts';

/** The states every chart has built in; each chart's props extend these. */
export interface ChartStateProps {
  /** The chart's accessible name, also the caption of its data table: "Orders and revenue per day". */
  label: string;
  /** Shows a skeleton of the chart's size while the figures load. */
  loading?: boolean;
  /** Words announced while loading; the label by default. */
  loadingLabel?: string;
  /** Shown instead of the chart when there is no data: the admin passes its translated text. */
  emptyMessage?: ReactNode;
  /** A load error to show instead of the chart (translated by the caller). */
  error?: ReactNode;
  /** Called by the retry button under the error; no button without it. */
  onRetry?: () => void;
  /** Text of the retry button. */
  retryLabel?: string;
  /** Shows the data table under the chart; otherwise it is there for screen readers only. */
  showTable?: boolean;
}

interface ChartFrameProps extends ChartStateProps, Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Whether there is anything to draw. */
  isEmpty: boolean;
  /** Block size of the drawing, kept by the loading, empty and error states so the page does not jump. */
  height: number;
  /** The drawing. */
  children: ReactNode;
  /** The data table alternative, which carries everything the drawing shows. */
  table: ReactNode;
}

/** The figure around a chart: its name, its loading/empty/error states and its data table. */
export const ChartFrame = forwardRef<HTMLElement, ChartFrameProps>(function ChartFrame(
  {
    label,
    loading = false,
    loadingLabel,
    emptyMessage = 'No data',
    error,
    onRetry,
    retryLabel = 'Retry',
    showTable = false,
    isEmpty,
    height,
    children,
    table,
    ...rest
  },
  ref,
) {
  const state = loading ? 'loading' : error != null ? 'error' : isEmpty ? 'empty' : 'ready';
  return (
    <S.Figure ref={ref} aria-label={label} aria-busy={loading || undefined} data-state={state} {...rest}>
      {state === 'loading' && (
        <Skeleton.Root label={loadingLabel ?? label}>
          <Skeleton.Rect blockSize={height} />
        </Skeleton.Root>
      )}
      {state === 'error' && (
        <S.Message role="alert" data-tone="danger" style={{ minBlockSize: height }}>
          <span>{error}</span>
          {onRetry && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
        </S.Message>
      )}
      {state === 'empty' && <S.Message style={{ minBlockSize: height }}>{emptyMessage}</S.Message>}
      {state === 'ready' && (
        <>
          {children}
          {showTable ? table : <S.Hidden>{table}</S.Hidden>}
        </>
      )}
    </S.Figure>
  );
});
ChartFrame.displayName = 'ChartFrame';

import { forwardRef, useCallback, useLayoutEffect, useRef, type CSSProperties, type Ref } from 'react';
import { Empty, Line, Lines, Message, Scroller, Time } from './JobLog.styles.ts';
import type { JobLogProps } from './JobLog.types.ts';

function assignRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as { current: T | null }).current = node;
    }
  };
}

/**
 * A job's log: timestamped lines in a monospace, scrollable region (role log, so screen readers hear new
 * lines). Times are formatted by the locale; messages keep their own direction (`dir="auto"`).
 */
export const JobLog = forwardRef<HTMLDivElement, JobLogProps>(function JobLog(
  {
    lines,
    label = 'Job log',
    locale,
    timeZone,
    emptyText = 'Nothing logged yet.',
    maxHeight = 240,
    follow = true,
    style,
    ...rest
  },
  ref,
) {
  const scroller = useRef<HTMLDivElement | null>(null);
  const atEnd = useRef(true);
  const format = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'medium',
    ...(timeZone ? { timeZone } : {}),
  });
  const onScroll = useCallback(() => {
    const node = scroller.current;
    if (node) atEnd.current = node.scrollTop + node.clientHeight >= node.scrollHeight - 4;
  }, []);
  useLayoutEffect(() => {
    const node = scroller.current;
    if (follow && node && atEnd.current) node.scrollTop = node.scrollHeight;
  }, [follow, lines.length]);

  return (
    <Scroller
      ref={assignRefs(ref, scroller)}
      role="log"
      aria-label={label}
      // Scrollable content must be reachable by keyboard.
      tabIndex={0}
      onScroll={onScroll}
      style={{ '--job-log-max-height': `${maxHeight}px`, ...style } as CSSProperties}
      {...rest}
    >
      {lines.length === 0 ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Lines>
          {lines.map((line, index) => {
            const at = typeof line.at === 'string' ? new Date(line.at) : line.at;
            return (
              <Line key={index}>
                <Time dateTime={at.toISOString()}>{format.format(at)}</Time>
                <Message dir="auto">{line.message}</Message>
              </Line>
            );
          })}
        </Lines>
      )}
    </Scroller>
  );
});
JobLog.displayName = 'JobLog';

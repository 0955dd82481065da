import { BellRing } from 'lucide-react';
import { forwardRef } from 'react';
import {
  Comment,
  CurrentBadge,
  Dot,
  Empty,
  Header,
  Item,
  List,
  Meta,
  Notified,
  Status,
} from './Timeline.styles.ts';
import type { TimelineProps } from './Timeline.types.ts';

export const Timeline = forwardRef<HTMLOListElement, TimelineProps>(function Timeline(
  {
    entries,
    currentId,
    currentLabel = 'Current',
    customerNotifiedLabel = 'Customer notified',
    actorPrefix = 'by',
    emptyText = 'No history yet.',
    ...rest
  },
  ref,
) {
  if (entries.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List ref={ref} {...rest}>
      {entries.map((entry) => {
        const current = entry.id === currentId;
        return (
          <Item key={entry.id} aria-current={current ? 'step' : undefined}>
            <Dot data-tone={entry.tone ?? 'neutral'} aria-hidden />
            <Header>
              <Status>{entry.status}</Status>
              {current && <CurrentBadge>{currentLabel}</CurrentBadge>}
            </Header>
            <Meta>
              <time dateTime={entry.dateTime}>{entry.time}</time>
              {entry.actor != null && (
                <span>
                  {actorPrefix} {entry.actor}
                </span>
              )}
              {entry.customerNotified && (
                <Notified>
                  <BellRing aria-hidden />
                  {customerNotifiedLabel}
                </Notified>
              )}
            </Meta>
            {/* Comments are typed by staff in any language: let the text pick its own direction. */}
            {entry.comment != null && <Comment dir="auto">{entry.comment}</Comment>}
          </Item>
        );
      })}
    </List>
  );
});
Timeline.displayName = 'Timeline';

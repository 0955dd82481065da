import { Star, Users } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Actions, List, ModifiedDot, Row, Tab, TabLabel } from './ViewTabs.styles.ts';
import type { ViewTabsProps } from './ViewTabs.types.ts';

/**
 * Saved views of a list as tabs above it: each a named list state (filters, sort, columns), shared ones and
 * the default marked. Choosing a tab is up to the list (it writes the view's state into the URL); arrows
 * move between tabs (Home / End to the ends) and Enter or Space opens one, so walking along the tabs loads
 * nothing.
 */
export function ViewTabs({ views, activeId, onSelect, modified = false, actions, labels }: ViewTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const focusable = activeId !== null && views.some((v) => v.id === activeId) ? activeId : views[0]?.id;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step =
      event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')
        ? 1
        : event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')
          ? -1
          : 0;
    let next = -1;
    if (step) next = (at + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <Row>
      <List ref={list} role="tablist" aria-label={labels.views} onKeyDown={onKeyDown}>
        {views.map((view) => {
          const active = view.id === activeId;
          return (
            <Tab
              key={view.id}
              type="button"
              role="tab"
              aria-selected={active}
              tabIndex={view.id === focusable ? 0 : -1}
              data-view-id={view.id}
              // The name says what the icons show: "Failed payments, shared, changed".
              aria-label={[
                view.label,
                view.shared && labels.shared,
                view.isDefault && labels.default,
                active && modified && labels.modified,
              ]
                .filter(Boolean)
                .join(', ')}
              onClick={() => onSelect(view.id)}
            >
              {view.isDefault && <Star aria-hidden />}
              <TabLabel>{view.label}</TabLabel>
              {view.shared && <Users aria-hidden />}
              {active && modified && <ModifiedDot aria-hidden />}
            </Tab>
          );
        })}
      </List>
      {actions && <Actions>{actions}</Actions>}
    </Row>
  );
}

import { ChevronDown, Ellipsis } from 'lucide-react';
import { Popover, Slot } from 'radix-ui';
import { forwardRef, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';
import { containsKey, defaultRenderLink } from '../internal/menu/menuTree.tsx';
import { CountBadge } from '../internal/menu/menu.styles.ts';
import { useControllableState } from '../internal/useControllableState.ts';
import { useDocumentDirection } from '../ThemeRoot/index.ts';
import {
  BarArea,
  BarEntry,
  BarHeader,
  BarItem,
  BarList,
  BarRoot,
  Dropdown,
  DropdownGroupLabel,
  DropdownLink,
  DropdownList,
  EntryText,
  MeasureBox,
  MeasureRow,
} from './TopMenu.styles.ts';
import type { TopMenuProps } from './TopMenu.types.ts';

const MORE_KEY = '__more';

interface BarContext {
  idBase: string;
  dir: 'ltr' | 'rtl';
  openValue: string;
  setOpenValue: (value: string) => void;
  selectedKey: string | undefined;
  renderLink: RenderMenuLink;
  onItemClick: ((item: MenuItem) => void) | undefined;
}

/** Top-level entries of the bar: a group heading with items becomes a dropdown, an empty one is dropped. */
function barEntries(items: MenuItem[]): MenuItem[] {
  return items.filter((item) => !item.category || (item.children?.length ?? 0) > 0);
}

function EntryContent({ item }: { item: MenuItem }) {
  return (
    <>
      {item.icon}
      <EntryText>{item.title}</EntryText>
      {item.count !== undefined && <CountBadge>{item.count}</CountBadge>}
    </>
  );
}

function DropdownLeaf({ item, ctx }: { item: MenuItem; ctx: BarContext }) {
  if (item.disabled) {
    return (
      <DropdownLink as="span" role="link" aria-disabled="true">
        <EntryContent item={item} />
      </DropdownLink>
    );
  }
  return (
    <DropdownLink
      as={Slot.Root}
      aria-current={item.key === ctx.selectedKey ? 'page' : undefined}
      onClick={() => ctx.onItemClick?.(item)}
    >
      {ctx.renderLink(item, <EntryContent item={item} />)}
    </DropdownLink>
  );
}

function DropdownItems({
  items,
  ctx,
  labelledBy,
}: {
  items: MenuItem[];
  ctx: BarContext;
  labelledBy?: string;
}) {
  return (
    <DropdownList aria-labelledby={labelledBy}>
      {items.map((item) => {
        const labelId = `${ctx.idBase}-${item.key}`;
        return (
          <li key={item.key}>
            {item.children?.length ? (
              <>
                <DropdownGroupLabel id={labelId}>{item.title}</DropdownGroupLabel>
                <DropdownItems items={item.children} ctx={ctx} labelledBy={labelId} />
              </>
            ) : (
              <DropdownLeaf item={item} ctx={ctx} />
            )}
          </li>
        );
      })}
    </DropdownList>
  );
}

function BarLeaf({ item, ctx }: { item: MenuItem; ctx: BarContext }) {
  if (item.disabled) {
    return (
      <BarEntry as="span" role="link" aria-disabled="true">
        <EntryContent item={item} />
      </BarEntry>
    );
  }
  return (
    <BarEntry
      as={Slot.Root}
      aria-current={item.key === ctx.selectedKey ? 'page' : undefined}
      onClick={() => ctx.onItemClick?.(item)}
    >
      {ctx.renderLink(item, <EntryContent item={item} />)}
    </BarEntry>
  );
}

function BarDropdown({
  item,
  ctx,
  label,
  trigger,
  hasCurrent,
  align,
  children,
}: {
  item: MenuItem | null;
  ctx: BarContext;
  label: string;
  trigger: ReactNode;
  hasCurrent: boolean;
  align: 'start' | 'end';
  children: ReactNode;
}) {
  const key = item?.key ?? MORE_KEY;
  return (
    <BarItem>
      <Popover.Root open={ctx.openValue === key} onOpenChange={(open) => ctx.setOpenValue(open ? key : '')}>
        <Popover.Trigger asChild>
          <BarEntry as="button" type="button" data-has-current={hasCurrent ? '' : undefined}>
            {trigger}
            <ChevronDown aria-hidden="true" data-chevron="" />
          </BarEntry>
        </Popover.Trigger>
        {/* Not portalled: the dropdown keeps the menu colours and follows its trigger in tab order. */}
        <Popover.Content
          asChild
          aria-label={label}
          side="bottom"
          // Radix aligns by physical side, so the inline start is resolved from the direction.
          align={(align === 'start') === (ctx.dir === 'ltr') ? 'start' : 'end'}
          sideOffset={4}
        >
          <Dropdown>{children}</Dropdown>
        </Popover.Content>
      </Popover.Root>
    </BarItem>
  );
}

export const TopMenu = forwardRef<HTMLElement, TopMenuProps>(function TopMenu(
  {
    items,
    selectedKey,
    value,
    defaultValue = '',
    onValueChange,
    maxVisible,
    moreLabel = 'More',
    color = 'white',
    header,
    renderLink = defaultRenderLink,
    onItemClick,
    'aria-label': ariaLabel = 'Main menu',
    ...rest
  },
  ref,
) {
  const idBase = useId();
  const entries = useMemo(() => barEntries(items), [items]);
  const [openValue, setOpenValue] = useControllableState(value, defaultValue, onValueChange);
  const [fitCount, setFitCount] = useState(Number.POSITIVE_INFINITY);
  const areaRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);

  // Measure an invisible copy of every entry (plus More) and keep as many as fit the bar.
  useLayoutEffect(() => {
    const area = areaRef.current;
    const row = measureRef.current;
    if (!area || !row) return;
    const observer = new ResizeObserver(() => {
      const widths = Array.from(row.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const available = area.clientWidth;
      const total = widths.reduce((sum, width) => sum + width + gap, 0) - gap;
      if (total <= available) {
        setFitCount(Number.POSITIVE_INFINITY);
        return;
      }
      let used = moreWidth;
      let count = 0;
      for (const width of widths) {
        if (used + width + gap > available) break;
        used += width + gap;
        count += 1;
      }
      setFitCount(count);
    });
    observer.observe(area);
    // The copy changes size when the web fonts arrive; measuring only the bar would keep the
    // fallback-font fit and show a different set of entries depending on load timing.
    observer.observe(row);
    return () => observer.disconnect();
  }, [entries]);

  const visibleCount = Math.min(fitCount, maxVisible ?? Number.POSITIVE_INFINITY, entries.length);
  const visible = entries.slice(0, visibleCount);
  const overflow = entries.slice(visibleCount);
  const dir = useDocumentDirection();
  const ctx: BarContext = { idBase, dir, openValue, setOpenValue, selectedKey, renderLink, onItemClick };

  return (
    <BarRoot ref={ref} aria-label={ariaLabel} data-menu-color={color} {...rest}>
      {header && <BarHeader>{header}</BarHeader>}
      <BarArea ref={areaRef}>
        <MeasureBox aria-hidden="true">
          <MeasureRow ref={measureRef}>
            {entries.map((item) => (
              <BarEntry as="span" key={item.key}>
                <EntryContent item={item} />
                {item.children?.length ? <ChevronDown data-chevron="" /> : null}
              </BarEntry>
            ))}
            <BarEntry as="span">
              <Ellipsis />
              {moreLabel}
              <ChevronDown data-chevron="" />
            </BarEntry>
          </MeasureRow>
        </MeasureBox>
        <BarList>
          {visible.map((item) =>
            item.children?.length ? (
              <BarDropdown
                key={item.key}
                item={item}
                ctx={ctx}
                label={item.title}
                align="start"
                hasCurrent={containsKey(item, selectedKey)}
                trigger={<EntryContent item={item} />}
              >
                <DropdownItems items={item.children} ctx={ctx} />
              </BarDropdown>
            ) : (
              <BarItem key={item.key}>
                <BarLeaf item={item} ctx={ctx} />
              </BarItem>
            ),
          )}
          {overflow.length > 0 && (
            <BarDropdown
              item={null}
              ctx={ctx}
              label={moreLabel}
              align="end"
              hasCurrent={overflow.some((item) => item.key === selectedKey || containsKey(item, selectedKey))}
              trigger={
                <>
                  <Ellipsis aria-hidden="true" />
                  <EntryText>{moreLabel}</EntryText>
                </>
              }
            >
              <DropdownItems items={overflow} ctx={ctx} />
            </BarDropdown>
          )}
        </BarList>
      </BarArea>
    </BarRoot>
  );
});
TopMenu.displayName = 'TopMenu';

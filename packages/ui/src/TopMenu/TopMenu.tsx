import { ChevronDown, Ellipsis } from 'lucide-react';
import { NavigationMenu, Slot } from 'radix-ui';
import { forwardRef, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';
import { containsKey, defaultRenderLink } from '../SideMenu/menuTree.tsx';
import { CountBadge } from '../SideMenu/SideMenu.styles.ts';
import { useControllableState } from '../SideMenu/useControllableState.ts';
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
    <NavigationMenu.Link asChild active={item.key === ctx.selectedKey}>
      <DropdownLink as={Slot.Root} onClick={() => ctx.onItemClick?.(item)}>
        {ctx.renderLink(item, <EntryContent item={item} />)}
      </DropdownLink>
    </NavigationMenu.Link>
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
    <NavigationMenu.Link asChild active={item.key === ctx.selectedKey}>
      <BarEntry as={Slot.Root} onClick={() => ctx.onItemClick?.(item)}>
        {ctx.renderLink(item, <EntryContent item={item} />)}
      </BarEntry>
    </NavigationMenu.Link>
  );
}

function BarDropdown({
  value,
  trigger,
  hasCurrent,
  align,
  children,
}: {
  value: string;
  trigger: ReactNode;
  hasCurrent: boolean;
  align: 'start' | 'end';
  children: ReactNode;
}) {
  return (
    <NavigationMenu.Item value={value} asChild>
      <BarItem>
        <NavigationMenu.Trigger asChild>
          <BarEntry as="button" type="button" data-has-current={hasCurrent ? '' : undefined}>
            {trigger}
            <ChevronDown aria-hidden="true" data-chevron="" />
          </BarEntry>
        </NavigationMenu.Trigger>
        <NavigationMenu.Content asChild>
          <Dropdown data-align={align}>{children}</Dropdown>
        </NavigationMenu.Content>
      </BarItem>
    </NavigationMenu.Item>
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
    return () => observer.disconnect();
  }, [entries]);

  const visibleCount = Math.min(fitCount, maxVisible ?? Number.POSITIVE_INFINITY, entries.length);
  const visible = entries.slice(0, visibleCount);
  const overflow = entries.slice(visibleCount);
  const ctx: BarContext = { idBase, selectedKey, renderLink, onItemClick };

  return (
    <NavigationMenu.Root value={openValue} onValueChange={setOpenValue} asChild>
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
          <NavigationMenu.List asChild>
            <BarList>
              {visible.map((item) =>
                item.children?.length ? (
                  <BarDropdown
                    key={item.key}
                    value={item.key}
                    align="start"
                    hasCurrent={containsKey(item, selectedKey)}
                    trigger={<EntryContent item={item} />}
                  >
                    <DropdownItems items={item.children} ctx={ctx} />
                  </BarDropdown>
                ) : (
                  <NavigationMenu.Item key={item.key} asChild>
                    <BarItem>
                      <BarLeaf item={item} ctx={ctx} />
                    </BarItem>
                  </NavigationMenu.Item>
                ),
              )}
              {overflow.length > 0 && (
                <BarDropdown
                  value={MORE_KEY}
                  align="end"
                  hasCurrent={overflow.some(
                    (item) => item.key === selectedKey || containsKey(item, selectedKey),
                  )}
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
          </NavigationMenu.List>
        </BarArea>
      </BarRoot>
    </NavigationMenu.Root>
  );
});
TopMenu.displayName = 'TopMenu';

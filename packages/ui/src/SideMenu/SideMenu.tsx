import { ChevronDown, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { Collapsible, Popover, Slot, Tooltip, VisuallyHidden } from 'radix-ui';
import { forwardRef, useId, useState, type ComponentPropsWithoutRef } from 'react';
import { useDocumentDirection } from '../ThemeRoot/index.ts';
import { ancestorKeys, containsKey, defaultRenderLink } from '../internal/menu/menuTree.tsx';
import {
  Chevron,
  CollapseToggle,
  CountBadge,
  EntryIcon,
  EntryTitle,
  FlyoutPanel,
  FlyoutTitle,
  GroupHeading,
  MenuEntry,
  MenuHeader,
  MenuList,
  MenuListItem,
  MenuRoot,
  MenuScroll,
  TooltipBubble,
} from '../internal/menu/menu.styles.ts';
import type { MenuItem, RenderMenuLink, SideMenuProps } from './SideMenu.types.ts';
import { useControllableState } from '../internal/useControllableState.ts';

interface MenuContext {
  idBase: string;
  selectedKey: string | undefined;
  openKeys: string[];
  setItemOpen: (key: string, open: boolean) => void;
  renderLink: RenderMenuLink;
  onItemClick: ((item: MenuItem) => void) | undefined;
  /** Physical side for popovers: Radix positions by left/right, so the inline end is resolved here. */
  side: 'left' | 'right';
}

function EntryContent({ item, iconOnly }: { item: MenuItem; iconOnly: boolean }) {
  const hasCount = item.count !== undefined;
  return (
    <>
      {(item.icon || iconOnly) && (
        <EntryIcon aria-hidden="true">{item.icon ?? item.title.charAt(0).toUpperCase()}</EntryIcon>
      )}
      {iconOnly ? (
        <VisuallyHidden.Root>{hasCount ? `${item.title} (${item.count})` : item.title}</VisuallyHidden.Root>
      ) : (
        <EntryTitle>{item.title}</EntryTitle>
      )}
      {hasCount &&
        (iconOnly ? (
          <CountBadge aria-hidden="true">{(item.count ?? 0) > 99 ? '99+' : item.count}</CountBadge>
        ) : (
          <CountBadge>{item.count}</CountBadge>
        ))}
    </>
  );
}

interface LeafLinkProps extends ComponentPropsWithoutRef<'a'> {
  item: MenuItem;
  ctx: MenuContext;
  iconOnly: boolean;
}

const LeafLink = forwardRef<HTMLAnchorElement, LeafLinkProps>(function LeafLink(
  { item, ctx, iconOnly, onClick, ...rest },
  ref,
) {
  const content = <EntryContent item={item} iconOnly={iconOnly} />;
  const iconOnlyAttr = iconOnly ? '' : undefined;
  if (item.disabled) {
    return (
      <MenuEntry as="span" role="link" aria-disabled="true" data-icon-only={iconOnlyAttr} {...rest}>
        {content}
      </MenuEntry>
    );
  }
  const handleClick: ComponentPropsWithoutRef<'a'>['onClick'] = (event) => {
    onClick?.(event);
    ctx.onItemClick?.(item);
  };
  if (!item.url) {
    // An item without a url is an action for the app (e.g. open a dialog), not a navigation.
    return (
      <MenuEntry as="button" type="button" data-icon-only={iconOnlyAttr} onClick={handleClick} {...rest}>
        {content}
      </MenuEntry>
    );
  }
  return (
    <MenuEntry
      as={Slot.Root}
      ref={ref}
      aria-current={item.key === ctx.selectedKey ? 'page' : undefined}
      data-icon-only={iconOnlyAttr}
      onClick={handleClick}
      {...rest}
    >
      {ctx.renderLink(item, content)}
    </MenuEntry>
  );
});

function TreeItem({ item, ctx }: { item: MenuItem; ctx: MenuContext }) {
  const children = item.children ?? [];
  if (item.category) {
    const headingId = `${ctx.idBase}-${item.key}`;
    return (
      <MenuListItem>
        <GroupHeading id={headingId}>{item.title}</GroupHeading>
        {children.length > 0 && (
          <MenuList aria-labelledby={headingId}>
            {children.map((child) => (
              <TreeItem key={child.key} item={child} ctx={ctx} />
            ))}
          </MenuList>
        )}
      </MenuListItem>
    );
  }
  if (children.length > 0) {
    return (
      <MenuListItem>
        <Collapsible.Root
          open={ctx.openKeys.includes(item.key)}
          onOpenChange={(open) => ctx.setItemOpen(item.key, open)}
          disabled={item.disabled}
        >
          <Collapsible.Trigger asChild>
            <MenuEntry
              as="button"
              type="button"
              data-has-current={containsKey(item, ctx.selectedKey) ? '' : undefined}
            >
              <EntryContent item={item} iconOnly={false} />
              <Chevron>
                <ChevronDown aria-hidden="true" />
              </Chevron>
            </MenuEntry>
          </Collapsible.Trigger>
          <Collapsible.Content asChild>
            <MenuList data-nested="">
              {children.map((child) => (
                <TreeItem key={child.key} item={child} ctx={ctx} />
              ))}
            </MenuList>
          </Collapsible.Content>
        </Collapsible.Root>
      </MenuListItem>
    );
  }
  return (
    <MenuListItem>
      <LeafLink item={item} ctx={ctx} iconOnly={false} />
    </MenuListItem>
  );
}

/** A collapsed parent: its children open in a panel beside the rail. */
function RailParent({ item, ctx, groupStart }: { item: MenuItem; ctx: MenuContext; groupStart: boolean }) {
  const [open, setOpen] = useState(false);
  const inner: MenuContext = {
    ...ctx,
    onItemClick: (clicked) => {
      setOpen(false);
      ctx.onItemClick?.(clicked);
    },
  };
  return (
    <MenuListItem data-group-start={groupStart ? '' : undefined}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild disabled={item.disabled}>
          <MenuEntry
            as="button"
            type="button"
            data-icon-only=""
            data-has-current={containsKey(item, ctx.selectedKey) ? '' : undefined}
          >
            <EntryContent item={item} iconOnly />
          </MenuEntry>
        </Popover.Trigger>
        {/* Not portalled: the panel stays inside the menu so it keeps the menu colours and tab order. */}
        <Popover.Content side={ctx.side} align="start" sideOffset={8} asChild aria-label={item.title}>
          <FlyoutPanel>
            <FlyoutTitle>{item.title}</FlyoutTitle>
            <MenuList>
              {(item.children ?? []).map((child) => (
                <TreeItem key={child.key} item={child} ctx={inner} />
              ))}
            </MenuList>
          </FlyoutPanel>
        </Popover.Content>
      </Popover.Root>
    </MenuListItem>
  );
}

function RailLeaf({ item, ctx, groupStart }: { item: MenuItem; ctx: MenuContext; groupStart: boolean }) {
  return (
    <MenuListItem data-group-start={groupStart ? '' : undefined}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <LeafLink item={item} ctx={ctx} iconOnly />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content side={ctx.side} sideOffset={8} asChild>
            <TooltipBubble>{item.title}</TooltipBubble>
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </MenuListItem>
  );
}

/** The collapsed rail shows no headings: each group's items follow a divider instead. */
function railEntries(items: MenuItem[]): { item: MenuItem; groupStart: boolean }[] {
  const entries: { item: MenuItem; groupStart: boolean }[] = [];
  let groupStart = false;
  for (const item of items) {
    if (item.category) {
      groupStart = entries.length > 0;
      for (const child of item.children ?? []) {
        entries.push({ item: child, groupStart });
        groupStart = false;
      }
      continue;
    }
    entries.push({ item, groupStart });
    groupStart = false;
  }
  return entries;
}

export const SideMenu = forwardRef<HTMLElement, SideMenuProps>(function SideMenu(
  {
    items,
    selectedKey,
    openKeys,
    defaultOpenKeys,
    onOpenKeysChange,
    collapsed,
    defaultCollapsed = false,
    onCollapsedChange,
    showCollapseToggle = true,
    color = 'white',
    shadow = false,
    header,
    renderLink = defaultRenderLink,
    onItemClick,
    'aria-label': ariaLabel = 'Main menu',
    collapseLabel = 'Collapse menu',
    expandLabel = 'Expand menu',
    ...rest
  },
  ref,
) {
  const idBase = useId();
  const dir = useDocumentDirection();
  const [open, setOpen] = useControllableState(
    openKeys,
    () => defaultOpenKeys ?? ancestorKeys(items, selectedKey),
    onOpenKeysChange,
  );
  const [isCollapsed, setCollapsed] = useControllableState(collapsed, defaultCollapsed, onCollapsedChange);
  const ctx: MenuContext = {
    idBase,
    selectedKey,
    openKeys: open,
    setItemOpen: (key, next) =>
      setOpen(next ? [...open.filter((k) => k !== key), key] : open.filter((k) => k !== key)),
    renderLink,
    onItemClick,
    side: dir === 'rtl' ? 'left' : 'right',
  };

  return (
    <MenuRoot
      ref={ref}
      aria-label={ariaLabel}
      data-menu-color={color}
      data-collapsed={isCollapsed ? '' : undefined}
      data-shadow={shadow ? '' : undefined}
      {...rest}
    >
      {header && <MenuHeader>{header}</MenuHeader>}
      <MenuScroll>
        {isCollapsed ? (
          <Tooltip.Provider delayDuration={300}>
            <MenuList>
              {railEntries(items).map(({ item, groupStart }) =>
                item.children?.length ? (
                  <RailParent key={item.key} item={item} ctx={ctx} groupStart={groupStart} />
                ) : (
                  <RailLeaf key={item.key} item={item} ctx={ctx} groupStart={groupStart} />
                ),
              )}
            </MenuList>
          </Tooltip.Provider>
        ) : (
          <MenuList>
            {items.map((item) => (
              <TreeItem key={item.key} item={item} ctx={ctx} />
            ))}
          </MenuList>
        )}
      </MenuScroll>
      {showCollapseToggle && (
        <CollapseToggle
          type="button"
          aria-label={isCollapsed ? expandLabel : collapseLabel}
          onClick={() => setCollapsed(!isCollapsed)}
        >
          {isCollapsed ? (
            <ChevronsRight aria-hidden="true" data-mirror-rtl="" />
          ) : (
            <ChevronsLeft aria-hidden="true" data-mirror-rtl="" />
          )}
        </CollapseToggle>
      )}
    </MenuRoot>
  );
});
SideMenu.displayName = 'SideMenu';

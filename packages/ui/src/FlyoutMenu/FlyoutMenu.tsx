import { ChevronRight } from 'lucide-react';
import { Popover, Slot, VisuallyHidden } from 'radix-ui';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';
import type { MenuItem, RenderMenuLink } from '../SideMenu/index.ts';
import { containsKey, defaultRenderLink } from '../internal/menu/menuTree.tsx';
import { useControllableState } from '../internal/useControllableState.ts';
import { useDocumentDirection } from '../ThemeRoot/index.ts';
import {
  FlyoutPanel,
  PanelGroupLabel,
  PanelLink,
  PanelList,
  PanelTitle,
  RailBadge,
  RailChevron,
  RailEntry,
  RailHeader,
  RailHeading,
  RailIcon,
  RailItem,
  RailList,
  RailRoot,
  RailScroll,
  RailTitle,
} from './FlyoutMenu.styles.ts';
import type { FlyoutMenuProps, FlyoutMenuType } from './FlyoutMenu.types.ts';

interface RailState {
  idBase: string;
  type: FlyoutMenuType;
  openKey: string | null;
  selectedKey: string | undefined;
  renderLink: RenderMenuLink;
  dir: 'ltr' | 'rtl';
  onItemClick: (item: MenuItem) => void;
  open: (key: string) => void;
  openFromKeyboard: (key: string) => void;
  openFromFocus: (key: string) => void;
  closeNow: (key: string) => void;
  scheduleClose: () => void;
  returnFocus: (button: HTMLElement | null) => void;
  /** Called when a flyout mounts: it takes focus if the keyboard opened it. */
  onFlyoutMounted: (key: string) => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function EntryContent({ item, type }: { item: MenuItem; type: FlyoutMenuType }) {
  const iconOnly = type === 'compact';
  const hasCount = item.count !== undefined;
  return (
    <>
      <RailIcon aria-hidden="true">{item.icon ?? item.title.charAt(0).toUpperCase()}</RailIcon>
      {iconOnly ? (
        <VisuallyHidden.Root>{hasCount ? `${item.title} (${item.count})` : item.title}</VisuallyHidden.Root>
      ) : (
        <RailTitle>{item.title}</RailTitle>
      )}
      {hasCount &&
        (type === 'flyout' ? (
          <RailBadge>{item.count}</RailBadge>
        ) : (
          <RailBadge aria-hidden="true">{(item.count ?? 0) > 99 ? '99+' : item.count}</RailBadge>
        ))}
    </>
  );
}

function PanelItems({
  items,
  state,
  labelledBy,
}: {
  items: MenuItem[];
  state: RailState;
  labelledBy?: string;
}) {
  return (
    <PanelList aria-labelledby={labelledBy}>
      {items.map((item) => {
        const labelId = `${state.idBase}-group-${item.key}`;
        if (item.children?.length) {
          return (
            <li key={item.key}>
              <PanelGroupLabel id={labelId}>{item.title}</PanelGroupLabel>
              <PanelItems items={item.children} state={state} labelledBy={labelId} />
            </li>
          );
        }
        return (
          <li key={item.key}>
            {item.disabled ? (
              <PanelLink as="span" role="link" aria-disabled="true">
                {item.title}
              </PanelLink>
            ) : (
              <PanelLink
                as={Slot.Root}
                aria-current={item.key === state.selectedKey ? 'page' : undefined}
                onClick={() => state.onItemClick(item)}
              >
                {state.renderLink(item, item.title)}
              </PanelLink>
            )}
          </li>
        );
      })}
    </PanelList>
  );
}

function RailLeaf({ item, state, groupStart }: { item: MenuItem; state: RailState; groupStart: boolean }) {
  const content = <EntryContent item={item} type={state.type} />;
  return (
    <RailItem data-group-start={groupStart ? '' : undefined}>
      {item.disabled ? (
        <RailEntry as="span" role="link" aria-disabled="true">
          {content}
        </RailEntry>
      ) : (
        <RailEntry
          as={Slot.Root}
          data-rail-entry=""
          aria-current={item.key === state.selectedKey ? 'page' : undefined}
          onClick={() => state.onItemClick(item)}
        >
          {item.url ? state.renderLink(item, content) : <button type="button">{content}</button>}
        </RailEntry>
      )}
    </RailItem>
  );
}

function RailParent({ item, state, groupStart }: { item: MenuItem; state: RailState; groupStart: boolean }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isOpen = state.openKey === item.key;
  const panelId = `${state.idBase}-panel-${item.key}`;
  const openKey = state.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const closeKey = state.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';

  const onButtonKeyDown = (event: ReactKeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === openKey) {
      event.preventDefault();
      state.openFromKeyboard(item.key);
    }
  };
  const onPanelKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === closeKey) {
      event.preventDefault();
      state.closeNow(item.key);
      state.returnFocus(buttonRef.current);
    }
  };

  return (
    <RailItem
      data-group-start={groupStart ? '' : undefined}
      onPointerEnter={() => !item.disabled && state.open(item.key)}
      onPointerLeave={state.scheduleClose}
    >
      <Popover.Root open={isOpen} onOpenChange={(next) => !next && state.closeNow(item.key)}>
        <Popover.Anchor asChild>
          <RailEntry
            as="button"
            type="button"
            ref={buttonRef}
            disabled={item.disabled}
            data-rail-entry=""
            data-has-current={containsKey(item, state.selectedKey) ? '' : undefined}
            aria-expanded={isOpen}
            aria-controls={isOpen ? panelId : undefined}
            onClick={() => state.open(item.key)}
            onFocus={() => state.openFromFocus(item.key)}
            onKeyDown={onButtonKeyDown}
          >
            <EntryContent item={item} type={state.type} />
            {state.type === 'flyout' && (
              <RailChevron aria-hidden="true">
                <ChevronRight data-mirror-rtl="" />
              </RailChevron>
            )}
          </RailEntry>
        </Popover.Anchor>
        {/* Not portalled: the panel keeps the menu colours and follows its button in tab order. */}
        <Popover.Content
          asChild
          id={panelId}
          aria-label={item.title}
          side={state.dir === 'rtl' ? 'left' : 'right'}
          align="start"
          sideOffset={8}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            state.onFlyoutMounted(item.key);
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onFocusOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => {
            state.closeNow(item.key);
            state.returnFocus(buttonRef.current);
          }}
          onKeyDown={onPanelKeyDown}
        >
          <FlyoutPanel>
            <PanelTitle>{item.title}</PanelTitle>
            <PanelItems items={item.children ?? []} state={state} />
          </FlyoutPanel>
        </Popover.Content>
      </Popover.Root>
    </RailItem>
  );
}

export const FlyoutMenu = forwardRef<HTMLElement, FlyoutMenuProps>(function FlyoutMenu(
  {
    items,
    selectedKey,
    openKey,
    defaultOpenKey = null,
    onOpenKeyChange,
    closeDelay = 100,
    type = 'flyout',
    color = 'white',
    shadow = false,
    header,
    renderLink = defaultRenderLink,
    onItemClick,
    'aria-label': ariaLabel = 'Main menu',
    onBlur,
    ...rest
  },
  ref,
) {
  const idBase = useId();
  const dir = useDocumentDirection();
  const [current, setCurrent] = useControllableState<string | null>(openKey, defaultOpenKey, onOpenKeyChange);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingFocus = useRef<string | null>(null);
  const suppressFocusOpen = useRef(false);

  const cancelClose = () => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  const focusFirstIn = (key: string) => {
    document.getElementById(`${idBase}-panel-${key}`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };
  const state: RailState = {
    idBase,
    type,
    openKey: current,
    selectedKey,
    renderLink,
    dir,
    onItemClick: (item) => {
      cancelClose();
      if (current !== null) setCurrent(null);
      onItemClick?.(item);
    },
    open: (key) => {
      cancelClose();
      if (current !== key) setCurrent(key);
    },
    openFromKeyboard: (key) => {
      cancelClose();
      if (current === key) {
        focusFirstIn(key);
        return;
      }
      pendingFocus.current = key;
      setCurrent(key);
    },
    openFromFocus: (key) => {
      if (suppressFocusOpen.current) return;
      cancelClose();
      if (current !== key) setCurrent(key);
    },
    closeNow: (key) => {
      cancelClose();
      if (current === key) setCurrent(null);
    },
    scheduleClose: () => {
      cancelClose();
      closeTimer.current = setTimeout(() => {
        closeTimer.current = null;
        setCurrent(null);
      }, closeDelay);
    },
    onFlyoutMounted: (key) => {
      if (pendingFocus.current !== key) return;
      pendingFocus.current = null;
      focusFirstIn(key);
    },
    returnFocus: (button) => {
      suppressFocusOpen.current = true;
      button?.focus();
      suppressFocusOpen.current = false;
    },
  };

  const onRailKeyDown = (event: ReactKeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-rail-entry')) return;
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-rail-entry]')).filter(
      (entry) => !entry.closest('[role="dialog"]') && !entry.hasAttribute('disabled'),
    );
    const index = entries.indexOf(target);
    const next = entries[(index + (event.key === 'ArrowDown' ? 1 : -1) + entries.length) % entries.length];
    event.preventDefault();
    next?.focus();
  };

  const rows: ReactNode[] = [];
  let groupStart = false;
  const pushEntry = (item: MenuItem) => {
    rows.push(
      item.children?.length ? (
        <RailParent key={item.key} item={item} state={state} groupStart={groupStart} />
      ) : (
        <RailLeaf key={item.key} item={item} state={state} groupStart={groupStart} />
      ),
    );
    groupStart = false;
  };
  for (const item of items) {
    if (!item.category) {
      pushEntry(item);
      continue;
    }
    // Narrow rails have no room for headings: a divider starts each group instead.
    if (type === 'flyout') {
      rows.push(
        <RailItem key={item.key}>
          <RailHeading>{item.title}</RailHeading>
        </RailItem>,
      );
    } else {
      groupStart = rows.length > 0;
    }
    (item.children ?? []).forEach(pushEntry);
  }

  return (
    <RailRoot
      ref={ref}
      aria-label={ariaLabel}
      data-menu-color={color}
      data-type={type}
      data-shadow={shadow ? '' : undefined}
      onBlur={(event) => {
        onBlur?.(event);
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next) && current !== null) {
          cancelClose();
          setCurrent(null);
        }
      }}
      {...rest}
    >
      {header && <RailHeader>{header}</RailHeader>}
      <RailScroll>
        <RailList onKeyDown={onRailKeyDown}>{rows}</RailList>
      </RailScroll>
    </RailRoot>
  );
});
FlyoutMenu.displayName = 'FlyoutMenu';

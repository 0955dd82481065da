import { Menu } from 'lucide-react';
import { forwardRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Breadcrumbs } from '../Breadcrumbs/index.ts';
import { FlyoutMenu } from '../FlyoutMenu/index.ts';
import { Footer } from '../Footer/index.ts';
import { MobileDrawer } from '../MobileDrawer/index.ts';
import { SideMenu } from '../SideMenu/index.ts';
import { TopBar } from '../TopBar/index.ts';
import { TopMenu } from '../TopMenu/index.ts';
import {
  Column,
  Content,
  Main,
  MenuButton,
  MenuColumn,
  Root,
  SkipLink,
  TopMenuRow,
} from './AppShell.styles.ts';
import type { AppShellLabels, AppShellProps } from './AppShell.types.ts';

const englishLabels: AppShellLabels = {
  skipToContent: 'Skip to content',
  menu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  breadcrumbs: 'Breadcrumbs',
};

const MAIN_ID = 'app-shell-main';

const flag = (on: boolean | undefined) => (on ? '' : undefined);

export const AppShell = forwardRef<HTMLDivElement, AppShellProps>(function AppShell(
  {
    menuItems,
    selectedKey,
    logo,
    logoCompact,
    renderLink,
    onMenuItemClick,
    menuOpenKeys,
    onMenuOpenKeysChange,
    onMenuCollapsedChange,
    topbar,
    breadcrumbs,
    footer,
    isMobileView = false,
    mobileMenuOpen,
    defaultMobileMenuOpen,
    onMobileMenuOpenChange,
    labels: labelOverrides,
    children,
    layoutMenu = 'classic',
    menuLayoutType = 'left',
    flyoutMenuType = 'flyout',
    menuColor = 'white',
    flyoutMenuColor = 'blue',
    isMenuCollapsed = false,
    isMenuShadow = false,
    isMenuUnfixed = false,
    leftMenuWidth,
    isGrayBackground = false,
    isGrayTopbar = false,
    isTopbarFixed = false,
    isTopbarSeparated = false,
    layoutTopbar = 'v1',
    layoutBreadcrumbs = 'v1',
    layoutFooter = 'v1',
    isContentMaxWidth = false,
    isAppMaxWidth = false,
  },
  ref,
) {
  const labels = { ...englishLabels, ...labelOverrides };
  const hasMenu = layoutMenu !== 'noMenu' && menuItems.length > 0;
  // "simply" is the plain horizontal menu, whatever the menu position says.
  const menuOnTop = !isMobileView && hasMenu && (menuLayoutType === 'top' || layoutMenu === 'simply');
  const menuOnSide = !isMobileView && hasMenu && !menuOnTop;
  const menuProps = { items: menuItems, selectedKey, renderLink, onItemClick: onMenuItemClick };
  const openKeysProps = { openKeys: menuOpenKeys, onOpenKeysChange: onMenuOpenKeysChange };

  let sideMenu: ReactNode = null;
  if (menuOnSide && layoutMenu === 'flyout') {
    sideMenu = (
      <FlyoutMenu
        {...menuProps}
        aria-label={labels.menu}
        type={flyoutMenuType}
        color={flyoutMenuColor}
        shadow={isMenuShadow}
        header={flyoutMenuType === 'flyout' ? logo : (logoCompact ?? logo)}
      />
    );
  } else if (menuOnSide) {
    sideMenu = (
      <SideMenu
        {...menuProps}
        {...openKeysProps}
        aria-label={labels.menu}
        color={menuColor}
        shadow={isMenuShadow}
        collapsed={isMenuCollapsed}
        onCollapsedChange={onMenuCollapsedChange}
        showCollapseToggle={onMenuCollapsedChange !== undefined}
        header={isMenuCollapsed ? (logoCompact ?? logo) : logo}
      />
    );
  }

  const mobileTrigger = isMobileView && hasMenu && (
    <MobileDrawer
      {...menuProps}
      {...openKeysProps}
      aria-label={labels.menu}
      title={labels.menu}
      closeLabel={labels.closeMenu}
      color={menuColor}
      header={logo}
      open={mobileMenuOpen}
      defaultOpen={defaultMobileMenuOpen}
      onOpenChange={onMobileMenuOpenChange}
      trigger={
        <MenuButton type="button" aria-label={labels.openMenu}>
          <Menu aria-hidden />
        </MenuButton>
      }
    />
  );
  // On a phone the top bar carries the drawer button, so it shows even when set to none.
  const showTopbar = layoutTopbar !== 'none' || Boolean(mobileTrigger);
  const menuWidthStyle =
    leftMenuWidth !== undefined ? ({ '--ui-menu-width': `${leftMenuWidth}px` } as CSSProperties) : undefined;

  return (
    <Root
      ref={ref}
      data-gray-background={flag(isGrayBackground)}
      data-app-max-width={flag(isAppMaxWidth)}
      data-mobile={flag(isMobileView)}
    >
      <SkipLink href={`#${MAIN_ID}`}>{labels.skipToContent}</SkipLink>
      {sideMenu && (
        <MenuColumn data-unfixed={flag(isMenuUnfixed)} style={menuWidthStyle}>
          {sideMenu}
        </MenuColumn>
      )}
      <Column>
        {menuOnTop && (
          <TopMenuRow data-fixed={flag(isTopbarFixed && layoutTopbar === 'none')}>
            <TopMenu {...menuProps} aria-label={labels.menu} color={menuColor} header={logo} />
          </TopMenuRow>
        )}
        {showTopbar && (
          <TopBar
            gray={isGrayTopbar}
            fixed={isTopbarFixed}
            separated={isTopbarSeparated}
            start={
              mobileTrigger ? (
                <>
                  {mobileTrigger}
                  {topbar?.start}
                </>
              ) : (
                topbar?.start
              )
            }
            center={topbar?.center}
            end={topbar?.end}
          />
        )}
        <Main id={MAIN_ID} tabIndex={-1}>
          <Content data-max-width={flag(isContentMaxWidth)}>
            {breadcrumbs && breadcrumbs.length > 0 && layoutBreadcrumbs !== 'none' && (
              <Breadcrumbs
                items={breadcrumbs}
                variant={layoutBreadcrumbs}
                renderLink={renderLink}
                aria-label={labels.breadcrumbs}
                titleAs="p"
              />
            )}
            {children}
          </Content>
        </Main>
        {footer && layoutFooter !== 'none' && (
          <Footer {...footer} variant={layoutFooter} renderLink={renderLink} />
        )}
      </Column>
    </Root>
  );
});
AppShell.displayName = 'AppShell';

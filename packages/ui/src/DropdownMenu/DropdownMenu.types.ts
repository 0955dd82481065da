import type { DropdownMenu } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';

export interface DropdownMenuRootProps extends ComponentPropsWithoutRef<typeof DropdownMenu.Root> {
  /** Make the rest of the page inert while open; off by default so the trigger stays reachable (see Root). */
  modal?: boolean;
}

export type DropdownMenuContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.Content>;

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof DropdownMenu.Item> {
  /** Decorative icon at the inline start. */
  icon?: ReactNode;
  /** Keyboard shortcut hint at the inline end, e.g. "⌘E"; it only informs, the app binds the keys. */
  shortcut?: string;
  /** danger colours destructive actions such as "Delete store". */
  tone?: 'default' | 'danger';
}

export type DropdownMenuCheckboxItemProps = ComponentPropsWithoutRef<typeof DropdownMenu.CheckboxItem>;

export type DropdownMenuRadioItemProps = ComponentPropsWithoutRef<typeof DropdownMenu.RadioItem>;

export type DropdownMenuLabelProps = ComponentPropsWithoutRef<typeof DropdownMenu.Label>;

export type DropdownMenuSeparatorProps = ComponentPropsWithoutRef<typeof DropdownMenu.Separator>;

export interface DropdownMenuSubTriggerProps extends ComponentPropsWithoutRef<
  typeof DropdownMenu.SubTrigger
> {
  /** Decorative icon at the inline start. */
  icon?: ReactNode;
}

export type DropdownMenuSubContentProps = ComponentPropsWithoutRef<typeof DropdownMenu.SubContent>;

import { Check, ChevronRight } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import { forwardRef } from 'react';
import {
  CheckboxItem,
  Content,
  Indicator,
  Item,
  Label,
  RadioDot,
  RadioItem,
  Separator,
  Shortcut,
  SubChevron,
  SubContent,
  SubTrigger,
} from './DropdownMenu.styles.ts';
import type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuItemProps,
  DropdownMenuLabelProps,
  DropdownMenuRadioItemProps,
  DropdownMenuRootProps,
  DropdownMenuSeparatorProps,
  DropdownMenuSubContentProps,
  DropdownMenuSubTriggerProps,
} from './DropdownMenu.types.ts';

/**
 * Non-modal by default: a modal menu hides the page, its own trigger included, from assistive
 * technology while still leaving it focusable, which is a WCAG 4.1.2 failure.
 */
function MenuRoot({ modal = false, ...rest }: DropdownMenuRootProps) {
  return <RadixMenu.Root modal={modal} {...rest} />;
}
MenuRoot.displayName = 'DropdownMenu.Root';

const MenuContent = forwardRef<HTMLDivElement, DropdownMenuContentProps>(function MenuContent(
  { sideOffset = 4, align = 'start', collisionPadding = 8, ...rest },
  ref,
) {
  return (
    <RadixMenu.Portal>
      <Content
        ref={ref}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        {...rest}
      />
    </RadixMenu.Portal>
  );
});
MenuContent.displayName = 'DropdownMenu.Content';

const MenuItem = forwardRef<HTMLDivElement, DropdownMenuItemProps>(function MenuItem(
  { icon, shortcut, tone = 'default', children, ...rest },
  ref,
) {
  return (
    <Item ref={ref} data-tone={tone} {...rest}>
      {icon}
      {children}
      {shortcut && <Shortcut>{shortcut}</Shortcut>}
    </Item>
  );
});
MenuItem.displayName = 'DropdownMenu.Item';

const MenuCheckboxItem = forwardRef<HTMLDivElement, DropdownMenuCheckboxItemProps>(function MenuCheckboxItem(
  { children, ...rest },
  ref,
) {
  return (
    <CheckboxItem ref={ref} {...rest}>
      <Indicator>
        <Check aria-hidden />
      </Indicator>
      {children}
    </CheckboxItem>
  );
});
MenuCheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

const MenuRadioItem = forwardRef<HTMLDivElement, DropdownMenuRadioItemProps>(function MenuRadioItem(
  { children, ...rest },
  ref,
) {
  return (
    <RadioItem ref={ref} {...rest}>
      <Indicator>
        <RadioDot aria-hidden="true" />
      </Indicator>
      {children}
    </RadioItem>
  );
});
MenuRadioItem.displayName = 'DropdownMenu.RadioItem';

const MenuLabel = forwardRef<HTMLDivElement, DropdownMenuLabelProps>(function MenuLabel(props, ref) {
  return <Label ref={ref} {...props} />;
});
MenuLabel.displayName = 'DropdownMenu.Label';

const MenuSeparator = forwardRef<HTMLDivElement, DropdownMenuSeparatorProps>(
  function MenuSeparator(props, ref) {
    return <Separator ref={ref} {...props} />;
  },
);
MenuSeparator.displayName = 'DropdownMenu.Separator';

const MenuSubTrigger = forwardRef<HTMLDivElement, DropdownMenuSubTriggerProps>(function MenuSubTrigger(
  { icon, children, ...rest },
  ref,
) {
  return (
    <SubTrigger ref={ref} {...rest}>
      {icon}
      {children}
      <SubChevron>
        <ChevronRight aria-hidden data-mirror-rtl />
      </SubChevron>
    </SubTrigger>
  );
});
MenuSubTrigger.displayName = 'DropdownMenu.SubTrigger';

const MenuSubContent = forwardRef<HTMLDivElement, DropdownMenuSubContentProps>(function MenuSubContent(
  { sideOffset = 2, alignOffset = -4, collisionPadding = 8, ...rest },
  ref,
) {
  return (
    <RadixMenu.Portal>
      <SubContent
        ref={ref}
        sideOffset={sideOffset}
        alignOffset={alignOffset}
        collisionPadding={collisionPadding}
        {...rest}
      />
    </RadixMenu.Portal>
  );
});
MenuSubContent.displayName = 'DropdownMenu.SubContent';

/** Actions and options behind a button: row actions, a table's column chooser, sort order. */
export const DropdownMenu = {
  Root: MenuRoot,
  Trigger: RadixMenu.Trigger,
  Content: MenuContent,
  Item: MenuItem,
  CheckboxItem: MenuCheckboxItem,
  RadioGroup: RadixMenu.RadioGroup,
  RadioItem: MenuRadioItem,
  Label: MenuLabel,
  Separator: MenuSeparator,
  Group: RadixMenu.Group,
  Sub: RadixMenu.Sub,
  SubTrigger: MenuSubTrigger,
  SubContent: MenuSubContent,
};

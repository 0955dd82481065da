import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { Fragment, forwardRef, useState } from 'react';
import { useFieldControl } from '../FormField/index.ts';
import { FieldFrame } from '../internal/field/FieldFrame.tsx';
import {
  Content,
  Divider,
  GroupLabel,
  Item,
  ItemIndicator,
  ScrollButton,
  Trigger,
  TriggerIcon,
  Viewport,
} from './Select.styles.ts';
import type { SelectOption, SelectOptionGroup, SelectProps } from './Select.types.ts';

const isGroup = (entry: SelectOption | SelectOptionGroup): entry is SelectOptionGroup => 'options' in entry;

function Option({ option }: { option: SelectOption }) {
  return (
    <Item value={option.value} disabled={option.disabled}>
      <ItemIndicator>
        <Check aria-hidden />
      </ItemIndicator>
      <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
    </Item>
  );
}

const SelectControl = forwardRef<HTMLButtonElement, Omit<SelectProps, 'label' | 'hint' | 'error'>>(
  function SelectControl(
    {
      options,
      value,
      defaultValue,
      onValueChange,
      placeholder,
      name,
      onBlur,
      disabled,
      invalid,
      required,
      id,
      open,
      defaultOpen,
      onOpenChange,
      size = 'md',
      className,
      'aria-label': ariaLabel,
      'aria-describedby': describedBy,
    },
    ref,
  ) {
    const control = useFieldControl({ id, invalid, required, disabled, 'aria-describedby': describedBy });
    const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
    const isOpen = open ?? ownOpen;
    return (
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        disabled={control.disabled}
        open={isOpen}
        onOpenChange={(next) => {
          setOwnOpen(next);
          onOpenChange?.(next);
        }}
      >
        <Trigger
          ref={ref}
          id={control.id}
          className={className}
          data-size={size}
          // While the list is open the page behind it is aria-hidden and focus stays in the list;
          // the trigger leaves the tab order so nothing hidden is tabbable. Radix refocuses it on close.
          tabIndex={isOpen ? -1 : undefined}
          aria-label={ariaLabel}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          aria-describedby={control['aria-describedby']}
          onBlur={onBlur}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <TriggerIcon>
            <ChevronDown aria-hidden />
          </TriggerIcon>
        </Trigger>
        <RadixSelect.Portal>
          <Content position="popper" sideOffset={4}>
            <RadixSelect.ScrollUpButton asChild>
              <ScrollButton>
                <ChevronUp aria-hidden />
              </ScrollButton>
            </RadixSelect.ScrollUpButton>
            <Viewport>
              {options.map((entry, index) =>
                isGroup(entry) ? (
                  <Fragment key={`group-${index}`}>
                    {index > 0 && <Divider />}
                    <RadixSelect.Group>
                      <GroupLabel>{entry.label}</GroupLabel>
                      {entry.options.map((option) => (
                        <Option key={option.value} option={option} />
                      ))}
                    </RadixSelect.Group>
                  </Fragment>
                ) : (
                  <Option key={entry.value} option={entry} />
                ),
              )}
            </Viewport>
            <RadixSelect.ScrollDownButton asChild>
              <ScrollButton>
                <ChevronDown aria-hidden />
              </ScrollButton>
            </RadixSelect.ScrollDownButton>
          </Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    );
  },
);

export const Select = forwardRef<HTMLButtonElement, SelectProps>(function Select(
  { label, hint, error, ...props },
  ref,
) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      invalid={props.invalid}
      required={props.required}
      disabled={props.disabled}
      id={props.id}
    >
      <SelectControl ref={ref} {...props} />
    </FieldFrame>
  );
});
Select.displayName = 'Select';

import { ListFilter, Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../Button/index.ts';
import { DropdownMenu } from '../DropdownMenu/index.ts';
import { Popover } from '../Popover/index.ts';
import {
  Bar,
  Chip,
  ChipButton,
  ChipField,
  ChipOperator,
  ChipValue,
  Chips,
  Editor,
  RemoveButton,
  SearchSlot,
  Tail,
} from './FilterBar.styles.ts';
import type { FilterBarChip, FilterBarProps } from './FilterBar.types.ts';

/**
 * A list's filters: one search box, then a chip per filter ("Status is Pending") whose popover edits it,
 * and an "Add filter" menu of the fields not filtered yet. The bar holds no filter state of its own: the
 * list keeps it (in the URL), the bar shows and changes it.
 */
export function FilterBar({
  search,
  chips,
  fields,
  onAdd,
  onRemove,
  onClearAll,
  openChip,
  onOpenChipChange,
  defaultOpenChip = null,
  end,
  labels,
}: FilterBarProps) {
  const [ownOpen, setOwnOpen] = useState<string | null>(defaultOpenChip);
  const open = openChip === undefined ? ownOpen : openChip;
  const setOpen = (id: string | null) => {
    if (openChip === undefined) setOwnOpen(id);
    onOpenChipChange?.(id);
  };
  return (
    <Bar>
      {search && <SearchSlot>{search}</SearchSlot>}
      <Chips role="group" aria-label={labels.filters}>
        {chips.map((chip) => (
          <FilterChip
            key={chip.id}
            chip={chip}
            open={open === chip.id}
            onOpenChange={(next) => setOpen(next ? chip.id : null)}
            onRemove={() => onRemove(chip.id)}
            removeLabel={labels.remove(chip)}
            noValue={labels.noValue}
          />
        ))}
      </Chips>
      <Tail>
        {fields.length > 0 && (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger asChild>
              <Button variant="ghost" iconStart={<Plus aria-hidden />}>
                {labels.addFilter}
              </Button>
            </DropdownMenu.Trigger>
            <DropdownMenu.Content
              align="start"
              // The new chip's editor takes the focus, not the menu's button.
              onCloseAutoFocus={(event) => event.preventDefault()}
            >
              {fields.map((field) => (
                <DropdownMenu.Item
                  key={field.id}
                  icon={<ListFilter aria-hidden />}
                  onSelect={() => {
                    onAdd(field.id);
                    setOpen(field.id);
                  }}
                >
                  {field.label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Root>
        )}
        {onClearAll && labels.clearAll && chips.length > 1 && (
          <Button variant="ghost" onClick={onClearAll}>
            {labels.clearAll}
          </Button>
        )}
        {end}
      </Tail>
    </Bar>
  );
}

function FilterChip({
  chip,
  open,
  onOpenChange,
  onRemove,
  removeLabel,
  noValue,
}: {
  chip: FilterBarChip;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRemove: () => void;
  removeLabel: string;
  noValue: string;
}) {
  const empty = chip.value === undefined || chip.value === null || chip.value === '';
  // Delete and Backspace drop a chip, as in every tag input.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
    }
  };
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Chip data-empty={empty ? '' : undefined} data-open={open ? '' : undefined} data-filter-chip={chip.id}>
        <Popover.Trigger asChild>
          <ChipButton type="button" onKeyDown={onKeyDown}>
            <ChipField>{chip.field}</ChipField>
            <ChipOperator>{chip.operator}</ChipOperator>
            <ChipValue data-empty={empty ? '' : undefined}>{empty ? noValue : chip.value}</ChipValue>
          </ChipButton>
        </Popover.Trigger>
        <RemoveButton type="button" aria-label={removeLabel} onClick={onRemove} onKeyDown={onKeyDown}>
          <X aria-hidden />
        </RemoveButton>
      </Chip>
      <Popover.Content title={`${chip.field} ${chip.operator}`} align="start" size="md">
        <Editor>{chip.editor}</Editor>
      </Popover.Content>
    </Popover.Root>
  );
}

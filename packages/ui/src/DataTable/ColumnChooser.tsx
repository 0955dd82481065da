import type { Column } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Button } from '../Button/index.ts';
import * as S from './DataTable.styles.ts';
import type { DataTableColumnVisibility } from './DataTable.types.ts';

interface ColumnChooserProps<Row> {
  columns: Column<Row>[];
  visibility: DataTableColumnVisibility;
  onChange: (visibility: DataTableColumnVisibility) => void;
  label: string;
  heading: string;
}

export function columnLabel<Row>(column: Column<Row>): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/** A menu of checkboxes, one per hideable column; the last visible column cannot be hidden. */
export function ColumnChooser<Row>({
  columns,
  visibility,
  onChange,
  label,
  heading,
}: ColumnChooserProps<Row>) {
  const hideable = columns.filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => visibility[column.id] !== false).length;
  return (
    // Not modal: the table stays visible and readable while columns are toggled.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" iconStart={<Columns3 aria-hidden />}>
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <S.MenuContent align="end" sideOffset={4}>
          <S.MenuLabel>{heading}</S.MenuLabel>
          {hideable.map((column) => {
            const visible = visibility[column.id] !== false;
            return (
              <S.MenuCheckboxItem
                key={column.id}
                checked={visible}
                disabled={visible && visibleCount <= 1}
                // Keep the menu open so several columns can be toggled in one go.
                onSelect={(event) => event.preventDefault()}
                onCheckedChange={(checked) => onChange({ ...visibility, [column.id]: checked === true })}
              >
                <S.MenuCheck aria-hidden="true">
                  <DropdownMenu.ItemIndicator>
                    <Check />
                  </DropdownMenu.ItemIndicator>
                </S.MenuCheck>
                {columnLabel(column)}
              </S.MenuCheckboxItem>
            );
          })}
        </S.MenuContent>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

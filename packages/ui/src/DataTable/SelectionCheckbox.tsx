import { Check, Minus } from 'lucide-react';
import { forwardRef } from 'react';
import * as S from './DataTable.styles.ts';

interface SelectionCheckboxProps {
  checked: boolean | 'indeterminate';
  label: string;
  onCheckedChange: (checked: boolean) => void;
}

/** A Radix checkbox sized for table cells; indeterminate for a partly selected page. */
export const SelectionCheckbox = forwardRef<HTMLButtonElement, SelectionCheckboxProps>(
  function SelectionCheckbox({ checked, label, onCheckedChange }, ref) {
    return (
      <S.Checkbox
        ref={ref}
        checked={checked}
        aria-label={label}
        onCheckedChange={(next) => onCheckedChange(next === true)}
        // The row may be clickable: ticking a box must not also open the row.
        onClick={(event) => event.stopPropagation()}
      >
        <S.CheckboxIndicator>
          {checked === 'indeterminate' ? <Minus aria-hidden /> : <Check aria-hidden />}
        </S.CheckboxIndicator>
      </S.Checkbox>
    );
  },
);
SelectionCheckbox.displayName = 'SelectionCheckbox';

import { forwardRef } from 'react';
import { Detail, List, Pair, Term } from './DescriptionList.styles.ts';
import type { DescriptionListProps } from './DescriptionList.types.ts';

export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(
  { items, columns = 1, layout = 'stacked', emptyText = '—', ...rest },
  ref,
) {
  return (
    <List ref={ref} data-columns={columns} data-layout={layout} {...rest}>
      {items.map((item, index) => {
        const empty = item.detail == null || item.detail === '';
        return (
          // A div may group one dt/dd pair inside a dl, which lets each pair be a grid cell.
          <Pair
            key={item.key ?? (typeof item.term === 'string' ? item.term : index)}
            data-full-width={item.fullWidth ? '' : undefined}
          >
            <Term>{item.term}</Term>
            <Detail data-empty={empty ? '' : undefined}>{empty ? emptyText : item.detail}</Detail>
          </Pair>
        );
      })}
    </List>
  );
});
DescriptionList.displayName = 'DescriptionList';

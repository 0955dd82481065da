import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { forwardRef, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import * as S from './Pagination.styles.ts';
import type { PaginationLabels, PaginationProps } from './Pagination.types.ts';
import { paginationItems } from './paginationItems.ts';

const DEFAULT_LABELS: PaginationLabels = {
  nav: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
  pageSize: 'Rows per page',
  range: (from, to, total) => `${from}–${to} of ${total}`,
  estimatedRange: (from, to, total) => `${from}–${to} of about ${total}`,
};

const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;

interface StepButtonProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

// Unavailable steps stay focusable (aria-disabled) so focus is not dropped on the first or last page.
function StepButton({ label, disabled, onClick, children }: StepButtonProps) {
  return (
    <S.PageButton
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </S.PageButton>
  );
}

/** Server-side paging controls: a range label, an optional page-size select and page buttons. */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  {
    page,
    pageSize,
    total,
    onPageChange,
    onPageSizeChange,
    pageSizeOptions = DEFAULT_PAGE_SIZES,
    locale,
    siblingCount = 1,
    totalIsEstimate = false,
    labels: labelOverrides,
    ...rest
  },
  ref,
) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const selectId = useId();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), pageCount);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(current * pageSize, total);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };
  // A page size set elsewhere (a saved view, the URL) still shows as itself in the select.
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const atStart = current <= 1;
  const atEnd = current >= pageCount;

  return (
    <S.Nav ref={ref} aria-label={labels.nav} {...rest}>
      <S.Range aria-live="polite" dir="auto">
        {(totalIsEstimate ? labels.estimatedRange : labels.range)(
          number.format(from),
          number.format(to),
          number.format(total),
        )}
      </S.Range>
      <S.Controls>
        {onPageSizeChange && (
          <S.PageSize>
            <label htmlFor={selectId}>{labels.pageSize}</label>
            <S.Select
              id={selectId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {number.format(size)}
                </option>
              ))}
            </S.Select>
          </S.PageSize>
        )}
        <S.Pages>
          <li>
            <StepButton label={labels.first} disabled={atStart} onClick={() => go(1)}>
              <ChevronsLeft aria-hidden data-mirror-rtl />
            </StepButton>
          </li>
          <li>
            <StepButton label={labels.previous} disabled={atStart} onClick={() => go(current - 1)}>
              <ChevronLeft aria-hidden data-mirror-rtl />
            </StepButton>
          </li>
          {paginationItems(current, pageCount, siblingCount).map((item) =>
            typeof item === 'number' ? (
              <li key={item} data-other-page={item === current ? undefined : ''}>
                <S.PageButton
                  type="button"
                  aria-label={labels.page(number.format(item))}
                  aria-current={item === current ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {number.format(item)}
                </S.PageButton>
              </li>
            ) : (
              <S.Ellipsis key={item} aria-hidden="true">
                …
              </S.Ellipsis>
            ),
          )}
          <li>
            <StepButton label={labels.next} disabled={atEnd} onClick={() => go(current + 1)}>
              <ChevronRight aria-hidden data-mirror-rtl />
            </StepButton>
          </li>
          <li>
            <StepButton label={labels.last} disabled={atEnd} onClick={() => go(pageCount)}>
              <ChevronsRight aria-hidden data-mirror-rtl />
            </StepButton>
          </li>
        </S.Pages>
      </S.Controls>
    </S.Nav>
  );
});
Pagination.displayName = 'Pagination';

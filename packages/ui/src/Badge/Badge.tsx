import { forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { StyledBadge } from './Badge.styles.ts';
import type { BadgeProps } from './Badge.types.ts';

/** The text a count badge shows: the number in the reader's digits, or "<max>+" above the limit. */
export function formatBadgeCount(count: number, max: number, locale?: string): string {
  const format = new Intl.NumberFormat(locale);
  return count > max ? `${format.format(max)}+` : format.format(count);
}

export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count, max = 99, dot = false, tone = 'accent', showZero = false, label, lang, ...rest },
  ref,
) {
  if (!dot && (count == null || (count <= 0 && !showZero))) return null;
  const common = { ref, 'data-tone': tone, lang, ...rest };
  if (dot) {
    // A dot has no text of its own: without a label it is decoration next to something that says it.
    return label ? (
      <StyledBadge {...common} data-dot="" role="img" aria-label={label} />
    ) : (
      <StyledBadge {...common} data-dot="" aria-hidden />
    );
  }
  const shown = formatBadgeCount(count ?? 0, max, lang);
  if (!label) return <StyledBadge {...common}>{shown}</StyledBadge>;
  return (
    <StyledBadge {...common}>
      <span aria-hidden>{shown}</span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledBadge>
  );
});
Badge.displayName = 'Badge';

// List cells for values a raw string would show badly: instants, percentages, choices, colours and
// images (money: Amount.tsx).
// Each is a component (not a helper) so a description's `cell` can use the user's language.
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { useFormat } from '../../i18n/useFormat.ts';

/** The choices of a `select` field, built from a domain enum and one message per value. */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, MessageDescriptor>,
): { value: Value; label: MessageDescriptor }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** An ISO instant as 'MMM D, YYYY | hh:mm:ss A' in the user's language; empty when unset. */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  const format = useFormat();
  return value ? <>{format.dateTime(value)}</> : null;
}

/** A whole percentage, e.g. 15 → "15%". */
export function PercentCell({ value }: { value: number | null | undefined }) {
  const intl = useIntl();
  return value === null || value === undefined ? null : (
    <>{intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })}</>
  );
}

/** A stored enum value in words; an unknown value (added on the server later) shows as stored. */
export function ChoiceCell({
  value,
  choices,
}: {
  value: string | null | undefined;
  choices: readonly { value: string; label: MessageDescriptor }[];
}) {
  const intl = useIntl();
  const choice = choices.find((c) => c.value === value);
  return <>{choice ? intl.formatMessage(choice.label) : (value ?? '')}</>;
}

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  inline-size: 1em;
  block-size: 1em;
  margin-inline-end: var(--ui-space-2);
  vertical-align: middle;
  border: var(--ui-border-width) solid var(--ui-border-default);
  border-radius: var(--ui-radius-sm);
  background: ${(p) => p.$colour};
`;

/** A colour swatch with its code (the code carries the meaning; the swatch only helps). */
export function ColourCell({ colour }: { colour: string }) {
  return (
    <span>
      <Swatch $colour={colour} aria-hidden />
      {colour}
    </span>
  );
}

const Thumbnail = styled.img`
  display: block;
  block-size: 2rem;
  inline-size: auto;
  max-inline-size: 4rem;
  object-fit: cover;
  border-radius: var(--ui-radius-sm);
`;

/** A small preview of an uploaded image; `alt` names what it shows. */
export function ImageCell({ src, alt }: { src: string | null | undefined; alt: string }) {
  return src ? <Thumbnail src={src} alt={alt} loading="lazy" /> : null;
}

import { useQuery } from '@apollo/client/react';
import { Checkbox, Stack, Text } from '@market/ui';
import { useId } from 'react';
import { withVariables } from './documents.ts';
import { optionsOf } from './options.ts';
import type { OptionSource } from './types.ts';

export interface MultiReferenceFieldProps {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  /** The records to choose from, loaded from the server. */
  source: OptionSource;
  /** The chosen values (the options' `valueField`), e.g. order status codes. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
}

/**
 * Several records of a server-loaded list, as a group of checkboxes (the form's `multiReference` kind, e.g.
 * the statuses an order status may move to). The value keeps the options' order; chosen values that are
 * not among the options are kept as they are.
 */
export function MultiReferenceField({
  label,
  hint,
  error,
  source,
  value,
  onChange,
  onBlur,
}: MultiReferenceFieldProps) {
  const id = useId();
  const { data } = useQuery(withVariables(source.document), { variables: {} });
  const options = optionsOf(data?.list.nodes, source);
  const chosen = new Set(value);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    const known = options.map((o) => o.value);
    onChange([...known.filter((v) => next.has(v)), ...[...next].filter((v) => !known.includes(v))]);
    onBlur();
  };
  return (
    <Stack gap={2} role="group" aria-labelledby={`${id}-label`}>
      <Text as="span" id={`${id}-label`} size="sm" weight="medium">
        {label}
      </Text>
      <Stack direction="row" gap={4} wrap>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.has(option.value)}
            onCheckedChange={(on) => toggle(option.value, on === true)}
            invalid={Boolean(error)}
            aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
          />
        ))}
      </Stack>
      {hint && (
        <Text id={hintId} size="sm" tone="muted">
          {hint}
        </Text>
      )}
      {/* Always mounted so screen readers announce a message the moment it appears. */}
      <Text id={errorId} size="sm" tone="danger" aria-live="polite">
        {error}
      </Text>
    </Stack>
  );
}

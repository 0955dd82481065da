import type { ReportRange } from '@market/domain';
import { DateRangePicker, FormField, Select, Stack } from '@market/ui';
import { useIntl } from 'react-intl';
import { analyticsMessages as m, rangeMessages } from './messages.ts';
import { RANGE_PRESETS, type RangeChoice } from './range.ts';

export interface RangePickerProps {
  choice: RangeChoice;
  range: ReportRange;
  /** A preset by name, or `custom` with the days picked. */
  onChange: (next: { choice: RangeChoice; range?: ReportRange }) => void;
  today: string;
}

/** A preset (today, 7 days … this year) and the days it stands for; picking days makes it custom. */
export function RangePicker({ choice, range, onChange, today }: RangePickerProps) {
  const intl = useIntl();
  return (
    <Stack direction="row" gap={2} align="end" wrap>
      <Select
        label={intl.formatMessage(m.range)}
        options={[...RANGE_PRESETS, 'custom' as const].map((value) => ({
          value,
          label: intl.formatMessage(rangeMessages[value]),
        }))}
        value={choice}
        onValueChange={(value) => onChange({ choice: value as RangeChoice, range })}
      />
      <FormField label={intl.formatMessage(m.customRange)}>
        <DateRangePicker
          value={range}
          onChange={(value) => {
            if (value) onChange({ choice: 'custom', range: value });
          }}
          today={today}
          max={today}
          presets={[]}
          locale={intl.locale}
        />
      </FormField>
    </Stack>
  );
}

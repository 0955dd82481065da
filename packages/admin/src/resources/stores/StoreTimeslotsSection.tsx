// A store's weekly opening hours on its edit page: edited with the ui TimeRange and saved as one set
// (`setStoreTimeslots`) from the store's version, which the save bumps — the store form goes on from it.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { ERROR_CODES } from '@market/domain';
import {
  Alert,
  Button,
  Skeleton,
  Stack,
  TimeRange,
  useToast,
  validateTimeSlots,
  type TimeSlot,
  type Weekday,
} from '@market/ui';
import { Save } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { SetStoreTimeslotsDocument, StoreWeekdaySlotsDocument } from '../../graphql/generated.ts';
import { errorCode, failureMessage, fieldErrors } from '../framework/errors.ts';
import type { RecordSectionProps } from '../framework/index.ts';
import { resourceMessages } from '../framework/index.ts';
import { translateRuleMessage } from '../framework/ruleMessages.ts';

export const storeTimeslotDocuments = /* GraphQL */ `
  query StoreWeekdaySlots($storeId: ID!) {
    storeWeekdaySlots(storeId: $storeId) {
      storeId
      version
      timeslots {
        weekday
        opensAt
        closesAt
      }
    }
  }
  mutation SetStoreTimeslots($storeId: ID!, $version: Int!, $timeslots: [WeekdaySlotInput!]!) {
    setStoreTimeslots(storeId: $storeId, version: $version, timeslots: $timeslots) {
      storeId
      version
      timeslots {
        weekday
        opensAt
        closesAt
      }
    }
  }
`;

const messages = defineMessages({
  label: { id: 'resource.stores.timeslots.label', defaultMessage: 'Opening hours by weekday' },
  save: { id: 'resource.stores.timeslots.save', defaultMessage: 'Save opening hours' },
  saved: { id: 'resource.stores.timeslots.saved', defaultMessage: 'Opening hours saved' },
  fixFirst: {
    id: 'resource.stores.timeslots.fixFirst',
    defaultMessage: 'Fix the marked slots before saving; nothing was saved.',
  },
  refused: { id: 'resource.stores.timeslots.refused', defaultMessage: 'These slots were not saved:' },
  stale: {
    id: 'resource.stores.timeslots.stale',
    defaultMessage:
      'Someone else saved this store after you opened it. Reload their version, then make your change again.',
  },
  loadError: {
    id: 'resource.stores.timeslots.loadError',
    defaultMessage: 'Could not load the opening hours.',
  },
  closed: { id: 'resource.stores.timeslots.closed', defaultMessage: 'Closed' },
  opensAt: { id: 'resource.stores.timeslots.opensAt', defaultMessage: 'opens at' },
  closesAt: { id: 'resource.stores.timeslots.closesAt', defaultMessage: 'closes at' },
  addSlot: { id: 'resource.stores.timeslots.addSlot', defaultMessage: 'Add slot' },
  copyToAll: { id: 'resource.stores.timeslots.copyToAll', defaultMessage: 'Copy to all days' },
  removeSlot: { id: 'resource.stores.timeslots.removeSlot', defaultMessage: 'Remove' },
  slot: { id: 'resource.stores.timeslots.slot', defaultMessage: 'slot' },
  closesBeforeOpens: {
    id: 'resource.stores.timeslots.closesBeforeOpens',
    defaultMessage: 'Closing time must be after opening time.',
  },
  overlap: {
    id: 'resource.stores.timeslots.overlap',
    defaultMessage: 'This slot overlaps another slot on the same day.',
  },
});

// 1 January 2023 was a Sunday: the seven days from it name the weekdays in the user's language.
const weekdayNames = (locale: string) =>
  Array.from({ length: 7 }, (_, day) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day)),
  );

const asSlots = (rows: readonly { weekday: number; opensAt: string; closesAt: string }[]): TimeSlot[] =>
  rows.map((r) => ({ weekday: r.weekday as Weekday, opensAt: r.opensAt, closesAt: r.closesAt }));

const sameSlots = (a: readonly TimeSlot[], b: readonly TimeSlot[]) =>
  JSON.stringify(a.map((s) => [s.weekday, s.opensAt, s.closesAt]).sort()) ===
  JSON.stringify(b.map((s) => [s.weekday, s.opensAt, s.closesAt]).sort());

export function StoreTimeslotsSection({
  record,
  version,
  onVersionChange,
  reload,
  onDirtyChange,
}: RecordSectionProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(StoreWeekdaySlotsDocument, {
    variables: { storeId: record.id },
    fetchPolicy: 'network-only',
  });
  const [saved, setSaved] = useState<TimeSlot[] | null>(null);
  const loaded = useMemo(
    () => saved ?? (data ? asSlots(data.storeWeekdaySlots.timeslots) : null),
    [saved, data],
  );
  const [draft, setDraft] = useState<TimeSlot[] | null>(null);
  const slots = draft ?? loaded ?? [];
  const dirty = draft !== null && loaded !== null && !sameSlots(draft, loaded);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const [problem, setProblem] = useState<'invalid' | 'stale' | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const days = useMemo(() => weekdayNames(intl.locale), [intl.locale]);

  const save = async () => {
    setRefused([]);
    if (validateTimeSlots(slots).some(Boolean)) {
      setProblem('invalid');
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      const result = await client.mutate({
        mutation: SetStoreTimeslotsDocument,
        variables: {
          storeId: record.id,
          version,
          timeslots: slots.map((s) => ({ weekday: s.weekday, opensAt: s.opensAt, closesAt: s.closesAt })),
        },
        // The store's cached record must keep the version the form started from until the page says so.
        fetchPolicy: 'no-cache',
      });
      const set = result.data?.setStoreTimeslots;
      if (set) {
        setSaved(asSlots(set.timeslots));
        setDraft(null);
        onVersionChange(set.version);
        toast({ tone: 'success', title: intl.formatMessage(messages.saved) });
      }
    } catch (e) {
      const code = errorCode(e);
      if (code === ERROR_CODES.CONFLICT) setProblem('stale');
      else if (code === ERROR_CODES.VALIDATION && Object.keys(fieldErrors(e)).length > 0) {
        setRefused(
          Object.entries(fieldErrors(e)).map(([path, message]) => {
            const index = Number(/\[(\d+)\]/.exec(path)?.[1] ?? -1);
            const slot = slots[index];
            const text = translateRuleMessage(intl, message) ?? message;
            return slot ? `${days[slot.weekday]} ${slot.opensAt}–${slot.closesAt}: ${text}` : text;
          }),
        );
      } else toast({ tone: 'error', title: intl.formatMessage(failureMessage(e)) });
    } finally {
      setSaving(false);
    }
  };

  if (error && !data) {
    return (
      <Alert
        tone="danger"
        title={intl.formatMessage(messages.loadError)}
        action={
          <Button size="sm" onClick={() => void refetch()}>
            {intl.formatMessage(resourceMessages.retry)}
          </Button>
        }
      />
    );
  }
  if (loading && !loaded) {
    return (
      <Skeleton.Root label={intl.formatMessage(messages.label)}>
        <Skeleton.Text lines={7} />
      </Skeleton.Root>
    );
  }

  return (
    <Stack gap={4}>
      <TimeRange
        label={intl.formatMessage(messages.label)}
        value={slots}
        onChange={(next) => {
          setDraft(next);
          if (problem === 'invalid') setProblem(null);
        }}
        weekdayLabels={days}
        disabled={saving}
        labels={{
          closed: intl.formatMessage(messages.closed),
          opensAt: intl.formatMessage(messages.opensAt),
          closesAt: intl.formatMessage(messages.closesAt),
          addSlot: intl.formatMessage(messages.addSlot),
          copyToAll: intl.formatMessage(messages.copyToAll),
          removeSlot: intl.formatMessage(messages.removeSlot),
          slot: intl.formatMessage(messages.slot),
          closesBeforeOpens: intl.formatMessage(messages.closesBeforeOpens),
          overlap: intl.formatMessage(messages.overlap),
        }}
      />
      {problem === 'invalid' && <Alert tone="danger" title={intl.formatMessage(messages.fixFirst)} />}
      {refused.length > 0 && (
        <Alert tone="danger" title={intl.formatMessage(messages.refused)}>
          <ul>
            {refused.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
      )}
      {problem === 'stale' && (
        <Alert
          tone="warning"
          title={intl.formatMessage(messages.stale)}
          action={
            <Button
              size="sm"
              onClick={() => {
                // The page reloads the store and this section with it (remounted, loaded again).
                void reload().catch(() => undefined);
              }}
            >
              {intl.formatMessage(resourceMessages.reload)}
            </Button>
          }
        />
      )}
      <div>
        <Button
          variant="primary"
          iconStart={<Save aria-hidden />}
          loading={saving}
          disabled={!dirty}
          onClick={() => void save()}
        >
          {intl.formatMessage(messages.save)}
        </Button>
      </div>
    </Stack>
  );
}

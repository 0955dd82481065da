import { useQuery } from '@apollo/client/react';
import { selectAccessToken } from '@market/auth-machine';
import { FIELD_MESSAGES } from '@market/domain';
import {
  Alert,
  ColorPicker,
  DatePicker,
  FormField,
  ImageUpload,
  MoneyField,
  Select,
  Stack,
  Switch,
  Text,
  TextArea,
  TextField,
} from '@market/ui';
import { useState, type ReactNode, type Ref } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useCurrencyDecimals } from '../../i18n/currencyDecimals.tsx';
import { useSessionActorRef } from '../../session/index.ts';
import { withVariables } from './documents.ts';
import { resourceMessages as m } from './messages.ts';
import { MultiReferenceField } from './MultiReferenceField.tsx';
import { optionsOf } from './options.ts';
import { ReferenceCombobox } from './references.tsx';
import type { FieldDescription } from './types.ts';

export interface FieldInputProps {
  field: FieldDescription;
  /** The form's value and handlers for this field (react-hook-form's Controller gives them). */
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** The field's error, already in the user's language. */
  error: string | undefined;
  /** Turns a rule's or the server's English message into the user's language. */
  translate: (message: string | undefined) => string | undefined;
  /** `money`: the currency worked out from `currencyFrom`; else the field's own. */
  currency?: string | undefined;
}

/** What each kind's control gets: the field's props, its label and hint in the user's language, its text. */
interface ControlProps extends FieldInputProps {
  label: string;
  hint: string | undefined;
  /** The value as text ('' when empty). */
  text: string;
}

/** One form field of a resource description, as the control its kind calls for (`FIELD_CONTROLS`). */
export function FieldInput(props: FieldInputProps) {
  const intl = useIntl();
  const { field, value } = props;
  const Control = FIELD_CONTROLS[field.kind];
  return (
    <Control
      {...props}
      label={intl.formatMessage(field.label)}
      hint={field.hint ? intl.formatMessage(field.hint, field.hintValues) : undefined}
      text={value === null || value === undefined ? '' : String(value)}
    />
  );
}

function SwitchControl({ label, value, onChange, onBlur, name }: ControlProps) {
  return (
    <Switch label={label} checked={Boolean(value)} onCheckedChange={onChange} onBlur={onBlur} name={name} />
  );
}

function TextAreaControl({ label, hint, error, name, inputRef, text, onChange, onBlur }: ControlProps) {
  return (
    <TextArea
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

/** A record among many (a searching combobox) or among a few (a select of them all). */
function ReferenceControl({ field, label, hint, error, text, onChange, onBlur }: ControlProps) {
  if (field.reference) {
    return (
      <ReferenceCombobox
        entity={field.reference}
        label={label}
        hint={hint}
        error={error}
        value={text}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  }
  return field.options ? (
    <ReferenceSelect
      label={label}
      error={error}
      source={field.options}
      value={text}
      onChange={onChange}
      onBlur={onBlur}
    />
  ) : null;
}

function MultiReferenceControl({ field, label, hint, error, value, onChange, onBlur }: ControlProps) {
  return field.options ? (
    <MultiReferenceField
      label={label}
      hint={hint}
      error={error}
      source={field.options}
      value={Array.isArray(value) ? value.map(String) : []}
      onChange={onChange}
      onBlur={onBlur}
    />
  ) : null;
}

function SelectControl({ field, label, hint, error, text, onChange, onBlur }: ControlProps) {
  const intl = useIntl();
  return (
    <Select
      label={label}
      hint={hint}
      error={error}
      options={[
        ...(field.emptyChoice ? [{ value: NO_CHOICE, label: intl.formatMessage(field.emptyChoice) }] : []),
        ...(field.choices ?? []).map((choice) => ({
          value: choice.value,
          label: intl.formatMessage(choice.label),
        })),
      ]}
      value={text === '' && field.emptyChoice ? NO_CHOICE : text}
      onValueChange={(choice) => onChange(choice === NO_CHOICE ? null : choice)}
      onBlur={onBlur}
    />
  );
}

function MoneyControl(props: ControlProps) {
  const { field, label, hint, error, name, inputRef, currency, value, onChange, onBlur } = props;
  const intl = useIntl();
  const decimalsOf = useCurrencyDecimals();
  return (
    <MoneyField
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      currency={currency ?? field.currency ?? 'USD'}
      decimals={decimalsOf(currency ?? field.currency ?? 'USD')}
      locale={intl.locale}
      value={typeof value === 'number' ? value : null}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}

function DateControl({ label, hint, error, text, onChange, onBlur }: ControlProps) {
  const intl = useIntl();
  return (
    <FormField label={label} hint={hint} error={error}>
      <DatePicker
        placeholder={intl.formatMessage(m.datePlaceholder)}
        clearLabel={intl.formatMessage(m.dateClear)}
        calendarLabel={intl.formatMessage(m.dateChoose)}
        value={text === '' ? null : text.slice(0, 10)}
        onChange={(value) => {
          onChange(value);
          onBlur();
        }}
        locale={intl.locale}
        clearable
        fullWidth
      />
    </FormField>
  );
}

function DateTimeControl({ label, hint, error, name, inputRef, value, onChange, onBlur }: ControlProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      type="datetime-local"
      value={toLocalInput(value)}
      onChange={(e) => onChange(e.target.value === '' ? null : new Date(e.target.value).toISOString())}
      onBlur={onBlur}
    />
  );
}

function ColorControl({ label, hint, error, text, onChange, onBlur }: ControlProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <ColorPicker
        label={label}
        value={text || '#4b7cf3'}
        onChange={(value) => {
          onChange(value);
          onBlur();
        }}
      />
    </FormField>
  );
}

function ImageControl({ field, label, hint, error, text, translate, onChange, onBlur }: ControlProps) {
  return (
    <ImageField
      label={label}
      hint={hint}
      error={error}
      value={text}
      uploadKind={field.uploadKind ?? 'image'}
      translate={translate}
      onChange={(url) => {
        onChange(url);
        onBlur();
      }}
    />
  );
}

/** A whole number (the text stays as typed until it is one), or a decimal one (`decimals`). */
function NumberControl(props: ControlProps) {
  const { field, label, hint, error, name, inputRef, value, text, onChange, onBlur } = props;
  if (field.decimals) {
    return (
      <DecimalField
        label={label}
        hint={hint}
        error={error}
        name={name}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      />
    );
  }
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      inputMode="numeric"
      value={text}
      onChange={(e) =>
        onChange(
          e.target.value !== '' && !Number.isNaN(Number(e.target.value))
            ? Number(e.target.value)
            : e.target.value,
        )
      }
      onBlur={onBlur}
    />
  );
}

function TextControl({ field, label, hint, error, name, inputRef, text, onChange, onBlur }: ControlProps) {
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      dir={field.ltr ? 'ltr' : undefined}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** The control of each field kind; a new kind is one small component and one entry here. */
const FIELD_CONTROLS: Record<FieldDescription['kind'], (props: ControlProps) => ReactNode> = {
  text: TextControl,
  textarea: TextAreaControl,
  number: NumberControl,
  switch: SwitchControl,
  reference: ReferenceControl,
  multiReference: MultiReferenceControl,
  select: SelectControl,
  money: MoneyControl,
  date: DateControl,
  datetime: DateTimeControl,
  color: ColorControl,
  image: ImageControl,
};

/** The value of a select's `emptyChoice` (a select option cannot be ''); the form holds null. */
const NO_CHOICE = '__none__';
/**
 * A number with decimals (a latitude). The text is kept as typed ("30.", "-") so the next keystroke can
 * finish it; the form gets the number, null when empty, or the text when it is not a number yet (the
 * domain rule then says "Must be a number").
 */
function DecimalField({
  label,
  hint,
  error,
  name,
  inputRef,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  name: string;
  inputRef: FieldInputProps['inputRef'];
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}) {
  const shown = value === null || value === undefined ? '' : String(value);
  const [text, setText] = useState(shown);
  // A value set from outside (record loaded, form reset) replaces the typed text.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== parseDecimal(text)) setText(shown);
  }
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      name={name}
      ref={inputRef}
      inputMode="decimal"
      dir="ltr"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseDecimal(e.target.value));
      }}
      onBlur={onBlur}
    />
  );
}

function parseDecimal(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : text;
}

/** An ISO instant as the value of a `datetime-local` input, in the browser's time zone. */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function ReferenceSelect({
  label,
  error,
  source,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  error: string | undefined;
  source: NonNullable<FieldDescription['options']>;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { data } = useQuery(withVariables(source.document), { variables: {} });
  const options = optionsOf(data?.list.nodes, source);
  return (
    <Select
      label={label}
      error={error}
      options={options}
      value={value}
      onValueChange={onChange}
      onBlur={onBlur}
    />
  );
}

const uploadMessages = defineMessages({
  choose: { id: 'upload.choose', defaultMessage: 'Choose image' },
  drop: { id: 'upload.drop', defaultMessage: 'or drop it here' },
  remove: { id: 'upload.remove', defaultMessage: 'Remove' },
  uploading: { id: 'upload.uploading', defaultMessage: 'Uploading' },
});

/**
 * An image stored through `POST /api/uploads`; the form keeps its URL. The picker refuses wrong types and
 * sizes before anything is sent (the spec's messages); the server checks the content again.
 */
function ImageField({
  label,
  hint,
  error,
  value,
  uploadKind,
  onChange,
  translate,
}: {
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  uploadKind: 'image' | 'slider';
  onChange: (url: string | null) => void;
  translate: FieldInputProps['translate'];
}) {
  const intl = useIntl();
  const session = useSessionActorRef();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    setProblem(null);
    if (!file) return onChange(null);
    setUploading(true);
    try {
      const form = new FormData();
      form.append('kind', uploadKind);
      form.append('file', file);
      const token = selectAccessToken(session.getSnapshot());
      const res = await fetch('/api/uploads', {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        body: form,
      });
      const body = (await res.json().catch(() => null)) as { url?: string; message?: string } | null;
      if (!res.ok || !body?.url) {
        setProblem(
          body?.message ? (translate(body.message) ?? body.message) : intl.formatMessage(m.somethingWrong),
        );
        return;
      }
      onChange(body.url);
    } catch {
      setProblem(intl.formatMessage(m.somethingWrong));
    } finally {
      setUploading(false);
    }
  };
  const shown = problem ?? error;
  return (
    <Stack gap={2}>
      {/* ImageUpload names its controls after the field but shows no label of its own. */}
      <Text as="span" size="sm" weight="medium">
        {label}
      </Text>
      <ImageUpload
        label={label}
        hint={hint}
        chooseLabel={intl.formatMessage(uploadMessages.choose)}
        dropLabel={intl.formatMessage(uploadMessages.drop)}
        removeLabel={intl.formatMessage(uploadMessages.remove)}
        uploadingLabel={intl.formatMessage(uploadMessages.uploading)}
        value={value || null}
        maxSizeMb={uploadKind === 'slider' ? 5 : 2}
        uploading={uploading}
        onChange={(file) => void upload(file)}
        typeErrorMessage={translate(FIELD_MESSAGES.imageType)}
        sizeErrorMessage={() =>
          translate(
            uploadKind === 'slider' ? FIELD_MESSAGES.sliderImageTooLarge : FIELD_MESSAGES.imageTooLarge,
          ) ?? ''
        }
      />
      {shown && <Alert tone="danger" title={shown} />}
    </Stack>
  );
}

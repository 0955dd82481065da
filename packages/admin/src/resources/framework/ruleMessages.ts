import { FIELD_MESSAGES } from '@market/domain';
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

// The domain rules (yup, shared with the server) speak English; forms show their messages in the user's
// language. Each known message — fixed, or with a number or list in it — maps to a catalogue entry; one
// this table does not know is shown as the rule wrote it rather than hidden.
const messages = defineMessages({
  blank: { id: 'rule.blank', defaultMessage: 'Field cannot be blank' },
  minChars: { id: 'rule.minChars', defaultMessage: 'Must be at least {count} characters' },
  maxChars: { id: 'rule.maxChars', defaultMessage: 'Must be at most {count} characters' },
  exactChars: { id: 'rule.exactChars', defaultMessage: 'Must be exactly {count} characters' },
  min: { id: 'rule.min', defaultMessage: 'Must be at least {count}' },
  max: { id: 'rule.max', defaultMessage: 'Must be at most {count}' },
  oneOf: { id: 'rule.oneOf', defaultMessage: 'Must be one of: {values}' },
  atMostAtATime: { id: 'rule.atMostAtATime', defaultMessage: 'At most {count} at a time' },
  number: { id: 'rule.number', defaultMessage: 'Must be a number' },
  wholeNumber: { id: 'rule.wholeNumber', defaultMessage: 'Must be a whole number' },
  minorUnits: { id: 'rule.minorUnits', defaultMessage: 'Must be whole minor units' },
  negative: { id: 'rule.negative', defaultMessage: 'Cannot be negative' },
  zero: { id: 'rule.zero', defaultMessage: 'Cannot be zero' },
  percentage: { id: 'rule.percentage', defaultMessage: 'A percentage cannot exceed 100' },
  date: { id: 'rule.date', defaultMessage: 'Must be a date' },
  email: { id: 'rule.email', defaultMessage: 'Must be a valid email' },
  id: { id: 'rule.id', defaultMessage: 'Must be a valid id' },
  phone: { id: 'rule.phone', defaultMessage: 'Must be a valid phone number' },
  regex: { id: 'rule.regex', defaultMessage: 'Must be a valid regular expression' },
  currencyCode: { id: 'rule.currencyCode', defaultMessage: 'Must be a 3-letter ISO 4217 code, e.g. USD' },
  timeZone: { id: 'rule.timeZone', defaultMessage: 'Must be a time zone such as Africa/Cairo or UTC' },
  afterOpening: { id: 'rule.afterOpening', defaultMessage: 'Must be after the opening time' },
  afterStart: { id: 'rule.afterStart', defaultMessage: 'Must be after the start date' },
  atLeastMinimumOrder: {
    id: 'rule.atLeastMinimumOrder',
    defaultMessage: 'Must be at least the minimum order amount',
  },
  atLeastPrice: { id: 'rule.atLeastPrice', defaultMessage: 'Must be at least the price' },
  time: { id: 'rule.time', defaultMessage: 'Use HH:MM' },
  colour: { id: 'rule.colour', defaultMessage: 'Use a colour like #4b7cf3' },
  version: { id: 'rule.version', defaultMessage: 'Use a version like 3.4.1' },
  lettersDigitsDashesUnderscores: {
    id: 'rule.lettersDigitsDashesUnderscores',
    defaultMessage: 'Use letters, digits, dashes and underscores',
  },
  slug: { id: 'rule.slug', defaultMessage: 'Use lower-case letters, digits and dashes' },
  key: { id: 'rule.key', defaultMessage: 'Use lower-case letters, digits and underscores' },
  twoLettersOrDigits: { id: 'rule.twoLettersOrDigits', defaultMessage: 'Use two letters or digits' },
  taken: { id: 'rule.taken', defaultMessage: 'This value is already in use' },
  imageType: { id: 'rule.imageType', defaultMessage: 'You can only upload JPG/PNG file!' },
  csvType: { id: 'rule.csvType', defaultMessage: 'You can only upload CSV file!' },
  imageTooLarge: { id: 'rule.imageTooLarge', defaultMessage: 'Image must be smaller than 2MB!' },
  sliderImageTooLarge: { id: 'rule.sliderImageTooLarge', defaultMessage: 'Image must be smaller than 5MB!' },
  doesNotExist: { id: 'rule.doesNotExist', defaultMessage: 'Does not exist' },
  doesNotExistList: { id: 'rule.doesNotExistList', defaultMessage: 'Does not exist: {values}' },
  notItself: { id: 'rule.notItself', defaultMessage: 'A status cannot follow itself' },
  trueOrFalse: { id: 'rule.trueOrFalse', defaultMessage: 'Must be true or false' },
  list: { id: 'rule.list', defaultMessage: 'Must be a list' },
  chooseOne: { id: 'rule.chooseOne', defaultMessage: 'Choose at least one' },
  chooseOneItem: { id: 'rule.chooseOneItem', defaultMessage: 'Choose at least one item' },
  addOneItem: { id: 'rule.addOneItem', defaultMessage: 'Add at least one item' },
  sixDecimals: { id: 'rule.sixDecimals', defaultMessage: 'Use at most 6 decimal places' },
  slotOverlap: { id: 'rule.slotOverlap', defaultMessage: 'Overlaps another slot on the same day' },
});

const FIXED: Record<string, MessageDescriptor> = {
  [FIELD_MESSAGES.blank]: messages.blank,
  [FIELD_MESSAGES.taken]: messages.taken,
  [FIELD_MESSAGES.imageType]: messages.imageType,
  [FIELD_MESSAGES.csvType]: messages.csvType,
  [FIELD_MESSAGES.imageTooLarge]: messages.imageTooLarge,
  [FIELD_MESSAGES.sliderImageTooLarge]: messages.sliderImageTooLarge,
  'Must be a number': messages.number,
  'Must be a whole number': messages.wholeNumber,
  'Must be whole minor units': messages.minorUnits,
  'Cannot be negative': messages.negative,
  'Cannot be zero': messages.zero,
  'A percentage cannot exceed 100': messages.percentage,
  'Must be a date': messages.date,
  'Must be a valid email': messages.email,
  'Must be a valid id': messages.id,
  'Must be a valid phone number': messages.phone,
  'Must be a valid regular expression': messages.regex,
  'Must be a 3-letter ISO 4217 code, e.g. USD': messages.currencyCode,
  'Must be a time zone such as Africa/Cairo or UTC': messages.timeZone,
  'Must be after the opening time': messages.afterOpening,
  'Must be after the start date': messages.afterStart,
  'Must be at least the minimum order amount': messages.atLeastMinimumOrder,
  'Must be at least the price': messages.atLeastPrice,
  'Use HH:MM': messages.time,
  'Use a colour like #4b7cf3': messages.colour,
  'Use a version like 3.4.1': messages.version,
  'Use letters, digits, dashes and underscores': messages.lettersDigitsDashesUnderscores,
  'Use lower-case letters, digits and dashes': messages.slug,
  'Use lower-case letters, digits and underscores': messages.key,
  'Use two letters or digits': messages.twoLettersOrDigits,
  'Does not exist': messages.doesNotExist,
  'A status cannot follow itself': messages.notItself,
  'Must be true or false': messages.trueOrFalse,
  'Must be a list': messages.list,
  'Choose at least one': messages.chooseOne,
  'Choose at least one item': messages.chooseOneItem,
  'Add at least one item': messages.addOneItem,
  'Use at most 6 decimal places': messages.sixDecimals,
  'Overlaps another slot on the same day': messages.slotOverlap,
};

const PATTERNS: [RegExp, MessageDescriptor, 'count' | 'values'][] = [
  [/^Must be at least (\d+) characters$/, messages.minChars, 'count'],
  [/^Must be at most (\d+) characters$/, messages.maxChars, 'count'],
  [/^Must be exactly (\d+) characters$/, messages.exactChars, 'count'],
  [/^Must be at least (-?\d+)$/, messages.min, 'count'],
  [/^Must be at most (-?\d+)$/, messages.max, 'count'],
  [/^At most (\d+) at a time$/, messages.atMostAtATime, 'count'],
  [/^Must be one of: (.+)$/, messages.oneOf, 'values'],
  [/^Does not exist: (.+)$/, messages.doesNotExistList, 'values'],
];

/** A domain rule's (or the server's) field message in the user's language. */
export function translateRuleMessage(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return message;
  const fixed = FIXED[message];
  if (fixed) return intl.formatMessage(fixed);
  for (const [pattern, descriptor, name] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const value = name === 'count' ? intl.formatNumber(Number(match[1])) : match[1];
    return intl.formatMessage(descriptor, { [name]: value });
  }
  return message;
}

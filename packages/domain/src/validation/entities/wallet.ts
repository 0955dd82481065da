import * as yup from 'yup';
import { MAX_MINOR_UNITS } from '../../money.ts';
import { text, uuid } from '../rules.ts';

// Wallet postings made by hand.

/** A manual wallet credit (positive) or debit (negative) posted by an admin. */
export const walletAdjustmentRules = yup.object({
  accountId: uuid(),
  amount: yup
    .number()
    .typeError('Must be a number')
    .integer('Must be whole minor units')
    .required('Field cannot be blank')
    .min(-MAX_MINOR_UNITS, `Must be at most ${MAX_MINOR_UNITS} minor units either way`)
    .max(MAX_MINOR_UNITS, `Must be at most ${MAX_MINOR_UNITS} minor units either way`)
    .test('non-zero', 'Cannot be zero', (v) => v !== 0),
  reason: text(3, 300),
  idempotencyKey: text(8, 100),
});

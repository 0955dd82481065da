// The domain's form rules (yup schemas, shared with the server), by the name a resource description gives
// (`rules: 'orderEditRules'`). Only the edit form imports this module, so yup and the schemas load with the
// edit route, not with a list page: a description names its rules instead of holding them. The map is the
// domain's per-entity rules module itself (`ENTITY_RULES`, every export a schema), so a new entity's rule
// needs no line here. Operations' rules are named one by one: only the staff invite is a form.
import { ENTITY_RULES, inviteStaffRules } from '@market/domain';
import { object, type AnyObjectSchema } from 'yup';

export const RULES = {
  ...ENTITY_RULES,
  /** The admins page's create form: an invitation (operations.ts), not the entity's own rules. */
  inviteStaffRules,
  /** A screen that edits nothing (the audit log). */
  none: object({}),
} satisfies Record<string, AnyObjectSchema>;

/** The name of a form's rules in RULES. */
export type RuleName = keyof typeof RULES;

import { ROLES, STAFF_LANGUAGES } from '@market/domain';
import { defineMessages } from 'react-intl';
import {
  AdminListDocument,
  AdminRecordDocument,
  InviteStaffRecordDocument,
  UpdateAdminRecordDocument,
} from '../../graphql/generated.ts';
import { PAGES } from '../../shell/pages.ts';
import { titles } from '../../shell/titles.ts';
import { choicesOf, DateTimeCell } from '../framework/cells.tsx';
import { defineResource, resourceScreens } from '../framework/index.ts';

/**
 * Staff accounts. An account exists once someone registers or an admin invites them (email, name, role
 * and the language of the invitation email, whose link lets the person choose a password); here an admin gives or
 * changes its role and deactivates it — either stops its access tokens within seconds (the server's
 * access revocation). Accounts are never deleted: the audit log keeps pointing at them.
 */
export const adminsDocuments = /* GraphQL */ `
  fragment AdminFields on Admin @standardDocuments {
    id
    version
    email
    firstName
    lastName
    phone
    role
    isActive
    lastLoginAt
  }
  mutation InviteStaffRecord($input: InviteStaffInput!) {
    saved: inviteStaff(input: $input) {
      id
      version
    }
  }
`;

const messages = defineMessages({
  singular: { id: 'resource.admins.singular', defaultMessage: 'staff account' },
  email: { id: 'resource.admins.email', defaultMessage: 'Email' },
  firstName: { id: 'resource.admins.firstName', defaultMessage: 'First name' },
  lastName: { id: 'resource.admins.lastName', defaultMessage: 'Last name' },
  phone: { id: 'resource.admins.phone', defaultMessage: 'Phone' },
  role: { id: 'resource.admins.role', defaultMessage: 'Role' },
  isActive: { id: 'resource.admins.isActive', defaultMessage: 'Active' },
  lastLoginAt: { id: 'resource.admins.lastLoginAt', defaultMessage: 'Last sign-in' },
  waiting: { id: 'resource.admins.waiting', defaultMessage: 'Has a role' },
  search: { id: 'resource.admins.search', defaultMessage: 'Search by email' },
  inviteHint: {
    id: 'resource.admins.inviteHint',
    defaultMessage: 'We email them a link to choose their password; it works for 7 days.',
  },
  language: { id: 'resource.admins.language', defaultMessage: 'Invitation language' },
  roleHint: {
    id: 'resource.admins.roleHint',
    defaultMessage: 'No role: the account waits for access. Support may use stores and orders only.',
  },
});

const languageLabels = defineMessages({
  en: { id: 'resource.admins.language.en', defaultMessage: 'English' },
  ar: { id: 'resource.admins.language.ar', defaultMessage: 'Arabic' },
});

const roleLabels = defineMessages({
  admin: { id: 'resource.admins.role.admin', defaultMessage: 'Admin' },
  support: { id: 'resource.admins.role.support', defaultMessage: 'Support' },
});

export const admins = defineResource({
  resource: PAGES.admins.resource,
  listName: 'admins',
  entityType: 'Admin',
  path: PAGES.admins.path,
  documents: {
    list: AdminListDocument,
    get: AdminRecordDocument,
    create: InviteStaffRecordDocument,
    update: UpdateAdminRecordDocument,
  },
  columns: [
    { id: 'email', header: messages.email },
    { id: 'firstName', header: messages.firstName },
    { id: 'lastName', header: messages.lastName },
    { id: 'role', header: messages.role },
    { id: 'isActive', header: messages.isActive },
    {
      id: 'lastLoginAt',
      header: messages.lastLoginAt,
      fit: true,
      cell: (row) => <DateTimeCell value={row.lastLoginAt} />,
    },
  ],
  filters: [
    { name: 'email_contains', label: messages.search, kind: 'text' },
    { name: 'role', label: messages.role, kind: 'select', choices: choicesOf(ROLES, roleLabels) },
    // "No" lists the self-registered accounts waiting for an admin to grant them access.
    { name: 'hasRole', label: messages.waiting, kind: 'boolean' },
  ],
  fields: [
    { name: 'email', label: messages.email, kind: 'text' },
    { name: 'firstName', label: messages.firstName, kind: 'text' },
    { name: 'lastName', label: messages.lastName, kind: 'text' },
    { name: 'phone', label: messages.phone, kind: 'text' },
    {
      name: 'role',
      label: messages.role,
      kind: 'select',
      choices: choicesOf(ROLES, roleLabels),
      hint: messages.roleHint,
    },
    { name: 'isActive', label: messages.isActive, kind: 'switch' },
  ],
  // A new account is an invitation: it has a role from the start and no password yet.
  createForm: {
    fields: [
      { name: 'email', label: messages.email, kind: 'text', hint: messages.inviteHint },
      { name: 'firstName', label: messages.firstName, kind: 'text' },
      { name: 'lastName', label: messages.lastName, kind: 'text' },
      { name: 'role', label: messages.role, kind: 'select', choices: choicesOf(ROLES, roleLabels) },
      {
        name: 'language',
        label: messages.language,
        kind: 'select',
        choices: choicesOf(STAFF_LANGUAGES, languageLabels),
      },
    ],
    rules: 'inviteStaffRules',
  },
  rowLabel: (row) => row.email,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  rules: 'adminRules',
  messages: { title: titles.admins, singular: messages.singular },
});

export const { List, Edit } = resourceScreens(admins);

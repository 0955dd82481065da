import type { Meta } from '@storybook/react-vite';
import { resourceStories } from '../framework/stories.tsx';
import { admins } from './admins.tsx';

const staff = (id: string, email: string, firstName: string, role: string | null, isActive = true) => ({
  __typename: 'Admin' as const,
  id,
  version: 2,
  email,
  firstName,
  lastName: 'Example',
  phone: null,
  role,
  isActive,
  lastLoginAt: role ? '2026-03-14T10:40:00.000Z' : null,
});

const stories = resourceStories(admins, {
  rows: [
    staff('a1', 'admin@example.com', 'Ada', 'admin'),
    staff('a2', 'support@example.com', 'Sam', 'support'),
    staff('a3', 'wanda@example.com', 'Wanda', null),
  ],
  record: staff('a2', 'support@example.com', 'Sam', 'support'),
});

// The staff screens in every state; a new account is an invitation (email, name, role).
const meta = {
  title: 'Pages/Resources/Admins',
  tags: ['viewport-desktop'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;

export const ListFilled = stories.ListFilled;
export const ListLoading = stories.ListLoading;
export const ListEmpty = stories.ListEmpty;
export const ListNoMatch = stories.ListNoMatch;
export const ListError = stories.ListError;
export const ListForbidden = stories.ListForbidden;
export const EditNew = stories.EditNew;
export const EditInvalid = stories.EditInvalid;
export const EditExisting = stories.EditExisting;
export const EditLoading = stories.EditLoading;

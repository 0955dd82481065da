import type { UserState } from '@market/auth-machine';
import { Avatar, DropdownMenu, VisuallyHidden } from '@market/ui';
import { LogOut } from 'lucide-react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { ProfileFacts, TopBarButton } from './TopBarButton.styles.ts';

const valueMessages: Record<'account' | 'role' | 'phone', MessageDescriptor> = defineMessages({
  account: { id: 'topbar.profile.account', defaultMessage: 'Account: {name}' },
  role: { id: 'topbar.profile.role', defaultMessage: 'Role: {role}' },
  phone: { id: 'topbar.profile.phone', defaultMessage: 'Phone: {phone}' },
});

const messages = defineMessages({
  logout: { id: 'topbar.profile.logout', defaultMessage: 'Log out' },
  admin: { id: 'role.admin', defaultMessage: 'Admin' },
  support: { id: 'role.support', defaultMessage: 'Support' },
  noRole: { id: 'role.none', defaultMessage: 'Waiting for access' },
});

export interface ProfileMenuProps {
  user: UserState;
  onLogout: () => void;
}

/** Who is signed in (name, email, role, phone when known) and the way out. */
export function ProfileMenu({ user, onLogout }: ProfileMenuProps) {
  const intl = useIntl();
  const name = user.name ?? user.email ?? '';
  const role =
    user.role === 'admin' ? messages.admin : user.role === 'support' ? messages.support : messages.noRole;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <TopBarButton type="button">
          <VisuallyHidden>{intl.formatMessage(valueMessages.account, { name })}</VisuallyHidden>
          <Avatar name={name} src={user.avatar ?? undefined} size="sm" decorative />
        </TopBarButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <ProfileFacts>
          <strong>{name}</strong>
          <span>{user.email}</span>
          <span>{intl.formatMessage(valueMessages.role, { role: intl.formatMessage(role) })}</span>
          {user.phone && (
            <span>
              {intl.formatMessage(valueMessages.phone, { phone: <bdi key="phone">{user.phone}</bdi> })}
            </span>
          )}
        </ProfileFacts>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<LogOut aria-hidden />} onSelect={onLogout}>
          {intl.formatMessage(messages.logout)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

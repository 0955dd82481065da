import { Avatar, Button } from '@market/ui';
import { FormattedMessage } from 'react-intl';
import { useLogout, useSessionActorRef, useSessionStatus, useSessionUser } from '../../session/index.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { Actions, Form, Identity, Lead, Title } from './AuthFrame.styles.ts';

/**
 * A signed-in account that no admin has given a role yet (a self-registration): it may not use
 * the admin, so it waits here. "Check again" re-reads the account once an admin granted access.
 */
export function AwaitingAccessPage() {
  const user = useSessionUser();
  const status = useSessionStatus();
  const actor = useSessionActorRef();
  const logout = useLogout();
  const checking = status === 'loading';
  return (
    <AuthFrame>
      <Form as="section" aria-labelledby="awaiting-access-title">
        <Title id="awaiting-access-title">
          <FormattedMessage id="auth.awaiting.title" defaultMessage="Waiting for access" />
        </Title>
        {user.name && user.email && (
          <Identity>
            <Avatar name={user.name} src={user.avatar ?? undefined} decorative />
            <div>
              <div>{user.name}</div>
              <Lead>{user.email}</Lead>
            </div>
          </Identity>
        )}
        <Lead>
          <FormattedMessage
            id="auth.awaiting.body"
            defaultMessage="Your account is ready, but an administrator has not given it a role yet. You can use the admin as soon as they do."
          />
        </Lead>
        <Actions>
          <Button variant="primary" loading={checking} onClick={() => actor.send({ type: 'RELOAD' })}>
            <FormattedMessage id="auth.awaiting.checkAgain" defaultMessage="Check again" />
          </Button>
          <Button onClick={logout} disabled={status === 'signingOut'}>
            <FormattedMessage id="auth.awaiting.signOut" defaultMessage="Sign out" />
          </Button>
        </Actions>
      </Form>
    </AuthFrame>
  );
}

export default AwaitingAccessPage;

import { AuthError } from '@market/auth-machine';
import { Alert, Avatar, Button, Link, TextField } from '@market/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout, useSessionServices, useSessionUser } from '../../session/index.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { Form, FormFooter, Identity, Lead, Title } from './AuthFrame.styles.ts';
import { authErrorMessage, authMessages } from './authMessages.ts';
import { authResolver, preloadAuthSchemas } from './authForms.ts';
import type { LockscreenValues } from './authSchemas.ts';

/** The signed-in user stepped away: their password opens the admin again. */
export function LockscreenPage() {
  const intl = useIntl();
  const user = useSessionUser();
  const { verifyPassword } = useSessionServices();
  const logout = useLogout();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<AuthError | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LockscreenValues>({
    resolver: authResolver((rules) => rules.lockscreenResolver(intl)),
    defaultValues: { password: '' },
  });

  if (!user.email || !user.name) {
    return (
      <AuthFrame>
        <Form as="section" aria-labelledby="lock-title">
          <Title id="lock-title">
            <FormattedMessage id="auth.lock.signedOutTitle" defaultMessage="You are signed out" />
          </Title>
          <Lead>
            <FormattedMessage id="auth.lock.signedOut" defaultMessage="Sign in to open the admin." />
          </Lead>
          <Link asChild>
            <RouterLink to="/auth/login">
              <FormattedMessage {...authMessages.backToLogin} />
            </RouterLink>
          </Link>
        </Form>
      </AuthFrame>
    );
  }
  const { email, name } = user;

  const onSubmit = async ({ password }: LockscreenValues) => {
    setFailure(null);
    try {
      await verifyPassword(email, password);
      await navigate('/');
    } catch (error) {
      setFailure(error instanceof AuthError ? error : new AuthError('server', String(error)));
    }
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="lock-title"
        onSubmit={handleSubmit(onSubmit)}
        onFocus={preloadAuthSchemas}
      >
        <Title id="lock-title">
          <FormattedMessage id="auth.lock.title" defaultMessage="Screen locked" />
        </Title>
        <Identity>
          <Avatar name={name} src={user.avatar ?? undefined} size="lg" decorative />
          <div>
            <div>{name}</div>
            <Lead>{email}</Lead>
          </div>
        </Identity>
        <Lead>
          <FormattedMessage id="auth.lock.lead" defaultMessage="Enter your password to continue." />
        </Lead>
        {failure && !isSubmitting && <Alert tone="danger" title={authErrorMessage(intl, failure)} />}
        {/* The account name, hidden, lets password managers pick the right saved password. */}
        <input type="hidden" name="username" autoComplete="username" value={email} readOnly />
        <TextField
          label={intl.formatMessage(authMessages.password)}
          type="password"
          autoComplete="current-password"
          required
          showPasswordLabel={intl.formatMessage(authMessages.showPassword)}
          hidePasswordLabel={intl.formatMessage(authMessages.hidePassword)}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting} disabled={isSubmitting}>
          <FormattedMessage id="auth.lock.submit" defaultMessage="Unlock" />
        </Button>
        <FormFooter>
          <Link asChild>
            <RouterLink to="/auth/login" onClick={logout}>
              <FormattedMessage id="auth.lock.switchUser" defaultMessage="Sign in as someone else" />
            </RouterLink>
          </Link>
        </FormFooter>
      </Form>
    </AuthFrame>
  );
}

export default LockscreenPage;

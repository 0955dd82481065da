import { Alert, Button, Link, TextField } from '@market/ui';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import {
  useSessionError,
  useSessionStatus,
  useSessionSubmitting,
  useSignInAttempt,
} from '../../session/index.ts';
import { AuthFrame, useOptionalToast } from './AuthFrame.tsx';
import { EndAligned, Form, FormFooter, Lead, Title } from './AuthFrame.styles.ts';
import { authErrorMessage, authMessages } from './authMessages.ts';
import { authResolver, preloadAuthSchemas, translateFieldMessage } from './authForms.ts';
import type { LoginValues } from './authSchemas.ts';
import { AwaitingAccessPageLazy } from './AwaitingAccessPage.lazy.ts';

export function LoginPage() {
  const intl = useIntl();
  const { attempt, preload, loadError } = useSignInAttempt();
  const status = useSessionStatus();
  const submitting = useSessionSubmitting();
  const error = useSessionError() ?? loadError;
  const navigate = useNavigate();
  const toast = useOptionalToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: authResolver((rules) => rules.loginResolver(intl)),
    defaultValues: { email: '', password: '' },
  });

  if (status === 'signedIn') return <Navigate to="/" replace />;
  if (status === 'awaitingAccess') return <AwaitingAccessPageLazy />;

  const busy = isSubmitting || submitting || status !== 'anonymous';

  const onSubmit = async ({ email, password }: LoginValues) => {
    const settled = await attempt({ type: 'LOGIN', email, password });
    if (!settled || (!settled.matches('signedIn') && !settled.matches('awaitingAccess'))) return;
    toast?.toast({
      tone: 'success',
      title: intl.formatMessage({ id: 'auth.login.successTitle', defaultMessage: 'Logged In' }),
      description: intl.formatMessage({
        id: 'auth.login.successBody',
        defaultMessage: 'You have successfully logged in!',
      }),
    });
    await navigate('/');
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="login-title"
        onSubmit={handleSubmit(onSubmit)}
        onFocus={() => {
          preloadAuthSchemas();
          // XState and the session machine load here, not with the page (session/appSession.ts).
          preload();
        }}
      >
        <Title id="login-title">
          <FormattedMessage id="auth.login.title" defaultMessage="Sign in" />
        </Title>
        <Lead>
          <FormattedMessage id="auth.login.lead" defaultMessage="Manage orders, stores and payouts." />
        </Lead>
        {error && !busy && (
          <Alert tone="danger" title={authErrorMessage(intl, error)} data-testid="login-error" />
        )}
        <TextField
          label={intl.formatMessage(authMessages.email)}
          type="email"
          autoComplete="username"
          required
          error={translateFieldMessage(intl, errors.email?.message)}
          {...register('email')}
        />
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
        <EndAligned>
          <Link asChild>
            <RouterLink to="/auth/forgot-password">
              <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
            </RouterLink>
          </Link>
        </EndAligned>
        <Button type="submit" variant="primary" fullWidth loading={busy} disabled={busy}>
          <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
        </Button>
        <FormFooter>
          <FormattedMessage id="auth.login.noAccount" defaultMessage="No account yet?" />{' '}
          <Link asChild>
            <RouterLink to="/auth/register">
              <FormattedMessage id="auth.login.register" defaultMessage="Register" />
            </RouterLink>
          </Link>
        </FormFooter>
      </Form>
    </AuthFrame>
  );
}

export default LoginPage;

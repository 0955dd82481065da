import { Alert, Button, TextField } from '@market/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useSessionError,
  useSessionStatus,
  useSessionSubmitting,
  useSignInAttempt,
} from '../../session/index.ts';
import { AuthFrame, useOptionalToast } from './AuthFrame.tsx';
import { EndAligned, Form, FormFooter, Lead, Title } from './AuthFrame.styles.ts';
import { authErrorMessage, authMessages } from './authMessages.ts';
import { loadAuthSchemas, preloadAuthSchemas, translateFieldMessage } from './authForms.ts';
import { AuthLink, AuthRedirect, useAuthNavigation } from './authNavigation.tsx';
import type { LoginValues } from './authSchemas.ts';
import { AwaitingAccessPageLazy } from './AwaitingAccessPage.lazy.ts';

type LoginErrors = Partial<Record<keyof LoginValues, string>>;

// The first screen of a visit, so it carries as little as it can: no router (authNavigation.tsx) and no form
// library — two fields checked on submit, and again on every change once a submit has been refused (the
// other auth forms' react-hook-form behaves so too).
export function LoginPage() {
  const intl = useIntl();
  const { attempt, preload, loadError } = useSignInAttempt();
  const status = useSessionStatus();
  const submitting = useSessionSubmitting();
  const error = useSessionError() ?? loadError;
  const navigation = useAuthNavigation();
  const toast = useOptionalToast();
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<LoginErrors | null>(null);
  const [checking, setChecking] = useState(false);
  /** The latest check started: an earlier one that answers late does not overwrite its messages. */
  const latestCheck = useRef(0);

  if (status === 'signedIn') return <AuthRedirect to="/" />;
  if (status === 'awaitingAccess') return <AwaitingAccessPageLazy />;

  const busy = checking || submitting || status !== 'anonymous';

  const check = async () => {
    const rules = await loadAuthSchemas();
    const values = { email: email.current?.value ?? '', password: password.current?.value ?? '' };
    const started = ++latestCheck.current;
    const checked = await rules.checkLogin(intl, values);
    return { checked, latest: started === latestCheck.current };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setChecking(true);
    try {
      const { checked } = await check();
      if ('errors' in checked) {
        setErrors(checked.errors);
        (checked.errors.email ? email : password).current?.focus();
        return;
      }
      setErrors({});
      const settled = await attempt({ type: 'LOGIN', ...checked.values });
      if (!settled || (!settled.matches('signedIn') && !settled.matches('awaitingAccess'))) return;
      toast?.toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'auth.login.successTitle', defaultMessage: 'Logged In' }),
        description: intl.formatMessage({
          id: 'auth.login.successBody',
          defaultMessage: 'You have successfully logged in!',
        }),
      });
      await navigation.navigate('/');
    } finally {
      setChecking(false);
    }
  };

  // After a refused submit, each change checks again so a fixed field's message goes at once.
  const onChange = async () => {
    if (errors === null) return;
    const { checked, latest } = await check();
    if (latest) setErrors('errors' in checked ? checked.errors : {});
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="login-title"
        onSubmit={(event) => void onSubmit(event)}
        onChange={() => void onChange()}
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
          ref={email}
          name="email"
          label={intl.formatMessage(authMessages.email)}
          type="email"
          autoComplete="username"
          required
          error={translateFieldMessage(intl, errors?.email)}
        />
        <TextField
          ref={password}
          name="password"
          label={intl.formatMessage(authMessages.password)}
          type="password"
          autoComplete="current-password"
          required
          showPasswordLabel={intl.formatMessage(authMessages.showPassword)}
          hidePasswordLabel={intl.formatMessage(authMessages.hidePassword)}
          error={errors?.password}
        />
        <EndAligned>
          <AuthLink to="/auth/forgot-password">
            <FormattedMessage id="auth.login.forgot" defaultMessage="Forgot password?" />
          </AuthLink>
        </EndAligned>
        <Button type="submit" variant="primary" fullWidth loading={busy} disabled={busy}>
          <FormattedMessage id="auth.login.submit" defaultMessage="Sign in" />
        </Button>
        <FormFooter>
          <FormattedMessage id="auth.login.noAccount" defaultMessage="No account yet?" />{' '}
          <AuthLink to="/auth/register">
            <FormattedMessage id="auth.login.register" defaultMessage="Register" />
          </AuthLink>
        </FormFooter>
      </Form>
    </AuthFrame>
  );
}

export default LoginPage;

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
import { Form, FormFooter, Lead, Title } from './AuthFrame.styles.ts';
import { authErrorMessage, authMessages } from './authMessages.ts';
import { authResolver, preloadAuthSchemas, translateFieldMessage } from './authForms.ts';
import type { RegisterValues } from './authSchemas.ts';
import { AwaitingAccessPageLazy } from './AwaitingAccessPage.lazy.ts';
import { passwordHint, translatePasswordMessage } from './passwordMessages.ts';

export function RegisterPage() {
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
  } = useForm<RegisterValues>({
    resolver: authResolver((rules) => rules.registerResolver(intl)),
    defaultValues: { name: '', email: '', password: '' },
  });

  if (status === 'signedIn') return <Navigate to="/" replace />;
  if (status === 'awaitingAccess') return <AwaitingAccessPageLazy />;

  const busy = isSubmitting || submitting || status !== 'anonymous';
  // The auth service names the field it refused ("This email is already in use."): show it there.
  const serverField = (field: keyof RegisterValues) => (!busy ? error?.fields[field] : undefined);
  const general = error && !busy && Object.keys(error.fields).length === 0 ? error : null;

  const onSubmit = async ({ name, email, password }: RegisterValues) => {
    const settled = await attempt({ type: 'REGISTER', name, email, password });
    if (!settled || (!settled.matches('signedIn') && !settled.matches('awaitingAccess'))) return;
    toast?.toast({
      tone: 'success',
      title: intl.formatMessage({
        id: 'auth.register.successTitle',
        defaultMessage: 'Successfully Registered',
      }),
      description: intl.formatMessage({
        id: 'auth.register.successBody',
        defaultMessage: 'You have successfully registered!',
      }),
    });
    await navigate('/');
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="register-title"
        onSubmit={handleSubmit(onSubmit)}
        onFocus={() => {
          preloadAuthSchemas();
          // XState and the session machine load here, not with the page (session/appSession.ts).
          preload();
        }}
      >
        <Title id="register-title">
          <FormattedMessage id="auth.register.title" defaultMessage="Create an account" />
        </Title>
        <Lead>
          <FormattedMessage
            id="auth.register.lead"
            defaultMessage="An administrator gives new accounts their access."
          />
        </Lead>
        {general && (
          <Alert
            tone="danger"
            title={authErrorMessage(intl, general, 'registerFailed')}
            data-testid="register-error"
          />
        )}
        <TextField
          label={intl.formatMessage(authMessages.name)}
          autoComplete="name"
          required
          error={errors.name?.message ?? serverField('name')}
          {...register('name')}
        />
        <TextField
          label={intl.formatMessage(authMessages.email)}
          type="email"
          autoComplete="email"
          required
          error={translateFieldMessage(intl, errors.email?.message) ?? serverField('email')}
          {...register('email')}
        />
        <TextField
          label={intl.formatMessage(authMessages.password)}
          type="password"
          autoComplete="new-password"
          required
          showPasswordLabel={intl.formatMessage(authMessages.showPassword)}
          hidePasswordLabel={intl.formatMessage(authMessages.hidePassword)}
          hint={passwordHint(intl)}
          error={translatePasswordMessage(intl, errors.password?.message ?? serverField('password'))}
          {...register('password')}
        />
        <Button type="submit" variant="primary" fullWidth loading={busy} disabled={busy}>
          <FormattedMessage id="auth.register.submit" defaultMessage="Register" />
        </Button>
        <FormFooter>
          <FormattedMessage id="auth.register.haveAccount" defaultMessage="Already have an account?" />{' '}
          <Link asChild>
            <RouterLink to="/auth/login">
              <FormattedMessage id="auth.register.signIn" defaultMessage="Sign in" />
            </RouterLink>
          </Link>
        </FormFooter>
      </Form>
    </AuthFrame>
  );
}

export default RegisterPage;

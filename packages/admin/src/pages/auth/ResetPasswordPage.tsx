import { Alert, Button, Link, TextField } from '@market/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSessionServices } from '../../session/index.ts';
import { AuthFrame, useOptionalToast } from './AuthFrame.tsx';
import { Form, FormFooter, Lead, Title } from './AuthFrame.styles.ts';
import { authMessages } from './authMessages.ts';
import { authResolver, preloadAuthSchemas } from './authForms.ts';
import type { ResetPasswordValues } from './authSchemas.ts';
import { passwordHint, translatePasswordMessage } from './passwordMessages.ts';

/**
 * Where a reset or invitation email leads (`/auth/reset-password?token=…`): the person chooses a password,
 * which the auth service checks (length here first, strength there) and sets once per link; then they
 * sign in. A used or expired link says so and offers a new one.
 */
export function ResetPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const toast = useOptionalToast();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { setPasswordWithLink } = useSessionServices();
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: authResolver((rules) => rules.resetPasswordResolver(intl)),
    defaultValues: { password: '' },
  });

  const onSubmit = async ({ password }: ResetPasswordValues) => {
    setFailed(false);
    try {
      const outcome = await setPasswordWithLink(token, password);
      if (outcome.kind === 'invalid-link') return setLinkInvalid(true);
      if (outcome.kind === 'refused') return setError('password', { message: outcome.message });
      toast?.toast({
        tone: 'success',
        title: intl.formatMessage({ id: 'auth.reset.doneTitle', defaultMessage: 'Password saved' }),
        description: intl.formatMessage({
          id: 'auth.reset.doneBody',
          defaultMessage: 'Sign in with your new password.',
        }),
      });
      await navigate('/auth/login', { replace: true });
    } catch {
      setFailed(true);
    }
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="reset-title"
        onSubmit={handleSubmit(onSubmit)}
        onFocus={preloadAuthSchemas}
      >
        <Title id="reset-title">
          <FormattedMessage id="auth.reset.title" defaultMessage="Choose your password" />
        </Title>
        {linkInvalid ? (
          <>
            <Alert
              tone="danger"
              data-testid="reset-link-invalid"
              title={intl.formatMessage({
                id: 'auth.reset.invalidTitle',
                defaultMessage: 'This link can no longer be used',
              })}
              description={intl.formatMessage({
                id: 'auth.reset.invalidBody',
                defaultMessage:
                  'It has expired, or a password was already set with it. Ask for a new link by email.',
              })}
            />
            <Button asChild variant="primary" fullWidth>
              <RouterLink to="/auth/forgot-password">
                <FormattedMessage id="auth.reset.requestNew" defaultMessage="Send me a new link" />
              </RouterLink>
            </Button>
          </>
        ) : (
          <>
            <Lead>
              <FormattedMessage
                id="auth.reset.lead"
                defaultMessage="Choose the password you will sign in with. This link works only once."
              />
            </Lead>
            {failed && (
              <Alert
                tone="danger"
                title={intl.formatMessage({
                  id: 'auth.reset.failed',
                  defaultMessage: 'The password could not be saved. Please try again.',
                })}
              />
            )}
            <TextField
              label={intl.formatMessage({ id: 'auth.field.newPassword', defaultMessage: 'New password' })}
              type="password"
              autoComplete="new-password"
              required
              hint={passwordHint(intl)}
              showPasswordLabel={intl.formatMessage(authMessages.showPassword)}
              hidePasswordLabel={intl.formatMessage(authMessages.hidePassword)}
              error={translatePasswordMessage(intl, errors.password?.message)}
              {...register('password')}
            />
            <Button type="submit" variant="primary" fullWidth loading={isSubmitting} disabled={isSubmitting}>
              <FormattedMessage id="auth.reset.submit" defaultMessage="Save password" />
            </Button>
          </>
        )}
        <FormFooter>
          <Link asChild>
            <RouterLink to="/auth/login">
              <FormattedMessage {...authMessages.backToLogin} />
            </RouterLink>
          </Link>
        </FormFooter>
      </Form>
    </AuthFrame>
  );
}

export default ResetPasswordPage;

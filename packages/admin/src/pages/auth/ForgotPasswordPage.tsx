import { Alert, Button, Link, TextField } from '@market/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useSessionServices } from '../../session/index.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { Form, FormFooter, Lead, Title } from './AuthFrame.styles.ts';
import { authMessages } from './authMessages.ts';
import { authResolver, preloadAuthSchemas, translateFieldMessage } from './authForms.ts';
import type { ForgotPasswordValues } from './authSchemas.ts';

type Outcome = { kind: 'sent'; email: string } | { kind: 'failed' } | null;

/** Sends a reset request. The answer never says whether the email has an account. */
export function ForgotPasswordPage() {
  const intl = useIntl();
  const { requestPasswordReset } = useSessionServices();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: authResolver((rules) => rules.forgotPasswordResolver()),
    defaultValues: { email: '' },
  });

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    setOutcome(null);
    try {
      await requestPasswordReset(email);
      setOutcome({ kind: 'sent', email });
    } catch {
      setOutcome({ kind: 'failed' });
    }
  };

  return (
    <AuthFrame>
      <Form
        noValidate
        aria-labelledby="forgot-title"
        onSubmit={handleSubmit(onSubmit)}
        onFocus={preloadAuthSchemas}
      >
        <Title id="forgot-title">
          <FormattedMessage id="auth.forgot.title" defaultMessage="Reset your password" />
        </Title>
        <Lead>
          <FormattedMessage
            id="auth.forgot.lead"
            defaultMessage="Enter the email you sign in with and we will send you a link to choose a new password."
          />
        </Lead>
        {outcome?.kind === 'sent' && (
          <Alert
            tone="success"
            title={intl.formatMessage({ id: 'auth.forgot.sentTitle', defaultMessage: 'Check your inbox' })}
            description={intl.formatMessage(
              {
                id: 'auth.forgot.sent',
                defaultMessage:
                  'If an account exists for {email}, a link to reset its password is on its way.',
              },
              { email: outcome.email },
            )}
          />
        )}
        {outcome?.kind === 'failed' && (
          <Alert
            tone="danger"
            title={intl.formatMessage({
              id: 'auth.forgot.failed',
              defaultMessage: 'The request could not be sent. Please try again.',
            })}
          />
        )}
        <TextField
          label={intl.formatMessage(authMessages.email)}
          type="email"
          autoComplete="username"
          required
          error={translateFieldMessage(intl, errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" variant="primary" fullWidth loading={isSubmitting} disabled={isSubmitting}>
          <FormattedMessage id="auth.forgot.submit" defaultMessage="Send reset link" />
        </Button>
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

export default ForgotPasswordPage;

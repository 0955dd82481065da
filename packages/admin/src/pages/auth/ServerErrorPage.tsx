import { FormattedMessage } from 'react-intl';
import { StatusPage } from './StatusPage.tsx';

export function ServerErrorPage() {
  return (
    <StatusPage
      code="500"
      title={<FormattedMessage id="auth.serverError.title" defaultMessage="Something went wrong" />}
      body={
        <FormattedMessage
          id="auth.serverError.body"
          defaultMessage="The server could not complete the request. Please try again in a moment."
        />
      }
      action={<FormattedMessage id="auth.serverError.home" defaultMessage="Back to the admin" />}
    />
  );
}

export default ServerErrorPage;

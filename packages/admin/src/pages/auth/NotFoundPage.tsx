import { FormattedMessage } from 'react-intl';
import { StatusPage } from './StatusPage.tsx';

export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title={<FormattedMessage id="auth.notFound.title" defaultMessage="Page not found" />}
      body={
        <FormattedMessage
          id="auth.notFound.body"
          defaultMessage="The page you are looking for does not exist or has moved."
        />
      }
      action={<FormattedMessage id="auth.notFound.home" defaultMessage="Back to the admin" />}
    />
  );
}

export default NotFoundPage;

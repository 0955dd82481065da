import { Button, Card, EmptyState, PageHeader } from '@market/ui';
import { ShieldX } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

const messages = defineMessages({
  title: { id: 'page.forbidden.title', defaultMessage: 'Access denied' },
  text: {
    id: 'page.forbidden.text',
    defaultMessage: 'Your role may not use this page. Ask an admin if you need it.',
  },
  home: { id: 'page.forbidden.home', defaultMessage: 'Go to orders' },
});

/** Shown in place of a page the signed-in role may not use (the same matrix the server enforces). */
export default function ForbiddenPage() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage(messages.title)} />
      <Card>
        <EmptyState
          icon={<ShieldX aria-hidden />}
          title={intl.formatMessage(messages.title)}
          description={intl.formatMessage(messages.text)}
          headingLevel={2}
          action={
            <Button asChild variant="primary">
              <Link to="/ecommerce/orders">{intl.formatMessage(messages.home)}</Link>
            </Button>
          }
        />
      </Card>
    </>
  );
}

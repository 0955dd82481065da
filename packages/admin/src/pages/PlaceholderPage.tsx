import { Card, EmptyState, PageHeader } from '@market/ui';
import { Hammer } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { usePageTitle } from '../shell/routeHandle.ts';

const messages = defineMessages({
  comingTitle: { id: 'page.placeholder.title', defaultMessage: 'This page is on its way' },
  comingText: {
    id: 'page.placeholder.text',
    defaultMessage: 'Its screen is being built. The menu, bookmarks and search already lead here.',
  },
});

/** Stands in for a product page until its resource screen is built. */
export default function PlaceholderPage() {
  const intl = useIntl();
  const title = usePageTitle() ?? '';
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={<Hammer aria-hidden />}
          title={intl.formatMessage(messages.comingTitle)}
          description={intl.formatMessage(messages.comingText)}
          headingLevel={2}
        />
      </Card>
    </>
  );
}

import { Button, EmptyState } from '@market/ui';
import { SearchX } from 'lucide-react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router';

// Typed as plain descriptors: they take {singular} / {list} values.
export const notFoundMessages: Record<'title' | 'missing' | 'deleted' | 'back', MessageDescriptor> =
  defineMessages({
    title: { id: 'resource.notFound.title', defaultMessage: 'This {singular} was not found' },
    missing: {
      id: 'resource.notFound.missing',
      defaultMessage:
        'There is no {singular} at this address. It may have been deleted, or the link is wrong.',
    },
    deleted: {
      id: 'resource.notFound.deleted',
      defaultMessage:
        'Someone else deleted this {singular} while you had it open. Your changes were not saved.',
    },
    back: { id: 'resource.notFound.back', defaultMessage: 'Back to {list}' },
  });

export interface RecordNotFoundProps {
  /** The entity, lower case: "store". */
  singular: string;
  /** The list's title and path: the way back. */
  listTitle: string;
  listPath: string;
  /** Deleted by someone else while open (a save or reload found it gone), rather than never there. */
  deleted?: boolean;
}

/** An edit or view page whose record does not exist (any more): says so and leads back to the list. */
export function RecordNotFound({ singular, listTitle, listPath, deleted = false }: RecordNotFoundProps) {
  const intl = useIntl();
  return (
    <EmptyState
      role="status"
      data-testid="record-not-found"
      icon={<SearchX />}
      title={intl.formatMessage(notFoundMessages.title, { singular })}
      description={intl.formatMessage(deleted ? notFoundMessages.deleted : notFoundMessages.missing, {
        singular,
      })}
      action={
        <Button asChild variant="primary">
          <RouterLink to={listPath}>
            {intl.formatMessage(notFoundMessages.back, { list: listTitle })}
          </RouterLink>
        </Button>
      }
    />
  );
}

import type { OperationVariables } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';

/** A description's document with the variables the framework builds from the description's names. */
export function withVariables<Data>(
  document: TypedDocumentNode<Data, never>,
): TypedDocumentNode<Data, OperationVariables> {
  return document as TypedDocumentNode<Data, OperationVariables>;
}

export const resourceHistoryDocuments = /* GraphQL */ `
  query ResourceHistory($entityType: String!, $id: ID!) {
    history(entityType: $entityType, id: $id, first: 50) {
      id
      action
      actorEmail
      at
      diff
    }
  }
`;

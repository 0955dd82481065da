// Bearer token on every request, and one transparent retry after the session's single refresh.
import { ApolloLink, ServerError, type ErrorLike } from '@apollo/client';
import { awaitFreshToken, selectAccessToken, type SessionActor } from '@market/auth-machine';
import { ERROR_CODES } from '@market/domain';
import { catchError, defer, from, mergeMap, of, throwError, type Observable } from 'rxjs';

/** Operations sent before there is a session; they must not carry a (stale) token. */
const ANONYMOUS_OPERATIONS = new Set(['Login', 'Register', 'ForgotPassword']);

declare module '@apollo/client' {
  interface DefaultContext {
    /** Send without the bearer token (sign-in style operations). */
    anonymous?: boolean;
  }
}

function isAnonymous(operation: ApolloLink.Operation): boolean {
  return (
    operation.getContext().anonymous === true ||
    (operation.operationName !== undefined && ANONYMOUS_OPERATIONS.has(operation.operationName))
  );
}

export function isUnauthenticatedResult(result: ApolloLink.Result): boolean {
  const errors = 'errors' in result ? result.errors : undefined;
  return Boolean(errors?.some((e) => e.extensions?.code === ERROR_CODES.UNAUTHENTICATED));
}

export function isUnauthorizedResponse(error: unknown): error is ServerError {
  return ServerError.is(error) && error.statusCode === 401;
}

class UnauthenticatedResult extends Error {
  constructor(readonly result: ApolloLink.Result) {
    super('UNAUTHENTICATED');
  }
}

export function createAuthLink(actor: SessionActor): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (isAnonymous(operation)) {
      operation.setContext(({ headers }) => ({ headers: withoutAuthorization(headers) }));
      return forward(operation);
    }

    const send = (token: string | null): Observable<ApolloLink.Result> => {
      operation.setContext(({ headers }) => ({
        headers: token
          ? { ...withoutAuthorization(headers), authorization: `Bearer ${token}` }
          : withoutAuthorization(headers),
      }));
      return forward(operation);
    };

    return defer(() => {
      const token = selectAccessToken(actor.getSnapshot());
      return send(token).pipe(
        mergeMap((result) =>
          isUnauthenticatedResult(result) ? throwError(() => new UnauthenticatedResult(result)) : of(result),
        ),
        catchError((error: unknown) => {
          if (!(error instanceof UnauthenticatedResult) && !isUnauthorizedResponse(error)) {
            return throwError(() => error);
          }
          // Wait for the one shared refresh, then retry exactly once; a second failure goes to the caller.
          const original = (): Observable<ApolloLink.Result> =>
            error instanceof UnauthenticatedResult ? of(error.result) : throwError(() => error as ErrorLike);
          return from(awaitFreshToken(actor, token)).pipe(
            mergeMap((fresh) => (fresh ? send(fresh) : original())),
          );
        }),
      );
    });
  });
}

function withoutAuthorization(headers: Record<string, string> | undefined): Record<string, string> {
  const rest = { ...headers };
  delete rest.authorization;
  delete rest.Authorization;
  return rest;
}

// negotiator 1.x lets the server break a tie between equally accepted encodings (`preferred`);
// @types/negotiator (0.6) predates that argument, so the little we use is declared here.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}

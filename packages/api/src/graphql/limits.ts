import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql/index.js';

export const MAX_DEPTH = 8;
export const MAX_FIELDS = 300;

/** Refuses queries nested deeper than MAX_DEPTH or selecting more than MAX_FIELDS fields (a cost bound). */
export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  let depth = 0;
  let fields = 0;
  let reported = false;
  const report = (message: string) => {
    if (reported) return;
    reported = true;
    context.reportError(new GraphQLError(message, { extensions: { code: 'VALIDATION' } }));
  };
  return {
    SelectionSet: {
      enter() {
        depth += 1;
        if (depth > MAX_DEPTH) report(`Query is nested deeper than ${MAX_DEPTH} levels`);
      },
      leave() {
        depth -= 1;
      },
    },
    [Kind.FIELD]() {
      fields += 1;
      if (fields > MAX_FIELDS) report(`Query selects more than ${MAX_FIELDS} fields`);
    },
  };
}

// Build step of the admin (vite.config.ts): message catalogues become ICU ASTs, so the browser runs no
// ICU parser — react-intl formats ASTs as they are, and a plain-text message costs nothing to format.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** One message as its AST; one that does not parse fails with `what` (which message, where). */
function compileMessage(message: string, what: string): MessageFormatElement[] {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${what} does not parse: ${String(error)}`);
  }
}

/** Every message of a catalogue as its AST; a message that does not parse names its id. */
export function compileCatalogue(
  messages: Record<string, string>,
  where = 'catalogue',
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      compileMessage(message, `message ${id} in ${where}`),
    ]),
  );
}

/** The ESTree shape this step reads: any node, and the string-valued nodes a default can be. */
interface EsNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is EsNode {
  return typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';
}

function* nodesOf(node: EsNode): Generator<EsNode> {
  yield node;
  // `const { defaultMessage } = descriptor` reads a message; it holds none.
  if (node.type === 'ObjectPattern') return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) yield* nodesOf(item);
    } else if (isNode(value)) {
      yield* nodesOf(value);
    }
  }
}

/** The text of a string literal or of a template literal without placeholders; otherwise undefined. */
function constantString(node: EsNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string } }[];
    return quasi?.value.cooked;
  }
  return undefined;
}

/**
 * Every `defaultMessage: '…'` of a module (message descriptors, and FormattedMessage props once JSX is
 * compiled) as its AST, at the same place. English is the source's defaults, so the English page formats
 * these and loads no catalogue. A default that is not a constant string fails the build: the browser has
 * no parser for it.
 */
export function compileDefaultMessages(
  program: EsNode,
  replace: (start: number, end: number, text: string) => void,
  where: string,
): number {
  let count = 0;
  for (const node of nodesOf(program)) {
    if (node.type !== 'Property' || !isNode(node.key) || !isNode(node.value)) continue;
    const key = node.key;
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    if (name !== 'defaultMessage') continue;
    const message = constantString(node.value);
    if (message === undefined) throw new Error(`a defaultMessage in ${where} is not a constant string`);
    const ast = compileMessage(message, `defaultMessage "${message}" in ${where}`);
    replace(node.value.start, node.value.end, JSON.stringify(ast));
    count += 1;
  }
  return count;
}

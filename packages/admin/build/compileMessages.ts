// Build step of the admin (vite.config.ts): message catalogues become ICU ASTs, so the browser runs no
// ICU parser — react-intl formats ASTs as they are, and a plain-text message costs nothing to format.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** Every message of a catalogue as its AST; a message that does not parse names its id. */
export function compileCatalogue(
  messages: Record<string, string>,
  where = 'catalogue',
): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`message ${id} in ${where} does not parse: ${String(error)}`);
      }
    }),
  );
}

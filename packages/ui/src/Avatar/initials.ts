const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
// The Arabic definite article "ال" and Latin transliterations (al-, el-) say nothing about the person.
const ARTICLE = /^(?:ال(?=.{2,})|(?:al|el)-(?=.))/i;
const ZWNJ = '\u200C';

/** Up to two initials from a name: first and last word, skipping articles; Arabic letters kept unjoined. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s\u200C]+/)
    .map((word) => word.replace(ARTICLE, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return '';
  const first = Array.from(words[0]!)[0]!;
  const last = words.length > 1 ? Array.from(words[words.length - 1]!)[0]! : '';
  const letters = [first, last].filter(Boolean);
  // Joined Arabic initials would read as a word; a zero-width non-joiner keeps each letter on its own.
  if (letters.some((letter) => ARABIC.test(letter))) return letters.join(ZWNJ);
  return letters.join('').toLocaleUpperCase();
}

import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type TransformCallback } from 'node:stream';
import { parse } from 'csv-parse';
import { UPLOAD_LIMITS } from '@market/domain';

/**
 * Reading an import file. csv-parse (the `csv` project: streaming, RFC 4180 quotes and quoted newlines,
 * maintained since 2010, no dependencies) reads the records; around it this module checks what a parser
 * does not: the size, that the bytes are UTF-8 (a fatal TextDecoder, so a Latin-1 or UTF-16 export is named,
 * never read as mojibake), the delimiter (comma or semicolon, from the header line) and the header itself.
 * Every problem with the file as a whole is an `ImportFileError` with a message meant for the person who
 * uploaded it; the jobs turn it into the report, never into an internal error.
 */

/** A problem with the file as a whole: it cannot be read as rows of this entity. */
export class ImportFileError extends Error {
  constructor(
    message: string,
    /** The line (1 = header) the problem is on, when there is one. */
    readonly row = 0,
    /** The header columns concerned (missing, unknown, repeated). */
    readonly columns: string[] = [],
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export const MAX_IMPORT_BYTES = UPLOAD_LIMITS.csv;

/** One record of the file: `row` counts the header as row 1, so the first data row is row 2. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** Decodes UTF-8 strictly (BOM dropped) and counts the lines it has passed, to name where bad bytes are. */
class StrictUtf8 extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  private line = 1;
  bytes = 0;

  constructor() {
    super({ readableObjectMode: false, decodeStrings: true, encoding: 'utf8' });
  }

  private decode(chunk: Uint8Array | undefined, done: boolean): string {
    try {
      const text = done ? this.decoder.decode() : this.decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.line += 1;
      return text;
    } catch {
      const line = this.line + (chunk ? linesBeforeBadBytes(chunk) : 0);
      throw new ImportFileError(
        `The file is not UTF-8 text (invalid bytes on line ${line}). Save it as "CSV UTF-8" and upload it again.`,
        line,
      );
    }
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    try {
      callback(null, this.decode(chunk, false));
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      callback(null, this.decode(undefined, true));
    } catch (error) {
      callback(error as Error);
    }
  }
}

/** How many line breaks of `chunk` come before the line whose bytes are not UTF-8 (to name that line). */
function linesBeforeBadBytes(chunk: Uint8Array): number {
  let start = 0;
  let line = 0;
  for (;;) {
    const end = chunk.indexOf(0x0a, start);
    const last = end === -1;
    try {
      // The chunk's last line may stop inside a character that the next chunk completes.
      new TextDecoder('utf-8', { fatal: true }).decode(chunk.subarray(start, last ? undefined : end), {
        stream: last,
      });
    } catch {
      return line;
    }
    if (last) return line;
    line += 1;
    start = end + 1;
  }
}

/** Comma or semicolon: whichever occurs more often outside quotes on the header line (comma on a tie). */
export function detectDelimiter(firstLine: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const c of firstLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') commas += 1;
    else if (!quoted && c === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

export interface OpenedCsv {
  /** Header cells, trimmed. */
  header: string[];
  delimiter: ',' | ';';
  size: number;
  /** Bytes read so far (for progress). */
  bytesRead(): number;
  /**
   * Data records, in order, `size` at a time (the last batch may be smaller); throws ImportFileError for a
   * file-level problem found on the way (the records of the batch under way are not handed over).
   */
  batches(size: number): AsyncIterable<CsvRecord[]>;
}

/**
 * Opens `path` as CSV: checks size and emptiness, detects the delimiter, reads the header. The records are
 * streamed; nothing but the current chunk is held in memory.
 */
export async function openCsv(path: string): Promise<OpenedCsv> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch {
    throw new ImportFileError('The uploaded file was not found; upload it again.');
  }
  if (size === 0) throw new ImportFileError('The file is empty.');
  if (size > MAX_IMPORT_BYTES) throw new ImportFileError('CSV must be smaller than 20MB');

  const decoder = new StrictUtf8();
  const text = createReadStream(path).pipe(decoder);
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>;
  // Enough of the start to see the header line (a header longer than this is not a template's).
  let head = '';
  while (!head.includes('\n')) {
    let next: IteratorResult<string>;
    try {
      next = await chunks.next();
    } catch (error) {
      throw asFileError(error);
    }
    if (next.done) break;
    head += next.value;
    if (head.length > 1_000_000) break;
  }
  if (head.startsWith('\uFEFF')) head = head.slice(1);
  if (head.trim() === '') throw new ImportFileError('The file is empty.');
  const delimiter = detectDelimiter(
    head.slice(0, head.indexOf('\n') === -1 ? undefined : head.indexOf('\n')),
  );

  const parser = parse({
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    // A stray quote inside an unquoted cell (5" screen) is kept as text rather than refusing the file.
    relax_quotes: true,
  });
  // Feed the parser what was already read, then the rest of the stream.
  void (async () => {
    try {
      if (!parser.write(head)) await waitDrain(parser);
      for (;;) {
        const next = await chunks.next();
        if (next.done) break;
        if (!parser.write(next.value)) await waitDrain(parser);
      }
      parser.end();
    } catch (error) {
      parser.destroy(asFileError(error));
    }
  })();

  const iterator = parser[Symbol.asyncIterator]() as AsyncIterator<string[]>;
  const first = await nextRecord(iterator, 1);
  if (first.done) throw new ImportFileError('The file is empty.');
  const header = first.value.map((h) => h.trim());
  if (header.every((h) => h === '')) throw new ImportFileError('The header row is empty.', 1);

  // Records are handed over in batches (the import's chunks): one await per record on the parser, none per
  // record between here and the import.
  async function* batches(size: number): AsyncGenerator<CsvRecord[]> {
    let row = 1;
    let batch: CsvRecord[] = [];
    for (;;) {
      let next: IteratorResult<string[]>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw asFileError(error, row + 1);
      }
      if (next.done) break;
      row += 1;
      // A line of only delimiters (a spreadsheet's trailing empty rows) is not a row.
      if (blank(next.value)) continue;
      batch.push({ row, cells: next.value });
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }

  return { header, delimiter, size, bytesRead: () => decoder.bytes, batches };
}

function blank(cells: string[]): boolean {
  for (const c of cells) if (c.trim() !== '') return false;
  return true;
}

function waitDrain(stream: NodeJS.WritableStream): Promise<void> {
  return new Promise((resolve) => stream.once('drain', resolve));
}

async function nextRecord(iterator: AsyncIterator<string[]>, row: number): Promise<IteratorResult<string[]>> {
  try {
    return await iterator.next();
  } catch (error) {
    throw asFileError(error, row);
  }
}

/** A decoder or parser failure as a message for the uploader (csv-parse's codes name what is wrong). */
function asFileError(error: unknown, row = 0): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'CSV_QUOTE_NOT_CLOSED')
    return new ImportFileError(`A quoted cell starting on row ${row} is never closed.`, row);
  if (code === 'CSV_INVALID_CLOSING_QUOTE')
    return new ImportFileError(`Row ${row} has text right after a closing quote.`, row);
  const message = error instanceof Error ? error.message : String(error);
  return new ImportFileError(`The file cannot be read as CSV (row ${row}): ${message}`, row);
}

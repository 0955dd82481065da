// Browsers report CSV differently: Windows often says application/vnd.ms-excel, some say nothing.
const CSV_TYPES = ['text/csv', 'application/csv', 'text/x-csv', 'application/vnd.ms-excel', 'text/plain', ''];

export const csvTypeError = 'You can only upload CSV file!';

/** The size error's default text, given the limit formatted ("20 MB"). */
export const csvSizeError = (limit: string) => `The file is larger than ${limit}.`;

/**
 * The error text for a file that is not a CSV (or is larger than `maxBytes`, when given), or null when it
 * may be uploaded.
 */
export function validateCsvFile(
  file: File,
  message: string = csvTypeError,
  maxBytes?: number,
  sizeMessage: string = csvSizeError(formatFileSize(maxBytes ?? 0)),
): string | null {
  if (!/\.csv$/i.test(file.name) || !CSV_TYPES.includes(file.type)) return message;
  if (maxBytes !== undefined && file.size > maxBytes) return sizeMessage;
  return null;
}

/** "512 B", "12.4 KB", "3.1 MB": enough precision to recognise the file. */
export function formatFileSize(bytes: number, locale?: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(size);
  return `${digits} ${units[unit]}`;
}

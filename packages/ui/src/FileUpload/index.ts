export { FileUpload } from './FileUpload.tsx';
export type { FileUploadProps } from './FileUpload.types.ts';
export { csvSizeError, csvTypeError, formatFileSize, validateCsvFile } from './validateCsv.ts';

export { ImageUpload } from './ImageUpload.tsx';
export type { ImageUploadProps } from './ImageUpload.types.ts';
export { imageSizeError, imageTypeError, validateImageFile } from './validateImage.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

export const imageTypeError = 'You can only upload JPG/PNG file!';
export const imageSizeError = (limitMb: number) => `Image must be smaller than ${limitMb}MB!`;

/** The error text for a file that breaks the upload rules, or null when it may be uploaded. */
export function validateImageFile(
  file: File,
  maxSizeMb: number,
  messages: { type?: string; size?: (limitMb: number) => string } = {},
): string | null {
  // Both must agree: a renamed .exe keeps its MIME type, a mislabelled PNG keeps its name.
  if (!IMAGE_TYPES.includes(file.type) || !IMAGE_EXTENSIONS.test(file.name))
    return messages.type ?? imageTypeError;
  if (file.size >= maxSizeMb * 1024 * 1024) return (messages.size ?? imageSizeError)(maxSizeMb);
  return null;
}

import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { FIELD_MESSAGES, UPLOAD_LIMITS } from '@market/domain';
import { HttpError, readBody } from './respond.ts';

export type UploadKind = 'image' | 'slider' | 'csv';

export interface StoredUpload {
  url: string;
  contentType: string;
  size: number;
  kind: UploadKind;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The real type from the first bytes: a renamed file or a lying Content-Type does not get through. */
export function sniffImage(bytes: Uint8Array): 'png' | 'jpg' | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
}

function looksLikeCsv(name: string, bytes: Uint8Array): boolean {
  if (!name.toLowerCase().endsWith('.csv')) return false;
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function refuse(status: number, message: string): never {
  throw new HttpError(status, message, { code: 'VALIDATION', message, fields: { file: message } });
}

/** Reads a multipart upload (fields `file` and optional `kind`), checks it, and stores it in the data folder. */
export async function receiveUpload(req: IncomingMessage, uploadsDir: string): Promise<StoredUpload> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) refuse(400, 'Send the file as multipart/form-data');
  // Largest allowed file plus room for the multipart framing.
  const body = await readBody(req, UPLOAD_LIMITS.csv + 64 * 1024);
  let form: FormData;
  try {
    form = await new Request('http://upload.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    refuse(400, 'The upload is not valid multipart/form-data');
  }
  const kindField = form.get('kind');
  const kind: UploadKind = kindField === 'slider' || kindField === 'csv' ? kindField : 'image';
  const file = form.get('file');
  if (!(file instanceof Blob)) refuse(400, 'Attach the file in a field named "file"');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  if (bytes.length === 0) refuse(400, 'The file is empty');

  let ext: string;
  let contentType: string;
  if (kind === 'csv') {
    if (!looksLikeCsv(name, bytes)) refuse(400, FIELD_MESSAGES.csvType);
    if (bytes.length > UPLOAD_LIMITS.csv) refuse(413, 'CSV must be smaller than 20MB');
    ext = 'csv';
    contentType = 'text/csv; charset=utf-8';
  } else {
    const sniffed = sniffImage(bytes);
    if (!sniffed) refuse(400, FIELD_MESSAGES.imageType);
    const limit = kind === 'slider' ? UPLOAD_LIMITS.sliderImage : UPLOAD_LIMITS.image;
    if (bytes.length > limit)
      refuse(413, kind === 'slider' ? FIELD_MESSAGES.sliderImageTooLarge : FIELD_MESSAGES.imageTooLarge);
    ext = sniffed;
    contentType = sniffed === 'png' ? 'image/png' : 'image/jpeg';
  }
  mkdirSync(uploadsDir, { recursive: true });
  const stored = `${randomUUID()}.${ext}`;
  writeFileSync(join(uploadsDir, stored), bytes, { flag: 'wx' });
  return { url: `/uploads/${stored}`, contentType, size: bytes.length, kind };
}

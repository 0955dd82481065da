// CSV export of the filtered rows, streamed by the server (GET /api/export/:list) with the bearer token.
import { EXPORT_NEEDS_FILTER } from '@market/domain';

export class ExportRefused extends Error {
  constructor(
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

export interface ExportRequest {
  listName: string;
  filter: Record<string, unknown> | null;
  sort: { field: string; direction: string } | null;
  token: string | null;
  /** Bytes received so far, while the file streams in. */
  onProgress?: (bytes: number) => void;
  fetchImpl?: typeof fetch;
}

export function exportUrl({ listName, filter, sort }: Pick<ExportRequest, 'listName' | 'filter' | 'sort'>) {
  const params = new URLSearchParams();
  if (filter) params.set('filter', JSON.stringify(filter));
  if (sort) params.set('sort', JSON.stringify(sort));
  const query = params.toString();
  return `/api/export/${encodeURIComponent(listName)}${query ? `?${query}` : ''}`;
}

/** Downloads the export as a Blob; refusals (422 EXPORT_NEEDS_FILTER and others) throw ExportRefused. */
export async function fetchExport(request: ExportRequest): Promise<Blob> {
  return fetchCsv(exportUrl(request), request.token, request.onProgress, request.fetchImpl);
}

/** Downloads any CSV the server streams (lists, reports) with the bearer token, reporting bytes received. */
export async function fetchCsv(
  url: string,
  token: string | null,
  onProgress?: (bytes: number) => void,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob> {
  const response = await fetchImpl(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let body: { code?: string; message?: string } = {};
    try {
      body = (await response.json()) as typeof body;
    } catch {
      // Not JSON: fall through to the generic refusal.
    }
    throw new ExportRefused(body.code, body.message ?? `HTTP ${response.status}`);
  }
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'text/csv' });
}

export const isExportNeedsFilter = (error: unknown) =>
  error instanceof ExportRefused && error.code === EXPORT_NEEDS_FILTER.code;

export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

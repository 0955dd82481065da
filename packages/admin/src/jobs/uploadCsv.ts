// Stores a CSV through the upload endpoint (POST /api/uploads, kind csv) for an import job to read.
export class UploadRefused extends Error {}

/**
 * Uploads the file; resolves with the stored upload's id (the uuid of its path `/uploads/<id>.csv`: the
 * import mutations take an ID, which the API checks is one), refusals throw.
 */
export async function uploadCsv(file: File, token: string | null, fetchImpl: typeof fetch = fetch) {
  const form = new FormData();
  form.append('kind', 'csv');
  form.append('file', file);
  const res = await fetchImpl('/api/uploads', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await res.json().catch(() => null)) as { url?: string; message?: string } | null;
  if (!res.ok || !body?.url) throw new UploadRefused(body?.message ?? `HTTP ${res.status}`);
  return (
    /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.csv$/i.exec(body.url)?.[1] ?? body.url
  );
}

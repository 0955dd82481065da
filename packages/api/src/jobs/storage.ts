import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { finished } from 'node:stream/promises';
import { DEFAULT_JOB_FILE_RETENTION_DAYS } from '@market/domain';
import type { Queryable } from '../db/index.ts';
import type { JobFileWriter } from './types.ts';

/** How long a download link works once the jobs page has shown it. */
export const FILE_LINK_TTL_SECONDS = 15 * 60;

export interface StoredFile {
  id: string;
  jobId: string | null;
  name: string;
  contentType: string;
  path: string;
  bytes: number;
  createdBy: string | null;
  expiresAt: Date;
  removedAt: Date | null;
}

export interface FileLink {
  name: string;
  bytes: number;
  url: string;
  expiresAt: Date;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/**
 * Result files of jobs (exports, import reports), one storage for all: kept under `<data>/job-files`,
 * recorded in `job_files`, served through an expiring signed link (GET /api/jobs/files/<token>) only to
 * the staff member who started the job or an admin, removed after the retention period
 * (app setting `jobFileRetentionDays`, default 7 days).
 */
export class JobFileStorage {
  readonly root: string;

  constructor(
    private readonly db: Queryable,
    dataDir: string,
    private readonly secret: Uint8Array,
  ) {
    this.root = resolve(dataDir, 'job-files');
    mkdirSync(this.root, { recursive: true });
  }

  /** Days files are kept, from the app settings. */
  async retentionDays(q: Queryable = this.db): Promise<number> {
    const { rows } = await q.query<{ days: unknown }>(
      `select value -> 'fileRetentionDays' as days from app_settings where key = 'jobs'`,
    );
    const days = Number(rows[0]?.days);
    return Number.isInteger(days) && days > 0 ? days : DEFAULT_JOB_FILE_RETENTION_DAYS;
  }

  /** A writer for one job's file; the row is written by `finish()` (through `record`). */
  create(
    jobId: string,
    createdBy: string | null,
    name: string,
    contentType = 'text/csv; charset=utf-8',
    record: (file: StoredFile) => Promise<void> = async () => undefined,
  ): JobFileWriter {
    const id = randomUUID();
    const day = new Date().toISOString().slice(0, 10);
    mkdirSync(join(this.root, day), { recursive: true });
    const relative = `${day}/${id}`;
    const absolute = join(this.root, relative);
    const stream = createWriteStream(absolute);
    const safeName = name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'file';
    return {
      stream,
      finish: async () => {
        if (!stream.writableFinished) {
          if (!stream.writableEnded) stream.end();
          await finished(stream);
        }
        const bytes = (await stat(absolute)).size;
        const days = await this.retentionDays();
        const expiresAt = new Date(Date.now() + days * 86_400_000);
        await this.db.query(
          `insert into job_files (id, job_id, name, content_type, path, bytes, created_by, expires_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [id, jobId, safeName, contentType, relative, bytes, createdBy, expiresAt],
        );
        await record({
          id,
          jobId,
          name: safeName,
          contentType,
          path: relative,
          bytes,
          createdBy,
          expiresAt,
          removedAt: null,
        });
        return { fileId: id, bytes };
      },
      discard: async () => {
        stream.destroy();
        await rm(absolute, { force: true });
      },
    };
  }

  async get(id: string, q: Queryable = this.db): Promise<StoredFile | null> {
    const { rows } = await q.query<Record<string, unknown>>(
      `select id, job_id, name, content_type, path, bytes, created_by, expires_at, removed_at
         from job_files where id = $1`,
      [id],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: String(r.id),
      jobId: (r.job_id as string | null) ?? null,
      name: String(r.name),
      contentType: String(r.content_type),
      path: String(r.path),
      bytes: Number(r.bytes),
      createdBy: (r.created_by as string | null) ?? null,
      expiresAt: new Date(r.expires_at as string),
      removedAt: r.removed_at ? new Date(r.removed_at as string) : null,
    };
  }

  private sign(payload: string): string {
    return b64(createHmac('sha256', this.secret).update(`job-file:${payload}`).digest());
  }

  /**
   * A download link for `viewerId` (checked by the caller to be the starter or an admin): the token names
   * the file, the viewer and the expiry, signed with the server's secret.
   */
  link(file: StoredFile, viewerId: string, now = Date.now()): FileLink | null {
    if (file.removedAt || file.expiresAt.getTime() <= now) return null;
    const exp = Math.floor(Math.min(now / 1000 + FILE_LINK_TTL_SECONDS, file.expiresAt.getTime() / 1000));
    const payload = `${file.id}.${viewerId}.${exp}`;
    const token = `${b64(Buffer.from(payload))}.${this.sign(payload)}`;
    return {
      name: file.name,
      bytes: file.bytes,
      url: `/api/jobs/files/${token}`,
      expiresAt: new Date(exp * 1000),
    };
  }

  /** The file and viewer a token names, or why it cannot be used. */
  verify(
    token: string,
    now = Date.now(),
  ): { ok: true; fileId: string; viewerId: string } | { ok: false; reason: 'invalid' | 'expired' } {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return { ok: false, reason: 'invalid' };
    const payload = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      return { ok: false, reason: 'invalid' };
    const [fileId, viewerId, exp] = payload.split('.');
    if (!fileId || !viewerId || !exp) return { ok: false, reason: 'invalid' };
    if (Number(exp) * 1000 <= now) return { ok: false, reason: 'expired' };
    return { ok: true, fileId, viewerId };
  }

  /** The bytes of a stored file (the caller has checked the link and the viewer). */
  open(file: StoredFile) {
    const absolute = resolve(this.root, file.path);
    if (!absolute.startsWith(this.root + sep)) throw new Error('job file outside its folder');
    return createReadStream(absolute);
  }

  /** Removes files past their retention (the "remove expired job files" script); returns what it removed. */
  async removeExpired(
    options: { dryRun?: boolean; now?: Date } = {},
  ): Promise<{ files: number; bytes: number }> {
    const now = options.now ?? new Date();
    const { rows } = await this.db.query<{ id: string; path: string; bytes: number }>(
      'select id, path, bytes from job_files where removed_at is null and expires_at <= $1 order by expires_at',
      [now],
    );
    let bytes = 0;
    for (const row of rows) {
      bytes += Number(row.bytes);
      if (options.dryRun) continue;
      const absolute = resolve(this.root, row.path);
      if (absolute.startsWith(this.root + sep)) await rm(absolute, { force: true });
      await this.db.query('update job_files set removed_at = now() where id = $1', [row.id]);
    }
    return { files: rows.length, bytes };
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import type { DataExport } from '@abhyas/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { FAMILY_DATA_REGISTRY } from './family-data.registry.ts';
import type { FamilyDataRepository } from './family-data.repository.ts';

/** How long a ready export is offered (ms): 24 hours. */
export const EXPORT_TTL_MS = 24 * 3600 * 1000;
/** The export format's version (docs/data-export.md). */
export const EXPORT_FORMAT = 'abhyas-family-export/1';

/** A cell as text: dates in ISO 8601, objects as JSON, bytes in base64. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}
const csvCell = (value: unknown): string => {
  const v = plain(value);
  const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean);
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** Rows as CSV (RFC 4180; header from the table's columns, CRLF line ends). */
export function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  return [columns.join(','), ...rows.map((r) => columns.map((c) => csvCell(r[c])).join(','))].join('\r\n') + '\r\n';
}

/**
 * A parent's export of everything about a child profile (issue 21 §3 Export; docs/data-export.md):
 * requested by a call, built by a background job into a ZIP (one JSON and one CSV per registry
 * table that reaches a profile, plus manifest.json), offered for 24 hours at a signed link
 * (HMAC-SHA256 of `<id>.<expires>` with a key derived from the server secret; checked on download).
 */
export class ExportService {
  readonly #key: Buffer;
  /** Called after an export is requested (the job queue or, with JOBS=off, an in-process build). */
  onRequested: (exportId: string) => void = () => undefined;

  constructor(
    private readonly repo: FamilyDataRepository,
    secret: Uint8Array,
    private readonly now: () => number,
  ) {
    this.#key = createHmac('sha256', Buffer.from(secret)).update('abhyas family export v1').digest();
  }

  #sign(id: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${id}.${expires}`).digest('base64url');
  }

  /** The signed download path of a ready export. */
  signedPath(id: string, expires: number): string {
    return `/api/family/exports/${id}/download?expires=${expires}&sig=${this.#sign(id, expires)}`;
  }

  present(row: {
    id: string;
    profileId: string;
    status: string;
    requestedAt: Date;
    readyAt: Date | null;
    expiresAt: Date | null;
    sizeBytes: number | null;
  }): DataExport {
    const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt.getTime() <= this.now();
    return {
      id: row.id,
      profile_id: row.profileId,
      status: expired ? 'expired' : (row.status as DataExport['status']),
      requested_at: row.requestedAt.getTime(),
      ready_at: row.readyAt?.getTime() ?? null,
      expires_at: row.expiresAt?.getTime() ?? null,
      size_bytes: row.sizeBytes,
      download_url: row.status === 'ready' && !expired && row.expiresAt ? this.signedPath(row.id, row.expiresAt.getTime()) : null,
    };
  }

  /** POST exports: records a pending export of `profileId` (the caller reaches it: checked by the facade) and starts its build. */
  async request(userId: string, profileId: string): Promise<DataExport> {
    const id = newId();
    await this.repo.insertExport({ id, userId, profileId, status: 'pending', requestedAt: new Date(this.now()) });
    this.onRequested(id);
    return this.present((await this.repo.findExport(id))!);
  }

  /** GET exports: the account's exports, newest first. */
  async list(userId: string): Promise<DataExport[]> {
    return (await this.repo.listExports(userId)).map((r) => this.present(r));
  }

  /** The ZIP's files for a profile: manifest.json, then `<table>.json` and `<table>.csv` per profile table. */
  async buildFiles(profileId: string): Promise<Record<string, Uint8Array>> {
    const files: Record<string, Uint8Array> = {};
    const tables: { table: string; rows: number; files: string[] }[] = [];
    for (const entry of FAMILY_DATA_REGISTRY) {
      const rows = await this.repo.rowsOf(entry.table, { kind: 'profile', id: profileId });
      if (rows === null) continue;
      const omit = new Set(entry.omit ?? []);
      const clean = rows.map((r) =>
        Object.fromEntries(
          Object.entries(r)
            .filter(([k]) => !omit.has(k))
            .map(([k, v]) => [k, plain(v)]),
        ),
      );
      const columns = clean[0] ? Object.keys(clean[0]) : [];
      files[`${entry.table}.json`] = strToU8(JSON.stringify(clean, null, 2));
      files[`${entry.table}.csv`] = strToU8(toCsv(columns, clean));
      tables.push({ table: entry.table, rows: clean.length, files: [`${entry.table}.json`, `${entry.table}.csv`] });
    }
    const manifest = { format: EXPORT_FORMAT, profile_id: profileId, generated_at: new Date(this.now()).toISOString(), tables };
    return { 'manifest.json': strToU8(JSON.stringify(manifest, null, 2)), ...files };
  }

  /** The job: builds the ZIP of a pending export and offers it for 24 hours. A failure marks it failed. */
  async build(exportId: string): Promise<void> {
    const row = await this.repo.findExport(exportId);
    if (!row || row.status !== 'pending') return;
    try {
      const archive = zipSync(await this.buildFiles(row.profileId), { level: 6 });
      const readyAt = this.now();
      await this.repo.finishExport(exportId, { archive, readyAt: new Date(readyAt), expiresAt: new Date(readyAt + EXPORT_TTL_MS) });
    } catch (err) {
      await this.repo.failExport(exportId);
      throw err;
    }
  }

  /** Builds every export still pending (a sweep after a restart). */
  async buildPending(): Promise<number> {
    const ids = await this.repo.pendingExports();
    for (const id of ids) await this.build(id);
    return ids.length;
  }

  /**
   * GET the signed link: the ZIP. 403 BAD_SIGNATURE for a link whose signature does not match its
   * id and expiry (a changed byte), 410 EXPORT_EXPIRED past its expiry, 404 when it no longer exists.
   */
  async download(id: string, expires: number, sig: string): Promise<{ archive: Uint8Array; profileId: string }> {
    const want = Buffer.from(this.#sign(id, expires));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) throw new AppError(403, 'BAD_SIGNATURE', 'This download link is not valid.');
    if (expires <= this.now()) throw new AppError(410, 'EXPORT_EXPIRED', 'This download link has expired (links last 24 hours). Ask for a new export.');
    const row = await this.repo.findExport(id);
    if (!row || row.status !== 'ready' || !row.archive || row.expiresAt?.getTime() !== expires) throw notFound('No such export.', 'EXPORT_NOT_FOUND');
    return { archive: row.archive, profileId: row.profileId };
  }

  /** Drops archives whose 24 hours are over. */
  async dropExpired(): Promise<number> {
    return this.repo.dropExpiredArchives(new Date(this.now()));
  }
}

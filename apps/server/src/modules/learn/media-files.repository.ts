import { existsSync, readdirSync } from 'node:fs';
import { join, normalize, resolve, sep } from 'node:path';

/** The `media/` folders of the content packs (content/packs/<pack>/media), served under /media/. */
export function mediaRootsOf(contentDir: string): string[] {
  const packsDir = resolve(contentDir, 'packs');
  return existsSync(packsDir)
    ? readdirSync(packsDir)
        .map((name) => join(packsDir, name, 'media'))
        .filter((dir) => existsSync(dir))
    : [];
}

/** A media file on disk: its media root and its path inside that root. */
export interface MediaFile {
  root: string;
  rel: string;
}

/** The media files of the content packs on disk (the only file-system reads of /media/). */
export class MediaFilesRepository {
  constructor(private readonly roots: readonly string[]) {}

  /** The file on disk for a canonical /media/ path, as its media root and the path inside it; null when no pack has it. */
  locate(canonical: string): MediaFile | null {
    const rel = canonical.slice('/media/'.length);
    if (!rel) return null;
    for (const root of this.roots) {
      const base = resolve(root);
      const file = normalize(join(base, rel));
      if (file.startsWith(base + sep) && existsSync(file)) return { root: base, rel: file.slice(base.length + 1) };
    }
    return null;
  }
}

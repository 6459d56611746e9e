import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded files (covers, profile pictures) live and how they are addressed. */
export interface FileStorage {
  /** Stores the bytes; returns the public path, e.g. /uploads/covers/<id>.png. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file previously returned by save; ignores anything else. */
  remove(publicPath: string): Promise<void>;
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function createDiskStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  return {
    root,
    async save(folder, extension, bytes) {
      const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
      const name = `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
      await mkdir(path.join(root, safeFolder), { recursive: true });
      await writeFile(path.join(root, safeFolder, name), bytes);
      return `${UPLOADS_PREFIX}${safeFolder}/${name}`;
    },
    async remove(publicPath) {
      if (!publicPath.startsWith(UPLOADS_PREFIX)) return;
      const relative = path.normalize(publicPath.slice(UPLOADS_PREFIX.length));
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      await rm(path.join(root, relative), { force: true });
    },
  };
}

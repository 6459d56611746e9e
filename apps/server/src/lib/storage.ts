import { mkdirSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

/** Where uploaded files (covers, profile pictures) live and how they are addressed. */
export interface FileStorage {
  /** Stores the bytes; returns the public path, e.g. /uploads/covers/<id>.png. */
  save(folder: string, extension: string, bytes: Buffer): Promise<string>;
  /** Removes a file previously returned by save; ignores anything else. */
  remove(publicPath: string): Promise<void>;
  /** The files of one folder with their public paths and when each was written. */
  list(folder: string): Promise<{ publicPath: string; modifiedAt: Date }[]>;
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

const safeFolderName = (folder: string) => folder.replace(/[^a-z0-9-]/gi, '');

export function createDiskStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  return {
    root,
    async list(folder) {
      const safeFolder = safeFolderName(folder);
      const names = await readdir(path.join(root, safeFolder)).catch(() => [] as string[]);
      const files = await Promise.all(
        names.map(async (name) => {
          const info = await stat(path.join(root, safeFolder, name)).catch(() => undefined);
          return info?.isFile() ? { publicPath: `${UPLOADS_PREFIX}${safeFolder}/${name}`, modifiedAt: info.mtime } : undefined;
        }),
      );
      return files.filter((file) => file !== undefined);
    },
    async save(folder, extension, bytes) {
      const safeFolder = safeFolderName(folder);
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

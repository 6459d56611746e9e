/**
 * Chapter language models on disk under DATA_DIR, one folder per chapter vectorStoreId.
 * Building takes a fraction of a second but reading cmudict and writing files on every voice
 * message would not; a content hash in meta.json rebuilds the model when the chapter changes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildChapterLanguageModel } from './chapter-language-model';
import { loadPronouncingDictionary } from './pronunciations';

/** Bump when the model builder changes so cached models are rebuilt. */
const BUILDER_VERSION = 2;

export interface ChapterModelFiles {
  lmPath: string;
  dictPath: string;
}

export interface ChapterModelCache {
  modelFor(chapter: { key: string; text: string }): Promise<ChapterModelFiles>;
}

export function createChapterModelCache(options: { root: string; cmudictPath: string }): ChapterModelCache {
  const building = new Map<string, Promise<ChapterModelFiles>>();

  async function build(folder: string, hash: string, text: string): Promise<ChapterModelFiles> {
    const files = { lmPath: path.join(folder, 'chapter.arpa'), dictPath: path.join(folder, 'chapter.dict') };
    const metaPath = path.join(folder, 'meta.json');
    const meta = await readFile(metaPath, 'utf8').then(
      (t) => JSON.parse(t) as { hash?: string },
      () => null,
    );
    if (meta?.hash === hash) return files;
    const dict = await loadPronouncingDictionary(options.cmudictPath);
    const model = buildChapterLanguageModel(text, dict);
    await mkdir(folder, { recursive: true });
    // Write then rename, so a concurrent reader never sees half a model.
    const suffix = `.${process.pid}.${Date.now()}.tmp`;
    await writeFile(files.lmPath + suffix, model.arpa);
    await writeFile(files.dictPath + suffix, model.dictionary);
    await rename(files.lmPath + suffix, files.lmPath);
    await rename(files.dictPath + suffix, files.dictPath);
    const info = { hash, builtAt: new Date().toISOString(), vocabularySize: model.vocabularySize, guessedWords: model.guessedWords };
    await writeFile(metaPath, JSON.stringify(info, null, 2));
    return files;
  }

  return {
    modelFor({ key, text }) {
      const hash = createHash('sha256').update(`${BUILDER_VERSION}\n${text}`).digest('hex');
      const folder = path.join(options.root, key.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 120) || 'chapter');
      const pending = building.get(folder);
      if (pending) return pending;
      const job = build(folder, hash, text).finally(() => building.delete(folder));
      building.set(folder, job);
      return job;
    },
  };
}

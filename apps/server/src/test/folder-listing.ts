import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Name, size and modification time of every entry under a folder: what a refused start must leave as it was. */
export async function folderListing(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(
    names.map(async (name) => {
      const s = await stat(path.join(dir, name));
      return `${name} ${s.size} ${s.mtimeMs}`;
    }),
  );
}

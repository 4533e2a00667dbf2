import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every `.ts`/`.tsx` file under a folder of the workspace (`packages/ui/src`), with its path from the
 * workspace's root and its text: what the stylesheet trims' tests search for a use of what they drop.
 */
export async function workspaceSources(folder: string): Promise<[string, string][]> {
  const entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name));
  return Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(root.length), await readFile(path, 'utf8')] as [string, string];
    }),
  );
}

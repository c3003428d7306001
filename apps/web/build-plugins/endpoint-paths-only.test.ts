import { readFileSync } from 'node:fs';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { endpointPathsOnly } from './endpoint-paths-only.ts';

const file = new URL('../../../packages/contracts/src/endpoints/catalog.ts', import.meta.url).pathname;

/** The catalogue's table as the browser build receives it: TypeScript stripped, then this plugin's transform. */
async function browserTable() {
  const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
  const { transform } = endpointPathsOnly() as { transform: (code: string, id: string) => { code: string } | null };
  return transform.call({ parse: (source: string) => parseAst(source) }, code, file);
}

describe('endpointPathsOnly', () => {
  it('keeps each endpoint of the table with its method, path and access, and drops its schemas', async () => {
    const out = await browserTable();
    const code = out?.code ?? '';
    expect(code).toMatch(
      /storeFront: endpoint\(\{\s*method: "GET",\s*path: "\/product\/get_all_store_front",\s*access: "identify",\s*\}\)/,
    );
    for (const schema of ['storeFrontQuery', 'storeFrontResponse', 'productDetailResponse', 'responses:', 'query:', 'tag,']) {
      expect(
        code
          .split('\n')
          .filter((line) => !line.startsWith('import'))
          .join('\n'),
      ).not.toContain(schema);
    }
  });

  it('leaves a module without endpoint() calls as it is', async () => {
    const { transform } = endpointPathsOnly() as { transform: (code: string, id: string) => unknown };
    const id = file.replace('catalog.ts', 'store.ts');
    expect(
      transform.call({ parse: (source: string) => parseAst(source) }, "export * as endpoints from './store-domains.ts';", id),
    ).toBeNull();
  });
});

/**
 * The browser's endpoint tables carry a path, a method and who may call it, not the zod schemas.
 * The web client only sends requests (lib/api-client.ts): it never reads an endpoint's schemas, which the server
 * checks. Leaving them out lets the bundler drop the contracts' schemas and zod itself from every page that only
 * calls the API (a form still brings zod with the schema it validates). The types still come from the contract.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const TABLE = /[\\/]packages[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
const KEPT = new Set(['method', 'path', 'access']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every `endpoint({ ... })` object literal in a module's syntax tree. */
function* endpointObjects(node: Node): Generator<Node> {
  const callee = node.callee as Node | undefined;
  const [first] = (node.arguments as Node[] | undefined) ?? [];
  if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'endpoint' && first?.type === 'ObjectExpression') {
    yield first;
    return;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) yield* endpointObjects(item);
    if (isNode(value)) yield* endpointObjects(value);
  }
}

export function endpointPathsOnly(): Plugin {
  return {
    name: 'endpoint-paths-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    transform(code, id) {
      if (!TABLE.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as Node;
      const out = new MagicString(code);
      let objects = 0;
      for (const object of endpointObjects(program)) {
        objects++;
        const properties = object.properties as Node[];
        properties.forEach((property, index) => {
          const key = property.key as Node | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && KEPT.has(key.name as string)) return;
          // up to the next property (or the closing brace), so the comma and comment go with it
          const end = properties[index + 1]?.start ?? object.end - 1;
          out.remove(property.start, end);
        });
      }
      if (objects === 0) return null;
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

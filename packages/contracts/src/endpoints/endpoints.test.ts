import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../endpoint.ts';
import { adminEndpoints } from './admin.ts';
import { endpoints } from './store.ts';

const flatten = (table: Record<string, Record<string, EndpointDef>>) => Object.values(table).flatMap((group) => Object.values(group));

describe('the endpoint table', () => {
  const store = flatten(endpoints);
  const admin = flatten(adminEndpoints);

  it('puts every back-office endpoint under /admin/, for administrators only, and no store endpoint there', () => {
    expect(admin.length).toBeGreaterThan(40);
    for (const e of admin) expect([e.path, e.access]).toEqual([expect.stringMatching(/^\/admin\//), 'admin']);
    for (const e of store) expect(e.path).not.toMatch(/^\/admin/);
  });

  it('declares each method and path once', () => {
    const keys = [...store, ...admin].map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '../endpoint.ts';
import { adminEndpoints } from './admin.ts';
import { endpoints } from './store.ts';

const flatten = (table: Record<string, Record<string, EndpointDef>>) => Object.values(table).flatMap((group) => Object.values(group));

describe('the endpoint table', () => {
  const store = flatten(endpoints);
  const admin = flatten(adminEndpoints);

  it('puts every back-office endpoint under /admin/, for the staff with its area, and no store endpoint there', () => {
    expect(admin.length).toBeGreaterThan(40);
    // the staff invitation's own page is public: whoever holds the e-mailed link sets the new account's password
    const invitation = Object.values(adminEndpoints.invitation);
    for (const e of invitation) expect([e.path, e.access]).toEqual(['/staff-invitations/:token', 'public']);
    for (const e of admin.filter((x) => !invitation.includes(x as never)))
      expect([e.path, e.access, typeof e.area]).toEqual([expect.stringMatching(/^\/admin\//), 'admin', 'string']);
    for (const e of store) expect(e.path).not.toMatch(/^\/admin/);
  });

  it('declares each method and path once', () => {
    const keys = [...store, ...admin].map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

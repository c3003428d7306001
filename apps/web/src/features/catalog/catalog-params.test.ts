import { describe, expect, it } from 'vitest';
import { readCatalogParams, writeCatalogParams } from './catalog-params.ts';

describe('catalogue state in the URL', () => {
  it('starts on page 1 with 20 items and no filters', () => {
    expect(readCatalogParams(new URLSearchParams())).toEqual({ page: 1, size: 20 });
  });

  it('reads the search, the page, the size and one value per filter group', () => {
    const params = readCatalogParams(new URLSearchParams('search=%20bota%20&page=3&size=50&brandid=7&colorid=2&uses=x'));
    expect(params).toEqual({ search: 'bota', page: 3, size: 50, brandid: 7, colorid: 2 });
  });

  it('leaves out a filter whose id is not written as the API reads ids', () => {
    const params = readCatalogParams(new URLSearchParams('brandid=0x7&colorid=07&genderid=1e0&uses=99999999999&typeid=%207&materials=4'));
    expect(params).toEqual({ page: 1, size: 20, materials: 4 });
  });

  it('ignores page sizes outside 10, 20, 50 and 100 and pages below 1', () => {
    expect(readCatalogParams(new URLSearchParams('size=7&page=-2'))).toEqual({ page: 1, size: 20 });
  });

  it('writes back only what differs from the defaults, so a shared link stays short', () => {
    expect(writeCatalogParams({ page: 1, size: 20 }).toString()).toBe('');
    expect(writeCatalogParams({ page: 2, size: 10, search: 'inti', genderid: 1 }).toString()).toBe('search=inti&genderid=1&page=2&size=10');
  });
});

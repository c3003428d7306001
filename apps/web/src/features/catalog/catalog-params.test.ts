import { describe, expect, it } from 'vitest';
import { readCatalogParams, toggleValue, writeCatalogParams } from './catalog-params.ts';

describe('catalogue state in the URL', () => {
  it('starts on page 1 with 20 items and no filters', () => {
    expect(readCatalogParams(new URLSearchParams())).toEqual({ page: 1, size: 20 });
  });

  it('reads the search, the page, the size and an old single-value link', () => {
    const params = readCatalogParams(new URLSearchParams('search=%20bota%20&page=3&size=50&brandid=7&colorid=2&uses=x'));
    expect(params).toEqual({ search: 'bota', page: 3, size: 50, brandid: [7], colorid: [2] });
  });

  it('reads several values of a group separated by commas, sorted and without repeats', () => {
    expect(readCatalogParams(new URLSearchParams('brandid=7,3,7&colorid=2'))).toEqual({ page: 1, size: 20, brandid: [3, 7], colorid: [2] });
  });

  it('leaves out a value whose id is not written as the API reads ids', () => {
    const params = readCatalogParams(
      new URLSearchParams('brandid=0x7&colorid=07&genderid=1e0&uses=99999999999&typeid=%207&materials=4&categories=5,,x,6'),
    );
    expect(params).toEqual({ page: 1, size: 20, materials: [4], categories: [5, 6] });
  });

  it('adds a value to a group and takes it away, back to page 1', () => {
    const start = { page: 3, size: 20, brandid: [7] };
    expect(toggleValue(start, 'brandid', 3)).toEqual({ page: 1, size: 20, brandid: [3, 7] });
    expect(toggleValue(start, 'brandid', 7)).toEqual({ page: 1, size: 20, brandid: undefined });
    expect(writeCatalogParams(toggleValue(start, 'brandid', 3)).toString()).toBe('brandid=3%2C7');
  });

  it('ignores page sizes outside 10, 20, 50 and 100 and pages below 1', () => {
    expect(readCatalogParams(new URLSearchParams('size=7&page=-2'))).toEqual({ page: 1, size: 20 });
  });

  it('writes back only what differs from the defaults, so a shared link stays short', () => {
    expect(writeCatalogParams({ page: 1, size: 20 }).toString()).toBe('');
    expect(writeCatalogParams({ page: 2, size: 10, search: 'inti', genderid: [1] }).toString()).toBe(
      'search=inti&genderid=1&page=2&size=10',
    );
  });
});

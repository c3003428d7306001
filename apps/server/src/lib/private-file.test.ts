import { describe, expect, it } from 'vitest';
import { contentDisposition } from './private-file.ts';

describe('contentDisposition', () => {
  it('keeps an ASCII name in filename and the real one in filename*, with RFC 5987’s escapes', () => {
    expect(contentDisposition("Pago (1) d'Año*.pdf", 'attachment')).toBe(
      `attachment; filename="Pago (1) d'Ano*.pdf"; filename*=UTF-8''Pago%20%281%29%20d%27A%C3%B1o%2A.pdf`,
    );
    expect(contentDisposition('recibo "final".png')).toBe(`inline; filename="recibo final.png"; filename*=UTF-8''recibo%20%22final%22.png`);
  });
});

/** A one-page PDF 1.4 (Helvetica, WinAnsi) with correct xref offsets. */
export function minimalPdf(lines: string[]): Buffer {
  const pdfText = (s: string) =>
    [...s]
      .map((ch) => {
        if (ch === '(' || ch === ')' || ch === '\\') return `\\${ch}`;
        const code = ch === '–' ? 0x96 : ch.charCodeAt(0);
        if (code > 0xff) throw new Error(`Not in WinAnsi: ${ch}`);
        return code < 0x80 ? ch : `\\${code.toString(8).padStart(3, '0')}`;
      })
      .join('');
  const content = `BT\n/F1 16 Tf\n56 780 Td\n20 TL\n${lines.map((l, i) => `${i ? 'T* ' : ''}(${pdfText(l)}) Tj`).join('\n')}\nET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

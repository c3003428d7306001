/**
 * What an uploaded file is by its content, never by the name or the type the browser sends: a PDF, a PNG,
 * a JPEG or a zip (an .xlsx is one). These are cheap sniffs of a few bytes, not a parse of the whole file.
 */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'zip';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_LOCAL_HEADER = Buffer.from('PK\x03\x04', 'latin1');

/** A PDF: `%PDF-` at the start and an `%%EOF` marker in the last 2 KB (a file cut short has none). */
function isPdf(data: Buffer) {
  if (data.length < 16 || data.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return data
    .subarray(Math.max(0, data.length - 2048))
    .toString('latin1')
    .includes('%%EOF');
}

/** A PNG: its 8-byte signature, then the IHDR chunk first (its type at bytes 12–15). */
const isPng = (data: Buffer) =>
  data.length >= 24 && data.subarray(0, 8).equals(PNG_SIGNATURE) && data.subarray(12, 16).toString('latin1') === 'IHDR';

/**
 * A JPEG: the SOI marker (FF D8) and the next marker's first bytes (FF, then a marker byte of C0 or more:
 * APPn, DQT, SOF, DHT…). Nothing more is read: the segments after it are not walked.
 */
const isJpeg = (data: Buffer) => data.length >= 64 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff && data[3] >= 0xc0;

/** A zip: it starts with a local file header (`PK\x03\x04`). Whether its directory is sound is zip-size.ts's. */
const isZip = (data: Buffer) => data.subarray(0, 4).equals(ZIP_LOCAL_HEADER);

/** The kind of file `data` is, or null for anything else (an executable renamed .pdf, a web page, a Word .doc). */
export function fileKind(data: Buffer): FileKind | null {
  if (isPdf(data)) return 'pdf';
  if (isPng(data)) return 'png';
  if (isJpeg(data)) return 'jpeg';
  if (isZip(data)) return 'zip';
  return null;
}

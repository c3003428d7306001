/**
 * How many bytes a zip says it unpacks to, read from its central directory before anything is unpacked:
 * a small .xlsx can hold gigabytes of XML, so a spreadsheet reader is handed only a zip whose total is sane.
 */

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_BYTES = 22;
/** The End Of Central Directory record is the last thing in a zip, after a comment of at most 65,535 bytes. */
const EOCD_SEARCH = EOCD_BYTES + 0xffff;
const HEADER_SIGNATURE = 0x02014b50;
const HEADER_BYTES = 46;
/** A 16- or 32-bit field at its maximum means «the real value is in the ZIP64 record». */
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;

function endOfCentralDirectory(data: Buffer): number | null {
  for (let at = data.length - EOCD_BYTES; at >= Math.max(0, data.length - EOCD_SEARCH); at--) {
    // A comment may hold the signature's bytes too: the real record's comment ends exactly at the end of the file.
    if (data.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_BYTES + data.readUInt16LE(at + 20) === data.length) return at;
  }
  return null;
}

/**
 * The sum of the uncompressed sizes the central directory lists; Infinity for a ZIP64 archive (its sizes are
 * not read here, so its total is unknown); null when there is no directory to read. This is what the zip
 * claims: a zip crafted to list small sizes for large contents is not caught here (the unpacking finds the
 * mismatch only once it is done).
 */
export function zipUncompressedSize(data: Buffer): number | null {
  const eocd = endOfCentralDirectory(data);
  if (eocd === null) return null;
  const entries = data.readUInt16LE(eocd + 10);
  const dirBytes = data.readUInt32LE(eocd + 12);
  const dirStart = data.readUInt32LE(eocd + 16);
  if (entries === ZIP64_16 || dirBytes === ZIP64_32 || dirStart === ZIP64_32) return Number.POSITIVE_INFINITY;
  if (dirStart + dirBytes > eocd) return null;
  let total = 0;
  let at = dirStart;
  for (let i = 0; i < entries; i++) {
    if (at + HEADER_BYTES > eocd || data.readUInt32LE(at) !== HEADER_SIGNATURE) return null;
    const size = data.readUInt32LE(at + 24);
    if (size === ZIP64_32) return Number.POSITIVE_INFINITY;
    total += size;
    at += HEADER_BYTES + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

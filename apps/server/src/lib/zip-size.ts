/**
 * What a zip holds, read from its central directory before anything is unpacked: how many bytes it says it
 * unpacks to, and the same zip with some entries moved first (for a streaming reader). How many bytes:
 * a small .xlsx can hold gigabytes of XML, so a spreadsheet reader is handed only a zip whose total is sane.
 */

import { crc32 } from 'node:zlib';

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

interface ZipEntry {
  name: string;
  uncompressed: number;
  /** where its local header starts */
  offset: number;
  /** its central directory header, as written */
  header: Buffer;
}

interface ZipDirectory {
  entries: ZipEntry[];
  dirStart: number;
}

/** The central directory's entries; 'zip64' for a ZIP64 archive (its sizes are not read here); null when unreadable. */
function readDirectory(data: Buffer): ZipDirectory | 'zip64' | null {
  const eocd = endOfCentralDirectory(data);
  if (eocd === null) return null;
  const count = data.readUInt16LE(eocd + 10);
  const dirBytes = data.readUInt32LE(eocd + 12);
  const dirStart = data.readUInt32LE(eocd + 16);
  if (count === ZIP64_16 || dirBytes === ZIP64_32 || dirStart === ZIP64_32) return 'zip64';
  if (dirStart + dirBytes > eocd) return null;
  const entries: ZipEntry[] = [];
  let at = dirStart;
  for (let i = 0; i < count; i++) {
    if (at + HEADER_BYTES > eocd || data.readUInt32LE(at) !== HEADER_SIGNATURE) return null;
    const uncompressed = data.readUInt32LE(at + 24);
    const offset = data.readUInt32LE(at + 42);
    if (uncompressed === ZIP64_32 || offset === ZIP64_32) return 'zip64';
    const nameBytes = data.readUInt16LE(at + 28);
    const end = at + HEADER_BYTES + nameBytes + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (end > eocd || offset >= dirStart) return null;
    entries.push({
      name: data.toString('utf8', at + HEADER_BYTES, at + HEADER_BYTES + nameBytes),
      uncompressed,
      offset,
      header: data.subarray(at, end),
    });
    at = end;
  }
  return { entries, dirStart };
}

/**
 * The sum of the uncompressed sizes the central directory lists; Infinity for a ZIP64 archive (its sizes are
 * not read here, so its total is unknown); null when there is no directory to read. This is what the zip
 * claims: a zip crafted to list small sizes for large contents is not caught here (the unpacking finds the
 * mismatch only once it is done).
 */
export function zipUncompressedSize(data: Buffer): number | null {
  const dir = readDirectory(data);
  if (dir === 'zip64') return Number.POSITIVE_INFINITY;
  if (dir === null) return null;
  return dir.entries.reduce((total, e) => total + e.uncompressed, 0);
}

/**
 * The same zip with the entries `first` picks moved to the front, in the order `first` ranks them (lower
 * first), the others after in their order; their bytes are copied as they are, only the offsets change. A
 * streaming reader then meets them first (an .xlsx's shared strings before its sheets). Null when unreadable.
 */
export function reorderZip(data: Buffer, rank: (name: string) => number, missing?: { name: string; content: string }): Buffer | null {
  const dir = readDirectory(data);
  if (dir === null || dir === 'zip64') return null;
  const starts = [...new Set(dir.entries.map((e) => e.offset)), dir.dirStart].sort((a, b) => a - b);
  // where each entry's bytes end: the next entry's start (a lookup, not a search per entry: a 2 MB upload can
  // list 40,000 entries)
  const endOf = new Map(starts.map((start, i) => [start, starts[i + 1]]));
  const ordered = dir.entries.map((e, i) => ({ e, i, rank: rank(e.name) })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  const locals: Buffer[] = [];
  const headers: Buffer[] = [];
  let written = 0;
  if (missing && !dir.entries.some((e) => e.name === missing.name)) {
    const added = storedEntry(missing.name, Buffer.from(missing.content));
    locals.push(added.local);
    headers.push(added.header);
    written += added.local.length;
  }
  for (const { e } of ordered) {
    const local = data.subarray(e.offset, endOf.get(e.offset));
    const header = Buffer.from(e.header);
    header.writeUInt32LE(written, 42);
    locals.push(local);
    headers.push(header);
    written += local.length;
  }
  const dirBytes = headers.reduce((n, h) => n + h.length, 0);
  const end = Buffer.alloc(EOCD_BYTES);
  end.writeUInt32LE(EOCD_SIGNATURE, 0);
  end.writeUInt16LE(headers.length, 8);
  end.writeUInt16LE(headers.length, 10);
  end.writeUInt32LE(dirBytes, 12);
  end.writeUInt32LE(written, 16);
  return Buffer.concat([...locals, ...headers, end]);
}

/** One entry stored as it is (no compression): its local part and its central directory header, at offset 0. */
function storedEntry(name: string, content: Buffer) {
  const nameBytes = Buffer.from(name);
  const crc = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt32LE(HEADER_SIGNATURE, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(20, 6);
  header.writeUInt32LE(crc, 16);
  header.writeUInt32LE(content.length, 20);
  header.writeUInt32LE(content.length, 24);
  header.writeUInt16LE(nameBytes.length, 28);
  return { local: Buffer.concat([local, nameBytes, content]), header: Buffer.concat([header, nameBytes]) };
}

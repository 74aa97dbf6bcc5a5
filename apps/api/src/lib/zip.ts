/**
 * A ZIP archive written as a stream, its files stored as they are (no compression: PDFs are
 * compressed already). Each file is taken whole from an async source, written and dropped, so
 * the archive costs one file's memory however many it holds (decision 053). No ZIP64: an
 * archive stops short of 4 GiB and 65,535 files, far beyond a month's documents.
 */
import { crc32 } from 'node:zlib';

export interface ZipFile {
  /** The name inside the archive (ASCII: the documents' numbers). */
  name: string;
  content: Buffer;
}

const LIMIT = 0xffff_ffff;

/** MS-DOS date and time of `at` (the format keeps local time; we write UTC). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

export async function* zipStream(
  files: AsyncIterable<ZipFile>,
  at: Date = new Date(),
): AsyncGenerator<Buffer> {
  const { time, date } = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const size = file.content.length;
    const crc = crc32(file.content);
    if (offset + 30 + name.length + size > LIMIT || count === 0xffff) {
      throw new Error('The archive would need ZIP64');
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(0, 10);
    entry.writeUInt16LE(time, 12);
    entry.writeUInt16LE(date, 14);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(size, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);

    yield Buffer.concat([local, name]);
    yield file.content;
    offset += 30 + name.length + size;
    count += 1;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

// Bytes of a dropped file → text: UTF-8 (with or without a BOM), else Windows-1252, as spreadsheets on Windows save.
export type ImportEncoding = 'utf-8' | 'windows-1252';

export interface DecodedFile {
  text: string;
  encoding: ImportEncoding;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252's characters for bytes 0x80–0x9F (the WHATWG table; five bytes stay as they are). Some Node
 * versions decode "windows-1252" as Latin-1 and give control characters there, so € and “ ” are set here.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Decodes a file as strict UTF-8 (any invalid sequence fails) and falls back to Windows-1252, which maps every
 * byte to a character, so this never throws. One leading BOM is dropped so the first header reads as written;
 * `ignoreBOM` keeps the decoder from dropping a second one (or one in a Windows-1252 file) on its own.
 */
export function decodeFile(bytes: Uint8Array): DecodedFile {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes;
  try {
    return {
      text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body),
      encoding: 'utf-8',
    };
  } catch {
    const text = new TextDecoder('windows-1252', { ignoreBOM: true })
      .decode(body)
      .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]!);
    return { text, encoding: 'windows-1252' };
  }
}

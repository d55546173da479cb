// decodeFile: UTF-8 with and without a BOM, strict UTF-8 failing over to Windows-1252.
import { describe, expect, it } from 'vitest';
import { decodeFile } from './decode';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeFile', () => {
  it('reads UTF-8 and drops one BOM', () => {
    expect(decodeFile(utf8('Title\nCafé'))).toEqual({ text: 'Title\nCafé', encoding: 'utf-8' });
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('Title')]);
    expect(decodeFile(withBom)).toEqual({ text: 'Title', encoding: 'utf-8' });
  });

  it('keeps a second BOM as text rather than dropping it silently', () => {
    const twice = new Uint8Array([0xef, 0xbb, 0xbf, 0xef, 0xbb, 0xbf, ...utf8('A')]);
    expect(decodeFile(twice).text).toBe('\ufeffA');
  });

  it('reads bytes that are not UTF-8 as Windows-1252', () => {
    // "Café – 5 €" as Excel on Windows saves it: é = 0xE9, – = 0x96, € = 0x80.
    const bytes = new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x35, 0x20, 0x80]);
    expect(decodeFile(bytes)).toEqual({ text: 'Café – 5 €', encoding: 'windows-1252' });
  });

  it('reads an empty file as empty text', () => {
    expect(decodeFile(new Uint8Array())).toEqual({ text: '', encoding: 'utf-8' });
  });
});

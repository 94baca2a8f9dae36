import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from './file-kind.ts';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

describe('a file is told by its first bytes, not its name', () => {
  it.each([
    ['%PDF-1.7\n', 'application/pdf'],
    ['\x89PNG\r\n\x1a\n....', 'image/png'],
    ['\xff\xd8\xff\xe0..JFIF', 'image/jpeg'],
    ['RIFF\x10\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['GIF89a....', 'image/gif'],
    ['GIF87a....', 'image/gif'],
    ['#!/bin/sh\nrm -rf /', null],
    ['<html><script>', null],
    ['%PD', null],
    ['RIFF\x10\x00\x00\x00WAVE', null],
    ['', null],
  ])('%j is %s', (content, expected) => {
    expect(mediaTypeOf(bytes(content))).toBe(expected);
  });
});

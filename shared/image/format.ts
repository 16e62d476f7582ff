/**
 * The image format, decided from the bytes (never from a file name or a
 * declared type). Common formats we do not accept are named so the message
 * can tell a carer what to do (an iPhone's HEIC photo is the usual case).
 */
export type ImageFormat = 'jpeg' | 'png' | 'webp';

export const MEDIA_TYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** JPEG, PNG or WebP from the signature; undefined for anything else. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}

/** A name for a format we refuse, when it is a common one. */
export function describeOtherFormat(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, ascii('GIF8'))) return 'GIF';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    if (/^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(brand)) return 'HEIC/HEIF';
    if (/^avi[fs]$/.test(brand)) return 'AVIF';
    return 'a video or ISO media file';
  }
  if (startsWith(bytes, ascii('BM'))) return 'BMP';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'TIFF';
  if (startsWith(bytes, ascii('%PDF'))) return 'PDF';
  if (startsWith(bytes, ascii('<svg')) || startsWith(bytes, ascii('<?xml'))) return 'SVG/XML';
  return undefined;
}

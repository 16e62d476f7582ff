/**
 * The text of a JSON request body, read as its Content-Type says: only JSON
 * media types (415 otherwise), decoded with the platform's WHATWG decoder
 * (TextDecoder) in the declared charset, a byte-order mark taking precedence
 * as the Encoding Standard prescribes. Bytes that are not valid in the charset
 * are a 400: guessing could turn "puréed" into another word, and another level.
 */
import { invalidRequest, unsupportedMediaType } from '../errors';

/** Charset labels honoured (lower case) and the decoder each uses; ISO-8859-1 is read as its superset Windows-1252. */
const CHARSETS: Readonly<Record<string, string>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'utf-16': 'utf-16le',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'iso_8859-1': 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'us-ascii': 'windows-1252',
  ascii: 'windows-1252',
};

export const SUPPORTED_CHARSETS = 'utf-8, utf-16, utf-16le, utf-16be, iso-8859-1, windows-1252';

export interface MediaType {
  /** Lower-cased type/subtype, '' when the header is absent. */
  type: string;
  /** Lower-cased charset parameter, when given. */
  charset?: string;
}

export function parseMediaType(header: string | undefined): MediaType {
  const [type = '', ...params] = (header ?? '').split(';');
  const media: MediaType = { type: type.trim().toLowerCase() };
  for (const param of params) {
    const [name, value] = param.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value)
      media.charset = value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return media;
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** The decoder a byte-order mark selects, and the mark's length. */
function sniffBom(bytes: Uint8Array): { encoding: string; skip: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  return undefined;
}

/** Decode bytes in a charset label (BOM first); unknown labels are a 415 and undecodable bytes a 400. */
export function decodeText(bytes: Uint8Array, charset: string | undefined): string {
  const bom = sniffBom(bytes);
  const encoding = bom?.encoding ?? CHARSETS[charset ?? 'utf-8'];
  if (!encoding) {
    throw unsupportedMediaType(
      `charset "${charset!.slice(0, 40)}" is not supported: send application/json in one of ${SUPPORTED_CHARSETS}`,
    );
  }
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(bom?.skip ?? 0));
  } catch {
    throw invalidRequest(
      `request body is not valid ${encoding.toUpperCase()}: declare the charset it is written in (e.g. application/json; charset=iso-8859-1)`,
    );
  }
}

/**
 * The text of a body that must be JSON. A missing Content-Type is read as
 * JSON; any other media type is a 415 that names application/json.
 */
export function jsonText(contentType: string | undefined, bytes: Uint8Array, alsoAccepted: readonly string[] = []): string {
  const media = parseMediaType(contentType);
  if (media.type !== '' && !isJsonMediaType(media.type)) {
    const accepted = ['application/json', ...alsoAccepted].join(' or ');
    throw unsupportedMediaType(`Content-Type "${media.type.slice(0, 100)}" is not accepted here: send ${accepted}`);
  }
  return decodeText(bytes, media.charset);
}

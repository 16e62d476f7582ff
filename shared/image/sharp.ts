/**
 * sharp, loaded on first use: only the image function pays for the native
 * module, and only when a request actually carries an image.
 */
import type { default as SharpFn } from 'sharp';

export type Sharp = typeof SharpFn;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((m) => {
    const sharp = (m.default ?? m) as Sharp;
    // Every request is a different image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

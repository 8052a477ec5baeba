import fs from 'node:fs';
import path from 'node:path';
import { jpegSize } from '../images/jpeg-size';
import type { PhotoFile } from './photos';

/**
 * Server only: the size in bytes of a published file (the media step writes them into public/
 * before the pages are built), and a JPEG's width and height read from the file itself.
 */
const publicDir = () => path.join(process.cwd(), 'public');

/** The file in public/ behind a root-relative URL; undefined for another host or a path that leaves public/. */
export function publicFile(url: string, dir = publicDir()): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  const file = path.join(dir, decoded);
  return file.startsWith(dir + path.sep) ? file : undefined;
}

export function fileBytes(url: string, dir = publicDir()): number | undefined {
  const file = publicFile(url, dir);
  try {
    const stat = file ? fs.statSync(file) : undefined;
    return stat?.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

export function measurePhoto(url: string, dir = publicDir()): PhotoFile | undefined {
  const file = publicFile(url, dir);
  if (!file || !fs.existsSync(file)) return undefined;
  const bytes = fs.readFileSync(file);
  const size = jpegSize(bytes);
  return size && { ...size, bytes: bytes.length };
}

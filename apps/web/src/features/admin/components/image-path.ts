/**
 * Where the back office finds a stored picture: an absolute http(s) address is used as it is;
 * any other path is a file under the backend's uploads, however it was written (Windows
 * separators, a leading slash or not, with or without `uploads/`).
 */
export function adminImageUrl(path: string | null | undefined, backendBase = ''): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  let relative = value.replace(/\\/g, '/').replace(/^\/+/, '');
  if (!relative.startsWith('uploads/')) relative = `uploads/${relative}`;
  return `${backendBase.replace(/\/+$/, '')}/${relative}`;
}

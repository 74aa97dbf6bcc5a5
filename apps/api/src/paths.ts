/**
 * Where the API's own files are. The server runs from its source (tsx, tests) or from its
 * compiled bundle in apps/api/dist; both folders sit directly in apps/api, so one level up from
 * this module is the API's folder either way, while a path relative to any other module would
 * point into dist/ once bundled. Files read at run time (migrations, seed pictures, the payment
 * sandbox's script) are found from here.
 */
import path from 'node:path';

export const apiRoot = path.resolve(import.meta.dirname, '..');

/** A file or folder of the API's source, e.g. `sourcePath('db/migrations')`. */
export const sourcePath = (relative: string) => path.join(apiRoot, 'src', relative);

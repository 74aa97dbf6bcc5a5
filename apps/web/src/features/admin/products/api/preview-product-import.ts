/** POST /api/admin/products/import/preview: what a products CSV would change; nothing is written. */
import { useMutation } from '@tanstack/react-query';
import type { ImportPreview } from '@shop/shared/catalog/product-import';
import { adminFetch } from '@/features/admin/api/admin-fetch';

/** The file's text, sent as CSV whatever type the computer gave the file. */
export async function previewProductImport(file: File): Promise<ImportPreview> {
  const body = new Blob([await file.text()], { type: 'text/csv' });
  return adminFetch<ImportPreview>('/admin/products/import/preview', { method: 'POST', body });
}

export function usePreviewProductImport() {
  return useMutation({ mutationFn: previewProductImport });
}

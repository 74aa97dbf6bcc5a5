/**
 * The Import CSV dialog (docs/decisions/055): the owner picks a file, reads what each row would
 * change and what is wrong with the bad ones (in words), and applies the good rows; nothing
 * changes before that. After the apply, a summary.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  importFieldLabels,
  productImportMessages as m,
  type ImportChange,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '@shop/shared/catalog/product-import';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/format';
import { errorMessage } from '@/lib/api-client';
import { useApplyProductImport } from '../api/apply-product-import';
import { usePreviewProductImport } from '../api/preview-product-import';

const priceFields = new Set(['price', 'compare_at_price']);

function shown(field: ImportChange['field'], value: ImportChange['from']): string {
  if (value === null) return 'none';
  return priceFields.has(field) && typeof value === 'number' ? formatRupees(value) : String(value);
}

/** One change in words: "Price: ₹100.00 → ₹149.50". */
export function changeInWords(change: ImportChange): string {
  return `${importFieldLabels[change.field]}: ${shown(change.field, change.from)} → ${shown(change.field, change.to)}`;
}

const isBad = (row: ImportRow) => Object.keys(row.errors).length > 0;

function errorsInWords(row: ImportRow): string[] {
  return Object.entries(row.errors).flatMap(([field, messages]) =>
    messages.map((message) =>
      field in importFieldLabels
        ? `${importFieldLabels[field as ImportChange['field']]}: ${message}`
        : message,
    ),
  );
}

export function ImportProductsDialog({ onClose }: { onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState('');
  const read = usePreviewProductImport();
  const apply = useApplyProductImport();
  const ids = { file: useId(), hint: useId() };
  const busy = read.isPending || apply.isPending;

  async function handlePreview(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setFailure('');
    setPreview(null);
    try {
      setPreview(await read.mutateAsync(file));
    } catch (error) {
      setFailure(errorMessage(error, m.previewFailed));
    }
  }

  async function handleApply() {
    if (!preview) return;
    setFailure('');
    try {
      setResult(await apply.mutateAsync({ token: preview.token }));
    } catch (error) {
      setFailure(errorMessage(error, m.applyFailed));
    }
  }

  return (
    <Modal title={m.importCsv} onClose={onClose} busy={busy} size="lg">
      <div className="space-y-4 p-5">
        <ErrorBanner message={failure} />
        {result ? (
          <p role="status" className="font-medium">
            {m.applied(result.applied)}
          </p>
        ) : (
          <form noValidate onSubmit={handlePreview} className="space-y-3">
            <div>
              <label htmlFor={ids.file} className="mb-1 block text-sm font-medium text-slate-700">
                {m.fileLabel}
              </label>
              <input
                id={ids.file}
                type="file"
                accept=".csv,text/csv"
                data-autofocus
                aria-describedby={ids.hint}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setPreview(null);
                }}
                className="block w-full text-sm"
              />
              <p id={ids.hint} className="mt-1 text-xs text-slate-500">
                {m.fileHint}
              </p>
            </div>
            <Button type="submit" variant="secondary" disabled={!file || busy}>
              {m.preview}
            </Button>
          </form>
        )}
        {preview && !result && (
          <>
            <p role="status">
              {m.counts(preview.counts.good, preview.counts.bad, preview.counts.unchanged)}.{' '}
              {m.nothingChangedYet}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{m.previewCaption}</caption>
                <thead>
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pr-3">
                      Line
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Product
                    </th>
                    <th scope="col" className="py-2 pr-3">
                      Result
                    </th>
                    <th scope="col" className="py-2">
                      Changes and errors
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => {
                    const bad = isBad(row);
                    return (
                      <tr
                        key={row.line}
                        className={`border-b border-slate-100 align-top ${bad ? 'bg-red-50' : ''}`}
                      >
                        <td className="py-2 pr-3">{row.line}</td>
                        <td className="py-2 pr-3">
                          {row.product ? row.product.name : '—'}
                          {row.product?.sku ? (
                            <span className="block text-xs text-slate-500">{row.product.sku}</span>
                          ) : null}
                        </td>
                        <td className={`py-2 pr-3 font-medium ${bad ? 'text-red-700' : ''}`}>
                          {bad ? m.rowError : row.changes.length > 0 ? m.rowGood : m.rowUnchanged}
                        </td>
                        <td className="py-2">
                          <ul>
                            {errorsInWords(row).map((text) => (
                              <li key={text} className="text-red-700">
                                {text}
                              </li>
                            ))}
                            {!bad &&
                              row.changes.map((change) => (
                                <li key={change.field}>{changeInWords(change)}</li>
                              ))}
                          </ul>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <Button onClick={() => void handleApply()} disabled={preview.counts.good === 0 || busy}>
              {m.applyGoodRows(preview.counts.good)}
            </Button>
          </>
        )}
      </div>
    </Modal>
  );
}

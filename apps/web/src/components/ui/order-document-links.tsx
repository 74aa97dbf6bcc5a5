/**
 * 'Download invoice' (and 'Download credit note') for an order that has them: plain links, so
 * the browser downloads the PDF with the session cookie, as any other file.
 */
import { FileText } from 'lucide-react';
import { orderDocuments } from '@shop/shared/gst/documents';
import { buttonClasses } from './button';

export function OrderDocumentLinks({
  order,
  className = '',
}: {
  order: Parameters<typeof orderDocuments>[0];
  className?: string;
}) {
  const documents = orderDocuments(order);
  if (documents.length === 0) return null;
  return (
    <>
      {documents.map((document) => (
        <a
          key={document.href}
          href={document.href}
          download
          className={buttonClasses('secondary', className)}
        >
          <FileText aria-hidden="true" className="size-4" />
          {document.label}
        </a>
      ))}
    </>
  );
}

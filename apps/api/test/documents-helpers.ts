/** Test helpers for tax documents: a PDF downloaded as bytes, and the text a PDF reads as. */
import { PDFParse } from 'pdf-parse';
import type { HttpClient } from './http-client';

/** GET a PDF as bytes (the test client reads answers as text), with the client's session. */
export async function downloadBytes(baseUrl: string, client: HttpClient, path: string) {
  const headers: Record<string, string> = { ...client.headers };
  if (client.cookies.size > 0) headers.cookie = client.cookieHeader();
  const response = await fetch(baseUrl + path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type'), bytes, response };
}

export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

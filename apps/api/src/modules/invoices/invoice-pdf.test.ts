/** What an issued invoice says on paper: read back from the drawn PDF's text. */
import type { Address } from '@shop/shared/orders/schemas';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from './invoice-pdf';
import { INVOICE_TEMPLATE_VERSION } from './invoice-template';
import type { IssuedDocument } from './invoices.service';
import { amountInWords, splitLine } from './tax';

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const address = (state: string, city: string, pin: string): Address => ({
  firstName: 'Asha',
  lastName: 'Rao',
  street: '12 MG Road',
  apartment: '',
  city,
  state,
  pin,
  country: 'India',
  phone: '9876543210',
  email: 'asha@example.com',
});

/** An invoice of two lines (18% and 5%) to a buyer in Karnataka shipping to Telangana. */
function invoice(interState: boolean): IssuedDocument {
  const lines = [
    {
      hsnCode: '8471',
      description: 'Arduino Uno R3',
      quantity: 2,
      unitPricePaise: 118_000,
      gstRate: 18,
    },
    {
      hsnCode: '4901',
      description: 'Project book',
      quantity: 1,
      unitPricePaise: 10_500,
      gstRate: 5,
    },
  ].map((line, i) => {
    const totalPaise = line.unitPricePaise * line.quantity;
    return {
      ...line,
      id: `line-${i}`,
      invoiceId: 'invoice-1',
      position: i + 1,
      totalPaise,
      ...splitLine(totalPaise, line.gstRate, interState),
    };
  });
  const sum = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') =>
    lines.reduce((total, line) => total + line[key], 0);
  return {
    document: {
      id: 'invoice-1',
      kind: 'INVOICE',
      number: 'CK/26-27/000042',
      financialYear: '26-27',
      sequence: 42,
      orderId: '0b6f4a52-3c1e-4b8e-9a37-1f2e3d4c5b6a',
      userId: 'user-1',
      invoiceId: null,
      issuedAt: new Date('2026-09-15T06:00:00Z'),
      seller: {
        legalName: 'CircuitKart Electronics Private Limited',
        address: '1-2-3 Ameerpet, Hyderabad 500016',
        gstin: '36AABCC1234D1Z5',
        state: 'Telangana',
        stateCode: '36',
      },
      buyer: {
        name: 'Asha Rao',
        companyName: 'Rao Robotics LLP',
        gstin: interState ? '29AAJFR1234K1Z2' : '',
        email: 'asha@example.com',
        billingAddress: address(interState ? 'Karnataka' : 'Telangana', 'Bengaluru', '560001'),
        shippingAddress: address('Telangana', 'Hyderabad', '500081'),
      },
      placeOfSupply: interState ? 'Karnataka' : 'Telangana',
      placeOfSupplyCode: interState ? '29' : '36',
      interState,
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
      amountInWords: amountInWords(sum('totalPaise')),
    } as IssuedDocument['document'],
    lines,
  };
}

describe('the invoice PDF', () => {
  it('prints the unit, the split rates, both state codes and the signatory inside the state', async () => {
    const text = await pdfText(await renderDocumentPdf(invoice(false)));
    expect(text).toContain('Date: 15 Sep 2026');
    // The unit beside each quantity.
    expect(text).toMatch(/\b2 NOS\b/);
    expect(text).toMatch(/\b1 NOS\b/);
    // The split rates: per line each half's rate, in the totals each head with its rate.
    expect(text).toContain('CGST 9%');
    expect(text).toContain('SGST 9%');
    expect(text).toContain('CGST 2.5%');
    expect(text).toContain('SGST 2.5%');
    expect(text).not.toContain('IGST');
    // ₹2,360 at 18%: ₹180 each half; ₹105 at 5%: ₹2.50 each half.
    expect(text).toMatch(/CGST 9%\s+₹180\.00/);
    expect(text).toMatch(/SGST 2\.5%\s+₹2\.50/);
    // The state and its code on bill-to and ship-to (both Telangana here) and the seller's.
    expect(text.match(/State: Telangana \(code 36\)/g)).toHaveLength(3);
    expect(text).toContain('For CircuitKart Electronics Private Limited');
    expect(text).toContain('Authorised Signatory');
  });

  it('prints IGST with its rate and each address with its own state code across states', async () => {
    const text = await pdfText(await renderDocumentPdf(invoice(true)));
    expect(text).toMatch(/IGST 18%\s+₹360\.00/);
    expect(text).toMatch(/IGST 5%\s+₹5\.00/);
    expect(text).not.toContain('CGST');
    expect(text).toContain('State: Karnataka (code 29)');
    // The seller and the ship-to address are in Telangana.
    expect(text.match(/State: Telangana \(code 36\)/g)).toHaveLength(2);
    expect(text).toContain('Authorised Signatory');
  });

  it('names the layout that drew it', () => {
    expect(INVOICE_TEMPLATE_VERSION).toBe(3);
  });
});

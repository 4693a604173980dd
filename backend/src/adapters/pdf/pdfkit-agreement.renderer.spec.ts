import { PDFParse } from 'pdf-parse';
import { agreementData } from '../../../test/support/agreement-fixtures.js';
import type { AgreementData } from '../../domain/agreement/agreement.js';
import { PdfkitAgreementRenderer } from './pdfkit-agreement.renderer.js';

/** The agreement PDF (docs/staff.md) made by real pdfkit and read back by pdf-parse (pdf.js). */
const renderer = new PdfkitAgreementRenderer();

async function read(pdf: Uint8Array): Promise<{ text: string; pages: number; images: number }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageThreshold: 0 });
    return { text: text.text, pages: text.total, images: images.pages.reduce((n, p) => n + p.images.length, 0) };
  } finally {
    await parser.destroy();
  }
}

describe('PdfkitAgreementRenderer', () => {
  // Arabic reads back in logical order per run, but lam-alef words do not (shared STACK notes, (g)): assert words without it.
  it.each([
    ['en', ['Car rental agreement', 'Customer', 'Late arrival', 'Cross-border travel', 'Fuel', 'Standard Dependable', 'Tbilisi, Wed, 1 Jul 2026 09:00', 'Page 1 of 2']],
    ['ru', ['Договор аренды автомобиля', 'Арендатор', 'Опоздание', 'Выезд за границу', 'Стандартная защита', '48213 км', 'Страница 1 из 2']],
    ['he', ['הסכם השכרת רכב', 'השוכר', 'איחור', 'נסיעה לחו״ל', 'כיסוי סטנדרטי', 'מספר הזמנה', 'ק״מ']],
    ['ar', ['عقد تأجير سيارة', 'المستأجر', 'رقم الحجز', 'السفر خارج الحدود', 'الحماية القياسية', 'عداد المسافة', 'كم']],
  ] as const)('%s: A4, the booking, the price, the readings and the signature', async (locale, words) => {
    const pdf = await renderer.render(agreementData(locale));
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const { text, pages, images } = await read(pdf);
    for (const part of ['GR-7K3Q9P', 'Ana Kapanadze', 'ana@example.com', '+995 555 12 34 56', 'Toyota FJ Cruiser', 'FJ-101-GE', 'Giorgi Beridze', '48213', '6/8', '536 EUR', '830 EUR', ...words]) {
      expect(text).toContain(part);
    }
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(images).toBe(1);
  });

  it('A4 pages', async () => {
    const pdf = Buffer.from(await renderer.render(agreementData('en'))).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('long damage notes break onto further pages, each with its footer, nothing lost', async () => {
    const notes = Array.from({ length: 120 }, (_, i) => `Mark ${i + 1}: small scratch near the door handle.`).join('\n');
    const { text, pages } = await read(await renderer.render(agreementData('en', { damageNotes: notes })));
    expect(pages).toBeGreaterThanOrEqual(4);
    for (const n of [1, 60, 120]) expect(text).toContain(`Mark ${n}: small scratch`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Same to same');
  });

  it('damage notes from a phone: CRLF, tabs and control characters, a word wider than the line', async () => {
    const long = `https://photos.example.com/${'x'.repeat(160)}/end`;
    const notes = `Dent\tfront door\r\nBell\u0007 removed\r\n${long}\nخدش في الباب الأمامي`;
    const { text } = await read(await renderer.render(agreementData('en', { damageNotes: notes })));
    expect(text).toContain('Dent front door');
    expect(text).toContain('Bell removed');
    expect(text.replace(/\s/g, '')).toContain(long);
    expect(text).toContain('الباب');
  });

  it('without a signature it says so', async () => {
    const { text, images } = await read(await renderer.render(agreementData('en', { signaturePng: null })));
    expect(text).toContain('Not signed');
    expect(images).toBe(0);
  });

  it('refuses a signature that is not a PNG', async () => {
    const data: AgreementData = agreementData('en', { signaturePng: new TextEncoder().encode('<svg/>') });
    await expect(renderer.render(data)).rejects.toThrow('not a PNG');
  });
});

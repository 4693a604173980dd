import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Injectable } from '@nestjs/common';
import bidiModule from 'bidi-js';
import type { Font } from 'fontkit';
import { AgreementRenderer } from '../../application/ports/agreement-renderer.js';
import {
  agreementDocument,
  type AgreementData,
  type AgreementDocument,
  type AgreementPriceRow,
  type AgreementRow,
  type AgreementSection,
} from '../../domain/agreement/agreement.js';

type Doc = PDFKit.PDFDocument;
type Align = 'start' | 'end';

// bidi-js is CommonJS typed with `export default`: this suits tsc (nodenext), Node and jest (shared STACK notes, (a)).
const bidi = (((bidiModule as unknown as { default?: unknown }).default ?? bidiModule) as typeof bidiModule.default)();

/** Letters of right-to-left scripts: fontkit reverses a run whose first letter is one of them. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
/** Bidi controls (marks, embeddings, isolates): they steer the levels but are not drawn. */
const CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const visible = (s: string) => s.replace(CONTROLS, '');
const fontkitReverses = (s: string) => {
  for (const c of s) if (/[\p{L}\p{N}]/u.test(c)) return RTL.test(c);
  return false;
};

/** The DejaVu Sans files of the `dejavu-fonts-ttf` package, found from here (src under jest, dist at run time). */
const requireHere = createRequire(import.meta.url);
type Fonts = { regular: Font; bold: Font };
let fonts: Promise<Fonts> | null = null;
/** DejaVu Sans parsed once (fontkit, pdfkit's font engine) and handed to every document, instead of 700 kB parsed per PDF. */
function loadFonts(): Promise<Fonts> {
  fonts ??= import('fontkit').then(({ create }) => {
    const open = (file: string) => {
      const font = create(readFileSync(requireHere.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection, not one font`);
      return font;
    };
    return { regular: open('DejaVuSans.ttf'), bold: open('DejaVuSans-Bold.ttf') };
  });
  fonts.catch(() => (fonts = null)); // a failed load is tried again by the next agreement
  return fonts;
}

/** pdfkit is loaded on the first agreement, so that booting the CLI does not pay for it. */
type PdfDocumentClass = new (options?: PDFKit.PDFDocumentOptions) => Doc;
let pdfkit: Promise<PdfDocumentClass> | null = null;

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = { x: 48, top: 44, bottom: 56 };
const WIDTH = PAGE.width - 2 * MARGIN.x;
const COLOR = { text: '#1f2933', muted: '#5f6b7a', accent: '#0b6e4f', rule: '#c8d0d8' };
const SIZE = { body: 9.5, small: 8, heading: 11, title: 17, brand: 13 };
const LABEL_WIDTH = 150;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

type Style = { font?: 'regular' | 'bold'; size?: number; color?: string };
/** A paragraph split into lines that fit `width`, with its bidi levels. */
type Laid = { text: string; levels: Uint8Array; mirrored: string[]; base: 'ltr' | 'rtl'; lines: [number, number][]; style: Style };

/**
 * The rental agreement as an A4 PDF with pdfkit (docs/staff.md): DejaVu Sans (Latin, Cyrillic,
 * Hebrew, shaped Arabic), right to left for Hebrew and Arabic with the Unicode bidi algorithm
 * (bidi-js), each level run drawn alone so that numbers, references and dates stay left to right.
 */
@Injectable()
export class PdfkitAgreementRenderer extends AgreementRenderer {
  render(data: AgreementData): Promise<Uint8Array> {
    return this.renderDocument(agreementDocument(data));
  }

  async renderDocument(document: AgreementDocument): Promise<Uint8Array> {
    pdfkit ??= import('pdfkit').then((m) => m.default as unknown as PdfDocumentClass);
    const PDFDocument = await pdfkit;
    const { regular, bold } = await loadFonts();
    const doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.x, right: MARGIN.x },
      bufferPages: true,
      lang: document.locale,
      displayTitle: true,
      info: { Title: document.subject, Subject: document.subject, Author: document.company.name, Creator: document.company.name },
    });
    doc.registerFont('regular', regular as never);
    doc.registerFont('bold', bold as never);
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise<void>((resolve, reject) => {
      doc.on('end', () => resolve());
      doc.on('error', reject);
    });
    new Layout(doc, document).draw();
    doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  }
}

/** Draws one agreement top to bottom, breaking pages before a block that does not fit. */
class Layout {
  private y = MARGIN.top;
  private readonly rtl: boolean;

  constructor(
    private readonly doc: Doc,
    private readonly d: AgreementDocument,
  ) {
    this.rtl = d.dir === 'rtl';
  }

  draw(): void {
    this.header();
    for (const section of this.d.sections) this.section(section);
    this.footers();
  }

  // --- text -----------------------------------------------------------------

  private use(style: Style): void {
    this.doc.font(style.font ?? 'regular').fontSize(style.size ?? SIZE.body).fillColor(style.color ?? COLOR.text);
  }

  private lineHeight(style: Style): number {
    this.use(style);
    return this.doc.currentLineHeight(true) + 1.5;
  }

  /**
   * Splits `text` into lines of at most `width` (at spaces; a word longer than the line stays whole).
   * Its direction: right to left in a right-to-left agreement when it has Hebrew or Arabic letters;
   * otherwise (a phone number, an e-mail address, a Latin name) left to right.
   */
  private lay(text: string, width: number, style: Style = {}): Laid[] {
    this.use(style);
    // Line ends as \n, tabs as spaces, other control characters dropped (damage notes come from a phone's text box).
    const clean = [...text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')].filter((c) => c === '\n' || (c >= ' ' && c !== '\u007f')).join('');
    return clean.split('\n').map((para) => {
      const base = this.rtl && RTL.test(para) ? 'rtl' : 'ltr';
      const emb = bidi.getEmbeddingLevels(para, base);
      const mirrored = para.split('');
      for (const [i, m] of bidi.getMirroredCharactersMap(para, emb.levels)) mirrored[i] = m;
      const lines: [number, number][] = [];
      // Greedy, a word at a time: the longest run of whole words from `s` that fits; a word wider
      // than the line (a long e-mail address) is cut where it reaches the edge.
      const fits = (s: number, e: number) => this.doc.widthOfString(visible(para.slice(s, e))) <= width;
      const end = (from: number) => {
        const b = para.indexOf(' ', from);
        return b < 0 ? para.length : b;
      };
      for (let s = 0; ; ) {
        let e = end(s + 1);
        if (!fits(s, e)) {
          let cut = s + 1;
          while (cut + 1 < e && fits(s, cut + 1)) cut++;
          e = cut;
        } else {
          while (e < para.length && fits(s, end(e + 1))) e = end(e + 1);
        }
        lines.push([s, e]);
        if (e >= para.length) break;
        s = para[e] === ' ' ? e + 1 : e;
      }
      return { text: para, levels: emb.levels, mirrored, base, lines, style };
    });
  }

  private heightOf(laid: Laid[]): number {
    return laid.reduce((h, p) => h + p.lines.length * this.lineHeight(p.style), 0);
  }

  /** Draws laid-out paragraphs from `y` in the box [x, x + width]; returns the y below them. */
  private drawLaid(laid: Laid[], x: number, width: number, y: number, align: Align = 'start'): number {
    for (const p of laid) {
      const lh = this.lineHeight(p.style);
      for (const [s, e] of p.lines) {
        if (y + lh > PAGE.height - MARGIN.bottom) y = this.newPage();
        this.drawLine(p, s, e, x, width, y, align);
        y += lh;
      }
    }
    return y;
  }

  /** One line in visual order (UBA rule L2), each level run drawn alone; from the right when it ends on the right. */
  private drawLine(p: Laid, s: number, e: number, x: number, width: number, y: number, align: Align): void {
    const runs: { a: number; b: number; l: number }[] = [];
    for (let k = s; k < e; k++) {
      const r = runs[runs.length - 1];
      if (r && r.l === p.levels[k]) r.b++;
      else runs.push({ a: k, b: k + 1, l: p.levels[k] });
    }
    if (runs.length === 0) return;
    const ls = runs.map((r) => r.l);
    const max = Math.max(...ls);
    for (let l = max; l >= Math.min(...ls.filter((v) => v & 1), max + 1); l--) {
      for (let i = 0; i < runs.length; i++) {
        if (runs[i].l < l) continue;
        let j = i;
        while (j + 1 < runs.length && runs[j + 1].l >= l) j++;
        runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
        i = j;
      }
    }
    const strs = runs
      .map((r) => {
        const t = visible(p.mirrored.slice(r.a, r.b).join(''));
        return (r.l % 2 === 1) === fontkitReverses(t) ? t : [...t].reverse().join('');
      })
      .filter((t) => t !== '');
    this.use(p.style);
    const total = strs.reduce((w, t) => w + this.doc.widthOfString(t), 0);
    // "start" is the left edge in a left-to-right agreement and the right edge in a right-to-left one.
    const right = (align === 'start') === this.rtl;
    let cx = right ? x + width - total : x;
    for (const t of strs) {
      // features: [] shapes the run whole, not word by word (joined Arabic letters across spaces).
      this.doc.text(t, cx, y, { lineBreak: false, features: [] });
      cx += this.doc.widthOfString(t);
    }
  }

  private text(text: string, style: Style, x = MARGIN.x, width = WIDTH, align: Align = 'start'): void {
    this.y = this.drawLaid(this.lay(text, width, style), x, width, this.y, align);
  }

  /** The x of a column that starts `offset` from the reading start of the content box. */
  private col(offset: number, width: number): number {
    return this.rtl ? MARGIN.x + WIDTH - offset - width : MARGIN.x + offset;
  }

  private newPage(): number {
    this.doc.addPage();
    this.y = MARGIN.top;
    return this.y;
  }

  private ensure(height: number): void {
    if (this.y + height > PAGE.height - MARGIN.bottom) this.newPage();
  }

  private rule(y: number, color = COLOR.rule, width = 0.6): void {
    this.doc.save().moveTo(MARGIN.x, y).lineTo(MARGIN.x + WIDTH, y).lineWidth(width).strokeColor(color).stroke().restore();
  }

  // --- blocks ---------------------------------------------------------------

  private header(): void {
    const { company, title, reference } = this.d;
    this.text(company.name, { font: 'bold', size: SIZE.brand, color: COLOR.accent });
    for (const line of company.lines) this.text(line, { size: SIZE.small, color: COLOR.muted });
    this.y += 6;
    this.rule(this.y, COLOR.accent, 1.2);
    this.y += 10;
    const titleStyle: Style = { font: 'bold', size: SIZE.title };
    const refStyle: Style = { font: 'bold', size: SIZE.heading, color: COLOR.accent };
    const y = this.y;
    this.drawLaid(this.lay(reference, 160, refStyle), MARGIN.x, WIDTH, y + 4, 'end');
    this.y = this.drawLaid(this.lay(title, WIDTH - 170, titleStyle), this.col(0, WIDTH - 170), WIDTH - 170, y);
    this.y += 4;
  }

  private heading(text: string, keepWith: number): void {
    const style: Style = { font: 'bold', size: SIZE.heading, color: COLOR.accent };
    this.y += 10;
    this.ensure(this.lineHeight(style) + 4 + keepWith);
    this.text(text, style);
    this.rule(this.y + 1);
    this.y += 5;
  }

  private section(s: AgreementSection): void {
    if (s.kind === 'rows') return this.rows(s.heading, s.rows);
    if (s.kind === 'price') return this.price(s);
    if (s.kind === 'policies') {
      s.policies.forEach((policy, i) => {
        const title = this.lay(policy.title, WIDTH, { font: 'bold' });
        const body = this.lay(policy.text, WIDTH);
        const keep = this.heightOf(title) + this.lineHeight({}) * 2;
        if (i === 0) this.heading(s.heading, keep);
        else this.ensure(keep);
        this.y = this.drawLaid(title, MARGIN.x, WIDTH, this.y);
        this.y = this.drawLaid(body, MARGIN.x, WIDTH, this.y) + 4;
      });
      return;
    }
    this.signature(s);
  }

  private rows(heading: string, rows: AgreementRow[]): void {
    const valueWidth = WIDTH - LABEL_WIDTH - 8;
    const laid = rows.map((r) => ({
      label: this.lay(r.label, LABEL_WIDTH, { color: COLOR.muted }),
      value: this.lay(r.value, valueWidth),
      gauge: r.gauge,
    }));
    laid.forEach((r, i) => {
      const h = Math.max(this.heightOf(r.label), this.heightOf(r.value)) + 2;
      if (i === 0) this.heading(heading, h);
      else this.ensure(h);
      const y = this.y;
      this.drawLaid(r.label, this.col(0, LABEL_WIDTH), LABEL_WIDTH, y);
      const below = this.drawLaid(r.value, this.col(LABEL_WIDTH + 8, valueWidth), valueWidth, y);
      if (r.gauge) this.gauge(r.gauge.value, r.gauge.of, y);
      this.y = Math.max(this.y, below) + 2;
    });
  }

  /** The fuel level as `of` cells, `value` of them filled from the reading start, beside the "n/8" value. */
  private gauge(value: number, of: number, y: number): void {
    const cell = 9;
    const gap = 2;
    const offset = LABEL_WIDTH + 8 + 30;
    for (let i = 0; i < of; i++) {
      const x = this.col(offset + i * (cell + gap), cell);
      this.doc
        .save()
        .rect(x, y + 1.5, cell, cell)
        .lineWidth(0.6)
        .fillAndStroke(i < value ? COLOR.accent : '#ffffff', COLOR.muted)
        .restore();
    }
  }

  private price(s: Extract<AgreementSection, { kind: 'price' }>): void {
    const widths = { quantity: 40, unitPrice: 78, amount: 82 };
    const itemWidth = WIDTH - widths.quantity - widths.unitPrice - widths.amount - 12;
    const cols = {
      label: { x: this.col(0, itemWidth), w: itemWidth, align: 'start' as Align },
      quantity: { x: this.col(itemWidth + 4, widths.quantity), w: widths.quantity, align: 'end' as Align },
      unitPrice: { x: this.col(itemWidth + widths.quantity + 8, widths.unitPrice), w: widths.unitPrice, align: 'end' as Align },
      amount: { x: this.col(itemWidth + widths.quantity + widths.unitPrice + 12, widths.amount), w: widths.amount, align: 'end' as Align },
    };
    const row = (r: AgreementPriceRow, style: Style) => {
      const cells = (Object.keys(cols) as (keyof typeof cols)[]).map((k) => ({ k, laid: this.lay(r[k], cols[k].w, style) }));
      const h = Math.max(...cells.map((c) => this.heightOf(c.laid)));
      this.ensure(h);
      const y = this.y;
      this.y = Math.max(...cells.map((c) => this.drawLaid(c.laid, cols[c.k].x, cols[c.k].w, y, cols[c.k].align)));
    };
    const headStyle: Style = { font: 'bold', size: SIZE.small, color: COLOR.muted };
    this.heading(s.heading, this.lineHeight(headStyle) + this.lineHeight({}) * 2);
    row(s.head, headStyle);
    this.rule(this.y);
    this.y += 3;
    for (const line of s.lines) row(line, {});
    this.ensure(this.lineHeight({ font: 'bold', size: SIZE.heading }) + 4);
    this.rule(this.y + 1, COLOR.text, 0.8);
    this.y += 4;
    row({ label: s.total.label, quantity: '', unitPrice: '', amount: s.total.amount }, { font: 'bold', size: SIZE.heading });
  }

  private signature(s: Extract<AgreementSection, { kind: 'signature' }>): void {
    const declaration = this.lay(s.declaration, WIDTH);
    const box = { w: 220, h: 90 };
    this.heading(s.heading, this.heightOf(declaration) + box.h + 40);
    this.y = this.drawLaid(declaration, MARGIN.x, WIDTH, this.y) + 8;
    this.text(s.label, { color: COLOR.muted });
    const x = this.col(0, box.w);
    const top = this.y + 2;
    if (s.image) {
      if (!PNG_MAGIC.every((b, i) => s.image![i] === b)) throw new Error('the signature is not a PNG image');
      this.doc.image(Buffer.from(s.image), x, top, { fit: [box.w, box.h], align: 'center', valign: 'center' });
    } else {
      this.drawLaid(this.lay(s.missing, box.w, { color: COLOR.muted }), x, box.w, top + box.h / 2 - 6, 'start');
    }
    this.y = top + box.h;
    this.doc.save().moveTo(x, this.y).lineTo(x + box.w, this.y).lineWidth(0.8).strokeColor(COLOR.text).stroke().restore();
    this.y += 3;
    this.text(s.caption, { size: SIZE.small, color: COLOR.muted }, x, box.w);
  }

  private footers(): void {
    const range = this.doc.bufferedPageRange();
    const style: Style = { size: SIZE.small - 0.5, color: COLOR.muted };
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const laid = this.lay(this.d.footer(i - range.start + 1, range.count), WIDTH, style);
      const y = PAGE.height - MARGIN.bottom + 18;
      for (const p of laid) p.lines.forEach(([s, e], n) => this.drawLine(p, s, e, MARGIN.x, WIDTH, y + n * 10, 'start'));
    }
  }
}

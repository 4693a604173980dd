import { Controller, Get, Query, Req, Res, Param } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PaymentsReportService } from '../../../application/money/payments-report.service.js';
import { ReceiptService } from '../../../application/money/receipt.service.js';
import { StaffSessionService } from '../../../application/staff/staff-session.service.js';
import { CHARGE_KINDS } from '../../../domain/money/money.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { domainErrorToHttp, isDomainError } from '../errors/domain-error-mapping.js';
import { readCookie, SESSION_COOKIE } from './staff-auth.js';
import { cashPage } from './staff-money-pages.js';
import { messagePage, type PageUser } from './staff-pages.js';

type Form = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The money fields of the phone's handover form as the handover takes them (docs/staff.md): a
 * payment when an amount is typed; at the return, a charge for each kind with an amount.
 */
export function handoverMoneyInput(kind: HandoverKind, body: Form): {
  payment: { amount: unknown; currency: unknown; method: unknown } | null;
  charges: { kind: string; amount: unknown; note: unknown }[];
  documents: { licenceNumber: unknown; passportNumber: unknown };
} {
  const note = text(body?.chargeNote);
  return {
    payment: text(body?.payAmount) ? { amount: body.payAmount, currency: body.payCurrency, method: body.payMethod } : null,
    charges: kind === 'check-in' ? CHARGE_KINDS.filter((k) => text(body?.[`charge_${k}`])).map((k) => ({ kind: k, amount: body[`charge_${k}`], note: k === 'fuel' ? '' : note })) : [],
    documents: { licenceNumber: body?.licenceNumber, passportNumber: body?.passportNumber },
  };
}

/** The money fields typed, to show again with an error. */
export function handoverMoneyValues(body: Form): Record<string, string> {
  const names = ['payAmount', 'payCurrency', 'payMethod', 'licenceNumber', 'passportNumber', 'chargeNote', ...CHARGE_KINDS.map((k) => `charge_${k}`)];
  return Object.fromEntries(names.filter((n) => typeof body?.[n] === 'string').map((n) => [n, String(body[n]).slice(0, 200)]));
}

function privateSend(res: Response, status: number, page: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.status(status).type('html').send(page);
}

/**
 * The back office's money pages (docs/staff.md): `/staff/cash`, the end-of-day count for managers,
 * and the receipt PDF of a returned booking for signed-in staff.
 */
@Controller('staff')
export class StaffMoneyController {
  constructor(
    private readonly sessions: StaffSessionService,
    private readonly report: PaymentsReportService,
    private readonly receipts: ReceiptService,
  ) {}

  private async user(req: Request, res: Response): Promise<PageUser | null> {
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    if (!session) {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(303, '/staff/login');
      return null;
    }
    return { staff: session.staff, csrf: session.csrfToken };
  }

  @Get('cash')
  async cash(@Req() req: Request, @Res() res: Response, @Query('date') date?: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    if (user.staff.role !== 'manager') return privateSend(res, 403, messagePage({ title: 'Not allowed', text: 'Only a manager sees the cash count.', user, link: ['/staff', 'Today'] }));
    try {
      privateSend(res, 200, cashPage(user, await this.report.execute(date)));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      privateSend(res, 400, cashPage(user, await this.report.execute(), { kind: 'error', text: e.message }));
    }
  }

  @Get('bookings/:ref/receipt.pdf')
  async receipt(@Req() req: Request, @Res() res: Response, @Param('ref') ref: string): Promise<void> {
    const user = await this.user(req, res);
    if (!user) return;
    try {
      const { filename, pdf } = await this.receipts.pdf(ref);
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
      res.type('application/pdf').send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    } catch (e) {
      if (!isDomainError(e)) throw e;
      privateSend(res, domainErrorToHttp(e).status, messagePage({ title: 'No receipt', text: e.message, user, link: ['/staff/bookings', 'Bookings'] }));
    }
  }
}

import { Controller, Get, Injectable, Param, Query, Res, UseFilters, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { PaymentsReportService } from '../../../application/money/payments-report.service.js';
import { ReceiptService } from '../../../application/money/receipt.service.js';
import type { DomainError } from '../../../domain/errors.js';
import type { HandoverKind } from '../../../domain/handover/handover.js';
import { CHARGE_KINDS } from '../../../domain/money/money.js';
import { cashPage, PAYMENT_ROWS } from './staff-money-pages.js';
import { DomainErrorPage, MessageOnDomainError, signedIn, StaffPageFilter, type RefusalContext, type StaffAnswer } from './staff-page.filter.js';
import type { PageUser } from './staff-pages.js';
import { privateHeaders, sendPage, type Form } from './staff-responses.js';
import { Roles, StaffUser, StaffUserGuard } from './staff-user.guard.js';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * The money fields of the phone's handover form as the handover takes them (docs/staff.md): a
 * payment for each row with an amount typed (up to three); at the return, a charge for each kind with an amount.
 */
export function handoverMoneyInput(kind: HandoverKind, body: Form): {
  payments: { amount: unknown; currency: unknown; method: unknown; field: string }[];
  charges: { kind: string; amount: unknown; note: unknown }[];
  documents: { licenceNumber: unknown; passportNumber: unknown };
} {
  const note = text(body?.chargeNote);
  return {
    payments: PAYMENT_ROWS.filter((n) => text(body?.[`payAmount${n}`])).map((n) => ({
      amount: body[`payAmount${n}`],
      currency: body[`payCurrency${n}`],
      method: body[`payMethod${n}`],
      field: `payAmount${n}`,
    })),
    charges: kind === 'check-in' ? CHARGE_KINDS.filter((k) => text(body?.[`charge_${k}`])).map((k) => ({ kind: k, amount: body[`charge_${k}`], note: k === 'fuel' ? '' : note })) : [],
    documents: { licenceNumber: body?.licenceNumber, passportNumber: body?.passportNumber },
  };
}

/** The money fields typed, to show again with an error. */
export function handoverMoneyValues(body: Form): Record<string, string> {
  const names = [...PAYMENT_ROWS.flatMap((n) => [`payAmount${n}`, `payCurrency${n}`, `payMethod${n}`]), 'licenceNumber', 'passportNumber', 'chargeNote', ...CHARGE_KINDS.map((k) => `charge_${k}`)];
  return Object.fromEntries(names.filter((n) => typeof body?.[n] === 'string').map((n) => [n, String(body[n]).slice(0, 200)]));
}

/** A date the count refuses: today's count with the reason (400). */
@Injectable()
class CashRefused extends DomainErrorPage {
  constructor(private readonly report: PaymentsReportService) {
    super();
  }

  protected async render(error: DomainError, { user }: RefusalContext): Promise<StaffAnswer> {
    return { status: 400, page: cashPage(signedIn(user), await this.report.execute(), { kind: 'error', text: error.message }) };
  }
}

/**
 * The back office's money pages (docs/staff.md): `/staff/cash`, the end-of-day count for managers,
 * and the receipt PDF of a returned booking for signed-in staff.
 */
@Controller('staff')
@UseGuards(StaffUserGuard)
@UseFilters(StaffPageFilter)
export class StaffMoneyController {
  constructor(
    private readonly report: PaymentsReportService,
    private readonly receipts: ReceiptService,
  ) {}

  @Get('cash')
  @Roles(['manager'], 'Only a manager sees the cash count.', ['/staff', 'Today'])
  @UseFilters(CashRefused)
  async cash(@Res() res: Response, @StaffUser() user: PageUser, @Query('date') date?: string): Promise<void> {
    sendPage(res, 200, cashPage(user, await this.report.execute(date)));
  }

  @Get('bookings/:ref/receipt.pdf')
  @UseFilters(new MessageOnDomainError('No receipt'))
  async receipt(@Res() res: Response, @Param('ref') ref: string): Promise<void> {
    const { filename, pdf } = await this.receipts.pdf(ref);
    privateHeaders(res);
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    res.type('application/pdf').send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  }
}

import type { AuditEvent } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { changeState, createDraft, documentUrl } from '../../testing/ledger-fixtures.ts';
import { addMember, userIdOf } from '../../testing/members.ts';
import { type Books, books, pay, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { refusal } from '../../testing/sql.ts';
import {
  call,
  createTestContext,
  type SignedUpCompany,
  signUpAndLogin,
  type TestContext,
} from '../../testing/test-app.ts';

let context: TestContext;
let company: Books;
beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app);
});
afterAll(() => context.close());

const auditLog = (query: Record<string, string> = {}, token = company.token, companyId = company.companyId) =>
  call(context.app, 'GET', `/v1/companies/${companyId}/audit-log`, undefined, { token, query });

describe('audit trail', () => {
  it('records who created, changed, validated and deleted what, with the record before and after', async () => {
    const draft = await createDraft(context.app, company);
    const updated = await call(
      context.app,
      'PUT',
      documentUrl(company, draft.id),
      {
        type: 'JOURNAL_ENTRY',
        date: `${company.year}-04-01`,
        label: 'Corrected',
        lines: [
          { accountId: company.accounts['5211'], debit: '10' },
          { accountId: company.accounts['1013'], credit: '10' },
        ],
      },
      { token: company.token },
    );
    expect(updated.statusCode).toBe(200);
    const validated = (await changeState(context.app, company, draft.id, 'VALIDATED')).json();

    const trail = (await auditLog({ entityId: draft.id })).json();
    expect(trail.items.map((item: { action: string }) => item.action)).toEqual(['STATE_CHANGE', 'UPDATE', 'CREATE']);
    const [validation, update, creation] = trail.items;
    expect(validation).toMatchObject({
      entityType: 'DOCUMENT',
      before: { state: 'DRAFT' },
      after: { state: 'VALIDATED', number: validated.number },
    });
    expect(update.before).toMatchObject({ label: 'Capital contribution', date: `${company.year}-03-15` });
    expect(update.after).toMatchObject({ label: 'Corrected', date: `${company.year}-04-01` });
    expect(creation).toMatchObject({ userId: expect.any(String), occurredAt: expect.any(String), before: null });

    const other = await createDraft(context.app, company);
    await call(context.app, 'DELETE', documentUrl(company, other.id), undefined, { token: company.token });
    const deletion = (await auditLog({ entityId: other.id, action: 'DELETE' })).json();
    expect(deletion.items).toEqual([
      expect.objectContaining({ before: expect.objectContaining({ id: other.id }), after: null }),
    ]);
  });

  it('records the cancellation of a document, and the validation and cancellation of a payment with its number', async () => {
    const draft = await createDraft(context.app, company);
    await changeState(context.app, company, draft.id, 'VALIDATED');
    const cancelled = (await changeState(context.app, company, draft.id, 'CANCELLED')).json();
    const [cancellation] = (await auditLog({ entityId: draft.id, action: 'STATE_CHANGE' })).json().items;
    expect(cancellation).toMatchObject({
      before: { state: 'VALIDATED' },
      after: { state: 'CANCELLED', reversalEntryId: cancelled.reversalEntryId },
    });

    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '10000', vatRate: '0' },
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '4000',
      method: 'CASH',
    });
    const paid = (await validatePayment(context.app, company, receipt.id)).json();
    expect(paid.number).toMatch(/-\d{6}$/);
    await call(context.app, 'POST', `${pay(company, receipt.id)}/state/CANCELLED`, undefined, { token: company.token });
    const trail = (await auditLog({ entityId: receipt.id, action: 'STATE_CHANGE' })).json().items;
    expect(trail).toEqual([
      expect.objectContaining({
        entityType: 'PAYMENT',
        before: { state: 'VALIDATED' },
        after: { state: 'CANCELLED', number: paid.number },
      }),
      expect.objectContaining({
        entityType: 'PAYMENT',
        before: { state: 'DRAFT' },
        after: { state: 'VALIDATED', number: paid.number },
      }),
    ]);
  });

  it('records parties, payments and work folders too, and filters by type', async () => {
    const customers = (await auditLog({ entityType: 'CUSTOMER' })).json();
    expect(customers.items).toEqual([
      expect.objectContaining({
        action: 'CREATE',
        entityId: company.customerId,
        after: expect.objectContaining({ name: 'Boulangerie Akwa' }),
      }),
    ]);
  });

  it('cannot be rewritten, even by the database owner', async () => {
    expect(await refusal(context.handle.db.execute(sql`update audit_event set action = 'DELETE'`))).toMatch(
      /AUDIT_IS_APPEND_ONLY/,
    );
    expect(await refusal(context.handle.db.execute(sql`delete from audit_event`))).toMatch(/AUDIT_IS_APPEND_ONLY/);
  });

  it('is read by owners and answers 404 for another company', async () => {
    const other = await books(context.app);
    expect((await auditLog({}, other.token, other.companyId)).json().items.length).toBeGreaterThan(0);
    expect((await auditLog({}, other.token, company.companyId)).statusCode).toBe(404);
  });
});

describe('membership events (issue #30, point 6)', () => {
  const trailOf = (owner: SignedUpCompany, query: Record<string, string> = {}) =>
    auditLog({ entityType: 'MEMBERSHIP', ...query }, owner.token, owner.companyId).then(
      (response) => response.json().items as AuditEvent[],
    );

  it('records invitations, acceptances, access changes, deactivations and reactivations with who did them', async () => {
    const owner = await signUpAndLogin(context.app);
    const ownerId = userIdOf(owner.token);
    const member = await addMember(context.app, owner, ['ACCOUNTANT']);
    const url = `/v1/companies/${owner.companyId}/users/${member.userId}`;
    for (const change of [{ roles: ['VIEWER'] }, { active: false }, { active: true }, { active: true }]) {
      expect((await call(context.app, 'PUT', url, change, { token: owner.token })).statusCode).toBe(200);
    }

    const trail = await trailOf(owner);
    // Newest first; the last PUT changed nothing and is not recorded.
    expect(trail.map((event) => [event.action, event.userId])).toEqual([
      ['REACTIVATE', ownerId],
      ['DEACTIVATE', ownerId],
      ['ROLES_CHANGE', ownerId],
      ['ACCEPT', member.userId],
      ['INVITE', ownerId],
    ]);
    const [reactivated, deactivated, changed, accepted, invited] = trail;
    expect(changed).toMatchObject({
      entityId: member.userId,
      before: { roles: ['ACCOUNTANT'], active: true },
      after: { roles: ['VIEWER'], profiles: ['reports.read'], active: true },
    });
    expect(deactivated?.after).toMatchObject({ active: false });
    expect(reactivated?.after).toMatchObject({ active: true });
    expect(accepted).toMatchObject({ entityId: member.userId, after: { roles: ['ACCOUNTANT'] } });
    // While no membership exists the entity is the invitation: the account's id would date it.
    expect(invited).toMatchObject({ after: { email: member.email, roles: ['ACCOUNTANT'] } });
    expect(invited?.entityId).not.toBe(member.userId);
    expect(accepted?.after).toMatchObject({ invitationId: invited?.entityId });

    const filtered = await trailOf(owner, { action: 'DEACTIVATE' });
    expect(filtered.map((event) => event.id)).toEqual([deactivated?.id]);
  });

  it('records a declined invitation without naming the account, in the inviting company only', async () => {
    const inviting = await signUpAndLogin(context.app);
    const person = await signUpAndLogin(context.app);
    const invitation = await call(
      context.app,
      'POST',
      `/v1/companies/${inviting.companyId}/users`,
      { email: person.email, firstName: 'Ada', lastName: 'Eyong', roles: ['VIEWER'] },
      { token: inviting.token },
    );
    const invitationId = invitation.json().invitation.id as string;
    const declined = await call(context.app, 'POST', `/v1/auth/invitations/${invitationId}/decline`, undefined, {
      token: person.token,
    });
    expect(declined.statusCode).toBe(204);

    const trail = await trailOf(inviting);
    expect(trail.map((event) => [event.action, event.entityId, event.userId])).toEqual([
      ['DECLINE', invitationId, null],
      ['INVITE', invitationId, userIdOf(inviting.token)],
    ]);
    expect(JSON.stringify(trail)).not.toContain(userIdOf(person.token));
    expect(await trailOf(person)).toEqual([]);
  });
});

describe('names in the trail (issue #34)', () => {
  it('names what each page points at, in the reader language', async () => {
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '10000', vatRate: '0' },
    ]);
    const entry = await createDraft(context.app, company);
    const page = (await auditLog({ limit: '100' })).json();
    const validation = page.items.find(
      (item: AuditEvent) => item.entityId === invoice.id && item.action === 'STATE_CHANGE',
    );
    expect(page.references[invoice.id]).toEqual({
      kind: 'DOCUMENT',
      label: validation.after.number,
      type: 'SALE_INVOICE',
    });
    // A draft has no number yet; the customer its invoice names, the accounts its entry's lines post to.
    expect(page.references[entry.id]).toEqual({ kind: 'DOCUMENT', label: null, type: 'JOURNAL_ENTRY' });
    expect(page.references[company.customerId]).toEqual({ kind: 'PARTY', label: 'Boulangerie Akwa', type: 'CUSTOMER' });
    expect(page.references[company.accounts['5211'] as string]).toMatchObject({ kind: 'ACCOUNT' });
    expect(page.references[company.accounts['5211'] as string].label).toMatch(/^5211 \S/);
    expect(page.references[company.workFolderId]).toMatchObject({ kind: 'WORK_FOLDER' });
    const french = await call(context.app, 'GET', `/v1/companies/${company.companyId}/audit-log`, undefined, {
      token: company.token,
      query: { limit: '100' },
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().references[company.accounts['5211'] as string].label).not.toBe(
      page.references[company.accounts['5211'] as string].label,
    );
  });

  it('never names a record of another company, whatever id a change holds', async () => {
    const other = await books(context.app);
    // An event of the other company pointing at this company's customer (as a forged row would).
    await context.handle.db.execute(
      sql`insert into audit_event (id, company_id, action, entity_type, entity_id, after)
          values (${newId()}, ${other.companyId}, 'UPDATE', 'CUSTOMER', ${other.customerId},
                  ${JSON.stringify({ partyId: company.customerId })}::jsonb)`,
    );
    const page = (await auditLog({ entityId: other.customerId }, other.token, other.companyId)).json();
    expect(page.items[0].after).toEqual({ partyId: company.customerId });
    expect(page.references[company.customerId]).toBeUndefined();
    expect(page.references[other.customerId]).toMatchObject({ kind: 'PARTY', type: 'CUSTOMER' });
  });
});

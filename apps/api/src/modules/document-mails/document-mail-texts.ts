import type { Language } from '@bilan/contract';

export interface MailText {
  subject: string;
  text: string;
}

const LOCALE: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/** An amount given as a decimal string, grouped the language's way (Intl reads the string exactly). */
export function formatMoney(amount: string, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALE[language], { style: 'currency', currency, currencyDisplay: 'code' });
  return format.format(amount as unknown as number);
}

/** A calendar day YYYY-MM-DD as the language writes it. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export interface DocumentMailValues {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  companyName: string;
  partyName: string;
  date: string;
  dueDate: string | null;
  total: string;
}

/** The mail of an invoice or a credit note, its PDF attached. */
export function documentMailText(language: Language, values: DocumentMailValues): MailText {
  const isInvoice = values.kind === 'INVOICE';
  const date = formatDay(values.date, language);
  if (language === 'fr') {
    return {
      subject: `${isInvoice ? 'Facture' : 'Avoir'} ${values.number} – ${values.companyName}`,
      text: [
        'Bonjour,',
        '',
        `Veuillez trouver ci-joint ${isInvoice ? 'notre facture' : 'notre avoir'} ${values.number} du ${date}, d’un montant de ${values.total}.`,
        ...(isInvoice && values.dueDate ? [`Échéance : ${formatDay(values.dueDate, language)}.`] : []),
        '',
        'Nous restons à votre disposition pour toute question.',
        '',
        'Cordialement,',
        values.companyName,
      ].join('\n'),
    };
  }
  return {
    subject: `${isInvoice ? 'Invoice' : 'Credit note'} ${values.number} – ${values.companyName}`,
    text: [
      'Hello,',
      '',
      `Please find attached our ${isInvoice ? 'invoice' : 'credit note'} ${values.number} of ${date}, for ${values.total}.`,
      ...(isInvoice && values.dueDate ? [`Due date: ${formatDay(values.dueDate, language)}.`] : []),
      '',
      'Do not hesitate to contact us with any question.',
      '',
      'Kind regards,',
      values.companyName,
    ].join('\n'),
  };
}

/** The mail of a party's statement of account over a period. */
export function statementMailText(
  language: Language,
  values: { companyName: string; from: string; to: string; balance: string },
): MailText {
  const from = formatDay(values.from, language);
  const to = formatDay(values.to, language);
  if (language === 'fr') {
    return {
      subject: `Relevé de compte – ${values.companyName}`,
      text: [
        'Bonjour,',
        '',
        `Veuillez trouver ci-joint votre relevé de compte du ${from} au ${to}. Solde au ${to} : ${values.balance}.`,
        '',
        'Cordialement,',
        values.companyName,
      ].join('\n'),
    };
  }
  return {
    subject: `Statement of account – ${values.companyName}`,
    text: [
      'Hello,',
      '',
      `Please find attached your statement of account from ${from} to ${to}. Balance at ${to}: ${values.balance}.`,
      '',
      'Kind regards,',
      values.companyName,
    ].join('\n'),
  };
}

/** The mail of a reminder letter: the letter itself, with the overdue items, is attached. */
export function reminderMailText(language: Language, values: { companyName: string }): MailText {
  if (language === 'fr') {
    return {
      subject: `Relance : factures échues – ${values.companyName}`,
      text: [
        'Bonjour,',
        '',
        'Sauf erreur de notre part, certaines de nos factures restent impayées après leur échéance.',
        'Vous en trouverez le détail dans la lettre ci-jointe. Merci de procéder à leur règlement,',
        'ou de ne pas tenir compte de ce message si celui-ci est déjà en cours.',
        '',
        'Cordialement,',
        values.companyName,
      ].join('\n'),
    };
  }
  return {
    subject: `Reminder: overdue invoices – ${values.companyName}`,
    text: [
      'Hello,',
      '',
      'Unless we are mistaken, some of our invoices remain unpaid after their due date.',
      'The attached letter lists them. Please settle them, or disregard this message if',
      'payment is already on its way.',
      '',
      'Kind regards,',
      values.companyName,
    ].join('\n'),
  };
}

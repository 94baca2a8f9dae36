import type { Language } from '@bilan/contract';

export interface MailText {
  subject: string;
  text: string;
}

/** The forgotten-password mail; the link holds the token and is valid 30 minutes (password-links.ts). */
export function passwordResetMail(language: Language, values: { firstName: string; link: string }): MailText {
  if (language === 'fr') {
    return {
      subject: 'Réinitialiser votre mot de passe Bilan',
      text: [
        `Bonjour ${values.firstName},`,
        '',
        'Quelqu’un (sans doute vous) a demandé à réinitialiser le mot de passe de votre compte Bilan.',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 30 minutes, une seule fois) :',
        '',
        values.link,
        '',
        'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
      ].join('\n'),
    };
  }
  return {
    subject: 'Reset your Bilan password',
    text: [
      `Hello ${values.firstName},`,
      '',
      'Someone (probably you) asked to reset the password of your Bilan account.',
      'To choose a new password, open this link (valid for 30 minutes, once):',
      '',
      values.link,
      '',
      'If you did not ask, ignore this message: your password does not change.',
    ].join('\n'),
  };
}

/**
 * To the holder of an account whose email a signup used (companies.service.ts): the signup answered
 * like any other, so this mail is how the person learns of it and what to do.
 */
export function accountExistsMail(
  language: Language,
  values: { firstName: string; loginLink: string; resetLink: string },
): MailText {
  if (language === 'fr') {
    return {
      subject: 'Vous avez déjà un compte Bilan',
      text: [
        `Bonjour ${values.firstName},`,
        '',
        'Quelqu’un (sans doute vous) a voulu créer une société sur Bilan avec votre adresse, qui a déjà un compte.',
        'Aucune société n’a été créée. Connectez-vous avec votre mot de passe habituel :',
        values.loginLink,
        '',
        'Mot de passe oublié ? Choisissez-en un nouveau ici :',
        values.resetLink,
        '',
        'Si vous n’avez rien demandé, ignorez ce message : votre compte ne change pas.',
      ].join('\n'),
    };
  }
  return {
    subject: 'You already have a Bilan account',
    text: [
      `Hello ${values.firstName},`,
      '',
      'Someone (probably you) tried to open a company on Bilan with your email, which already has an account.',
      'No company was created. Log in with your usual password:',
      values.loginLink,
      '',
      'Forgot your password? Choose a new one here:',
      values.resetLink,
      '',
      'If you did not ask, ignore this message: your account does not change.',
    ].join('\n'),
  };
}

export interface InvitationMailValues {
  companyName: string;
  inviterName: string;
  /** The link to choose a password (a new account) or to log in and accept (an existing one). */
  link: string;
  newAccount: boolean;
}

/** The invitation: a new account chooses its password by the link; an existing one logs in to accept. */
export function invitationMail(language: Language, values: InvitationMailValues): MailText {
  const { companyName, inviterName, link, newAccount } = values;
  if (language === 'fr') {
    return {
      subject: `Invitation à rejoindre ${companyName} sur Bilan`,
      text: [
        'Bonjour,',
        '',
        `${inviterName} vous invite à rejoindre la société ${companyName} sur Bilan.`,
        newAccount
          ? 'Pour accepter, choisissez votre mot de passe par ce lien (valable 7 jours) :'
          : 'Pour accepter ou refuser, connectez-vous avec votre mot de passe habituel :',
        '',
        link,
        '',
        'Si vous ne connaissez pas cette société, ignorez ce message.',
      ].join('\n'),
    };
  }
  return {
    subject: `Invitation to join ${companyName} on Bilan`,
    text: [
      'Hello,',
      '',
      `${inviterName} invites you to join ${companyName} on Bilan.`,
      newAccount
        ? 'To accept, choose your password with this link (valid for 7 days):'
        : 'To accept or decline, log in with your usual password:',
      '',
      link,
      '',
      'If you do not know this company, ignore this message.',
    ].join('\n'),
  };
}

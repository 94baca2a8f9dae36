import { z } from 'zod';

/**
 * The closed list of error codes the API answers with, each mapped to its HTTP status and to an
 * English and a French message. A code states the rule that was broken.
 */
export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: { status: 400, en: 'Some fields are invalid.', fr: 'Certains champs sont invalides.' },
  BODY_MUST_BE_JSON: {
    status: 415,
    en: 'The request body must be JSON (Content-Type: application/json).',
    fr: 'Le corps de la requête doit être du JSON (Content-Type: application/json).',
  },
  BODY_MALFORMED: {
    status: 400,
    en: 'The request body is not valid JSON.',
    fr: "Le corps de la requête n'est pas un JSON valide.",
  },
  BODY_TOO_LARGE: {
    status: 413,
    en: 'The request body is too large.',
    fr: 'Le corps de la requête est trop volumineux.',
  },
  BODY_TOO_DEEP: {
    status: 400,
    en: 'The request body nests lists or objects too deeply (64 levels at most).',
    fr: 'Le corps de la requête imbrique trop de listes ou d’objets (64 niveaux au plus).',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    en: 'The address or the headers of the request are too large.',
    fr: 'L’adresse ou les en-têtes de la requête sont trop volumineux.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    en: 'The request took too long to arrive.',
    fr: 'La requête a mis trop de temps à arriver.',
  },
  REQUEST_MALFORMED: {
    status: 400,
    en: 'The request is not valid HTTP.',
    fr: 'La requête n’est pas du HTTP valide.',
  },
  API_KEY_INVALID: {
    status: 401,
    en: 'The API key is missing or unknown.',
    fr: "La clé d'API est absente ou inconnue.",
  },
  XSRF_TOKEN_INVALID: {
    status: 403,
    en: 'The XSRF token is missing or does not match.',
    fr: 'Le jeton XSRF est absent ou ne correspond pas.',
  },
  AUTHENTICATION_REQUIRED: { status: 401, en: 'You must be logged in.', fr: 'Vous devez être connecté.' },
  TOKEN_INVALID: {
    status: 401,
    en: 'Your session is invalid or has expired.',
    fr: 'Votre session est invalide ou a expiré.',
  },
  BAD_CREDENTIALS: { status: 401, en: 'Email or password incorrect.', fr: 'Email ou mot de passe incorrect.' },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    en: 'The current password is incorrect.',
    fr: 'Le mot de passe actuel est incorrect.',
  },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    en: 'Too many failed attempts. Try again later.',
    fr: 'Trop de tentatives échouées. Réessayez plus tard.',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many requests. Try again later.',
    fr: 'Trop de requêtes. Réessayez plus tard.',
  },
  PERMISSION_DENIED: {
    status: 403,
    en: 'You are not allowed to do this.',
    fr: "Vous n'êtes pas autorisé à effectuer cette action.",
  },
  NOT_FOUND: { status: 404, en: 'Not found.', fr: 'Introuvable.' },
  ROUTE_NOT_FOUND: { status: 404, en: 'This address does not exist.', fr: "Cette adresse n'existe pas." },
  METHOD_NOT_ALLOWED: { status: 405, en: 'Method not allowed.', fr: 'Méthode non autorisée.' },
  URL_MALFORMED: { status: 400, en: 'This address is malformed.', fr: 'Cette adresse est mal formée.' },
  EXPORTS_BUSY: {
    status: 503,
    en: 'Too many exports are being prepared. Try again in a few seconds.',
    fr: 'Trop d’exports sont en cours de préparation. Réessayez dans quelques secondes.',
  },
  OWNER_EMAIL_ALREADY_USED: {
    status: 409,
    en: 'An account already uses this email.',
    fr: 'Un compte utilise déjà cet email.',
  },
  PARTY_CODE_ALREADY_USED: {
    status: 409,
    en: 'A customer, supplier or sub-account already has this code.',
    fr: 'Un client, un fournisseur ou un compte auxiliaire porte déjà ce code.',
  },
  WORK_FOLDER_MUST_BE_OPEN: {
    status: 409,
    en: 'This work folder is closed: nothing can be written into it.',
    fr: 'Ce dossier est clôturé : rien ne peut y être enregistré.',
  },
  WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP: {
    status: 409,
    en: 'The period overlaps another work folder of the company.',
    fr: 'La période chevauche un autre dossier de la société.',
  },
  WORK_FOLDER_HAS_DRAFTS: {
    status: 409,
    en: 'Drafts remain in this work folder: validate or delete them before closing it.',
    fr: 'Des brouillons restent dans ce dossier : validez-les ou supprimez-les avant de le clôturer.',
  },
  EARLIER_WORK_FOLDER_MUST_BE_CLOSED: {
    status: 422,
    en: 'An earlier work folder is still open: close the years in order, the earliest first.',
    fr: 'Un dossier antérieur est encore ouvert : clôturez les exercices dans l’ordre, le plus ancien d’abord.',
  },
  APPROPRIATION_WORK_FOLDER_MUST_BE_CLOSED: {
    status: 409,
    en: 'The result of a year is appropriated once the year is closed.',
    fr: "Le résultat d'un exercice s'affecte une fois l'exercice clôturé.",
  },
  APPROPRIATION_RESULT_MUST_BE_PENDING: {
    status: 409,
    en: 'No result of this year awaits appropriation (nil, or already cleared).',
    fr: "Aucun résultat de cet exercice n'attend d'affectation (nul, ou déjà soldé).",
  },
  APPROPRIATION_ALREADY_BOOKED: {
    status: 409,
    en: 'The result of this year is already appropriated.',
    fr: 'Le résultat de cet exercice est déjà affecté.',
  },
  APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER: {
    status: 422,
    en: "The meeting's date must fall after the year end, in the next work folder.",
    fr: "La date de l'assemblée doit suivre la clôture et tomber dans l'exercice suivant.",
  },
  APPROPRIATION_MUST_ADD_UP: {
    status: 422,
    en: 'The appropriation must add up to the result (a loss goes whole to retained earnings).',
    fr: "L'affectation doit totaliser le résultat (une perte va entière en report à nouveau).",
  },
  APPROPRIATION_MUST_FUND_LEGAL_RESERVE: {
    status: 422,
    en: 'The legal reserve must receive at least the minimum the law sets.',
    fr: 'La réserve légale doit recevoir au moins le minimum fixé par la loi.',
  },
  APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE: {
    status: 422,
    en: 'The dividends exceed the distributable profit (profit less losses carried forward and legal reserve).',
    fr: 'Les dividendes dépassent le bénéfice distribuable (bénéfice moins pertes antérieures et réserve légale).',
  },
  WORK_FOLDER_HAS_ENTRIES: {
    status: 409,
    en: 'The dates of a work folder with posted entries cannot change.',
    fr: "Les dates d'un dossier contenant des écritures ne peuvent pas changer.",
  },
  DOCUMENT_MUST_BE_DRAFT: {
    status: 409,
    en: 'Only a draft can be changed or deleted.',
    fr: 'Seul un brouillon peut être modifié ou supprimé.',
  },
  DOCUMENT_MUST_BE_VALIDATED: {
    status: 409,
    en: 'Only a validated document can be cancelled.',
    fr: 'Seul un document validé peut être annulé.',
  },
  STATE_TRANSITION_NOT_ALLOWED: {
    status: 409,
    en: 'This change of state is not allowed.',
    fr: "Ce changement d'état n'est pas autorisé.",
  },
  ENTRY_MUST_BALANCE: {
    status: 422,
    en: 'Total debit and total credit must be equal.',
    fr: 'Le total des débits doit être égal au total des crédits.',
  },
  ENTRY_NEEDS_TWO_LINES: {
    status: 422,
    en: 'An entry needs at least two lines.',
    fr: 'Une écriture doit comporter au moins deux lignes.',
  },
  LINE_MUST_HAVE_DEBIT_OR_CREDIT: {
    status: 422,
    en: 'Each line has either a debit or a credit, greater than zero.',
    fr: 'Chaque ligne porte soit un débit, soit un crédit, supérieur à zéro.',
  },
  AMOUNT_INVALID: { status: 422, en: 'An amount is invalid.', fr: 'Un montant est invalide.' },
  AMOUNT_TOO_PRECISE: {
    status: 422,
    en: 'An amount has more decimals than the currency allows.',
    fr: 'Un montant a plus de décimales que la devise ne le permet.',
  },
  AMOUNT_OUT_OF_RANGE: { status: 422, en: 'An amount is too large.', fr: 'Un montant est trop grand.' },
  ENTRY_DATE_OUTSIDE_WORK_FOLDER: {
    status: 422,
    en: 'The date is outside the period of the work folder.',
    fr: 'La date est en dehors de la période du dossier.',
  },
  ENTRY_DATE_IN_FUTURE: {
    status: 422,
    en: 'The date is after today: the company’s settings do not allow validating entries dated in the future.',
    fr: 'La date est postérieure à aujourd’hui : les paramètres de la société ne permettent pas de valider une écriture datée dans le futur.',
  },
  JOURNAL_MUST_BE_KNOWN: { status: 422, en: 'This journal does not exist.', fr: "Ce journal n'existe pas." },
  ENTRY_DATE_MUST_BE_VALID: {
    status: 422,
    en: 'The date is not a calendar date.',
    fr: "La date n'est pas une date valide.",
  },
  ENTRY_LINES_MUST_NOT_EXCEED_LIMIT: {
    status: 422,
    en: 'The entry has too many lines.',
    fr: "L'écriture comporte trop de lignes.",
  },
  ACCOUNT_NUMBER_MUST_BE_VALID: {
    status: 422,
    en: 'An account number is invalid.',
    fr: 'Un numéro de compte est invalide.',
  },
  AMOUNT_MUST_BE_POSITIVE: {
    status: 422,
    en: 'Debit and credit must not be negative.',
    fr: 'Le débit et le crédit ne peuvent pas être négatifs.',
  },
  ACCOUNT_UNKNOWN: {
    status: 422,
    en: 'An account does not exist in the chart of accounts.',
    fr: "Un compte n'existe pas dans le plan comptable.",
  },
  ACCOUNT_MUST_BE_POSTABLE: {
    status: 422,
    en: 'Entries go to active accounts.',
    fr: 'Les écritures se passent sur des comptes actifs.',
  },
  PARTY_CONTROL_ACCOUNT_NOT_ALLOWED: {
    status: 422,
    en: 'A customer hangs under a 41x account, a supplier under a 40x account (or 481 in SYSCOHADA), one without child accounts.',
    fr: 'Un client se rattache à un compte 41x, un fournisseur à un compte 40x (ou 481 en SYSCOHADA), sans sous-comptes.',
  },
  PARTY_CONTROL_ACCOUNT_FIXED: {
    status: 422,
    en: 'This party already has entries: its control account can no longer change.',
    fr: 'Ce tiers a déjà des écritures : son compte collectif ne peut plus changer.',
  },
  ACCOUNT_IS_GROUP: {
    status: 422,
    en: 'This account has child accounts: it is a group and takes no entry. Post to one of its child accounts.',
    fr: 'Ce compte a des sous-comptes : c’est un compte de regroupement, qui ne reçoit pas d’écriture. Passez l’écriture sur l’un de ses sous-comptes.',
  },
  SUB_ACCOUNT_MUST_BELONG_TO_ACCOUNT: {
    status: 422,
    en: 'The sub-account does not belong to the account of the line.',
    fr: "Le compte auxiliaire n'appartient pas au compte de la ligne.",
  },
  JOURNAL_UNKNOWN: { status: 422, en: 'This journal does not exist.', fr: "Ce journal n'existe pas." },
  ACCOUNT_NUMBER_ALREADY_USED: {
    status: 409,
    en: 'An account already has this number.',
    fr: 'Un compte porte déjà ce numéro.',
  },
  ACCOUNT_HAS_POSTINGS: {
    status: 409,
    en: 'An account with postings cannot change its number or be disabled.',
    fr: 'Un compte mouvementé ne peut ni changer de numéro ni être désactivé.',
  },
  SUB_ACCOUNT_NUMBER_ALREADY_USED: {
    status: 409,
    en: 'A sub-account already has this number.',
    fr: 'Un compte auxiliaire porte déjà ce numéro.',
  },
  JOURNAL_CODE_ALREADY_USED: {
    status: 409,
    en: 'A journal already has this code.',
    fr: 'Un journal porte déjà ce code.',
  },
  REPORT_NOT_AVAILABLE_FOR_FRAMEWORK: {
    status: 422,
    en: 'This statement is not available yet for the accounting framework of the company.',
    fr: "Cet état n'est pas encore disponible pour le référentiel comptable de la société.",
  },
  LIASSE_BOX_NOT_ADJUSTABLE: {
    status: 422,
    en: "This box of the liasse takes no adjustment under the company's regime (under the normal regime, the 2058-A is not drawn).",
    fr: "Cette case de la liasse ne prend pas de retraitement sous le régime de la société (au régime normal, le 2058-A n'est pas produit).",
  },
  LIASSE_ADJUSTMENTS_LOCKED: {
    status: 409,
    en: "The liasse of this year is no longer being prepared: the next year is closed too, and its liasse carries this one's.",
    fr: "La liasse de cet exercice n'est plus en préparation : l'exercice suivant est clôturé lui aussi et sa liasse reprend celle-ci.",
  },
  CASH_FLOW_REQUIRES_NORMAL_SYSTEM: {
    status: 422,
    en: 'A company under the minimal cash system (SMT) files no cash-flow statement: choose the normal system in the settings.',
    fr: 'Une entité au système minimal de trésorerie (SMT) ne produit pas de tableau des flux de trésorerie : choisissez le système normal dans les paramètres.',
  },
  PARTY_UNKNOWN: {
    status: 422,
    en: 'This customer or supplier does not exist.',
    fr: "Ce client ou ce fournisseur n'existe pas.",
  },
  CREDITED_DOCUMENT_INVALID: {
    status: 422,
    en: 'A credit note credits a validated invoice of the same party.',
    fr: 'Un avoir porte sur une facture validée du même tiers.',
  },
  CREDIT_NOTE_EXCEEDS_AMOUNT_DUE: {
    status: 422,
    en: 'The credit note is larger than the invoice less the credit notes already on it.',
    fr: 'L’avoir dépasse le montant de la facture diminué des avoirs déjà émis sur elle.',
  },
  PAYMENT_EXCEEDS_AMOUNT_DUE: {
    status: 422,
    en: 'The payment is larger than the amount due.',
    fr: 'Le règlement dépasse le montant restant dû.',
  },
  ADVANCE_PARTY_MISMATCH: {
    status: 422,
    en: 'An advance received comes from a customer, one paid goes to a supplier; an advance is set against an invoice of its own party only.',
    fr: 'Une avance reçue vient d’un client, une avance versée va à un fournisseur ; une avance ne s’impute que sur une facture de son propre tiers.',
  },
  ADVANCE_CURRENCY_MISMATCH: {
    status: 422,
    en: 'An advance is set against an invoice in its own currency only.',
    fr: 'Une avance ne s’impute que sur une facture dans sa propre devise.',
  },
  ADVANCE_EXCEEDS_LEFT: {
    status: 422,
    en: 'The amount is larger than what is left of the advance.',
    fr: 'Le montant dépasse le reste de l’avance.',
  },
  ADVANCE_NOT_USABLE: {
    status: 422,
    en: 'Only a validated advance can be set against an invoice.',
    fr: 'Seule une avance validée peut être imputée sur une facture.',
  },
  ADVANCE_IN_USE: {
    status: 409,
    en: 'The advance is set against invoices: cancel those uses first.',
    fr: 'L’avance est imputée sur des factures : annulez d’abord ces imputations.',
  },
  BANK_CHARGES_INVALID: {
    status: 422,
    en: 'Bank charges must be more than zero and, on a receipt, less than the amount received.',
    fr: 'Les frais bancaires doivent être supérieurs à zéro et, sur un encaissement, inférieurs au montant reçu.',
  },
  DOCUMENT_HAS_PAYMENTS: {
    status: 409,
    en: 'Cancel the payments of this invoice before cancelling it.',
    fr: 'Annulez les règlements de cette facture avant de l’annuler.',
  },
  PAYMENT_MUST_BE_DRAFT: {
    status: 409,
    en: 'Only a draft payment can be changed or deleted.',
    fr: 'Seul un règlement brouillon peut être modifié ou supprimé.',
  },
  PAYMENT_MUST_BE_VALIDATED: {
    status: 409,
    en: 'Only a validated payment can be cancelled.',
    fr: 'Seul un règlement validé peut être annulé.',
  },
  TRANSFER_SAME_ACCOUNT: {
    status: 422,
    en: 'A transfer moves money between two different treasury accounts.',
    fr: 'Un virement interne déplace des fonds entre deux comptes de trésorerie différents.',
  },
  TRANSFER_AMOUNT_RECEIVED_REQUIRED: {
    status: 422,
    en: 'Between accounts in different currencies, give the amount received in the receiving account’s currency.',
    fr: 'Entre comptes de devises différentes, indiquez le montant reçu dans la devise du compte qui reçoit.',
  },
  TRANSFER_AMOUNTS_MUST_AGREE: {
    status: 422,
    en: 'Between accounts in the same currency, the amount received is the amount sent.',
    fr: 'Entre comptes de même devise, le montant reçu est le montant envoyé.',
  },
  TRANSFER_MUST_BE_DRAFT: {
    status: 409,
    en: 'Only a draft transfer can be changed or deleted.',
    fr: 'Seul un virement interne brouillon peut être modifié ou supprimé.',
  },
  TRANSFER_MUST_BE_VALIDATED: {
    status: 409,
    en: 'Only a validated transfer can be cancelled.',
    fr: 'Seul un virement interne validé peut être annulé.',
  },
  LOAN_CURRENCY_MUST_BE_FOREIGN: {
    status: 422,
    en: 'A loan recorded here is in a currency other than the company’s; a loan in the company’s currency is a normal entry.',
    fr: 'Un emprunt enregistré ici est dans une autre devise que celle de la société ; un emprunt dans sa devise est une écriture ordinaire.',
  },
  LOAN_ACCOUNT_MUST_BE_BORROWING: {
    status: 422,
    en: 'A loan is booked on a postable borrowing account of class 16.',
    fr: 'Un emprunt se comptabilise sur un compte d’emprunt de la classe 16 non regroupant.',
  },
  LOAN_TREASURY_CURRENCY_MISMATCH: {
    status: 422,
    en: 'The treasury account is kept in another currency than the company’s and the loan’s.',
    fr: 'Le compte de trésorerie est tenu dans une autre devise que celle de la société et de l’emprunt.',
  },
  LOAN_REPAYMENT_EXCEEDS_LEFT: {
    status: 422,
    en: 'The repayment is more than the principal still owed on this loan.',
    fr: 'Le remboursement dépasse le capital restant dû sur cet emprunt.',
  },
  LOAN_HAS_REPAYMENTS: {
    status: 409,
    en: 'This loan has repayments: cancel them first, then the drawdown.',
    fr: 'Cet emprunt a des remboursements : annulez-les d’abord, puis le déblocage.',
  },
  LOAN_CANCELLED: {
    status: 409,
    en: 'This loan is cancelled: it can be neither repaid nor cancelled again.',
    fr: 'Cet emprunt est annulé : il ne peut plus être remboursé ni annulé.',
  },
  LOAN_REPAYMENT_CANCELLED: {
    status: 409,
    en: 'This repayment is already cancelled.',
    fr: 'Ce remboursement est déjà annulé.',
  },
  DOCUMENT_NOT_PAYABLE: {
    status: 422,
    en: 'Payments settle validated invoices and credit notes of the matching kind.',
    fr: 'Les règlements soldent des factures et avoirs validés du type correspondant.',
  },
  DOCUMENT_NOT_PRINTABLE: {
    status: 422,
    en: 'Only invoices and credit notes are printed.',
    fr: 'Seuls les factures et les avoirs sont imprimés.',
  },
  CANCELLATION_DATE_BEFORE_ENTRY: {
    status: 422,
    en: 'A cancellation is dated on or after the day of what it cancels.',
    fr: "Une annulation est datée du jour de ce qu'elle annule ou d'un jour suivant.",
  },
  GROUP_ACCOUNT_MUST_NOT_BE_POSTED: {
    status: 422,
    en: 'An account with child accounts groups them: post to one of its child accounts.',
    fr: 'Un compte qui a des sous-comptes les regroupe : imputez l’un de ses sous-comptes.',
  },
  CONTROL_ACCOUNT_NEEDS_PARTY: {
    status: 422,
    en: 'A line on a customer or supplier control account (40x, 41x) names the party’s sub-account.',
    fr: 'Une ligne sur un compte collectif clients ou fournisseurs (40x, 41x) désigne le compte auxiliaire du tiers.',
  },
  SALE_LINE_ACCOUNT_MUST_BE_REVENUE: {
    status: 422,
    en: 'A sale line is posted to a revenue account (class 7).',
    fr: 'Une ligne de vente est imputée à un compte de produits (classe 7).',
  },
  PURCHASE_LINE_ACCOUNT_MUST_BE_EXPENSE_OR_ASSET: {
    status: 422,
    en: 'A purchase line is posted to an expense (class 6) or fixed-asset (class 2) account.',
    fr: 'Une ligne d’achat est imputée à un compte de charges (classe 6) ou d’immobilisations (classe 2).',
  },
  TREASURY_ACCOUNT_MUST_MATCH_METHOD: {
    status: 422,
    en: 'The treasury account is a class 5 account of the payment method’s kind (cash, bank or mobile money).',
    fr: 'Le compte de trésorerie est un compte de classe 5 du type du mode de règlement (caisse, banque ou mobile money).',
  },
  PAYMENT_DATE_BEFORE_DOCUMENT_DATE: {
    status: 422,
    en: 'A payment cannot be dated before the invoice it settles.',
    fr: 'Un règlement ne peut pas être daté avant la facture qu’il règle.',
  },
  VAT_TREATMENT_NOT_ALLOWED: {
    status: 422,
    en: 'A reverse-charged VAT (intra-EU acquisition, CGI art. 283-2 service, import) is for purchases of a company on the French chart.',
    fr: 'Une autoliquidation de TVA (acquisition intracommunautaire, service de l’art. 283-2 du CGI, importation) ne vaut que pour les achats d’une société au plan comptable français.',
  },
  VAT_RATE_NOT_OF_COUNTRY: {
    status: 422,
    en: 'This VAT rate is not one of the rates of the company’s country (see the settings).',
    fr: 'Ce taux de TVA ne fait pas partie des taux du pays de la société (voir les paramètres).',
  },
  OPENING_ENTRY_ALREADY_POSTED: {
    status: 422,
    en: 'The opening entry of this work folder exists: no hand entry goes into the opening journal.',
    fr: 'L’écriture d’à-nouveaux de ce dossier existe : aucune saisie manuelle dans le journal des à-nouveaux.',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    en: 'This idempotency key was used for another request.',
    fr: "Cette clé d'idempotence a été utilisée pour une autre requête.",
  },
  CONFLICT_RETRY: {
    status: 409,
    en: 'The data changed at the same time. Try again.',
    fr: 'Les données ont changé en même temps. Réessayez.',
  },
  INTERNAL_ERROR: {
    status: 500,
    en: 'An unexpected error occurred.',
    fr: "Une erreur inattendue s'est produite.",
  },
  PASSWORD_CHANGE_REQUIRED: {
    status: 403,
    en: 'Change your one-time password before going on.',
    fr: 'Changez votre mot de passe provisoire avant de continuer.',
  },
  MEMBERSHIP_INACTIVE: {
    status: 403,
    en: 'Your access to this company has been deactivated.',
    fr: 'Votre accès à cette société a été désactivé.',
  },
  LAST_OWNER_MUST_REMAIN: {
    status: 409,
    en: 'The company must keep at least one active owner.',
    fr: 'La société doit garder au moins un propriétaire actif.',
  },
  ONLY_OWNERS_MANAGE_OWNERS: {
    status: 403,
    en: 'Only an owner can grant, remove or change the owner role.',
    fr: 'Seul un propriétaire peut attribuer, retirer ou modifier le rôle de propriétaire.',
  },
  CANNOT_CHANGE_OWN_ACCESS: {
    status: 403,
    en: 'You cannot change your own roles, permissions or access: another manager of the company must.',
    fr: 'Vous ne pouvez pas modifier vos propres rôles, permissions ou accès : un autre gestionnaire de la société doit le faire.',
  },
  MEMBER_OUTRANKS_YOU: {
    status: 403,
    en: 'This member holds a role or permission you do not hold: you cannot change their access.',
    fr: 'Ce membre détient un rôle ou une permission que vous n’avez pas : vous ne pouvez pas modifier son accès.',
  },
  GRANT_MUST_BE_HELD: {
    status: 403,
    en: 'You can grant only roles and permissions you hold yourself.',
    fr: 'Vous ne pouvez attribuer que des rôles et des permissions que vous détenez vous-même.',
  },
  USER_ALREADY_MEMBER: {
    status: 409,
    en: 'This person is already a member of the company.',
    fr: 'Cette personne est déjà membre de la société.',
  },
  INVITATION_PENDING: {
    status: 409,
    en: 'This email already has an invitation to the company waiting for an answer.',
    fr: 'Cette adresse a déjà une invitation à la société en attente de réponse.',
  },
  PASSWORD_LINK_INVALID: {
    status: 400,
    en: 'This link is not valid. Ask for a new one from the login page.',
    fr: 'Ce lien n’est pas valide. Demandez-en un nouveau depuis la page de connexion.',
  },
  PASSWORD_LINK_EXPIRED: {
    status: 410,
    en: 'This link has expired. Ask for a new one from the login page.',
    fr: 'Ce lien a expiré. Demandez-en un nouveau depuis la page de connexion.',
  },
  PASSWORD_LINK_USED: {
    status: 410,
    en: 'This link was already used. Ask for a new one from the login page.',
    fr: 'Ce lien a déjà servi. Demandez-en un nouveau depuis la page de connexion.',
  },
  MAIL_RECIPIENT_INVALID: {
    status: 400,
    en: 'A recipient is not a valid email address.',
    fr: 'Un destinataire n’est pas une adresse email valide.',
  },
  MAIL_HEADER_INVALID: {
    status: 400,
    en: 'A subject or a name of the mail holds a line break.',
    fr: 'Un objet ou un nom du mail contient un saut de ligne.',
  },
  MAIL_LIMIT_REACHED: {
    status: 429,
    en: 'The company has sent too many mails this hour. Try again later.',
    fr: 'La société a envoyé trop de mails cette heure-ci. Réessayez plus tard.',
  },
  PARTY_EMAIL_MISSING: {
    status: 422,
    en: 'This customer or supplier has no email address: type the recipient.',
    fr: 'Ce tiers n’a pas d’adresse email : saisissez le destinataire.',
  },
  DOCUMENT_MUST_BE_VALIDATED_TO_MAIL: {
    status: 422,
    en: 'Only a validated invoice or credit note can be sent by email.',
    fr: 'Seule une facture ou un avoir validé peut être envoyé par email.',
  },
  SEARCH_QUERY_REQUIRED: {
    status: 400,
    en: 'Type something to search for.',
    fr: 'Saisissez un texte à rechercher.',
  },
  MATCHING_LINES_MUST_SHARE_ACCOUNT: {
    status: 422,
    en: 'Matched lines must all be on the same account and sub-account (one customer or supplier).',
    fr: 'Les lignes lettrées doivent toutes porter sur le même compte et le même compte auxiliaire (un seul tiers).',
  },
  ACCOUNT_MUST_CARRY_OPEN_ITEMS: {
    status: 422,
    en: 'This account does not carry open items: its lines cannot be matched.',
    fr: "Ce compte n'est pas lettrable : ses lignes ne peuvent pas être lettrées.",
  },
  LINE_ALREADY_MATCHED: {
    status: 422,
    en: 'A line is already matched; unmatch it first.',
    fr: "Une ligne est déjà lettrée ; délettrez-la d'abord.",
  },
  NOTHING_OVERDUE: {
    status: 422,
    en: 'Nothing of this customer is overdue at this date: there is nothing to remind.',
    fr: 'Rien n’est échu pour ce client à cette date : il n’y a rien à relancer.',
  },
  MATCHING_NEEDS_DEBIT_AND_CREDIT: {
    status: 422,
    en: 'A matching needs at least one debit line and one credit line.',
    fr: 'Un lettrage demande au moins une ligne au débit et une ligne au crédit.',
  },
  MATCHING_WORK_FOLDER_MUST_BE_OPEN: {
    status: 422,
    en: 'A line belongs to a closed work folder: its matching cannot change.',
    fr: 'Une ligne appartient à un dossier clôturé : son lettrage ne peut plus changer.',
  },
  STATEMENT_FILE_MALFORMED: {
    status: 422,
    en: 'The statement file cannot be read: see the lines named. Nothing was imported.',
    fr: 'Le relevé ne peut pas être lu : voyez les lignes indiquées. Rien n’a été importé.',
  },
  STATEMENT_FILE_TOO_COMPLEX: {
    status: 422,
    en: 'The statement file takes more time or memory to read than a statement may: split it into smaller files. Nothing was imported.',
    fr: 'Le relevé demande plus de temps ou de mémoire à lire qu’un relevé ne le peut : découpez-le en fichiers plus petits. Rien n’a été importé.',
  },
  STATEMENT_IMPORTS_BUSY: {
    status: 503,
    en: 'Too many statement files are being read. Try again in a few seconds.',
    fr: 'Trop de relevés sont en cours de lecture. Réessayez dans quelques secondes.',
  },
  STATEMENT_BALANCES_MUST_AGREE: {
    status: 422,
    en: 'The statement’s balances do not follow its lines: see the lines named. Nothing was imported.',
    fr: 'Les soldes du relevé ne suivent pas ses lignes : voyez les lignes indiquées. Rien n’a été importé.',
  },
  STATEMENT_CURRENCY_MISMATCH: {
    status: 422,
    en: 'The statement is in another currency than its treasury account: see the statements named. Nothing was imported.',
    fr: 'Le relevé est dans une autre devise que son compte de trésorerie : voyez les relevés indiqués. Rien n’a été importé.',
  },
  STATEMENT_ACCOUNT_MISMATCH: {
    status: 422,
    en: 'The file holds a statement of another account (IBAN or account number): see the statements named. Nothing was imported.',
    fr: 'Le fichier contient le relevé d’un autre compte (IBAN ou numéro de compte) : voyez les relevés indiqués. Rien n’a été importé.',
  },
  ACCOUNT_MUST_BE_TREASURY: {
    status: 422,
    en: 'Statements are imported into a treasury account (class 5).',
    fr: 'Un relevé s’importe dans un compte de trésorerie (classe 5).',
  },
  STATEMENT_LINE_ALREADY_RECONCILED: {
    status: 422,
    en: 'This statement line is already reconciled.',
    fr: 'Cette ligne de relevé est déjà rapprochée.',
  },
  JOURNAL_LINE_ALREADY_RECONCILED: {
    status: 422,
    en: 'A journal line is already reconciled with a statement line.',
    fr: 'Une ligne d’écriture est déjà rapprochée d’une ligne de relevé.',
  },
  JOURNAL_LINE_MUST_BE_ON_STATEMENT_ACCOUNT: {
    status: 422,
    en: 'The journal lines must be on the statement’s treasury account.',
    fr: 'Les lignes d’écriture doivent porter sur le compte de trésorerie du relevé.',
  },
  RECONCILED_AMOUNTS_MUST_AGREE: {
    status: 422,
    en: 'The journal lines chosen do not add up to the statement line’s amount.',
    fr: 'Les lignes d’écriture choisies ne totalisent pas le montant de la ligne de relevé.',
  },
  RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN: {
    status: 422,
    en: 'The work folder of this date is closed (or missing): nothing can be reconciled or posted in it.',
    fr: 'Le dossier de cette date est clôturé (ou absent) : rien ne peut y être rapproché ni comptabilisé.',
  },
  COUNTER_ACCOUNT_REQUIRED: {
    status: 422,
    en: 'No rule gives the counter-account for this label: choose one.',
    fr: 'Aucune règle ne donne la contrepartie de ce libellé : choisissez-la.',
  },
  DEPRECIATION_METHOD_NOT_ALLOWED: {
    status: 422,
    en: "The tax law of the company's country does not allow this depreciation method for this useful life.",
    fr: "La loi fiscale du pays de la société n'admet pas ce mode d'amortissement pour cette durée d'utilisation.",
  },
  FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER: {
    status: 422,
    en: 'The date is outside the period of the work folder.',
    fr: 'La date est en dehors de la période du dossier.',
  },
  FIXED_ASSET_ACCOUNT_INVALID: {
    status: 422,
    en: 'A fixed asset is kept on a class 2 account other than depreciation (28) and impairment (29).',
    fr: "Une immobilisation est inscrite à un compte de classe 2 autre qu'amortissements (28) et dépréciations (29).",
  },
  FIXED_ASSET_LINE_NOT_ELIGIBLE: {
    status: 422,
    en: 'Only a line of a validated purchase invoice on a class 2 account becomes a fixed asset.',
    fr: "Seule une ligne d'une facture d'achat validée imputée en classe 2 devient une immobilisation.",
  },
  FIXED_ASSET_LINE_ALREADY_REGISTERED: {
    status: 409,
    en: 'This invoice line is already in the fixed-asset register.',
    fr: 'Cette ligne de facture est déjà au registre des immobilisations.',
  },
  FIXED_ASSET_ALREADY_DISPOSED: {
    status: 409,
    en: 'This fixed asset has already left the register (sold or scrapped).',
    fr: 'Cette immobilisation est déjà sortie du registre (cédée ou mise au rebut).',
  },
  ACCRUAL_ACCOUNT_NOT_ALLOWED: {
    status: 422,
    en: 'This account does not suit the accrual: a charge (6) or income (7) account, and 408, 418, 428, 438 or 448 for the accrual.',
    fr: 'Ce compte ne convient pas à la régularisation : un compte de charge (6) ou de produit (7), et 408, 418, 428, 438 ou 448 pour la régularisation.',
  },
  ACCRUAL_VAT_NOT_ALLOWED: {
    status: 422,
    en: 'Prepaid expenses and deferred income carry no VAT.',
    fr: "Les charges et produits constatés d'avance ne portent pas de TVA.",
  },
  DOUBTFUL_ALLOWANCE_EXCEEDS_NET: {
    status: 422,
    en: 'The allowance of a doubtful receivable is at most its amount before VAT.',
    fr: "La dépréciation d'une créance douteuse ne dépasse pas son montant hors taxes.",
  },
  DOUBTFUL_AMOUNT_EXCEEDS_BALANCE: {
    status: 422,
    en: 'The customer owes less than this amount at this date.',
    fr: 'Le client doit moins que ce montant à cette date.',
  },
  DOUBTFUL_RECEIVABLE_WRITTEN_OFF: {
    status: 409,
    en: 'This receivable has already been written off.',
    fr: 'Cette créance a déjà été passée en perte.',
  },
  PARTY_MUST_BE_CUSTOMER: {
    status: 422,
    en: 'Only a customer can owe a doubtful receivable.',
    fr: 'Seul un client peut devoir une créance douteuse.',
  },
  STOCK_ACCOUNT_NOT_ALLOWED: {
    status: 422,
    en: 'This is not a stock account of the chart (31 to 37).',
    fr: "Ce n'est pas un compte de stock du plan (31 à 37).",
  },
  PROVISION_ACCOUNT_NOT_ALLOWED: {
    status: 422,
    en: 'This is not an account of provisions for risks (SYSCOHADA 19x or 499x; PCG 151x).',
    fr: "Ce n'est pas un compte de provisions pour risques (SYSCOHADA 19x ou 499x ; PCG 151x).",
  },
  INCOME_TAX_RULES_MISSING: {
    status: 422,
    en: "Bilan does not know this country's income tax yet.",
    fr: "Bilan ne connaît pas encore l'impôt sur les bénéfices de ce pays.",
  },
  PERIOD_FILED: {
    status: 422,
    en: 'The VAT return of this period is filed: nothing dated in it can be validated or cancelled. Correct it in an open period.',
    fr: 'La déclaration de TVA de cette période est déposée : rien de daté dans cette période ne peut être validé ni annulé. Corrigez dans une période ouverte.',
  },
  VAT_RETURN_ALREADY_FILED: {
    status: 409,
    en: 'The VAT return of this period is already filed.',
    fr: 'La déclaration de TVA de cette période est déjà déposée.',
  },
  VAT_RETURN_OUT_OF_ORDER: {
    status: 422,
    en: 'A later VAT period is already filed: returns are filed in date order.',
    fr: 'Une période de TVA postérieure est déjà déposée : les déclarations se déposent dans l’ordre des dates.',
  },
  VAT_PAYMENT_EXCEEDS_DUE: {
    status: 422,
    en: 'The payment exceeds the VAT still due on this return.',
    fr: 'Le paiement dépasse la TVA restant due sur cette déclaration.',
  },
  VAT_REFUND_EXCEEDS_CREDIT: {
    status: 422,
    en: 'The refund claimed exceeds the VAT credit of this return still carried.',
    fr: 'Le remboursement demandé dépasse le crédit de TVA de cette déclaration encore reporté.',
  },
  ATTACHMENT_TOO_LARGE: {
    status: 413,
    en: "The file is larger than the company's attachment size limit (settings).",
    fr: 'Le fichier dépasse la taille maximale des pièces jointes de la société (paramètres).',
  },
  ATTACHMENT_TYPE_NOT_ALLOWED: {
    status: 415,
    en: 'Only PDF files and images (PNG, JPEG, WebP, GIF) can be attached; the content decides, not the name.',
    fr: 'Seuls les PDF et les images (PNG, JPEG, WebP, GIF) peuvent être joints ; le contenu décide, pas le nom.',
  },
  ATTACHMENT_OWNER_MUST_BE_DRAFT: {
    status: 422,
    en: 'The document or payment is validated: its attachments can be added to, not removed.',
    fr: 'La pièce ou le règlement est validé : on peut lui ajouter des pièces jointes, pas en retirer.',
  },
  E_INVOICE_TOO_LARGE: {
    status: 413,
    en: 'The e-invoice file is too large.',
    fr: 'Le fichier de facture électronique est trop volumineux.',
  },
  E_INVOICE_UNREADABLE: {
    status: 422,
    en: 'The file is neither a Factur-X PDF nor a CII or UBL XML invoice that can be read.',
    fr: "Le fichier n'est ni un PDF Factur-X ni une facture XML CII ou UBL lisible.",
  },
  E_INVOICE_XML_MISSING: {
    status: 422,
    en: 'The PDF carries no embedded invoice XML (factur-x.xml): it is not a Factur-X invoice.',
    fr: "Le PDF ne contient pas de facture XML intégrée (factur-x.xml) : ce n'est pas une facture Factur-X.",
  },
  E_INVOICE_XML_FORBIDDEN: {
    status: 400,
    en: 'The XML declares a document type or entities, which an invoice never needs: it is refused.',
    fr: "Le XML déclare un type de document ou des entités, dont une facture n'a jamais besoin : il est refusé.",
  },
  E_INVOICE_PROFILE_UNSUPPORTED: {
    status: 422,
    en: 'This e-invoice profile carries no invoice lines (MINIMUM or BASIC WL): Bilan imports EN 16931 invoices (BASIC, EN 16931, EXTENDED).',
    fr: 'Ce profil de facture électronique ne porte pas de lignes (MINIMUM ou BASIC WL) : Bilan importe les factures EN 16931 (BASIC, EN 16931, EXTENDED).',
  },
  E_INVOICE_BUYER_MISMATCH: {
    status: 422,
    en: "The invoice is addressed to another company: its buyer's SIREN or VAT number is not this company's.",
    fr: "La facture est adressée à une autre société : le SIREN ou le numéro de TVA de l'acheteur n'est pas celui de cette société.",
  },
  TREASURY_CURRENCY_LOCKED: {
    status: 409,
    en: 'This treasury account already has entries: its currency can no longer change. Open another account for the other currency.',
    fr: 'Ce compte de trésorerie a déjà des écritures : sa devise ne peut plus changer. Ouvrez un autre compte pour l’autre devise.',
  },
  CURRENCY_UNKNOWN: {
    status: 422,
    en: 'This currency is not an ISO 4217 code Bilan knows.',
    fr: "Cette devise n'est pas un code ISO 4217 connu de Bilan.",
  },
  CLOSING_RATE_MISSING: {
    status: 422,
    en: 'Open items in these currencies need their rate of the closing day: add it under Settings, Exchange rates.',
    fr: 'Des postes ouverts dans ces devises demandent leur cours du jour de clôture : ajoutez-le dans Paramètres, Cours des devises.',
  },
  CURRENCY_REVALUATION_DONE: {
    status: 409,
    en: "This year's foreign-currency items have already been revalued.",
    fr: 'Les postes en devises de cet exercice ont déjà été évalués au cours de clôture.',
  },
  CURRENCY_REVALUATION_MISSING: {
    status: 422,
    en: 'Revalue the open foreign-currency items at the closing rate before closing the year.',
    fr: "Évaluez les postes en devises ouverts au cours de clôture avant de clôturer l'exercice.",
  },
  EXCHANGE_RATE_MISSING: {
    status: 422,
    en: 'No exchange rate of this currency on or before this date: add one under Settings, Exchange rates.',
    fr: 'Aucun cours de cette devise à cette date ou avant : ajoutez-en un dans Paramètres, Cours des devises.',
  },
  EXCHANGE_RATE_INVALID: {
    status: 422,
    en: 'An exchange rate must be a positive decimal number (at most 12 decimals), such as 655.957.',
    fr: 'Un cours de change doit être un nombre décimal positif (12 décimales au plus), par exemple 655,957.',
  },
  EXCHANGE_RATE_FIXED: {
    status: 422,
    en: 'This rate is fixed by treaty (1 EUR = 655.957 XAF or XOF = 491.96775 KMF): it cannot be typed or changed.',
    fr: 'Ce cours est fixé par traité (1 EUR = 655,957 XAF ou XOF = 491,96775 KMF) : il ne peut être saisi ni modifié.',
  },
  EXCHANGE_RATE_FILE_MALFORMED: {
    status: 422,
    en: 'The file of rates cannot be read: each line must be currency;date;rate (see the fields for the lines).',
    fr: 'Le fichier des cours est illisible : chaque ligne doit être devise;date;cours (voir les lignes en cause).',
  },
  E_INVOICE_CURRENCY_MISMATCH: {
    status: 422,
    en: "The invoice is not in the company's currency.",
    fr: "La facture n'est pas dans la devise de la société.",
  },
  E_INVOICE_ALREADY_IMPORTED: {
    status: 409,
    en: 'This e-invoice was already imported.',
    fr: 'Cette facture électronique a déjà été importée.',
  },
  E_INVOICE_FIELD_MISSING: {
    status: 422,
    en: 'E-invoicing is on and a field the e-invoice requires is missing: see the fields.',
    fr: 'La facturation électronique est active et un champ obligatoire de la facture électronique manque : voir les champs.',
  },
} as const satisfies Record<string, { status: number; en: string; fr: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export const errorCodeSchema = z.enum(Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]]);

/** A field-level problem: the path of the field and the rule it broke (e.g. OWNER_EMAIL_INVALID). */
export const fieldErrorSchema = z.object({ path: z.string(), code: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  frMessage: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, value);
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
